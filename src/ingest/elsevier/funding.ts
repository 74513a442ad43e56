import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { newId, type Handler } from './context.ts';
import { attrOf, plainText } from './xml-text.ts';

/**
 * Funding from the text: <ce:grant-sponsor id> names a funder and <ce:grant-number refid>
 * a grant from it, inside acknowledgment or footnote paragraphs. The text stays where it is;
 * the pairs are collected here and resolved at the end, because a number may come before
 * the sponsor it refers to ("grant 123 from the NSF").
 */
export interface GrantLog {
  sponsors: Map<string, string>;
  awards: Array<{ award: string; sponsorIds: string[] }>;
  lastSponsorId?: string;
}

export function createGrantLog(): GrantLog {
  return { sponsors: new Map(), awards: [] };
}

const grantSponsor: Handler = (el, cx) => {
  const log = cx.state.grants;
  const id = attrOf(el, 'id') ?? newId(cx.state, 'gs');
  const source = plainText(el);
  if (source && !log.sponsors.has(id)) log.sponsors.set(id, source);
  log.lastSponsorId = id;
  return cx.inline(el);
};

const grantNumber: Handler = (el, cx) => {
  const log = cx.state.grants;
  const award = plainText(el);
  // Without a refid the number belongs to the sponsor just named.
  const refs = attrOf(el, 'refid')?.split(/\s+/) ?? (log.lastSponsorId ? [log.lastSponsorId] : []);
  if (award) log.awards.push({ award, sponsorIds: refs });
  return cx.inline(el);
};

export const fundingHandlers = { 'grant-sponsor': grantSponsor, 'grant-number': grantNumber };

/** One entry per sponsor, in the order first named, with its award ids. */
export function resolveFunding(log: GrantLog): ArticleModel['funding'] {
  const byId = new Map<string, ArticleModel['funding'][number]>();
  const out: ArticleModel['funding'] = [];
  for (const [id, source] of log.sponsors) {
    const existing = out.find((f) => f.source === source);
    const entry = existing ?? { source, awardIds: [] };
    if (!existing) out.push(entry);
    byId.set(id, entry);
  }
  for (const { award, sponsorIds } of log.awards) {
    for (const id of sponsorIds) {
      const entry = byId.get(id);
      if (entry && !entry.awardIds.includes(award)) entry.awardIds.push(award);
    }
  }
  return out;
}
