import { describe, expect, it } from 'vitest';
import { makeArticle, makeAuthor } from '#tests/factories/article-model.ts';
import { articleHead, scholarDate } from './scholar-meta.ts';

const ORIGIN = 'https://journals.example.org';

describe('Google Scholar meta tags', () => {
  const article = makeArticle({
    authors: [makeAuthor('Claudio', 'Ciferri'), makeAuthor('Gabriel C', 'Lander'), makeAuthor('Ed', 'Itor', { contribType: 'editor' })],
    volume: '1',
    issue: '3',
    firstPage: '101',
    lastPage: '110',
  });
  const head = articleHead(article, ORIGIN);
  const values = (name: string) => head.meta.filter((m) => m.name === name).map((m) => m.content);

  it.each([
    ['citation_title', ['Molecular architecture of human polycomb repressive complex 2']],
    ['citation_author', ['Claudio Ciferri', 'Gabriel C Lander']],
    ['citation_publication_date', ['2012/10/30']],
    ['citation_journal_title', ['eLife']],
    ['citation_issn', ['2050-084X']],
    ['citation_volume', ['1']],
    ['citation_issue', ['3']],
    ['citation_firstpage', ['101']],
    ['citation_lastpage', ['110']],
    ['citation_doi', ['10.7554/eLife.00005']],
    ['citation_abstract_html_url', [`${ORIGIN}/science/article/abs/pii/S2050084X1300005X`]],
  ])('%s', (name, expected) => {
    expect(values(name)).toEqual(expected);
  });

  it('omits empty tags', () => {
    const bare = articleHead(makeArticle({ volume: undefined, issue: undefined, articleNumber: undefined, doi: undefined }), ORIGIN);
    const names = bare.meta.map((m) => m.name);
    for (const name of ['citation_volume', 'citation_issue', 'citation_firstpage', 'citation_lastpage', 'citation_doi']) {
      expect(names).not.toContain(name);
    }
  });

  it('uses the article number as first page when there are no pages', () => {
    expect(articleHead(makeArticle(), ORIGIN).meta).toContainEqual({ name: 'citation_firstpage', content: 'e00005' });
  });

  it('gives a canonical link, Open Graph and ScholarlyArticle JSON-LD', () => {
    expect(head.canonical).toBe(`${ORIGIN}/science/article/pii/S2050084X1300005X`);
    expect(head.meta).toContainEqual({ property: 'og:title', content: 'Molecular architecture of human polycomb repressive complex 2' });
    expect(head.jsonLd).toMatchObject({
      '@type': 'ScholarlyArticle',
      sameAs: 'https://doi.org/10.7554/eLife.00005',
      isAccessibleForFree: true,
    });
  });

  it.each([
    ['2013-03-12', '2013/03/12'],
    ['2013-03', '2013/03'],
    ['2013', '2013'],
    [undefined, ''],
  ])('scholarDate(%s) → %s', (iso, expected) => expect(scholarDate(iso)).toBe(expected));
});
