import type { PersonName, Reference } from '../article/content-model.ts';

/**
 * The scholarly search service link of a reference (spec 000 §2 "A scholarly search lookup
 * with parameters title, publication_year and author, or a search with q", and §5):
 * - "The link is built only when title, a four-digit publication year starting with 1 or 2,
 *   and at least one author are present."
 * - "Otherwise it falls back to a text search on the source text or the unstructured
 *   reference text. If neither exists, no link is shown."
 * - "In lookup titles, parenthesised text and any characters other than letters, digits,
 *   whitespace and :;.,- are stripped."
 * The service is Google Scholar, whose lookup and search endpoints take exactly those parameters.
 */

export const SCHOLAR_LOOKUP_URL = 'https://scholar.google.com/scholar_lookup';
export const SCHOLAR_SEARCH_URL = 'https://scholar.google.com/scholar';

/** Long author lists add nothing to a lookup but length: the first ones identify the work. */
export const MAX_LOOKUP_AUTHORS = 10;

const PUBLICATION_YEAR = /^[12]\d{3}$/;
const INNERMOST_PARENTHESES = /\([^()]*\)/g;
const NOT_ALLOWED = /[^\p{L}\p{N}\s:;.,-]/gu;

/** The title with parenthesised text (nested too) and disallowed characters removed. */
export function lookupTitle(title: string): string {
  let t = title;
  for (let previous = ''; previous !== t; ) {
    previous = t;
    t = t.replace(INNERMOST_PARENTHESES, ' ');
  }
  return t.replace(NOT_ALLOWED, '').replace(/\s+/g, ' ').trim();
}

/** The year as written when it is four digits starting with 1 or 2; otherwise undefined. */
export function publicationYear(reference: Reference): string | undefined {
  const year = (reference.host.year ?? reference.host.date?.slice(0, 4))?.trim();
  return year && PUBLICATION_YEAR.test(year) ? year : undefined;
}

function authorName(n: PersonName): string {
  return n.surname?.trim() ? [n.given?.trim(), n.surname.trim()].filter(Boolean).join(' ') : n.display.trim();
}

function lookupAuthors(reference: Reference): string[] {
  const names = reference.contribution.authors.map(authorName).filter(Boolean);
  const collab = reference.contribution.collab?.trim();
  if (collab) names.push(collab);
  return names.slice(0, MAX_LOOKUP_AUTHORS);
}

export interface ScholarLink {
  /** "lookup" with title, publication_year and author; "search" with q. */
  kind: 'lookup' | 'search';
  url: string;
}

/**
 * The lookup link, else the text search on the reference's own text (the source text of a
 * structured reference, the text of an unstructured one), else undefined.
 */
export function scholarLink(reference: Reference): ScholarLink | undefined {
  const title = lookupTitle(reference.contribution.title ?? reference.host.title ?? '');
  const year = publicationYear(reference);
  const authors = lookupAuthors(reference);
  if (title && year && authors.length > 0) {
    const params = new URLSearchParams({ title, publication_year: year });
    for (const a of authors) params.append('author', a);
    return { kind: 'lookup', url: `${SCHOLAR_LOOKUP_URL}?${params}` };
  }
  const text = reference.text.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return { kind: 'search', url: `${SCHOLAR_SEARCH_URL}?${new URLSearchParams({ q: text })}` };
}
