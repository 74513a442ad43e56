import type { ArticleModel, Author } from '#src/shared/article/content-model.ts';

/** A small valid article model; pass only what a test cares about. */
export function makeArticle(overrides: Partial<ArticleModel> = {}): ArticleModel {
  return {
    source: 'jats',
    pii: 'S2050084X1300005X',
    eid: '1-s2.0-S2050084X1300005X',
    doi: '10.7554/eLife.00005',
    publication: {
      title: 'eLife',
      issn: '2050-084X',
      eissn: '2050-084X',
      publisher: 'eLife Sciences Publications, Ltd',
      contentType: 'JL',
    },
    volume: '2',
    firstPage: undefined,
    articleNumber: 'e00005',
    title: [{ text: 'Molecular architecture of human polycomb repressive complex 2' }],
    articleType: 'research-article',
    documentSubtype: 'fla',
    subjects: [],
    language: 'en',
    dates: { published: '2012-10-30' },
    license: { url: 'http://creativecommons.org/licenses/by/3.0/' },
    openAccess: true,
    openArchive: false,
    keywords: [],
    abstracts: [{ kind: 'author', children: [{ type: 'para', children: [{ text: 'PRC2 is a histone methyltransferase.' }] }] }],
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

export function makeAuthor(given: string, surname: string, overrides: Partial<Author> = {}): Author {
  return {
    id: `a-${surname.toLowerCase()}`,
    kind: 'person',
    name: { given, surname, display: `${given} ${surname}` },
    affiliationIds: [],
    correspondenceIds: [],
    footnoteIds: [],
    eAddresses: [],
    isCorresponding: false,
    contribType: 'author',
    ...overrides,
  };
}

/** An article shaped like eLife 06416 (italic in the title, dates, subjects), for renderer tests. */
export function testArticle(overrides: Partial<ArticleModel> = {}): ArticleModel {
  return makeArticle({
    pii: 'S2050084X14064164',
    eid: '1-s2.0-S2050084X14064164',
    doi: '10.7554/eLife.06416',
    publication: { title: 'eLife', contentType: 'JL', eissn: '2050-084X' },
    volume: '4',
    articleNumber: 'e06416',
    title: [{ text: 'Whole genome comparison of ' }, { type: 'italic', children: [{ text: 'mycobacteriophages' }] }],
    subjects: ['Research article', 'Microbiology and infectious disease'],
    dates: { received: '2015-01-08', accepted: '2015-04-19', published: '2015-04-28' },
    license: { url: 'http://creativecommons.org/licenses/by/4.0/' },
    copyrightLine: '© 2015, Pope et al',
    abstracts: [],
    ...overrides,
  });
}

/** Author number i: "Given{i} Surname{i}". */
export function testAuthor(i: number, overrides: Partial<Author> = {}): Author {
  return makeAuthor(`Given${i}`, `Surname${i}`, { id: `author-${i}`, ...overrides });
}
