import { authorNameKind, eAddressHref, memberPanelId } from '#src/shared/article/author-entry.ts';
import { parseOrcid } from '#src/shared/article/author-orcid.ts';
import type { Affiliation, Author, Note } from '#src/shared/article/content-model.ts';

/**
 * What the Author side panel shows for one author (001 §3 "Author: id, orcid, biographyid,
 * affiliations, correspondences, footnotes"; 000 §3 e-address types email, social-media,
 * url): the author record of `/sdfe/arp/pii/{pii}/authors/` resolved against its notes.
 */

export interface AuthorData {
  authors: readonly Author[];
  affiliations: readonly Affiliation[];
  correspondences: readonly Note[];
  footnotes: readonly Note[];
  biographies: readonly Note[];
}

export interface AuthorDetails {
  name: string;
  /** Set for a collaboration member: the collaboration's name. */
  memberOf?: string;
  /** Set for a collaboration: how many members it has. */
  memberCount?: number;
  orcid?: { id: string; url: string };
  affiliations: Array<{ label?: string; text: string }>;
  eAddresses: Array<{ type: 'email' | 'social-media' | 'url'; value: string; href: string }>;
  isCorresponding: boolean;
  correspondences: Note[];
  footnotes: Note[];
  biography?: Note;
}

function byIds<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const index = new Map(items.map((item) => [item.id, item] as const));
  return [...new Set(ids)].flatMap((id) => index.get(id) ?? []);
}

function affiliationsOf(data: AuthorData, ids: readonly string[]): AuthorDetails['affiliations'] {
  return byIds(data.affiliations, ids).map((a) => (a.label?.trim() ? { label: a.label.trim(), text: a.text } : { text: a.text }));
}

function personDetails(data: AuthorData, author: Author): AuthorDetails {
  const orcid = parseOrcid(author.orcid);
  const biography = author.biographyId ? data.biographies.find((b) => b.id === author.biographyId) : undefined;
  const details: AuthorDetails = {
    name: author.name.display,
    affiliations: affiliationsOf(data, author.affiliationIds),
    eAddresses: author.eAddresses.flatMap((e) => {
      const href = eAddressHref(e);
      return href ? [{ type: e.type, value: e.value.trim().replace(/^mailto:/i, ''), href }] : [];
    }),
    isCorresponding: author.isCorresponding || author.correspondenceIds.length > 0,
    correspondences: byIds(data.correspondences, author.correspondenceIds),
    footnotes: byIds(data.footnotes, author.footnoteIds),
  };
  if (orcid) details.orcid = { id: orcid, url: `https://orcid.org/${orcid}` };
  if (biography) details.biography = biography;
  if (author.kind === 'collaboration') details.memberCount = author.members?.length ?? 0;
  return details;
}

/**
 * The details behind side-panel id `panelId` (an author's id, or a collaboration member's
 * id from `memberPanelId`), or undefined when no author has it.
 */
export function authorDetails(data: AuthorData, panelId: string): AuthorDetails | undefined {
  for (const author of data.authors) {
    const name = authorNameKind({ id: author.id });
    if (name.kind !== 'panel') continue;
    if (name.panelId === panelId) return personDetails(data, author);
    const prefix = memberPanelId(name.panelId, 0).slice(0, -1);
    const suffix = panelId.startsWith(prefix) ? panelId.slice(prefix.length) : '';
    const member = /^(0|[1-9]\d{0,5})$/.test(suffix) ? author.members?.[Number(suffix)] : undefined;
    if (!member) continue;
    const details: AuthorDetails = {
      name: member.name.display,
      memberOf: author.name.display,
      affiliations: affiliationsOf(data, member.affiliationIds),
      eAddresses: [],
      isCorresponding: false,
      correspondences: [],
      footnotes: [],
    };
    const orcid = parseOrcid(member.orcid);
    if (orcid) details.orcid = { id: orcid, url: `https://orcid.org/${orcid}` };
    return details;
  }
  return undefined;
}
