import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  articleContextResponseSchema,
  articleMetricsResponseSchema,
  authorArticlesResponseSchema,
  bookSiblingsResponseSchema,
  citingArticlesResponseSchema,
  linkingHubResponseSchema,
  recommendationsResponseSchema,
  referredToByResponseSchema,
  siblingsResponseSchema,
  specialIssueArticlesResponseSchema,
  tocResponseSchema,
  virtualSpecialIssueResponseSchema,
} from '#src/shared/api/api-contract.ts';
import { examResponseSchema } from '#src/shared/exam/exam-contract.ts';
import { substancesResponseSchema } from '#src/shared/substances/substance-contract.ts';
import {
  isArticleContextResponse,
  isArticleMetricsResponse,
  isAuthorArticlesResponse,
  isBookSiblingsResponse,
  isCitingArticlesResponse,
  isExamResponse,
  isLinkingHubResponse,
  isRecommendationsResponse,
  isReferredToByResponse,
  isSiblingsResponse,
  isSpecialIssueArticlesResponse,
  isTocResponse,
  isVirtualSpecialIssueResponse,
  substancesOf,
} from './api-guards.ts';

const summary = {
  pii: 'S2050084X13000053',
  doi: '10.7554/eLife.00005',
  title: 'Molecular architecture of human polycomb repressive complex 2',
  publicationTitle: 'eLife',
  publicationSlug: 'elife',
  publicationDate: '2012-10-30',
  publicationYear: 2012,
  articleType: 'research-article',
  authors: ['Claudio Ciferri', 'Eva Nogales'],
  authorCount: 2,
  openAccess: true,
};
const recommended = { ...summary, recommendationToken: 'A'.repeat(64), isThirdParty: false };
const related = {
  relation: 'corrected-article',
  role: 'correction',
  pii: null,
  eid: null,
  doi: '10.1/x',
  title: null,
  articleType: null,
  publicationTitle: null,
  publicationYear: null,
  url: null,
};
const substance = {
  id: 'CHEBI:15377',
  title: 'water',
  otherTitles: ['oxidane'],
  molecularFormula: 'H2O',
  molecularWeight: '18.015',
  casRegistryNumber: '7732-18-5',
  substanceUrls: { suppliers: null, druglikeness: null, reactions: null, substanceImage: null, citations: null },
  substanceFacts: [{ displayName: 'Uses', url: null, factsTruncated: false, facts: [{ displayName: 'solvent', count: 3 }] }],
  citationCount: 4,
  image: null,
  imageDescription: null,
  chemistryDatabaseUrl: null,
};

type Guard = (v: unknown) => boolean;
/** Each guard beside the zod schema the server builds the response with, a valid response and broken ones. */
const CASES: Array<[string, Guard, z.ZodType, unknown, Array<[string, unknown]>]> = [
  [
    'toc',
    isTocResponse,
    tocResponseSchema,
    {
      pii: 'S1',
      outline: [{ id: 's1', title: 'Intro', level: 1, children: [{ id: 's1.1', title: 'A', level: 2, children: [] }] }],
      figures: [{ id: 'f1', label: 'Figure 1', caption: 'c' }],
      tables: [],
      extras: [],
      citedByCount: 0,
    },
    [
      [
        'a nested outline entry without a title',
        {
          pii: 'S1',
          outline: [{ id: 's1', title: 'I', level: 1, children: [{ id: 'x', level: 2, children: [] }] }],
          figures: [],
          tables: [],
          extras: [],
          citedByCount: 0,
        },
      ],
      ['no citedByCount', { pii: 'S1', outline: [], figures: [], tables: [], extras: [] }],
      [
        'a figure label that is a number',
        { pii: 'S1', outline: [], figures: [{ id: 'f', label: 1, caption: '' }], tables: [], extras: [], citedByCount: 0 },
      ],
    ],
  ],
  [
    'linking hub',
    isLinkingHubResponse,
    linkingHubResponseSchema,
    { articleBean: [{ siteName: 'Library', siteId: 'l1', entitled: true, redirectUrl: 'https://l.example/x' }] },
    [['entitled as a string', { articleBean: [{ siteName: 'L', siteId: 'l', entitled: 'yes', redirectUrl: 'u' }] }]],
  ],
  [
    'citing articles',
    isCitingArticlesResponse,
    citingArticlesResponseSchema,
    {
      hitCount: 1,
      articles: [
        { pii: 'S1', doi: null, externalArticle: false, articleTitle: 'T', publicationYear: 2020, publicationTitle: 'J', authors: ['A'] },
      ],
    },
    [
      [
        'authors not strings',
        {
          hitCount: 1,
          articles: [
            { pii: 'S1', doi: null, externalArticle: false, articleTitle: 'T', publicationYear: 2020, publicationTitle: 'J', authors: [1] },
          ],
        },
      ],
      ['no hitCount', { articles: [] }],
    ],
  ],
  [
    'referred to by',
    isReferredToByResponse,
    referredToByResponseSchema,
    { pii: 'S1', eid: '1-s2.0-S1', articles: [related] },
    [['an item without a role', { pii: 'S1', eid: 'e', articles: [{ ...related, role: undefined }] }]],
  ],
  [
    'siblings',
    isSiblingsResponse,
    siblingsResponseSchema,
    { issue: '12', pii: 'S1', previous: null, next: summary },
    [['a next without a title', { issue: '12', pii: 'S1', previous: null, next: { ...summary, title: undefined } }]],
  ],
  [
    'book siblings',
    isBookSiblingsResponse,
    bookSiblingsResponseSchema,
    { bookId: 'b1', pii: 'S1', previous: summary, next: null },
    [['previous missing', { bookId: 'b1', pii: 'S1', next: null }]],
  ],
  [
    'recommendations',
    isRecommendationsResponse,
    recommendationsResponseSchema,
    { articles: [recommended], pageLoadId: 'p1' },
    [['an item without its token', { articles: [summary], pageLoadId: 'p1' }]],
  ],
  [
    'special issue articles',
    isSpecialIssueArticlesResponse,
    specialIssueArticlesResponseSchema,
    { kind: 'special-issue', titles: { items: [{ title: 'SI', editors: ['E'] }] }, articles: [summary], viewMoreUrl: null },
    [['an unknown kind', { kind: 'issue', titles: { items: [] }, articles: [], viewMoreUrl: null }]],
  ],
  [
    'virtual special issue',
    isVirtualSpecialIssueResponse,
    virtualSpecialIssueResponseSchema,
    {
      id: 'v1',
      title: 'VSI',
      description: null,
      editors: ['E'],
      journalUrl: '/journal/x/special-issue/v1',
      publicationTitle: 'J',
      issn: null,
      articles: [summary],
    },
    [
      [
        'editors not a list',
        { id: 'v1', title: 'VSI', description: null, editors: 'E', journalUrl: '/j', publicationTitle: 'J', issn: null, articles: [] },
      ],
    ],
  ],
  [
    'article context',
    isArticleContextResponse,
    articleContextResponseSchema,
    {
      pii: 'S1',
      eid: 'e',
      doi: null,
      issueId: '3',
      isbn: null,
      contentType: 'JL',
      issn: '2050-084X',
      documentSubtype: 'fla',
      virtualSpecialIssueId: null,
    },
    [
      [
        'issueId as a number',
        {
          pii: 'S1',
          eid: 'e',
          doi: null,
          issueId: 3,
          isbn: null,
          contentType: 'JL',
          issn: null,
          documentSubtype: 'fla',
          virtualSpecialIssueId: null,
        },
      ],
    ],
  ],
  [
    'metrics',
    isArticleMetricsResponse,
    articleMetricsResponseSchema,
    { views: 10, downloads: 0, citations: 2 },
    [
      ['negative views', { views: -1, downloads: 0, citations: 0 }],
      ['half a download', { views: 1, downloads: 0.5, citations: 0 }],
    ],
  ],
  [
    'exam',
    isExamResponse,
    examResponseSchema,
    { pii: 'S1', questions: [{ id: 'q1', question: 'Why?', options: ['a', 'b'], correctOption: 1, explanation: null }] },
    [
      [
        'a fractional correct option',
        { pii: 'S1', questions: [{ id: 'q1', question: 'Why?', options: ['a'], correctOption: 0.5, explanation: null }] },
      ],
    ],
  ],
  [
    'author articles',
    isAuthorArticlesResponse,
    authorArticlesResponseSchema,
    {
      pii: 'S1',
      authorIndex: 0,
      scopusAuthorId: null,
      scopusDocuments: [
        {
          pii: 'S2',
          sourceTitle: 'J',
          volume: '1',
          issue: null,
          publicationDate: null,
          itemTitle: 'T',
          authors: ['A'],
          url: '/science/article/pii/S2',
        },
      ],
    },
    [
      [
        'a document without its url',
        {
          pii: 'S1',
          authorIndex: 0,
          scopusAuthorId: null,
          scopusDocuments: [{ pii: 'S2', sourceTitle: 'J', volume: null, issue: null, publicationDate: null, itemTitle: 'T', authors: [] }],
        },
      ],
    ],
  ],
  [
    'substances',
    (v) => substancesOf(v) !== null,
    substancesResponseSchema,
    { pii: 'S1', substances: [substance] },
    [
      [
        'facts not counted',
        {
          pii: 'S1',
          substances: [
            { ...substance, substanceFacts: [{ displayName: 'U', url: null, factsTruncated: false, facts: [{ displayName: 's' }] }] },
          ],
        },
      ],
    ],
  ],
];

const NOT_RESPONSES: Array<[string, unknown]> = [
  ['null', null],
  ['a list', []],
  ['an HTML page', '<!DOCTYPE html><title>Error</title>'],
  ['a problem document', { type: 'about:blank', title: 'Not Found', status: 404 }],
];

describe('client type guards agree with the API contract (no zod in the page, ADR 007)', () => {
  for (const [name, guard, schema, valid, broken] of CASES) {
    it(`${name}: accepts what the contract accepts, rejects what it rejects`, () => {
      expect(schema.safeParse(valid).success).toBe(true);
      expect(guard(valid)).toBe(true);
      for (const [what, value] of [...broken, ...NOT_RESPONSES]) {
        expect(schema.safeParse(value).success, what).toBe(false);
        expect(guard(value), what).toBe(false);
      }
    });
  }

  it('substances: a missing chemistryDatabaseUrl reads as null, as the contract defaults it', () => {
    const { chemistryDatabaseUrl: _omitted, ...withoutUrl } = substance;
    expect(substancesResponseSchema.parse({ pii: 'S1', substances: [withoutUrl] }).substances[0]!.chemistryDatabaseUrl).toBeNull();
    expect(substancesOf({ pii: 'S1', substances: [withoutUrl] })![0]!.chemistryDatabaseUrl).toBeNull();
  });
});
