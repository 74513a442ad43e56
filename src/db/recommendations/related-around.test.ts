import { describe, expect, it } from 'vitest';
import { corpus, neighbourhood, statsOf, withCiters } from '#tests/factories/related-corpus.ts';
import { relatedArticles, relatedArticlesAmong } from './related-scores.ts';

describe('the part of the store around the changed articles', () => {
  it.each([
    [1, 12, 3],
    [2, 20, 5],
    [3, 30, 1],
    [4, 8, 8],
    [5, 40, 10],
  ])('seed %i, %i articles, the last %i added: no list outside it would take an added one', (seed, size, added) => {
    const articles = withCiters(corpus(seed, size));
    const changed = new Set(articles.slice(-added).map((a) => a.id));
    const part = new Set(neighbourhood(articles, statsOf(articles), changed).map((a) => a.id));
    for (const id of changed) expect(part.has(id)).toBe(true);
    for (const [id, list] of relatedArticles(articles)) {
      if (part.has(id)) continue;
      expect(
        list.filter((s) => changed.has(s.id)),
        `article ${id}`,
      ).toEqual([]);
    }
  });

  it('an older article that shares its title terms with a new one takes it', () => {
    const old = { id: 1, strongTerms: ['kidney', 'cyst'], terms: [], referenceDois: [], cites: [] };
    const unrelated = { id: 2, strongTerms: ['galaxy'], terms: [], referenceDois: [], cites: [] };
    const added = { id: 3, strongTerms: ['kidney', 'cyst'], terms: [], referenceDois: [], cites: [] };
    const articles = withCiters([old, unrelated, added]);
    const stats = statsOf(articles);
    const part = neighbourhood(articles, stats, new Set([3]));
    expect(part.map((a) => a.id)).toEqual([1, 3]);
    const { lists, entries } = relatedArticlesAmong(part, stats, new Set([3]), new Set([3]));
    expect(lists.get(3)!.map((s) => s.id)).toEqual([1]);
    expect(entries.get(1)!.map((s) => s.id)).toEqual([3]);
  });
});

describe('recommendations scored over the part of the store around the changed articles', () => {
  it.each([
    [1, 12, 1, 3, 0],
    [2, 20, 1, 5, 2],
    [3, 30, 1, 1, 4],
    [4, 8, 1, 8, 0],
    [5, 40, 1, 10, 3],
    [6, 400, 30, 6, 6],
    [7, 600, 40, 3, 10],
  ])(
    'seed %i, %i articles (vocabulary ×%i), %i changed, %i more lists made again: lists and entering scores equal a scoring of the whole store',
    (seed, size, spread, changedCount, extra) => {
      const articles = withCiters(corpus(seed, size, spread));
      const stats = statsOf(articles);
      const changed = new Set(articles.slice(-changedCount).map((a) => a.id));
      const remake = new Set([...changed, ...articles.slice(0, extra).map((a) => a.id)]);
      const part = neighbourhood(articles, stats, remake);
      // A sparse store: the part read is smaller than the store.
      if (spread > 1) expect(part.length).toBeLessThan(size);
      const { lists, entries } = relatedArticlesAmong(part, stats, remake, changed);
      const full = relatedArticles(articles);
      expect([...lists.keys()].sort((x, y) => x - y)).toEqual([...remake].sort((x, y) => x - y));
      for (const [id, list] of lists) expect(list, `article ${id}`).toEqual(full.get(id));
      // Every list's scores for the changed articles, however far down they rank.
      const everything = relatedArticles(articles, size);
      for (const a of articles) {
        if (remake.has(a.id)) continue;
        const expected = everything.get(a.id)!.filter((s) => changed.has(s.id));
        expect(entries.get(a.id) ?? [], `article ${a.id}`).toEqual(expected);
      }
    },
  );
});
