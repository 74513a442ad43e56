import type { Author, Note, PersonName } from '#src/shared/article/content-model.ts';
import { NON_BYLINE } from '#src/shared/article/model-stats.ts';
import { elements, first, type XmlElement } from '../xml/parse-xml.ts';
import { claimId, newId, type MapContext } from './context.ts';
import { registerAffiliation, type AffiliationRegistry } from './affiliations.ts';
import { collabLinks, matchMember } from './group-members.ts';
import { keepHref } from './hrefs.ts';
import { attrOf, flatText, personName } from './text.ts';

/**
 * Contributors. Authors are contribs whose contrib-type is "author" (or "author non-byline",
 * or missing); other contribs (editors, reviewers) are kept apart so that the author list
 * and the fidelity count mean the same thing. A collaboration's members are either nested
 * in it (<collab><contrib-group>) or listed apart and linked to it (group-members.ts).
 */

export function isAuthorContrib(el: XmlElement): boolean {
  const type = attrOf(el, 'contrib-type');
  // PubMed Central also types a group author's contrib "collab".
  return type === undefined || /^author\b/i.test(type) || (type === 'collab' && first(el, 'collab') !== undefined);
}

/** The contributor type as the model says it ("collab", PubMed Central's group author, is an author). */
function contribTypeOf(el: XmlElement): string {
  const type = attrOf(el, 'contrib-type');
  return type === undefined || (type === 'collab' && isAuthorContrib(el)) ? 'author' : type;
}

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
  if (collab)
    return {
      display: flatText({ ...collab, children: collab.children.filter((c) => typeof c === 'string' || c.name !== 'contrib-group') }),
    };
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
    contribType: contribTypeOf(el),
  };
  const role = elements(el, 'role')
    .map((r) => flatText(r))
    .filter(Boolean)
    .join('; ');
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
  return a.orcid ? { name: a.name, affiliationIds: a.affiliationIds, orcid: a.orcid } : { name: a.name, affiliationIds: a.affiliationIds };
}

/** An <etal/> in a contrib-group that lists authors: the byline ends with "et al.". */
export function authorsEtAlOf(meta: XmlElement | undefined): boolean {
  return elements(meta, 'contrib-group').some(
    (g) => first(g, 'etal') !== undefined && (elements(g, 'contrib').length === 0 || elements(g, 'contrib').some(isAuthorContrib)),
  );
}

/** A contrib-group's contribs, with the group affiliations that apply when none of them links its own. */
function groupContribs(group: XmlElement): { contribs: XmlElement[]; groupAffs: XmlElement[] } {
  const contribs = elements(group, 'contrib');
  const linksAffs = contribs.some((c) => rids(c, 'aff').length > 0 || first(c, 'aff'));
  return { contribs, groupAffs: linksAffs ? [] : elements(group, 'aff') };
}

/**
 * All contribs of the article-meta, split into authors (with collaboration members) and
 * others. Members listed outside their group (see group-members.ts) join it; a member whose
 * group is unknown stays an author of type "author non-byline", never a byline author.
 */
export function contributorsOf(meta: XmlElement | undefined, scope: ContribScope): { authors: Author[]; editors: Author[] } {
  const authors: Author[] = [];
  const editors: Author[] = [];
  const groups = elements(meta, 'contrib-group');
  const collabContribs = groups.flatMap((g) => elements(g, 'contrib')).filter((c) => first(c, 'collab') && isAuthorContrib(c));
  const links = collabContribs.map(collabLinks);
  const collabAuthors = new Map<XmlElement, Author>();
  const pending: Array<{ el: XmlElement; collab?: number }> = [];
  for (const group of groups) {
    const { contribs, groupAffs } = groupContribs(group);
    for (const c of contribs) {
      const match = matchMember(c, group, links);
      if (match.member && (isAuthorContrib(c) || group.attrs['content-type'] === 'collab-list')) {
        pending.push({ el: c, collab: match.collab });
        continue;
      }
      const author = authorOf(c, scope, groupAffs);
      const nested = elements(first(c, 'collab'), 'contrib-group').flatMap((g) => elements(g, 'contrib'));
      if (nested.length > 0) author.members = nested.map((m) => member(m, scope));
      if (collabContribs.includes(c)) collabAuthors.set(c, author);
      (isAuthorContrib(c) ? authors : editors).push(author);
    }
  }
  for (const { el, collab } of pending) {
    const group = collab === undefined ? undefined : collabAuthors.get(collabContribs[collab]!);
    if (group) (group.members ??= []).push(member(el, scope));
    else authors.push({ ...authorOf(el, scope), contribType: NON_BYLINE });
  }
  return { authors, editors };
}
