import { describe, expect, it } from 'vitest';
import { citedByHeading, citingArticleLink, showViewAllCitedBy } from './citing-article-link.ts';

describe('citingArticleLink (001 §5)', () => {
  it.each([
    [{ externalArticle: true, doi: '10.1/x', pii: 'S1', scopusArticleUrl: 'https://scopus/x' }, 'https://doi.org/10.1/x'],
    [{ externalArticle: false, doi: '10.1/x', pii: 'S0960148113002048' }, '/science/article/pii/S0960148113002048'],
    [{ externalArticle: true, doi: null, pii: 'S1' }, '/science/article/pii/S1'],
    [
      { externalArticle: true, doi: null, pii: null, scopusArticleUrl: 'https://www.scopus.com/record/x' },
      'https://www.scopus.com/record/x',
    ],
    [{ externalArticle: false, doi: null, pii: null }, null],
  ])('%o → %s', (input, link) => expect(citingArticleLink(input)).toBe(link));

  it.each([
    [6, false],
    [7, true],
    [0, false],
  ])('view all when hits %d exceed 6: %s', (hits, shown) => expect(showViewAllCitedBy(hits)).toBe(shown));

  it('heading', () => expect(citedByHeading(12)).toBe('Cited by (12)'));
});
