import { describe, expect, it } from 'vitest';
import { relatedArticles, relatedArticlesAround, type ArticleSignals } from './related-scores.ts';

/** A small deterministic generator (mulberry32), so a failing corpus can be found again. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function corpus(seed: number, size: number): ArticleSignals[] {
  const next = random(seed);
  const pick = (pool: number, count: number, prefix: string) =>
    Array.from({ length: count }, () => `${prefix}${Math.floor(next() * pool)}`);
  return Array.from({ length: size }, (_, i) => ({
    id: i + 1,
    strongTerms: pick(30, 3, 't'),
    terms: pick(60, 8, 'a'),
    referenceDois: pick(40, 4, '10.1/'),
    cites: next() < 0.3 ? [1 + Math.floor(next() * size)] : [],
    recommendable: next() > 0.1,
  }));
}

describe('recommendations updated around the changed articles', () => {
  it.each([
    [1, 12, 3],
    [2, 20, 5],
    [3, 30, 1],
    [4, 8, 8],
    [5, 40, 10],
  ])(
    'seed %i, %i articles, the last %i added: the updated lists equal a full rebuild, and no other list would take an added one',
    (seed, size, added) => {
      const articles = corpus(seed, size);
      const changed = new Set(articles.slice(-added).map((a) => a.id));
      const full = relatedArticles(articles);
      const around = relatedArticlesAround(articles, changed);
      for (const id of changed) expect(around.has(id)).toBe(true);
      for (const [id, list] of around) expect(list, `article ${id}`).toEqual(full.get(id));
      for (const [id, list] of full) {
        if (around.has(id)) continue;
        expect(
          list.filter((s) => changed.has(s.id)),
          `article ${id}`,
        ).toEqual([]);
      }
    },
  );

  it('an older article that shares its title terms with a new one gets it in its list', () => {
    const old = { id: 1, strongTerms: ['kidney', 'cyst'], terms: [], referenceDois: [], cites: [] };
    const unrelated = { id: 2, strongTerms: ['galaxy'], terms: [], referenceDois: [], cites: [] };
    const added = { id: 3, strongTerms: ['kidney', 'cyst'], terms: [], referenceDois: [], cites: [] };
    const lists = relatedArticlesAround([old, unrelated, added], new Set([3]));
    expect([...lists.keys()].sort()).toEqual([1, 3]);
    expect(lists.get(1)!.map((s) => s.id)).toEqual([3]);
  });
});
