import { describe, expect, it } from 'vitest';
import { commonLimit, MIN_SCORE, queryOf, relatedArticles, type ArticleSignals } from './related-scores.ts';

const article = (id: number, over: Partial<ArticleSignals> = {}): ArticleSignals => ({
  id,
  strongTerms: [],
  terms: [],
  referenceDois: [],
  cites: [],
  ...over,
});

const ranked = (articles: ArticleSignals[], id: number) =>
  relatedArticles(articles)
    .get(id)!
    .map((s) => s.id);

describe('related articles', () => {
  it('ranks by shared title and keyword terms above shared abstract terms, never the article itself', () => {
    const articles = [
      article(1, { strongTerms: ['kidney', 'cyst'], terms: ['flow', 'cell'] }),
      article(2, { strongTerms: ['kidney', 'cyst'], terms: [] }),
      article(3, { strongTerms: [], terms: ['flow', 'cell'] }),
      article(4, { strongTerms: ['galaxy'], terms: ['star'] }),
    ];
    expect(ranked(articles, 1)).toEqual([2, 3]);
    expect(ranked(articles, 4)).toEqual([]);
  });

  it.each([
    ['bibliographic coupling (shared references)', { referenceDois: ['10.1/a', '10.1/b'] }, { referenceDois: ['10.1/a', '10.1/b'] }],
    ['direct citation', { cites: [2] }, {}],
    ['co-citation (cited together)', {}, {}],
  ])('%s relates two articles with no words in common', (_name, one, two) => {
    const articles = [article(1, one), article(2, two), article(3, { strongTerms: ['other'] })];
    if (_name.startsWith('co-citation')) articles.push(article(9, { cites: [1, 2] }));
    expect(ranked(articles, 1)).toContain(2);
    expect(ranked(articles, 1)).not.toContain(3);
  });

  it('keeps at most 6, best first, ties by id', () => {
    const articles = Array.from({ length: 10 }, (_, i) => article(i + 1, { strongTerms: ['shared'] }));
    expect(ranked(articles, 1)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it.each([
    [10, 50],
    [10_000, 200],
    [100_000, 632],
  ])('skips postings longer than commonLimit(%i) = %i', (n, limit) => {
    expect(commonLimit(n)).toBe(limit);
  });

  it('never recommends a notice (correction, retraction, expression of concern), though it may get recommendations itself', () => {
    const articles = [
      article(1, { strongTerms: ['wind', 'turbine'] }),
      article(2, { strongTerms: ['wind', 'turbine'], recommendable: false }),
      article(3, { strongTerms: ['wind', 'turbine'] }),
    ];
    expect(ranked(articles, 1)).toEqual([3]);
    expect(ranked(articles, 2)).toEqual([1, 3]);
  });

  it('drops candidates under the similarity floor', () => {
    // Two abstract words in common among many: related, but barely.
    const many = (prefix: string) => Array.from({ length: 60 }, (_, i) => `${prefix}${i}`);
    const articles = [
      article(1, { strongTerms: ['wind', 'turbine'], terms: ['energy', 'pressure', ...many('a')] }),
      article(2, { strongTerms: ['jupiter', 'thermosphere'], terms: ['energy', 'pressure', ...many('b')] }),
      article(3, { strongTerms: ['wind', 'turbine', 'blade'] }),
    ];
    const scores = relatedArticles(articles, 6, 0).get(1)!;
    expect(scores.find((s) => s.id === 2)!.score).toBeLessThan(MIN_SCORE);
    expect(ranked(articles, 1)).toEqual([3]);
  });
});

describe("an article's query (queryOf)", () => {
  /** What it must equal: every scored entry sorted by weight (stable), the first `count`. */
  const byFullSort = (keys: Int32Array, weights: Float64Array, df: Int32Array, limit: number, count: number) => {
    const usable = [...keys.keys()].filter((i) => df[keys[i]!]! >= 2 && df[keys[i]!]! <= limit);
    usable.sort((x, y) => weights[y]! - weights[x]!);
    const chosen = usable.slice(0, count);
    return { keys: Int32Array.from(chosen, (i) => keys[i]!), weights: Float64Array.from(chosen, (i) => weights[i]!) };
  };
  const random = (seed: number) => () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

  it.each([
    ['fewer scored entries than the count', 12, 40, 5],
    ['more than the count, distinct weights', 200, 40, 1000],
    ['more than the count, many equal weights (ties at the cut)', 150, 40, 4],
    ['every weight equal (a set of references or citers)', 60, Infinity, 1],
    ['a count of one', 30, 1, 3],
  ])('%s', (_label, size, count, levels) => {
    const next = random(size * 31 + levels);
    for (let round = 0; round < 20; round++) {
      const keys = Int32Array.from({ length: size }, (_, i) => i);
      const weights = Float64Array.from({ length: size }, () => (levels === 1 ? 0.125 : Math.ceil(next() * levels) / levels));
      // Some keys held by one article only, some by too many: never in a query.
      const df = Int32Array.from({ length: size }, () => [1, 2, 5, 50, 500][Math.floor(next() * 5)]!);
      const limit = 60;
      const got = queryOf(keys, weights, df, limit, count);
      const want = byFullSort(keys, weights, df, limit, count);
      expect([...got.keys]).toEqual([...want.keys]);
      expect([...got.weights]).toEqual([...want.weights]);
    }
  });
});
