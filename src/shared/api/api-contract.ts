import { z } from 'zod';
import { affiliationSchema, authorSchema, contentNodeSchema, noteSchema, referenceSchema } from '../article/content-model.ts';

/**
 * Shapes of the JSON endpoints of spec 001 §7 (`/sdfe/arp/…`), defined once and used by the
 * server (to build responses) and by loaders and tests (to read them).
 */

export const articleSummarySchema = z.object({
  pii: z.string(),
  doi: z.string().nullable(),
  title: z.string(),
  publicationTitle: z.string(),
  publicationSlug: z.string(),
  publicationDate: z.string().nullable(),
  publicationYear: z.number().nullable(),
  articleType: z.string(),
  authors: z.array(z.string()),
  authorCount: z.number(),
  openAccess: z.boolean(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const publicationSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  issn: z.string().nullable(),
  eissn: z.string().nullable(),
  publisher: z.string().nullable(),
  contentType: z.string(),
  articleCount: z.number(),
});
export type PublicationSummary = z.infer<typeof publicationSummarySchema>;

/** GET /sdfe/arp/pii/{pii}/body */
export const bodyResponseSchema = z.object({
  pii: z.string(),
  content: z.array(contentNodeSchema),
  back: z.array(contentNodeSchema),
  floats: z.array(z.object({ id: z.string(), kind: z.enum(['figure', 'table']), label: z.string().nullable(), caption: z.string() })),
});
export type BodyResponse = z.infer<typeof bodyResponseSchema>;

/** GET /sdfe/arp/pii/{pii}/authors/ */
export const authorsResponseSchema = z.object({
  pii: z.string(),
  total: z.number(),
  authors: z.array(authorSchema),
  affiliations: z.array(affiliationSchema),
  correspondences: z.array(noteSchema),
  footnotes: z.array(noteSchema),
  biographies: z.array(noteSchema),
});
export type AuthorsResponse = z.infer<typeof authorsResponseSchema>;

/** GET /sdfe/arp/pii/{pii}/references */
export const referencesResponseSchema = z.object({
  pii: z.string(),
  count: z.number(),
  references: z.array(
    referenceSchema.extend({
      /** Internal link when the cited work is stored here (spec "Reference link": refId, pii). */
      internal: z.object({ pii: z.string() }).nullable(),
    }),
  ),
});
export type ReferencesResponse = z.infer<typeof referencesResponseSchema>;

/**
 * The `{documentReferences}` path segment of the reference link calls (spec 001 §7): the
 * article's reference count as the page knows it (the spec's `document-references`, the
 * references section's `data-document-references`). It must match the stored count, so a
 * page rendered before a re-ingest never gets links for references it does not show.
 */
export const documentReferencesParamSchema = z
  .string()
  .regex(/^\d{1,6}$/, "documentReferences must be the article's reference count, a whole number")
  .transform(Number);

const referencePositionSchema = {
  refId: z.string(),
  /** Index in the article's reference list (and in the page's list). */
  position: z.number(),
};

/** GET /sdfe/arp/pii/{pii}/references/links/{documentReferences}: references citing articles stored here. */
export const referenceLinksResponseSchema = z.object({
  pii: z.string(),
  documentReferences: z.number(),
  links: z.array(z.object({ ...referencePositionSchema, internal: z.object({ pii: z.string(), pdf: z.string().nullable() }) })),
});
export type ReferenceLinksResponse = z.infer<typeof referenceLinksResponseSchema>;

/** GET /sdfe/arp/pii/{pii}/references/external-links/{documentReferences}: identifiers outside this site. */
export const referenceExternalLinksResponseSchema = z.object({
  pii: z.string(),
  documentReferences: z.number(),
  links: z.array(
    z.object({
      ...referencePositionSchema,
      external: z.object({ scopusHubEid: z.string().nullable(), crossRefDoi: z.string().nullable() }),
    }),
  ),
});
export type ReferenceExternalLinksResponse = z.infer<typeof referenceExternalLinksResponseSchema>;

export interface TocEntry {
  id: string;
  title: string;
  level: number;
  children: TocEntry[];
}
export const tocEntrySchema: z.ZodType<TocEntry> = z.lazy(() =>
  z.object({ id: z.string(), title: z.string(), level: z.number(), children: z.array(tocEntrySchema) }),
);

/** GET /sdfe/arp/pii/{pii}/toc */
export const tocResponseSchema = z.object({
  pii: z.string(),
  outline: z.array(tocEntrySchema),
  figures: z.array(z.object({ id: z.string(), label: z.string(), caption: z.string() })),
  tables: z.array(z.object({ id: z.string(), label: z.string(), caption: z.string() })),
  extras: z.array(z.object({ id: z.string(), label: z.string(), caption: z.string() })),
  citedByCount: z.number(),
});
export type TocResponse = z.infer<typeof tocResponseSchema>;

/** GET /sdfe/arp/pii/{pii}/author-metadata (spec: authorIndex, authorUrl) */
export const authorMetadataResponseSchema = z.object({
  pii: z.string(),
  authors: z.array(z.object({ authorIndex: z.number(), name: z.string(), authorUrl: z.string().nullable(), orcid: z.string().nullable() })),
});
export type AuthorMetadataResponse = z.infer<typeof authorMetadataResponseSchema>;

/** GET /sdfe/arp/pii/{pii}/glossary */
export const glossaryResponseSchema = z.object({
  pii: z.string(),
  glossary: z.array(z.object({ id: z.string().optional(), term: z.string(), definition: z.array(contentNodeSchema) })),
});
export type GlossaryResponse = z.infer<typeof glossaryResponseSchema>;

/** GET /sdfe/arp/citingArticles?pii= (spec "Citing article" + hitCount) */
export const citingArticlesResponseSchema = z.object({
  hitCount: z.number(),
  articles: z.array(
    z.object({
      pii: z.string(),
      doi: z.string().nullable(),
      externalArticle: z.boolean(),
      articleTitle: z.string(),
      publicationYear: z.number().nullable(),
      publicationTitle: z.string(),
      authors: z.array(z.string()),
      /** Plain text of the citing article's abstract (expandable under Cited by); null without one. */
      abstract: z.string().nullable().optional(),
    }),
  ),
});
export type CitingArticlesResponse = z.infer<typeof citingArticlesResponseSchema>;

/** RFC 9457 problem details, served as application/problem+json. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  detail: z.string(),
  instance: z.string().optional(),
  /** The query parameter at fault, for 400s. */
  parameter: z.string().optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** GET /sdfe/arp/pii/{pii}/entitled-token (ADR 008): the reader's entitledToken, for pages that carry none. */
export const entitledTokenResponseSchema = z.object({
  pii: z.string(),
  /** Signed, expiring (one hour), bound to the article and the reader. */
  entitledToken: z.string().max(512),
});
export type EntitledTokenResponse = z.infer<typeof entitledTokenResponseSchema>;

const booleanParam = z.enum(['true', 'false']);
/** The "three params" the spec passes to several calls (001 §7). */
export const userSettingsQuerySchema = z.object({
  creditCardPurchaseAllowed: booleanParam.optional(),
  preventTransactionalAccess: booleanParam.optional(),
  preventDocumentDelivery: booleanParam.optional(),
  entitledToken: z.string().max(512).optional(),
});

export const citingArticlesQuerySchema = userSettingsQuerySchema.extend({
  pii: z.string({ error: 'pii is required' }).min(1, 'pii is required').max(64, 'pii is too long'),
  offset: z.coerce
    .number({ error: 'offset must be a whole number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .default(0),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(20),
});

/** One related article of GET /sdfe/arp/pii/{pii}/refersTo and /sdfe/arp/eid/{eid}/referredToBy (spec 001 §7). */
export const relatedArticleItemSchema = z.object({
  /** The relation as the linking article's XML gives it (JATS related-article-type). */
  relation: z.string(),
  /** What this related article is to the requested one (src/shared/recommendations/related-articles.ts). */
  role: z.string(),
  /** Null when the related article is not stored here. */
  pii: z.string().nullable(),
  eid: z.string().nullable(),
  doi: z.string().nullable(),
  title: z.string().nullable(),
  articleType: z.string().nullable(),
  publicationTitle: z.string().nullable(),
  publicationYear: z.number().nullable(),
  /** Article page when stored here, else the DOI resolver (spec 001 §5 link rule), else null. */
  url: z.string().nullable(),
});
export type RelatedArticleItem = z.infer<typeof relatedArticleItemSchema>;

/** GET /sdfe/arp/pii/{pii}/refersTo: the articles this one links to. Carries the eid for the referredToBy call. */
export const refersToResponseSchema = z.object({ pii: z.string(), eid: z.string(), articles: z.array(relatedArticleItemSchema) });
export type RefersToResponse = z.infer<typeof refersToResponseSchema>;

/** GET /sdfe/arp/eid/{eid}/referredToBy: the stored articles that link to this one. */
export const referredToByResponseSchema = z.object({ pii: z.string(), eid: z.string(), articles: z.array(relatedArticleItemSchema) });
export type ReferredToByResponse = z.infer<typeof referredToByResponseSchema>;

/**
 * GET /sdfe/arp/issue/{issue}/article/{id}/siblings — `{issue}` is the issue id (a positive
 * integer, as in IssueSummary.id) and `{id}` the article's PII. Previous and next are in issue
 * order (first page, then article number); null at either end.
 */
export const siblingsResponseSchema = z.object({
  issue: z.string(),
  pii: z.string(),
  previous: articleSummarySchema.nullable(),
  next: articleSummarySchema.nullable(),
});
export type SiblingsResponse = z.infer<typeof siblingsResponseSchema>;

/**
 * One recommended article of GET /sdfe/arp/pii/{pii}/recommendations and
 * /recommendations/entitled (001 §5, §7): an article summary with the token the feedback
 * call sends back (64–128 characters of the 001 §5 pattern). `isThirdParty`: its journal is
 * hosted for another publisher; the entitled popup preselects only the others.
 */
export const recommendedArticleSchema = articleSummarySchema.extend({
  recommendationToken: z.string(),
  isThirdParty: z.boolean(),
});
export type RecommendedArticle = z.infer<typeof recommendedArticleSchema>;

/** GET /sdfe/arp/pii/{pii}/recommendations[/entitled]: at most 6, never the article itself. */
export const recommendationsResponseSchema = z.object({
  articles: z.array(recommendedArticleSchema),
  pageLoadId: z.string(),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

/**
 * GET /sdfe/arp/pii/{pii}/hubEid/{hubEid}/specialIssueArticles (000 §3 "Special issue"):
 * the other articles of the article's special issue (a titled issue of a journal) or volume
 * (a book's), `kind` choosing the panel's wording (000 §9).
 */
export const specialIssueArticlesResponseSchema = z.object({
  kind: z.enum(['special-issue', 'volume']),
  titles: z.object({ items: z.array(z.object({ title: z.string(), editors: z.array(z.string()) })) }),
  articles: z.array(articleSummarySchema),
  viewMoreUrl: z.string().nullable(),
});
export type SpecialIssueArticlesResponse = z.infer<typeof specialIssueArticlesResponseSchema>;

/**
 * GET /journal/vsi/{id}?issn= (000 §3 "Virtual special issue"): `{id}` is a virtual special
 * issue's id, or an article's PII (the article page's call) for the issue holding it.
 * `journalUrl` is the virtual special issue's page.
 */
export const virtualSpecialIssueResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  editors: z.array(z.string()),
  journalUrl: z.string(),
  publicationTitle: z.string(),
  issn: z.string().nullable(),
  articles: z.array(articleSummarySchema),
});
export type VirtualSpecialIssueResponse = z.infer<typeof virtualSpecialIssueResponseSchema>;

/** GET /sdfe/arp/ihub/{id} (001 §3 "Linking-hub response"); `{id}` is the article's PII. */
export const linkingHubResponseSchema = z.object({
  articleBean: z.array(z.object({ siteName: z.string(), siteId: z.string(), entitled: z.boolean(), redirectUrl: z.string() })),
});
export type LinkingHubResponse = z.infer<typeof linkingHubResponseSchema>;

/** One chapter of a book, reference work or handbook volume, in book order. */
export const chapterSummarySchema = articleSummarySchema.extend({
  firstPage: z.string().nullable(),
  lastPage: z.string().nullable(),
});
export type ChapterSummary = z.infer<typeof chapterSummarySchema>;

/** GET /sdfe/arp/isbn/{isbn}/chapters: the book's chapter list (the book TOC tab). */
export const chaptersResponseSchema = z.object({
  isbn: z.string(),
  bookId: z.string(),
  title: z.string(),
  contentType: z.string(),
  chapters: z.array(chapterSummarySchema),
});
export type ChaptersResponse = z.infer<typeof chaptersResponseSchema>;

/** GET /sdfe/arp/books/{bookId}/{id}/siblings: previous and next chapter in book order. */
export const bookSiblingsResponseSchema = z.object({
  bookId: z.string(),
  pii: z.string(),
  previous: articleSummarySchema.nullable(),
  next: articleSummarySchema.nullable(),
});
export type BookSiblingsResponse = z.infer<typeof bookSiblingsResponseSchema>;

/**
 * GET /sdfe/arp/pii/{pii}/author/{index}/articles (001 §3 "Author articles response"): the
 * other articles stored here by the article's author at `index` (its position in the authors
 * list), matched by ORCID or by normalised name. `scopusAuthorId` is null: we hold no Scopus ids.
 */
export const authorArticleSummarySchema = z.object({
  pii: z.string(),
  sourceTitle: z.string(),
  volume: z.string().nullable(),
  issue: z.string().nullable(),
  publicationDate: z.string().nullable(),
  itemTitle: z.string(),
  authors: z.array(z.string()),
  url: z.string(),
});
export type AuthorArticleSummary = z.infer<typeof authorArticleSummarySchema>;
export const authorArticlesResponseSchema = z.object({
  pii: z.string(),
  authorIndex: z.number(),
  scopusAuthorId: z.string().nullable(),
  scopusDocuments: z.array(authorArticleSummarySchema),
});
export type AuthorArticlesResponse = z.infer<typeof authorArticlesResponseSchema>;
export const authorIndexParamSchema = z.coerce
  .number({ error: 'index must be a whole number' })
  .int('index must be a whole number')
  .min(0, 'index must be 0 or more')
  .max(100_000, 'index is too large');

/**
 * GET /sdfe/arp/pii/{pii}/context: what the page's client sections need to address their
 * calls — the issue id (siblings, specialIssueArticles `{hubEid}`), the ISBN (books), the
 * content type (labels), the ISSN (`/journal/vsi/{id}?issn=`) and the document subtype.
 */
export const articleContextResponseSchema = z.object({
  pii: z.string(),
  eid: z.string(),
  doi: z.string().nullable(),
  issueId: z.string().nullable(),
  isbn: z.string().nullable(),
  contentType: z.string(),
  issn: z.string().nullable(),
  documentSubtype: z.string(),
  /** The first virtual special issue holding the article (`/journal/vsi/{id}`), or null: no call. */
  virtualSpecialIssueId: z.string().nullable(),
});
export type ArticleContextResponse = z.infer<typeof articleContextResponseSchema>;

/** GET /sdfe/arp/pii/{pii}/metrics: the article's own COUNTER usage and its citations in the citation graph. */
export const articleMetricsResponseSchema = z.object({
  /** Page views of the article: abstract and full text, denials and robots left out. */
  views: z.number().int().nonnegative(),
  /** PDF downloads, alone or in an issue zip. */
  downloads: z.number().int().nonnegative(),
  /** Stored articles whose references resolve to this one. */
  citations: z.number().int().nonnegative(),
});
export type ArticleMetricsResponse = z.infer<typeof articleMetricsResponseSchema>;
