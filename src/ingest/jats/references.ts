import type { Reference } from '#src/shared/article/content-model.ts';
import { tidyBlock } from '../content-nodes.ts';
import { descendants, elements, first, isElement, type XmlElement } from '../xml/parse-xml.ts';
import { createMapContext } from './content.ts';
import { newId, type ArticleState } from './context.ts';
import { formattedCitation, mixedCitationText } from './citation-text.ts';
import { isoDate } from './dates.ts';
import { doiFrom, keepHref } from './hrefs.ts';
import { attrOf, flatText, personName } from './text.ts';
import { collapse } from '../xml/xml-space.ts';

/**
 * ref → model.references. The first citation in a ref is read field by field; the text is
 * the publisher's own punctuation for a mixed citation, or a formatted line otherwise.
 * PLOS puts DOIs in <comment>doi: <ext-link …></comment> and PMIDs in <object-id>.
 */

const CITATIONS = ['element-citation', 'mixed-citation', 'nlm-citation', 'citation'];

const KINDS: Readonly<Record<string, string>> = {
  journal: 'journal',
  book: 'book',
  web: 'web',
  webpage: 'web',
  website: 'web',
  blog: 'web',
  data: 'data',
  dataset: 'data',
  database: 'data',
  confproc: 'conference',
  conference: 'conference',
  thesis: 'thesis',
  patent: 'patent',
  report: 'report',
  software: 'software',
  preprint: 'preprint',
};

const HOST_KINDS: Readonly<Record<string, Reference['host']['kind']>> = {
  journal: 'issue',
  book: 'book',
  chapter: 'book',
  'edited-book': 'edited-book',
  web: 'e-host',
  data: 'e-host',
  software: 'e-host',
  preprint: 'e-host',
};

const field = (c: XmlElement, ...names: string[]) => flatText(first(c, ...names)) || undefined;

function pubId(c: XmlElement, type: string): string | undefined {
  const ids = [...elements(c, 'pub-id'), ...elements(c, 'object-id')];
  return flatText(ids.find((i) => i.attrs['pub-id-type'] === type)) || undefined;
}

/** DOI from pub-id, a DOI-typed or doi.org link, or "doi:" text (PLOS comments). */
function doiOf(c: XmlElement): string | undefined {
  const direct = doiFrom(pubId(c, 'doi'));
  if (direct) return direct;
  for (const link of descendants(c, 'ext-link', 'uri')) {
    const d = doiFrom(attrOf(link, 'xlink:href')) ?? (link.attrs['ext-link-type'] === 'doi' ? doiFrom(flatText(link)) : undefined);
    if (d) return d;
  }
  const m = /\bdoi:?\s*(10\.\d{4,9}\/\S+)/i.exec(flatText(c));
  return m ? doiFrom(m[1]) : undefined;
}

/** The first non-DOI link of a citation, as its URL. */
function urlOf(c: XmlElement, state: ArticleState): string | undefined {
  for (const link of descendants(c, 'ext-link', 'uri')) {
    const raw = attrOf(link, 'xlink:href') ?? flatText(link);
    if (raw && !doiFrom(raw) && link.attrs['ext-link-type'] !== 'doi') return keepHref(raw, state);
  }
  return undefined;
}

/** A comment that only restates the DOI ("doi: 10.…") says nothing more. */
function commentOf(c: XmlElement, doi: string | undefined): string | undefined {
  const text = elements(c, 'comment')
    .map((e) => flatText(e))
    .filter(Boolean)
    .join(' ');
  const rest = doi
    ? text
        .replace(/\bdoi:?/gi, '')
        .replace(doi, '')
        .replace(/https?:\/\/(?:dx\.)?doi\.org\/\S*/gi, '')
    : text;
  return /[\p{L}\p{N}]/u.test(rest) ? text : undefined;
}

/** A date more precise than the year (the year is its own field). */
function dateOf(c: XmlElement): string | undefined {
  const iso = isoDate(c);
  return iso && iso.length > 4 ? iso : undefined;
}

function kindOf(c: XmlElement, hasAuthors: boolean, hasEditors: boolean): string {
  const type = (attrOf(c, 'publication-type') ?? attrOf(c, 'citation-type') ?? 'other').toLowerCase();
  const kind = Object.hasOwn(KINDS, type) ? (KINDS[type] as string) : 'other';
  if (kind !== 'book') return kind;
  if (first(c, 'chapter-title', 'part-title')) return 'chapter';
  return hasEditors && !hasAuthors ? 'edited-book' : 'book';
}

interface People {
  authors: Reference['contribution']['authors'];
  editors: Reference['contribution']['authors'];
  /** <etal/> ends the author list (in an author person-group or loose in the citation). */
  etal: boolean;
  editorsEtal: boolean;
}

function people(c: XmlElement): People {
  const authors = elements(c, 'name', 'string-name').map(personName);
  const editors: typeof authors = [];
  let etal = elements(c, 'etal').length > 0;
  let editorsEtal = false;
  for (const g of elements(c, 'person-group')) {
    const names = elements(g, 'name', 'string-name').map(personName);
    const isEditor = (attrOf(g, 'person-group-type') ?? 'author') === 'editor';
    if (isEditor) editors.push(...names);
    else authors.push(...names);
    if (first(g, 'etal')) {
      if (isEditor) editorsEtal = true;
      else etal = true;
    }
  }
  return { authors, editors, etal, editorsEtal };
}

function collabOf(c: XmlElement): string | undefined {
  const all = [...elements(c, 'collab'), ...elements(c, 'person-group').flatMap((g) => elements(g, 'collab'))];
  return (
    all
      .map((e) => flatText(e))
      .filter(Boolean)
      .join('; ') || undefined
  );
}

function structured(c: XmlElement, state: ArticleState): { ref: Omit<Reference, 'id' | 'text'>; etal: boolean } {
  const { authors, editors, etal, editorsEtal } = people(c);
  const kind = kindOf(c, authors.length > 0, editors.length > 0);
  const doi = doiOf(c);
  const host: Reference['host'] = {
    kind: HOST_KINDS[kind] ?? 'other',
    title: field(c, 'source'),
    editors: editors.length > 0 ? editors : undefined,
    editorsEtAl: editorsEtal && editors.length > 0 ? true : undefined,
    volume: field(c, 'volume'),
    issue: field(c, 'issue'),
    series: field(c, 'series'),
    edition: field(c, 'edition'),
    publisher: field(c, 'publisher-name'),
    publisherLocation: field(c, 'publisher-loc'),
    firstPage: field(c, 'fpage'),
    lastPage: field(c, 'lpage'),
    articleNumber: field(c, 'elocation-id'),
    year: field(c, 'year'),
    date: dateOf(c),
    url: urlOf(c, state),
  };
  const ref: Omit<Reference, 'id' | 'text'> = {
    kind,
    contribution: withoutUndefined({
      authors,
      collab: collabOf(c),
      title: field(c, 'article-title', 'chapter-title', 'data-title', 'part-title'),
      etAl: etal ? true : undefined,
    }),
    host: withoutUndefined(host),
    doi,
    pmid: pubId(c, 'pmid'),
    isbn: pubId(c, 'isbn') ?? field(c, 'isbn'),
    issn: pubId(c, 'issn') ?? field(c, 'issn'),
    comment: commentOf(c, doi),
    markup: markupOf(c, state),
  };
  return { ref: withoutUndefined(ref), etal };
}

const MARKUP_FIELDS = ['article-title', 'chapter-title', 'data-title', 'part-title', 'source'];

/** Titles holding inline markup (math, italics, sub/sup) keep it, keyed by their plain text. */
function markupOf(c: XmlElement, state: ArticleState): Reference['markup'] {
  const out: NonNullable<Reference['markup']> = [];
  for (const el of elements(c, ...MARKUP_FIELDS)) {
    if (!el.children.some(isElement)) continue;
    const text = flatText(el);
    if (text) out.push({ text, nodes: tidyBlock(createMapContext(state).children(el)) });
  }
  return out.length > 0 ? out : undefined;
}

/**
 * A mixed citation that is a note rather than a citation (PLOS "other" references) can hold
 * formulas in its running text: keep the whole text's markup, so the math is not flattened.
 */
function withNoteMath(markup: Reference['markup'], citation: XmlElement, text: string, state: ArticleState): Reference['markup'] {
  const isNote = citation.name === 'mixed-citation' && !first(citation, 'person-group', 'name', 'article-title', 'source');
  if (!isNote || descendants(citation, 'math').length === 0) return markup;
  return [...(markup ?? []), { text, nodes: tidyBlock(createMapContext(state).children(citation)) }];
}

function withoutUndefined<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined) delete o[k];
  return o;
}

export function referenceOf(el: XmlElement, state: ArticleState): Reference {
  const citation = elements(el).find((c) => CITATIONS.includes(c.name)) ?? first(first(el, 'citation-alternatives'), ...CITATIONS);
  const id = attrOf(el, 'id') ?? newId(state, 'ref');
  const label = flatText(first(el, 'label')) || undefined;
  if (!citation) {
    const text = collapse(flatText({ ...el, children: el.children.filter((c) => !isElement(c) || c.name !== 'label') }));
    return withoutUndefined({ id, label, kind: 'other', contribution: { authors: [] }, host: {}, text });
  }
  const { ref, etal } = structured(citation, state);
  const text = citation.name === 'mixed-citation' ? mixedCitationText(citation) : formattedCitation(ref, etal);
  return withoutUndefined({ id, label, ...ref, text, markup: withNoteMath(ref.markup, citation, text, state) });
}

/** Every ref in the article (sub-articles included), in document order. */
export function referencesOf(root: XmlElement, state: ArticleState): Reference[] {
  return descendants(root, 'ref').map((r) => referenceOf(r, state));
}
