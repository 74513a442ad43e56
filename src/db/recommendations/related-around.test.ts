import { describe, expect, it } from 'vitest';
import { commonLimit, relatedArticles, relatedArticlesAmong, type ArticleSignals, type CorpusStats } from './related-scores.ts';

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

/** `spread`: how many times larger the vocabularies are (sparser corpora, smaller neighbourhoods). */
function corpus(seed: number, size: number, spread = 1): ArticleSignals[] {
  const next = random(seed);
  const pick = (pool: number, count: number, prefix: string) =>
    Array.from({ length: count }, () => `${prefix}${Math.floor(next() * pool)}`);
  return Array.from({ length: size }, (_, i) => ({
    id: i + 1,
    strongTerms: pick(30 * spread, 3, 't'),
    terms: pick(60 * spread, 8, 'a'),
    referenceDois: pick(40 * spread, 4, '10.1/'),
    cites: next() < 0.3 ? [1 + Math.floor(next() * size)] : [],
    recommendable: next() > 0.1,
  }));
}

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

/** The whole store's figures, as the database keeps them (migration 0032) and counts them. */
function statsOf(articles: readonly ArticleSignals[]): CorpusStats {
  const count = <K>(lists: Iterable<Iterable<K>>) => {
    const df = new Map<K, number>();
    for (const list of lists) for (const k of new Set(list)) df.set(k, (df.get(k) ?? 0) + 1);
    return df;
  };
  return {
    articles: articles.length,
    termDf: count(articles.map((a) => [...a.strongTerms, ...a.terms])),
    referenceDf: count(articles.map((a) => a.referenceDois)),
    citerDf: new Map(articles.map((a) => [a.id, new Set(a.cites.filter((c) => c !== a.id)).size])),
  };
}

/** `articles` with every citer listed on the cited article (as the update reads them). */
function withCiters(articles: readonly ArticleSignals[]): ArticleSignals[] {
  return articles.map((a) => ({
    ...a,
    citedBy: articles.filter((b) => b.cites.includes(a.id)).map((b) => b.id),
  }));
}

/** The lists to make and every article sharing a key scored in the store, or a citation, with one of them. */
function neighbourhood(articles: readonly ArticleSignals[], stats: CorpusStats, remake: ReadonlySet<number>): ArticleSignals[] {
  const limit = commonLimit(stats.articles);
  const scored = (df: number | undefined) => df !== undefined && df >= 2 && df <= limit;
  const keys = (a: ArticleSignals) => [
    ...[...a.strongTerms, ...a.terms].filter((t) => scored(stats.termDf.get(t))).map((t) => `t:${t}`),
    ...a.referenceDois.filter((d) => scored(stats.referenceDf.get(d))).map((d) => `d:${d}`),
    ...(a.citedBy ?? []).filter((c) => scored(stats.citerDf.get(c))).map((c) => `c:${c}`),
  ];
  const wanted = new Set(articles.filter((a) => remake.has(a.id)).flatMap(keys));
  const linked = new Set(articles.filter((a) => remake.has(a.id)).flatMap((a) => [...a.cites, ...(a.citedBy ?? [])]));
  return articles.filter((a) => remake.has(a.id) || linked.has(a.id) || keys(a).some((k) => wanted.has(k)));
}

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
