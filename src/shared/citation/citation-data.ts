import { isText, textOf, type ArticleModel, type Author, type ContentNode } from '../article/content-model.ts';
import { doiUrl } from '../identifiers/urn.ts';

/**
 * The fields every citation format draws from, read once from the article model so the
 * formatters stay small and agree with each other (spec 001 §9: RIS, BibTeX, text, RefWorks).
 */
export interface CitationName {
  /** Person: family name; collaboration: undefined. */
  family?: string;
  given?: string;
  suffix?: string;
  /** Group authors ("The PLOS ONE Staff") and persons without a family name. */
  literal?: string;
}

export interface CitationData {
  pii: string;
  /** Journal article or a part of a book (handbook, book series, reference work). */
  kind: 'journal-article' | 'book-part';
  title: string;
  authors: CitationName[];
  /** The byline ends with "et al." in the source: every format says so after the names. */
  authorsEtAl: boolean;
  container: string;
  containerAbbreviation?: string;
  volume?: string;
  issue?: string;
  firstPage?: string;
  lastPage?: string;
  articleNumber?: string;
  year?: string;
  month?: number;
  day?: number;
  /** Print ISSN first, then the electronic one when it differs. */
  issns: string[];
  publisher?: string;
  doi?: string;
  /** `https://doi.org/{doi}`: the form citation managers and readers can follow. */
  doiUrl?: string;
  abstract?: string;
  keywords: string[];
  language?: string;
}

/** Whitespace (including line breaks and control characters) collapsed to single spaces. */
export function oneLine(value: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (value ?? '').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\s]+/g, ' ').trim();
}

const BLOCKS = new Set([
  'para',
  'section',
  'section-title',
  'title',
  'list',
  'list-item',
  'label',
  'caption',
  'def-item',
  'term',
  'def',
  'statement',
  'boxed-text',
  'disp-quote',
  'break',
]);

/** Text of a subtree with block boundaries kept as spaces, so "Background" and its paragraph do not run together. */
export function blockText(nodes: readonly ContentNode[] | undefined): string {
  let out = '';
  for (const node of nodes ?? []) {
    if (isText(node)) out += node.text;
    else if (BLOCKS.has(node.type)) out += ` ${blockText(node.children)} `;
    else out += blockText(node.children);
  }
  return out;
}

function nameOf(author: Author): CitationName {
  const family = oneLine(author.name.surname);
  if (author.kind === 'collaboration' || !family) return { literal: oneLine(author.name.display) };
  const given = oneLine(author.name.given);
  const suffix = oneLine(author.name.suffix);
  return { family, ...(given ? { given } : {}), ...(suffix ? { suffix } : {}) };
}

/** The article's abstract proper: the author abstract, else the first one that is not highlights or a graphic. */
function abstractOf(model: ArticleModel): string | undefined {
  const chosen =
    model.abstracts.find((a) => a.kind === 'author') ??
    model.abstracts.find((a) => !['highlights', 'graphical', 'teaser'].includes(a.kind));
  return oneLine(blockText(chosen?.children)) || undefined;
}

function dateParts(iso: string | undefined): Pick<CitationData, 'year' | 'month' | 'day'> {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(oneLine(iso));
  if (!match) return {};
  const [, year, month, day] = match;
  return { year, ...(month ? { month: Number(month) } : {}), ...(day ? { day: Number(day) } : {}) };
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  const clean = oneLine(value);
  return clean ? ({ [key]: clean } as Record<K, string>) : {};
}

export function citationData(model: ArticleModel): CitationData {
  const subtitle = oneLine(textOf(model.subtitle));
  const title = oneLine(textOf(model.title));
  const { publication } = model;
  const issns = [...new Set([publication.issn, publication.eissn].map(oneLine).filter(Boolean))];
  const doi = oneLine(model.doi) || undefined;
  const doiLink = doi ? doiUrl(doi) : undefined;
  const keywords = [
    ...new Set(
      model.keywords
        .flatMap((k) => k.terms)
        .map(oneLine)
        .filter(Boolean),
    ),
  ];
  return {
    pii: model.pii,
    kind: publication.contentType === 'JL' ? 'journal-article' : 'book-part',
    title: subtitle ? `${title}: ${subtitle}` : title,
    authors: model.authors.filter((a) => a.contribType === 'author').map(nameOf),
    authorsEtAl: model.authorsEtAl === true,
    container: oneLine(publication.title),
    ...optional('containerAbbreviation', publication.abbreviation),
    ...optional('volume', model.volume),
    ...optional('issue', model.issue),
    ...optional('firstPage', model.firstPage),
    ...optional('lastPage', model.lastPage),
    ...optional('articleNumber', model.articleNumber),
    ...dateParts(model.dates.published ?? model.dates.versionOfRecord ?? model.dates.availableOnline),
    issns,
    ...optional('publisher', publication.publisher),
    ...(doi ? { doi } : {}),
    ...(doiLink ? { doiUrl: doiLink } : {}),
    ...optional('abstract', abstractOf(model)),
    keywords,
    ...optional('language', model.language),
  };
}

/** What every format writes for a byline the source ends with "et al." (RIS AU, RefWorks A1, text). */
export const ET_AL = 'et al.';

/** "Family, Given, Suffix" — the inverted form RIS and RefWorks expect. */
export function invertedName(name: CitationName): string {
  if (name.literal) return name.literal;
  return [name.family, name.given, name.suffix].filter(Boolean).join(', ');
}

/** "Given Family Suffix" — the reading form of the plain-text citation. */
export function readingName(name: CitationName): string {
  if (name.literal) return name.literal;
  return [name.given, name.family, name.suffix].filter(Boolean).join(' ');
}

/** "193-201", "193", or undefined; an article number stands in when there are no pages. */
export function pageRange(data: CitationData, dash = '-'): string | undefined {
  if (!data.firstPage) return undefined;
  return data.lastPage && data.lastPage !== data.firstPage ? `${data.firstPage}${dash}${data.lastPage}` : data.firstPage;
}
