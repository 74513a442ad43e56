import type { Author, ArticleModel } from '#src/shared/content-model.ts';

/** Small hand-written models for the renderer tests (no dependency on the XML mappers). */
export function testArticle(overrides: Partial<ArticleModel> = {}): ArticleModel {
  return {
    source: 'jats',
    pii: 'S2050084X14064164',
    eid: '1-s2.0-S2050084X14064164',
    doi: '10.7554/eLife.06416',
    publication: { title: 'eLife', contentType: 'JL', eissn: '2050-084X' },
    volume: '4',
    articleNumber: 'e06416',
    title: [{ text: 'Whole genome comparison of ' }, { type: 'italic', children: [{ text: 'mycobacteriophages' }] }],
    articleType: 'research-article',
    documentSubtype: 'fla',
    subjects: ['Research article', 'Microbiology and infectious disease'],
    language: 'en',
    dates: { received: '2015-01-08', accepted: '2015-04-19', published: '2015-04-28' },
    license: { url: 'http://creativecommons.org/licenses/by/4.0/' },
    openAccess: true,
    openArchive: false,
    copyrightLine: '© 2015, Pope et al',
    keywords: [],
    abstracts: [],
    authors: [],
    affiliations: [],
    correspondences: [],
    footnotes: [],
    biographies: [],
    body: [],
    back: [],
    funding: [],
    attachments: [],
    references: [],
    relatedArticles: [],
    subArticles: [],
    glossary: [],
    warnings: [],
    ...overrides,
  };
}

export function testAuthor(i: number, overrides: Partial<Author> = {}): Author {
  return {
    id: `author-${i}`,
    kind: 'person',
    name: { given: `Given${i}`, surname: `Surname${i}`, display: `Given${i} Surname${i}` },
    affiliationIds: [],
    correspondenceIds: [],
    footnoteIds: [],
    eAddresses: [],
    isCorresponding: false,
    contribType: 'author',
    ...overrides,
  };
}
