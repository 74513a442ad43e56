/**
 * The changed articles' scores in the lists of other articles (the update after an ingest run):
 * what `relatedArticlesAmong` gives as entries, computed for each list's article on its own
 * instead of through the scorer over every article around. The scorer builds vectors, postings
 * and a vocabulary for all of them; here only the changed articles (a few) are indexed, and each
 * list's article is weighed once, in the same order of operations, so every score is the same
 * number.
 */
import {
  commonLimit,
  MIN_SCORE,
  QUERY_TERMS,
  SIGNAL_WEIGHTS,
  STRONG_WEIGHT,
  textVectors,
  type ArticleSignals,
  type CorpusStats,
  type Scored,
} from './related-scores.ts';

/** Per key of the changed articles: which of them hold it and their weights (single precision, as in postings). */
type KeyPostings = Map<string | number, Array<{ target: number; weight: number }>>;

/** The changed articles' scored keys of one set signal (references or citers): 1/√(own count) each. */
function setPostings(
  lists: readonly (readonly (string | number)[])[],
  df: ReadonlyMap<string | number, number>,
  scored: (df: number) => boolean,
): KeyPostings {
  const out: KeyPostings = new Map();
  lists.forEach((list, target) => {
    const unique = new Set(list);
    const weight = Math.fround(1 / (Math.sqrt(unique.size) || 1));
    for (const k of unique) {
      if (!scored(df.get(k) ?? 0)) continue;
      const posting = out.get(k) ?? [];
      posting.push({ target, weight });
      out.set(k, posting);
    }
  });
  return out;
}

/**
 * For each of `owners` (articles whose stored lists are not made again), the articles of
 * `targets` its list takes (recommendable, at or above the floor) with their scores, best first
 * (ties by id); owners that take none are left out. Equal to `relatedArticlesAmong([...targets,
 * ...owners], stats, ∅, targets)`'s entries for the owners.
 */
export function enteringScores(
  targets: readonly ArticleSignals[],
  owners: readonly ArticleSignals[],
  stats: CorpusStats,
  floor = MIN_SCORE,
): Map<number, Scored[]> {
  const n = stats.articles;
  const limit = commonLimit(n);
  const scored = (df: number) => df >= 2 && df <= limit;
  const sorted = [...targets].sort((x, y) => x.id - y.id);
  const targetOf = new Map(sorted.map((t, i) => [t.id, i]));

  const text = textVectors(sorted, stats);
  const termOf: (string | number)[] = [];
  for (const [term, k] of text.vocabulary) termOf[k] = term;
  const byTerm: KeyPostings = new Map();
  sorted.forEach((_, target) => {
    const keys = text.vectors.keys[target]!;
    for (let i = 0; i < keys.length; i++) {
      if (!scored(text.df[keys[i]!]!)) continue;
      const term = termOf[keys[i]!]!;
      const posting = byTerm.get(term) ?? [];
      posting.push({ target, weight: Math.fround(text.vectors.weights[target]![i]!) });
      byTerm.set(term, posting);
    }
  });
  const byDoi = setPostings(
    sorted.map((t) => t.referenceDois),
    stats.referenceDf,
    scored,
  );
  const citersOf = (a: ArticleSignals) => (a.citedBy ?? []).filter((c) => c !== a.id);
  const byCiter = setPostings(sorted.map(citersOf), stats.citerDf as ReadonlyMap<string | number, number>, scored);
  /** Per owner id, the targets it has a citation with (either way). */
  const linked = new Map<number, Set<number>>();
  const link = (owner: number, target: number) => {
    const set = linked.get(owner) ?? new Set();
    set.add(target);
    linked.set(owner, set);
  };
  sorted.forEach((t, target) => {
    for (const other of [...t.cites, ...(t.citedBy ?? [])]) if (other !== t.id) link(other, target);
  });

  const acc = new Float64Array(sorted.length);
  const touched: number[] = [];
  const add = (target: number, value: number) => {
    if (acc[target] === 0) touched.push(target);
    acc[target]! += value;
  };
  const result = new Map<number, Scored[]>();
  for (const owner of owners) {
    if (targetOf.has(owner.id)) continue;
    for (const other of [...owner.cites, ...(owner.citedBy ?? [])]) {
      const target = targetOf.get(other);
      if (target !== undefined && other !== owner.id) link(owner.id, target);
    }
    const query = ownerQuery(owner, stats, limit);
    for (let i = 0; i < query.terms.length; i++) {
      const posting = byTerm.get(query.terms[i]!);
      if (!posting) continue;
      const w = SIGNAL_WEIGHTS.text * query.weights[i]!;
      for (const p of posting) add(p.target, w * p.weight);
    }
    setScores(owner.referenceDois, stats.referenceDf, scored, byDoi, SIGNAL_WEIGHTS.coupling, add);
    setScores(citersOf(owner), stats.citerDf as ReadonlyMap<string | number, number>, scored, byCiter, SIGNAL_WEIGHTS.coCitation, add);
    for (const target of linked.get(owner.id) ?? []) add(target, SIGNAL_WEIGHTS.citation);
    const best: Scored[] = [];
    for (const target of touched) {
      const score = acc[target]!;
      acc[target] = 0;
      if (score <= 0 || score < floor || sorted[target]!.recommendable === false) continue;
      best.push({ id: sorted[target]!.id, score });
    }
    touched.length = 0;
    if (best.length > 0) result.set(owner.id, best.sort((x, y) => y.score - x.score || x.id - y.id));
  }
  return result;
}

/** An owner's part of one set signal: its scored keys, each 1/√(own count), against the targets holding them. */
function setScores(
  keys: readonly (string | number)[],
  df: ReadonlyMap<string | number, number>,
  scored: (df: number) => boolean,
  postings: KeyPostings,
  signalWeight: number,
  add: (target: number, value: number) => void,
): void {
  const unique = new Set(keys);
  const w = signalWeight * (1 / (Math.sqrt(unique.size) || 1));
  for (const k of unique) {
    const posting = postings.get(k);
    if (!posting || !scored(df.get(k) ?? 0)) continue;
    for (const p of posting) add(p.target, w * p.weight);
  }
}

/**
 * The terms an article's list is scored with and their weights: its text vector as textVectors
 * weighs it (binary terms, title and keywords counting double, times idf, L2-normalised), then
 * its QUERY_TERMS heaviest scored terms as queryOf picks them (stable: ties in order of first
 * appearance).
 */
export function ownerQuery(article: ArticleSignals, stats: CorpusStats, limit = commonLimit(stats.articles)) {
  const strong = article.strongTerms.length;
  const all = [...article.strongTerms, ...article.terms];
  const best = new Map<string | number, number>();
  all.forEach((t, i) => {
    const df = Math.max(stats.termDf.get(t) ?? 0, 1);
    const w = (i < strong ? STRONG_WEIGHT : 1) * Math.log(1 + stats.articles / df);
    const seen = best.get(t);
    best.set(t, seen === undefined ? Math.max(0, w) : Math.max(seen, w));
  });
  let sum = 0;
  for (const w of best.values()) sum += w * w;
  const norm = Math.sqrt(sum) || 1;
  const usable: Array<{ term: string | number; weight: number }> = [];
  for (const [term, w] of best) {
    const df = Math.max(stats.termDf.get(term) ?? 0, 1);
    if (df >= 2 && df <= limit) usable.push({ term, weight: w / norm });
  }
  usable.sort((x, y) => y.weight - x.weight);
  const chosen = usable.slice(0, QUERY_TERMS);
  return { terms: chosen.map((u) => u.term), weights: chosen.map((u) => u.weight) };
}
