/**
 * Small random stores of article signals for the unit tests of recommendations
 * (src/db/recommendations): deterministic, so a failing store can be made again.
 */
import { commonLimit, type ArticleSignals, type CorpusStats } from '#src/db/recommendations/related-scores.ts';

/** A small deterministic generator (mulberry32), so a failing corpus can be found again. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `spread`: how many times larger the vocabularies are (sparser corpora, smaller neighbourhoods). */
export function corpus(seed: number, size: number, spread = 1): ArticleSignals[] {
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

/** The whole store's figures, as the database keeps them (migration 0032) and counts them. */
export function statsOf(articles: readonly ArticleSignals[]): CorpusStats {
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
export function withCiters(articles: readonly ArticleSignals[]): ArticleSignals[] {
  return articles.map((a) => ({
    ...a,
    citedBy: articles.filter((b) => b.cites.includes(a.id)).map((b) => b.id),
  }));
}

/** The lists to make and every article sharing a key scored in the store, or a citation, with one of them. */
export function neighbourhood(articles: readonly ArticleSignals[], stats: CorpusStats, remake: ReadonlySet<number>): ArticleSignals[] {
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
