/**
 * JATS article-type → the spec's document-subtype (Elsevier's three-letter codes, which the
 * reading site's rules key on: e.g. "err" and "ret" are in the spec's free-subtype list).
 * Values not listed here map to "mis" (miscellaneous).
 */
export const DOCUMENT_SUBTYPES: Readonly<Record<string, string>> = {
  'research-article': 'fla', // full-length article
  'review-article': 'rev',
  'systematic-review': 'rev',
  'brief-report': 'sco', // short communication
  'rapid-communication': 'sco',
  'article-commentary': 'ssu', // eLife Insight, PLOS Perspective: short survey
  commentary: 'ssu',
  insight: 'ssu',
  correction: 'err', // erratum
  retraction: 'ret',
  editorial: 'edi',
  discussion: 'dis',
  letter: 'cor', // correspondence
  reply: 'cor',
  'book-review': 'brv',
  'product-review': 'prv',
  abstract: 'abs',
  addendum: 'add',
  announcement: 'ann',
  calendar: 'cal',
  news: 'nws',
  other: 'mis',
};

export const DEFAULT_DOCUMENT_SUBTYPE = 'mis';

export function documentSubtype(articleType: string): string {
  const key = articleType.toLowerCase();
  return Object.hasOwn(DOCUMENT_SUBTYPES, key) ? (DOCUMENT_SUBTYPES[key] as string) : DEFAULT_DOCUMENT_SUBTYPE;
}
