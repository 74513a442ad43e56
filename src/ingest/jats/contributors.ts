import type { Author, Note, PersonName } from '#src/shared/content-model.ts';
import { elements, first, type XmlElement } from '../xml/parse-xml.ts';
import { claimId, newId, type MapContext } from './context.ts';
import { registerAffiliation, type AffiliationRegistry } from './affiliations.ts';
import { keepHref } from './hrefs.ts';
import { attrOf, flatText, personName } from './text.ts';

/**
 * Contributors. Authors are contribs whose contrib-type is "author" (or "author non-byline",
 * or missing); other contribs (editors, reviewers) are kept apart so that the author list
 * and the fidelity count mean the same thing. A collaboration's members are either nested
 * in it (<collab><contrib-group>) or, as eLife does, separate "author non-byline" contribs
 * that share the collab's group-author-key.
 */

export function isAuthorContrib(el: XmlElement): boolean {
  const type = attrOf(el, 'contrib-type');
  return type === undefined || /^author\b/i.test(type);
}

const GROUP_KEY = 'group-author-key';

function contribId(el: XmlElement, type: string): string | undefined {
  return flatText(elements(el, 'contrib-id').find((i) => i.attrs['contrib-id-type'] === type)) || undefined;
}

function rids(el: XmlElement, refType: string): string[] {
  return elements(el, 'xref')
    .filter((x) => x.attrs['ref-type'] === refType)
    .flatMap((x) => (x.attrs.rid ?? '').split(/\s+/))
    .filter(Boolean);
}

function nameOf(el: XmlElement): PersonName {
  const collab = first(el, 'collab');
  if (collab) return { display: flatText({ ...collab, children: collab.children.filter((c) => typeof c === 'string' || c.name !== 'contrib-group') }) };
  const name = first(el, 'name', 'string-name') ?? first(first(el, 'name-alternatives'), 'name', 'string-name');
  return name ? personName(name) : { display: flatText(el) };
}

function eAddresses(el: XmlElement, cx: MapContext): Author['eAddresses'] {
  const out: Author['eAddresses'] = [];
  for (const c of [...elements(el, 'email', 'uri', 'ext-link'), ...elements(first(el, 'address'), 'email', 'uri', 'ext-link')]) {
    const value = c.name === 'email' ? flatText(c) : keepHref(attrOf(c, 'xlink:href') ?? flatText(c), cx.state);
    if (value) out.push({ type: c.name === 'email' ? 'email' : 'url', value });
  }
  return out;
}

export interface ContribScope {
  cx: MapContext;
  affiliations: AffiliationRegistry;
  biographies: Note[];
}

/**
 * One contrib → Author; `groupAffs` apply when the group links no affiliations itself.
 * Contribs without an id get "a1", "a2" … (collaboration members, which need none, "m1" …).
 */
export function authorOf(el: XmlElement, scope: ContribScope, groupAffs: XmlElement[] = [], idPrefix = 'a'): Author {
  const { cx, affiliations } = scope;
  const id = attrOf(el, 'id') ?? newId(cx.state, idPrefix);
  const affIds = [...rids(el, 'aff'), ...elements(el, 'aff').map((a) => registerAffiliation(affiliations, a, cx.state))];
  if (affIds.length === 0) affIds.push(...groupAffs.map((a) => registerAffiliation(affiliations, a, cx.state)));
  const correspondenceIds = rids(el, 'corresp');
  const author: Author = {
    id,
    kind: first(el, 'collab') ? 'collaboration' : 'person',
    name: nameOf(el),
    affiliationIds: [...new Set(affIds)],
    correspondenceIds,
    footnoteIds: rids(el, 'fn'),
    eAddresses: eAddresses(el, cx),
    isCorresponding: el.attrs.corresp === 'yes' || correspondenceIds.length > 0,
    contribType: attrOf(el, 'contrib-type') ?? 'author',
  };
  const role = elements(el, 'role').map((r) => flatText(r)).filter(Boolean).join('; ');
  if (role) author.role = role;
  const href = keepHref(attrOf(el, 'xlink:href'), cx.state);
  if (href) author.href = href;
  const orcid = contribId(el, 'orcid');
  if (orcid) author.orcid = orcid;
  const bio = first(el, 'bio');
  if (bio) {
    author.biographyId = claimId(cx.state, `${id}-bio`);
    scope.biographies.push({ id: author.biographyId, children: cx.children(bio) });
  }
  return author;
}

function member(el: XmlElement, scope: ContribScope): NonNullable<Author['members']>[number] {
  const a = authorOf(el, scope, [], 'm');
  return { name: a.name, affiliationIds: a.affiliationIds };
}

/** An <etal/> in a contrib-group that lists authors: the byline ends with "et al.". */
export function authorsEtAlOf(meta: XmlElement | undefined): boolean {
  return elements(meta, 'contrib-group').some((g) => first(g, 'etal') !== undefined && (elements(g, 'contrib').length === 0 || elements(g, 'contrib').some(isAuthorContrib)));
}

/** All contribs of the article-meta, split into authors (with collaboration members) and others. */
export function contributorsOf(meta: XmlElement | undefined, scope: ContribScope): { authors: Author[]; editors: Author[] } {
  const authors: Author[] = [];
  const editors: Author[] = [];
  const byKey = new Map<string, Author>();
  const pending: XmlElement[] = [];
  for (const group of elements(meta, 'contrib-group')) {
    const contribs = elements(group, 'contrib');
    const linksAffs = contribs.some((c) => rids(c, 'aff').length > 0 || first(c, 'aff'));
    const groupAffs = linksAffs ? [] : elements(group, 'aff');
    for (const c of contribs) {
      const key = contribId(c, GROUP_KEY);
      // A non-byline contrib with a group key is a member of that group's collab.
      if (key && !first(c, 'collab') && /non-byline/i.test(c.attrs['contrib-type'] ?? '')) {
        pending.push(c);
        continue;
      }
      const author = authorOf(c, scope, groupAffs);
      const nested = elements(first(c, 'collab'), 'contrib-group').flatMap((g) => elements(g, 'contrib'));
      if (nested.length > 0) author.members = nested.map((m) => member(m, scope));
      if (key && isAuthorContrib(c)) byKey.set(key, author);
      (isAuthorContrib(c) ? authors : editors).push(author);
    }
  }
  for (const c of pending) {
    const collab = byKey.get(contribId(c, GROUP_KEY) ?? '');
    if (collab) (collab.members ??= []).push(member(c, scope));
    else authors.push(authorOf(c, scope));
  }
  return { authors, editors };
}
