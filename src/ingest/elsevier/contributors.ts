import type { Affiliation, Author, Note } from '#src/shared/article/content-model.ts';
import { elements, first, type XmlElement } from '../xml/parse-xml.ts';
import { newId, warn, type MapContext } from './context.ts';
import { eAddressType } from './inline-handlers.ts';
import { noteFrom } from './notes.ts';
import { personNameOf } from './person-name.ts';
import { attrOf, childText, plainText, without } from './xml-text.ts';

/**
 * ce:author-group → authors, affiliations, correspondence notes and author footnotes.
 * An author points at its affiliations, correspondence and footnotes with ce:cross-ref; when
 * no author of a group does so for affiliations, every affiliation of the group applies to
 * every author (Elsevier's rule for single-affiliation groups).
 */
export interface Contributors {
  authors: Author[];
  affiliations: Affiliation[];
  correspondences: Note[];
  footnotes: Note[];
}

interface Links {
  affiliationIds: string[];
  correspondenceIds: string[];
  footnoteIds: string[];
}

function linksOf(el: XmlElement, cx: MapContext): Links {
  const links: Links = { affiliationIds: [], correspondenceIds: [], footnoteIds: [] };
  for (const ref of elements(el, 'cross-ref', 'cross-refs')) {
    for (const id of (ref.attrs.refid ?? '').split(/\s+/).filter(Boolean)) {
      const target = cx.state.ids.get(id);
      if (target === 'affiliation') links.affiliationIds.push(id);
      else if (target === 'correspondence') links.correspondenceIds.push(id);
      else if (target === 'footnote' || target === 'article-footnote') links.footnoteIds.push(id);
      else warn(cx.state, 'repair:author-cross-ref-target-unknown');
    }
  }
  return links;
}

function affiliationOf(el: XmlElement, cx: MapContext): Affiliation {
  // sa:affiliation is the structured copy of the displayed ce:textfn.
  const structured = first(el, 'sa:affiliation') ?? elements(el).find((c) => c.local === 'affiliation');
  const parts = elements(structured).map(plainText).filter(Boolean);
  const text = childText(el, 'textfn') ?? (parts.join(', ') || plainText(without(el, 'label')));
  const aff: Affiliation = { id: attrOf(el, 'id') ?? newId(cx.state, 'aff'), text };
  const label = childText(el, 'label');
  if (label) aff.label = label;
  // sa:organization repeats for each level ("Department of X", "University of Y").
  const institution = elements(structured, 'organization').map(plainText).filter(Boolean).join(', ');
  if (institution) aff.institution = institution;
  const country = childText(structured, 'country');
  if (country) aff.country = country;
  return aff;
}

function personOf(el: XmlElement, cx: MapContext, links: Links): Author {
  const author: Author = {
    id: attrOf(el, 'id') ?? newId(cx.state, 'au'),
    kind: 'person',
    name: personNameOf(el),
    ...links,
    eAddresses: elements(el, 'e-address').map((e) => ({ type: eAddressType(e), value: plainText(e) })),
    isCorresponding: links.correspondenceIds.length > 0,
    contribType: 'author',
  };
  const orcid = attrOf(el, 'orcid');
  if (orcid) author.orcid = orcid;
  const biographyId = attrOf(el, 'biographyid');
  if (biographyId) author.biographyId = biographyId;
  return author;
}

function collaborationOf(el: XmlElement, cx: MapContext, links: Links, out: Contributors): Author {
  const display = childText(el, 'text') ?? plainText(without(el, 'cross-ref', 'cross-refs', 'author-group', 'label'));
  const members = elements(el, 'author-group')
    .flatMap((g) => mapGroup(g, cx, out))
    .map((m) => ({ name: m.name, affiliationIds: m.affiliationIds }));
  const author: Author = {
    id: attrOf(el, 'id') ?? newId(cx.state, 'collab'),
    kind: 'collaboration',
    name: { display },
    ...links,
    eAddresses: [],
    isCorresponding: links.correspondenceIds.length > 0,
    contribType: 'author',
  };
  if (members.length > 0) author.members = members;
  return author;
}

/** One author group: its notes go to `out`, its authors are returned (top level or members). */
function mapGroup(group: XmlElement, cx: MapContext, out: Contributors): Author[] {
  const groupAffiliations = elements(group, 'affiliation').map((a) => affiliationOf(a, cx));
  out.affiliations.push(...groupAffiliations);
  for (const c of elements(group, 'correspondence')) out.correspondences.push(noteFrom(c, cx, 'cor'));
  for (const f of elements(group, 'footnote')) out.footnotes.push(noteFrom(f, cx, 'fn'));
  const people = elements(group, 'author', 'collaboration').map((el) => ({ el, links: linksOf(el, cx) }));
  const anyLinked = people.some((p) => p.links.affiliationIds.length > 0);
  if (!anyLinked) for (const p of people) p.links.affiliationIds = groupAffiliations.map((a) => a.id);
  return people.map(({ el, links }) => (el.local === 'author' ? personOf(el, cx, links) : collaborationOf(el, cx, links, out)));
}

/** A ce:et-al in an author group: the byline ends with "et al.". */
export function authorsEtAlOf(head: XmlElement | undefined): boolean {
  return elements(head, 'author-group').some((g) => first(g, 'et-al') !== undefined);
}

export function mapContributors(head: XmlElement | undefined, cx: MapContext): Contributors {
  const out: Contributors = { authors: [], affiliations: [], correspondences: [], footnotes: [] };
  for (const group of elements(head, 'author-group')) out.authors.push(...mapGroup(group, cx, out));
  return out;
}
