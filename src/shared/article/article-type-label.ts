/**
 * One mapping of article types to the labels readers see, for JATS article-types and
 * Elsevier's three-letter document subtypes alike (fla → Research article, sco → Short
 * communication, rev → Review article, research-article → Research article …), used by the
 * article header, search results, issue contents, lists and filters. A code not listed is
 * humanised ("registered-report" → "Registered report"), never shown raw or in capitals.
 */
const LABELS: Readonly<Record<string, string>> = {
  // Elsevier document subtypes (spec 001 §9 lists the free ones: err, ret, …)
  fla: 'Research article',
  rev: 'Review article',
  sco: 'Short communication',
  ssu: 'Short survey',
  edi: 'Editorial',
  err: 'Correction',
  ret: 'Retraction notice',
  cor: 'Correspondence',
  dis: 'Discussion',
  brv: 'Book review',
  ann: 'Announcement',
  abs: 'Abstract',
  add: 'Addendum',
  chp: 'Chapter',
  con: 'Conference article',
  crp: 'Case report',
  pnt: 'Patent report',
  prp: 'Practice guideline',
  prv: 'Product review',
  cal: 'Calendar',
  nws: 'News',
  exm: 'Examination',
  mis: 'Article',
  ocn: 'Other',
  pgl: 'Practice guideline',
  rep: 'Report',
  lit: 'Literature alert',
  // JATS article-types
  'research-article': 'Research article',
  'review-article': 'Review article',
  'systematic-review': 'Review article',
  'brief-report': 'Short communication',
  'rapid-communication': 'Short communication',
  'article-commentary': 'Commentary',
  commentary: 'Commentary',
  insight: 'Insight',
  'book-review': 'Book review',
  'product-review': 'Product review',
  'case-report': 'Case report',
  correction: 'Correction',
  retraction: 'Retraction notice',
  'expression-of-concern': 'Expression of concern',
  editorial: 'Editorial',
  letter: 'Letter',
  reply: 'Reply',
  discussion: 'Discussion',
  'research-advance': 'Research advance',
  abstract: 'Abstract',
  addendum: 'Addendum',
  announcement: 'Announcement',
  calendar: 'Calendar',
  news: 'News',
  'meeting-report': 'Meeting report',
  obituary: 'Obituary',
  oration: 'Oration',
  'partial-retraction': 'Partial retraction',
  'in-brief': 'In brief',
  other: 'Article',
};

/** Types a reader sees in lists; "other" and "mis" say nothing a list heading needs, but still read as "Article". */
export function articleTypeLabel(code: string | null | undefined): string {
  const key = (code ?? '').trim().toLowerCase();
  if (Object.hasOwn(LABELS, key)) return LABELS[key] as string;
  const words = key.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Article';
}

/** True when the code is one this mapping knows (the tests check every code of the samples and corpus). */
export function isKnownArticleType(code: string): boolean {
  return Object.hasOwn(LABELS, code.trim().toLowerCase());
}

/**
 * The label of an article from both of its codes: its own type when that is known, else its
 * document subtype; the header shows nothing for a type that says nothing ("other", "mis").
 */
export function articleLabelOf(article: { articleType?: string | null; documentSubtype?: string | null }): string | undefined {
  for (const code of [article.articleType, article.documentSubtype]) {
    const key = (code ?? '').trim().toLowerCase();
    if (key === 'other' || key === 'mis' || key === '') continue;
    if (isKnownArticleType(key)) return articleTypeLabel(key);
  }
  const raw = (article.articleType ?? '').trim().toLowerCase();
  return raw === '' || raw === 'other' || raw === 'mis' ? undefined : articleTypeLabel(raw);
}

/** A subject that only names an article type ("Research Article", "Insight", "fla"), not a topic. */
export function isArticleTypeName(subject: string): boolean {
  const key = subject.trim().toLowerCase();
  if (isKnownArticleType(key) || isKnownArticleType(key.replace(/\s+/g, '-'))) return true;
  return Object.values(LABELS).some((label) => label.toLowerCase() === key);
}

/** Every type code that reads as the same label as `code` (itself included): a filter by type finds them all. */
export function sameLabelCodes(code: string): string[] {
  const label = articleTypeLabel(code);
  const codes = new Set([code, ...Object.keys(LABELS).filter((k) => LABELS[k] === label)]);
  return [...codes];
}
