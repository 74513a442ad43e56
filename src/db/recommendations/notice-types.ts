/**
 * Notices about other articles — corrections (errata, corrigenda), retractions and
 * expressions of concern — are never recommended: they say nothing on the subject a reader
 * came for. Known by their type (JATS article-type, Elsevier document subtype) or, for
 * publishers that type them as ordinary articles, by a title that names the notice.
 */
const NOTICE_TYPES: ReadonlySet<string> = new Set([
  'correction',
  'retraction',
  'partial-retraction',
  'expression-of-concern',
  'removal',
  'withdrawal',
  'err',
  'ret',
  'eoc',
  'rem',
  'wdn',
  'erratum',
  'corrigendum',
]);

const NOTICE_TITLE =
  /^\s*(?:correction|erratum|corrigendum|retraction(?: notice)?|retracted|expression of concern|notice of retraction|withdrawal|withdrawn)\b/i;

export interface NoticeFacts {
  articleType?: string | null;
  documentSubtype?: string | null;
  title?: string | null;
}

export function isNotice(article: NoticeFacts): boolean {
  const types = [article.articleType, article.documentSubtype].map((t) => (t ?? '').trim().toLowerCase());
  return types.some((t) => NOTICE_TYPES.has(t)) || NOTICE_TITLE.test(article.title ?? '');
}
