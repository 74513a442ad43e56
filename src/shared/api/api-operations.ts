import type { z } from 'zod';
import * as contract from './api-contract.ts';
import * as qaContract from '../qa/qa-contract.ts';
import { examResponseSchema } from '../exam/exam-contract.ts';
import { substancesResponseSchema } from '../substances/substance-contract.ts';
import { contentNodeSchema } from '../article/content-model.ts';

/**
 * The JSON endpoints of spec 001 §7 as operations: path, parameters and the contract schema of
 * each answer. The OpenAPI document (openapi-document.ts) is generated from this table and the
 * zod contract, so what the server validates and what it publishes are one definition.
 */

export interface PathParam {
  name: string;
  description: string;
}

export interface ApiOperation {
  method: 'get' | 'post';
  /** OpenAPI path, `{name}` for path parameters. */
  path: string;
  operationId: string;
  summary: string;
  params?: readonly PathParam[];
  /** Query parameters: a zod object of strings. */
  query?: z.ZodObject;
  /** Component name of the 200 answer's schema (COMPONENTS). */
  response: keyof typeof COMPONENTS;
  /** Answers 403 without a valid entitledToken for this article and reader (001 §7). */
  entitled?: boolean;
}

/** Schemas published as components, by name. */
export const COMPONENTS = {
  ContentNode: contentNodeSchema,
  TocEntry: contract.tocEntrySchema,
  ArticleSummary: contract.articleSummarySchema,
  Problem: contract.problemSchema,
  BodyResponse: contract.bodyResponseSchema,
  AuthorsResponse: contract.authorsResponseSchema,
  ReferencesResponse: contract.referencesResponseSchema,
  ReferenceLinksResponse: contract.referenceLinksResponseSchema,
  ReferenceExternalLinksResponse: contract.referenceExternalLinksResponseSchema,
  TocResponse: contract.tocResponseSchema,
  AuthorMetadataResponse: contract.authorMetadataResponseSchema,
  GlossaryResponse: contract.glossaryResponseSchema,
  CitingArticlesResponse: contract.citingArticlesResponseSchema,
  RefersToResponse: contract.refersToResponseSchema,
  ReferredToByResponse: contract.referredToByResponseSchema,
  SiblingsResponse: contract.siblingsResponseSchema,
  RecommendationsResponse: contract.recommendationsResponseSchema,
  SpecialIssueArticlesResponse: contract.specialIssueArticlesResponseSchema,
  VirtualSpecialIssueResponse: contract.virtualSpecialIssueResponseSchema,
  LinkingHubResponse: contract.linkingHubResponseSchema,
  ChaptersResponse: contract.chaptersResponseSchema,
  BookSiblingsResponse: contract.bookSiblingsResponseSchema,
  ExamResponse: examResponseSchema,
  SubstancesResponse: substancesResponseSchema,
  QuestionsAndAnswersResponse: qaContract.questionsAndAnswersResponseSchema,
  AuthorArticlesResponse: contract.authorArticlesResponseSchema,
  ArticleContextResponse: contract.articleContextResponseSchema,
  ArticleMetricsResponse: contract.articleMetricsResponseSchema,
  EntitledTokenResponse: contract.entitledTokenResponseSchema,
} as const;

const PII: PathParam = { name: 'pii', description: "The article's PII (S + ISSN digits + year + item + check character)." };
const DOCUMENT_REFERENCES: PathParam = { name: 'documentReferences', description: "The article's reference count as the page knows it." };
const settings = contract.userSettingsQuerySchema;
const ARP = '/sdfe/arp';

export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/body`,
    operationId: 'getBody',
    summary: 'The article body (full text).',
    params: [PII],
    query: settings,
    response: 'BodyResponse',
    entitled: true,
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/authors`,
    operationId: 'getAuthors',
    summary: 'Every author with affiliations, correspondence, notes and biographies.',
    params: [PII],
    query: settings,
    response: 'AuthorsResponse',
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/references`,
    operationId: 'getReferences',
    summary: "The article's references.",
    params: [PII],
    query: settings,
    response: 'ReferencesResponse',
    entitled: true,
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/references/links/{documentReferences}`,
    operationId: 'getReferenceLinks',
    summary: 'References citing articles stored here.',
    params: [PII, DOCUMENT_REFERENCES],
    query: settings,
    response: 'ReferenceLinksResponse',
    entitled: true,
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/references/external-links/{documentReferences}`,
    operationId: 'getReferenceExternalLinks',
    summary: 'Identifiers of the references outside this site.',
    params: [PII, DOCUMENT_REFERENCES],
    query: settings,
    response: 'ReferenceExternalLinksResponse',
    entitled: true,
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/toc`,
    operationId: 'getToc',
    summary: 'The table of contents: outline, figures, tables, extras.',
    params: [PII],
    query: settings,
    response: 'TocResponse',
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/author-metadata`,
    operationId: 'getAuthorMetadata',
    summary: 'Author metadata: authorIndex, authorUrl.',
    params: [PII],
    query: settings,
    response: 'AuthorMetadataResponse',
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/glossary`,
    operationId: 'getGlossary',
    summary: "The article's glossary.",
    params: [PII],
    query: settings,
    response: 'GlossaryResponse',
    entitled: true,
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/exam`,
    operationId: 'getExam',
    summary: "The article's exam questions.",
    params: [PII],
    query: settings,
    response: 'ExamResponse',
    entitled: true,
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/substances`,
    operationId: 'getSubstances',
    summary: 'Substances named in the article.',
    params: [PII],
    query: settings,
    response: 'SubstancesResponse',
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/entitled-token`,
    operationId: 'getEntitledToken',
    summary: "This reader's entitledToken for the article, for a page that carries none (a CDN-cached anonymous page); never cached.",
    params: [PII],
    response: 'EntitledTokenResponse',
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/context`,
    operationId: 'getArticleContext',
    summary: 'The page state of the article for this reader.',
    params: [PII],
    query: settings,
    response: 'ArticleContextResponse',
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/author/{index}/articles`,
    operationId: 'getAuthorArticles',
    summary: "Other articles by one of the article's authors.",
    params: [PII, { name: 'index', description: "The author's index in the author list, from 0." }],
    query: settings,
    response: 'AuthorArticlesResponse',
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/metrics`,
    operationId: 'getMetrics',
    summary: "The article's COUNTER usage and citations.",
    params: [PII],
    response: 'ArticleMetricsResponse',
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/refersTo`,
    operationId: 'getRefersTo',
    summary: 'The articles this one links to (corrections, retractions …).',
    params: [PII],
    query: settings,
    response: 'RefersToResponse',
  },
  {
    method: 'get',
    path: `${ARP}/eid/{eid}/referredToBy`,
    operationId: 'getReferredToBy',
    summary: 'The stored articles that link to this one.',
    params: [{ name: 'eid', description: "The article's EID (1-s2.0-{pii})." }],
    query: settings,
    response: 'ReferredToByResponse',
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/recommendations`,
    operationId: 'getRecommendations',
    summary: 'At most 6 recommended articles.',
    params: [PII],
    query: settings,
    response: 'RecommendationsResponse',
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/recommendations/entitled`,
    operationId: 'getEntitledRecommendations',
    summary: 'At most 6 recommended articles, each with the token its feedback carries.',
    params: [PII],
    query: settings,
    response: 'RecommendationsResponse',
  },
  {
    method: 'get',
    path: `${ARP}/pii/{pii}/hubEid/{hubEid}/specialIssueArticles`,
    operationId: 'getSpecialIssueArticles',
    summary: 'The other articles of a special issue.',
    params: [PII, { name: 'hubEid', description: 'The special issue.' }],
    query: settings,
    response: 'SpecialIssueArticlesResponse',
  },
  {
    method: 'get',
    path: `${ARP}/journal/vsi/{id}`,
    operationId: 'getVirtualSpecialIssue',
    summary: 'A virtual special issue.',
    params: [{ name: 'id', description: 'The virtual special issue.' }],
    response: 'VirtualSpecialIssueResponse',
  },
  {
    method: 'get',
    path: `${ARP}/ihub/{id}`,
    operationId: 'getLinkingHub',
    summary: 'The linking hub of an article.',
    params: [{ name: 'id', description: "The article's PII." }],
    query: settings,
    response: 'LinkingHubResponse',
  },
  {
    method: 'get',
    path: `${ARP}/isbn/{isbn}/chapters`,
    operationId: 'getChapters',
    summary: "A book's chapter list.",
    params: [{ name: 'isbn', description: "The book's ISBN." }],
    response: 'ChaptersResponse',
  },
  {
    method: 'get',
    path: `${ARP}/books/{bookId}/{id}/siblings`,
    operationId: 'getBookSiblings',
    summary: 'The previous and next chapter in book order.',
    params: [
      { name: 'bookId', description: "The book's ISBN." },
      { name: 'id', description: "The chapter's PII." },
    ],
    query: settings,
    response: 'BookSiblingsResponse',
  },
  {
    method: 'get',
    path: `${ARP}/issue/{issue}/article/{id}/siblings`,
    operationId: 'getIssueSiblings',
    summary: 'The articles before and after one in issue order.',
    params: [
      { name: 'issue', description: 'The issue id.' },
      { name: 'id', description: "The article's PII." },
    ],
    query: settings,
    response: 'SiblingsResponse',
  },
  {
    method: 'get',
    path: `${ARP}/citingArticles`,
    operationId: 'getCitingArticles',
    summary: 'Articles citing this one.',
    query: contract.citingArticlesQuerySchema,
    response: 'CitingArticlesResponse',
  },
  {
    method: 'get',
    path: '/article/related/faq/pii/{pii}',
    operationId: 'getQuestionsAndAnswers',
    summary: "The article's questions and answers.",
    params: [PII],
    query: qaContract.questionsAndAnswersQuerySchema,
    response: 'QuestionsAndAnswersResponse',
  },
];
