/**
 * Type guards for the JSON endpoints the article page's client reads (spec 001 §7), mirroring
 * the zod shapes of api-contract.ts (which the server and the tests use) without shipping zod
 * to the browser (ADR 007). api-guards.test.ts checks both agree on the same responses.
 */
import type {
  ArticleContextResponse,
  ArticleMetricsResponse,
  AuthorArticlesResponse,
  BookSiblingsResponse,
  CitingArticlesResponse,
  LinkingHubResponse,
  RecommendationsResponse,
  ReferredToByResponse,
  SiblingsResponse,
  SpecialIssueArticlesResponse,
  TocResponse,
  VirtualSpecialIssueResponse,
} from '#src/shared/api/api-contract.ts';
import type { ExamResponse } from '#src/shared/exam/exam-contract.ts';
import type { Substance } from '#src/shared/substances/substance-contract.ts';
import { everyItem, isStringArray, matchesShape, type Shape } from './json-shape.ts';

const ARTICLE_SUMMARY: Shape = {
  pii: 'string',
  doi: 'string|null',
  title: 'string',
  publicationTitle: 'string',
  publicationSlug: 'string',
  publicationDate: 'string|null',
  publicationYear: 'number|null',
  articleType: 'string',
  authors: 'array',
  authorCount: 'number',
  openAccess: 'boolean',
};
const isArticleSummary = (v: unknown) => matchesShape(v, ARTICLE_SUMMARY) && isStringArray(v.authors);
const isSummaryOrNull = (v: unknown) => v === null || isArticleSummary(v);

const LABELLED_ITEM: Shape = { id: 'string', label: 'string', caption: 'string' };
function isTocEntry(v: unknown): boolean {
  return matchesShape(v, { id: 'string', title: 'string', level: 'number', children: 'array' }) && everyItem(v.children, isTocEntry);
}

export function isTocResponse(v: unknown): v is TocResponse {
  return (
    matchesShape(v, { pii: 'string', outline: 'array', figures: 'array', tables: 'array', extras: 'array', citedByCount: 'number' }) &&
    everyItem(v.outline, isTocEntry) &&
    everyItem(v.figures, LABELLED_ITEM) &&
    everyItem(v.tables, LABELLED_ITEM) &&
    everyItem(v.extras, LABELLED_ITEM)
  );
}

export function isLinkingHubResponse(v: unknown): v is LinkingHubResponse {
  return (
    matchesShape(v, { articleBean: 'array' }) &&
    everyItem(v.articleBean, { siteName: 'string', siteId: 'string', entitled: 'boolean', redirectUrl: 'string' })
  );
}

export function isCitingArticlesResponse(v: unknown): v is CitingArticlesResponse {
  const item: Shape = {
    pii: 'string',
    doi: 'string|null',
    externalArticle: 'boolean',
    articleTitle: 'string',
    publicationYear: 'number|null',
    publicationTitle: 'string',
    authors: 'array',
    abstract: 'string|null?',
  };
  return (
    matchesShape(v, { hitCount: 'number', articles: 'array' }) &&
    everyItem(v.articles, (a) => matchesShape(a, item) && isStringArray(a.authors))
  );
}

const RELATED_ARTICLE_ITEM: Shape = {
  relation: 'string',
  role: 'string',
  pii: 'string|null',
  eid: 'string|null',
  doi: 'string|null',
  title: 'string|null',
  articleType: 'string|null',
  publicationTitle: 'string|null',
  publicationYear: 'number|null',
  url: 'string|null',
};

export function isReferredToByResponse(v: unknown): v is ReferredToByResponse {
  return matchesShape(v, { pii: 'string', eid: 'string', articles: 'array' }) && everyItem(v.articles, RELATED_ARTICLE_ITEM);
}

export function isSiblingsResponse(v: unknown): v is SiblingsResponse {
  return matchesShape(v, { issue: 'string', pii: 'string' }) && isSummaryOrNull(v.previous) && isSummaryOrNull(v.next);
}

export function isBookSiblingsResponse(v: unknown): v is BookSiblingsResponse {
  return matchesShape(v, { bookId: 'string', pii: 'string' }) && isSummaryOrNull(v.previous) && isSummaryOrNull(v.next);
}

export function isRecommendationsResponse(v: unknown): v is RecommendationsResponse {
  return (
    matchesShape(v, { articles: 'array', pageLoadId: 'string' }) &&
    everyItem(v.articles, (a) => isArticleSummary(a) && matchesShape(a, { recommendationToken: 'string', isThirdParty: 'boolean' }))
  );
}

export function isSpecialIssueArticlesResponse(v: unknown): v is SpecialIssueArticlesResponse {
  return (
    matchesShape(v, { kind: 'string', titles: 'object', articles: 'array', viewMoreUrl: 'string|null' }) &&
    (v.kind === 'special-issue' || v.kind === 'volume') &&
    matchesShape(v.titles, { items: 'array' }) &&
    everyItem(v.titles.items, (t) => matchesShape(t, { title: 'string', editors: 'array' }) && isStringArray(t.editors)) &&
    everyItem(v.articles, isArticleSummary)
  );
}

export function isVirtualSpecialIssueResponse(v: unknown): v is VirtualSpecialIssueResponse {
  return (
    matchesShape(v, {
      id: 'string',
      title: 'string',
      description: 'string|null',
      editors: 'array',
      journalUrl: 'string',
      publicationTitle: 'string',
      issn: 'string|null',
      articles: 'array',
    }) &&
    isStringArray(v.editors) &&
    everyItem(v.articles, isArticleSummary)
  );
}

const SUBSTANCE: Shape = {
  id: 'string',
  title: 'string',
  otherTitles: 'array',
  molecularFormula: 'string|null',
  molecularWeight: 'string|null',
  casRegistryNumber: 'string|null',
  substanceUrls: 'object',
  substanceFacts: 'array',
  citationCount: 'number',
  image: 'string|null',
  imageDescription: 'string|null',
  chemistryDatabaseUrl: 'string|null?',
};
const SUBSTANCE_URLS: Shape = {
  suppliers: 'string|null',
  druglikeness: 'string|null',
  reactions: 'string|null',
  substanceImage: 'string|null',
  citations: 'string|null',
};
const isSubstance = (s: unknown) =>
  matchesShape(s, SUBSTANCE) &&
  isStringArray(s.otherTitles) &&
  matchesShape(s.substanceUrls, SUBSTANCE_URLS) &&
  everyItem(
    s.substanceFacts,
    (f) =>
      matchesShape(f, { displayName: 'string', url: 'string|null', factsTruncated: 'boolean', facts: 'array' }) &&
      everyItem(f.facts, { displayName: 'string', count: 'number' }),
  );

/** The substances of GET /sdfe/arp/pii/{pii}/substances (a missing chemistryDatabaseUrl is null, as the contract's default); null: not that response. */
export function substancesOf(v: unknown): Substance[] | null {
  if (!matchesShape(v, { pii: 'string', substances: 'array' }) || !everyItem(v.substances, isSubstance)) return null;
  return (v.substances as Substance[]).map((s) => ({ ...s, chemistryDatabaseUrl: s.chemistryDatabaseUrl ?? null }));
}

export function isArticleContextResponse(v: unknown): v is ArticleContextResponse {
  return matchesShape(v, {
    pii: 'string',
    eid: 'string',
    doi: 'string|null',
    issueId: 'string|null',
    isbn: 'string|null',
    contentType: 'string',
    issn: 'string|null',
    documentSubtype: 'string',
    virtualSpecialIssueId: 'string|null',
  });
}

const isCount = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;

export function isArticleMetricsResponse(v: unknown): v is ArticleMetricsResponse {
  return (
    matchesShape(v, { views: 'number', downloads: 'number', citations: 'number' }) &&
    isCount(v.views) &&
    isCount(v.downloads) &&
    isCount(v.citations)
  );
}

export function isExamResponse(v: unknown): v is ExamResponse {
  return (
    matchesShape(v, { pii: 'string', questions: 'array' }) &&
    everyItem(
      v.questions,
      (q) =>
        matchesShape(q, { id: 'string', question: 'string', options: 'array', correctOption: 'number|null', explanation: 'string|null' }) &&
        isStringArray(q.options) &&
        (q.correctOption === null || Number.isInteger(q.correctOption)),
    )
  );
}

export function isAuthorArticlesResponse(v: unknown): v is AuthorArticlesResponse {
  const item: Shape = {
    pii: 'string',
    sourceTitle: 'string',
    volume: 'string|null',
    issue: 'string|null',
    publicationDate: 'string|null',
    itemTitle: 'string',
    authors: 'array',
    url: 'string',
  };
  return (
    matchesShape(v, { pii: 'string', authorIndex: 'number', scopusAuthorId: 'string|null', scopusDocuments: 'array' }) &&
    everyItem(v.scopusDocuments, (d) => matchesShape(d, item) && isStringArray(d.authors))
  );
}
