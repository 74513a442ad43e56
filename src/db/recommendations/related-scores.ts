/**
 * Related-article scoring for recommendations (spec 000 §4, 001 §4): text similarity over title,
 * abstract and keywords combined with bibliographic coupling (shared references), co-citation
 * (cited together by the same articles) and direct citation. Pure; the builder feeds it the
 * stored articles and writes the top of each list.
 *
 * Built to run over 100k articles: every signal is a sparse weighted vector per article kept
 * as compressed postings (typed arrays); each article's scores accumulate in one reused array
 * and only its best few are kept. Keys shared by too many articles (commonLimit) are skipped —
 * they say little and would cost much — and an article queries with its most distinctive terms.
 */

export interface ArticleSignals {
  id: number;
  /** Stemmed terms (or term ids) of the title and keywords, weighted higher. */
  strongTerms: readonly (string | number)[];
  /** Stemmed terms (or term ids) of the abstracts. */
  terms: readonly (string | number)[];
  /** Normalised DOIs (or ids) of the article's references. */
  referenceDois: readonly (string | number)[];
  /** Ids of stored articles this one cites (the citation graph). */
  cites: readonly number[];
  /**
   * With CorpusStats only: ids of every stored article citing this one, ascending (without
   * them the citers are found among the given articles' `cites`).
   */
  citedBy?: readonly number[];
  /** False for a notice (correction, retraction, expression of concern): never recommended. */
  recommendable?: boolean;
}

/**
 * Figures of the whole store, for scoring when the given articles are only part of it (the
 * update after an ingest run): then every weight and every choice of keys is the one a
 * scoring over the whole store makes.
 */
export interface CorpusStats {
  /** Articles in the store. */
  articles: number;
  /** In how many stored articles each term is (title, keywords or abstract); every term of the given articles. */
  termDf: ReadonlyMap<string | number, number>;
  /** In how many stored articles' references each DOI is; a DOI left out is not scored. */
  referenceDf: ReadonlyMap<string | number, number>;
  /** How many other stored articles each citing article cites; a citer left out is not scored. */
  citerDf: ReadonlyMap<number, number>;
}

export interface Scored {
  id: number;
  score: number;
}

/** How much each signal counts; they sum to 1 so a score stays within 0..1. */
export const SIGNAL_WEIGHTS = { text: 0.5, coupling: 0.2, coCitation: 0.1, citation: 0.2 } as const;
export const MAX_RECOMMENDATIONS = 6;
/**
 * The similarity floor: a candidate scoring less is no recommendation, however few the
 * article has (a wind-turbine paper is better offered nothing than a Jovian thermosphere).
 * Tuned on the shared corpus (0.04: 86%, 0.06: 94%) so that ≥ 80% of recommendations share a subject or keyword
 * with their article (`npm run bench`, recommendations_topical_share).
 */
export const MIN_SCORE = 0.05;
const STRONG_WEIGHT = 2;
/** Terms an article queries with: its most distinctive ones. */
export const QUERY_TERMS = 40;

/** Postings longer than this are skipped. */
export function commonLimit(articleCount: number): number {
  return Math.max(50, Math.round(2 * Math.sqrt(articleCount)));
}

/** One signal: per article (by dense index) its keys and weights, already normalised. */
export interface SparseVectors {
  keys: Int32Array[];
  weights: Float64Array[];
}

/** Key → dense key index, over every article's keys; `vocabulary` maps each key to its index. */
function keyIndex(lists: readonly (readonly (string | number)[])[]): {
  ids: Int32Array[];
  count: number;
  vocabulary: Map<string | number, number>;
} {
  const vocabulary = new Map<string | number, number>();
  const ids = lists.map((list) => {
    const out = new Int32Array(list.length);
    list.forEach((k, i) => {
      let id = vocabulary.get(k);
      if (id === undefined) vocabulary.set(k, (id = vocabulary.size));
      out[i] = id;
    });
    return out;
  });
  return { ids, count: vocabulary.size, vocabulary };
}

/** Per dense key, its document frequency: over the given lists, or the store's from `known` (0 when unknown). */
function documentFrequencies(
  ids: readonly Int32Array[],
  vocabulary: ReadonlyMap<string | number, number>,
  known?: ReadonlyMap<string | number, number>,
): Int32Array {
  const df = new Int32Array(vocabulary.size);
  if (known) for (const [key, k] of vocabulary) df[k] = known.get(key) ?? 0;
  else for (const list of ids) for (const k of new Set(list)) df[k]!++;
  return df;
}

/** Compressed postings of every key held by 2..limit articles: which articles and their weights. */
class Postings {
  readonly offsets: Int32Array;
  readonly docs: Int32Array;
  readonly weights: Float32Array;
  readonly df: Int32Array;

  constructor(vectors: SparseVectors, keyCount: number, limit: number, df: Int32Array) {
    this.df = df;
    const kept = (k: number) => this.df[k]! >= 2 && this.df[k]! <= limit;
    this.offsets = new Int32Array(keyCount + 1);
    for (let k = 0; k < keyCount; k++) this.offsets[k + 1] = this.offsets[k]! + (kept(k) ? this.df[k]! : 0);
    this.docs = new Int32Array(this.offsets[keyCount]!);
    this.weights = new Float32Array(this.offsets[keyCount]!);
    const fill = this.offsets.slice(0, keyCount);
    vectors.keys.forEach((keys, doc) => {
      keys.forEach((k, i) => {
        if (!kept(k)) return;
        const at = fill[k]!++;
        this.docs[at] = doc;
        this.weights[at] = vectors.weights[doc]![i]!;
      });
    });
  }

  /** acc[other] += scale × w(doc, key) × w(other, key) over the given keys of `doc`. */
  accumulate(keys: Int32Array, weights: Float64Array, scale: number, acc: Float64Array, touched: number[]): void {
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      const w = scale * weights[i]!;
      for (let p = this.offsets[k]!; p < this.offsets[k + 1]!; p++) {
        const other = this.docs[p]!;
        if (acc[other] === 0) touched.push(other);
        acc[other]! += w * this.weights[p]!;
      }
    }
  }
}

/**
 * Unique keys (in order of first appearance) with one weight each, the largest, L2-normalised.
 * `scratch` holds a slot per key and is left as found (typed arrays, not a Map per article:
 * over 100k articles the maps cost more than the scoring).
 */
function normalised(
  keys: Int32Array,
  weightOf: (k: number, i: number) => number,
  scratch: { best: Float64Array; seen: Uint8Array },
): { keys: Int32Array; weights: Float64Array } {
  const { best, seen } = scratch;
  const order = new Int32Array(keys.length);
  let count = 0;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const w = weightOf(k, i);
    if (!seen[k]) {
      seen[k] = 1;
      order[count++] = k;
      best[k] = Math.max(0, w);
    } else best[k] = Math.max(best[k]!, w);
  }
  const unique = order.slice(0, count);
  const weights = new Float64Array(count);
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const k = unique[i]!;
    weights[i] = best[k]!;
    sum += weights[i]! * weights[i]!;
    seen[k] = 0;
  }
  const norm = Math.sqrt(sum) || 1;
  for (let i = 0; i < count; i++) weights[i]! /= norm;
  return { keys: unique, weights };
}

/**
 * Text: binary terms, title and keywords counting double, times idf; cosine of the normalised
 * vectors. Exported for the score bounds (related-bounds.ts), which must weigh as scoring does.
 */
export function textVectors(
  articles: readonly ArticleSignals[],
  stats?: CorpusStats,
): { vectors: SparseVectors; keyCount: number; df: Int32Array; vocabulary: Map<string | number, number> } {
  const { ids, count, vocabulary } = keyIndex(articles.map((a) => [...a.strongTerms, ...a.terms]));
  const df = documentFrequencies(ids, vocabulary, stats?.termDf);
  const scratch = { best: new Float64Array(count), seen: new Uint8Array(count) };
  // A term the store's counts miss (written meanwhile) counts as in this article alone.
  for (let k = 0; k < count; k++) df[k] = Math.max(df[k]!, stats ? 1 : 0);
  const n = stats?.articles ?? articles.length;
  // Once per term, not per occurrence (the same value: one expression of the same numbers).
  const idf = new Float64Array(count);
  for (let k = 0; k < count; k++) idf[k] = Math.log(1 + n / df[k]!);
  const vectors: SparseVectors = { keys: [], weights: [] };
  articles.forEach((a, doc) => {
    const strong = a.strongTerms.length;
    const v = normalised(ids[doc]!, (k, i) => (i < strong ? STRONG_WEIGHT : 1) * idf[k]!, scratch);
    vectors.keys.push(v.keys);
    vectors.weights.push(v.weights);
  });
  return { vectors, keyCount: count, df, vocabulary };
}

/** Overlap of key sets as a cosine of 0/1 vectors: |A ∩ B| / sqrt(|A| |B|). */
function setVectors(
  lists: readonly (readonly (string | number)[])[],
  known?: ReadonlyMap<string | number, number>,
): { vectors: SparseVectors; keyCount: number; df: Int32Array } {
  const { ids, count, vocabulary } = keyIndex(lists);
  const seen = new Uint8Array(count);
  const vectors: SparseVectors = { keys: [], weights: [] };
  for (const list of ids) {
    // What `normalised` gives every key weighing 1: its unique keys in order, each 1 / √(their number).
    const unique = new Int32Array(list.length);
    let size = 0;
    for (let i = 0; i < list.length; i++) {
      const k = list[i]!;
      if (seen[k]) continue;
      seen[k] = 1;
      unique[size++] = k;
    }
    const keys = unique.slice(0, size);
    for (let i = 0; i < size; i++) seen[keys[i]!] = 0;
    vectors.keys.push(keys);
    vectors.weights.push(new Float64Array(size).fill(1 / (Math.sqrt(size) || 1)));
  }
  return { vectors, keyCount: count, df: documentFrequencies(ids, vocabulary, known) };
}

/**
 * The terms `article` is scored with when `stats` weigh the store: its QUERY_TERMS heaviest
 * scored terms (as `queryOf` picks them; a term tied with the last one is included too).
 */
export function queryTerms(article: ArticleSignals, stats: CorpusStats): (string | number)[] {
  const limit = commonLimit(stats.articles);
  const weights = new Map<string | number, number>();
  const strong = article.strongTerms.length;
  [...article.strongTerms, ...article.terms].forEach((t, i) => {
    const df = stats.termDf.get(t) ?? 1;
    if (df < 2 || df > limit) return;
    weights.set(t, Math.max(weights.get(t) ?? 0, (i < strong ? STRONG_WEIGHT : 1) * Math.log(1 + stats.articles / df)));
  });
  const sorted = [...weights].sort((x, y) => y[1] - x[1]);
  if (sorted.length <= QUERY_TERMS) return sorted.map(([t]) => t);
  // Normalising may round two weights to one: a margin keeps every term queryOf can pick.
  const last = sorted[QUERY_TERMS - 1]![1] * (1 - 1e-9);
  return sorted.filter(([, w]) => w >= last).map(([t]) => t);
}

/**
 * The `count` heaviest entries of a vector whose keys are scored (df within 2..limit), heaviest
 * first and, among equal weights, in the vector's order; exported for related-bounds.ts. Runs
 * for every article an update scores (tens of thousands): a native sort of the weights finds the
 * count-th heaviest, and only the entries kept are ordered.
 */
export function queryOf(keys: Int32Array, weights: Float64Array, df: Int32Array, limit: number, count: number) {
  const usable: number[] = [];
  for (let i = 0; i < keys.length; i++) {
    const f = df[keys[i]!]!;
    if (f >= 2 && f <= limit) usable.push(i);
  }
  let chosen = usable;
  if (usable.length > count) {
    const sorted = Float64Array.from(usable, (i) => weights[i]!).sort();
    const last = sorted[usable.length - count]!;
    let ties = count - usable.filter((i) => weights[i]! > last).length;
    chosen = usable.filter((i) => weights[i]! > last || (weights[i] === last && ties-- > 0));
  }
  // Stable: equal weights keep the vector's order (a set's keys all weigh the same, so they stay as they are).
  chosen.sort((x, y) => weights[y]! - weights[x]!);
  return { keys: Int32Array.from(chosen, (i) => keys[i]!), weights: Float64Array.from(chosen, (i) => weights[i]!) };
}

/** The best `max` of the touched entries (score desc, then id asc), then the accumulator is cleared. */
function takeBest(
  acc: Float64Array,
  touched: number[],
  self: number,
  ids: readonly number[],
  max: number,
  eligible: (doc: number) => boolean,
  floor: number,
): Scored[] {
  const best: Scored[] = [];
  for (const doc of touched) {
    const score = acc[doc]!;
    acc[doc] = 0;
    if (doc === self || score <= 0 || score < floor || !eligible(doc)) continue;
    const id = ids[doc]!;
    if (best.length === max && (score < best[max - 1]!.score || (score === best[max - 1]!.score && id > best[max - 1]!.id))) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1]!.score < score || (best[at - 1]!.score === score && best[at - 1]!.id > id))) at--;
    best.splice(at, 0, { id, score });
    if (best.length > max) best.pop();
  }
  touched.length = 0;
  return best;
}

/**
 * For every article, its best related articles (never itself, never a notice, none under the
 * floor), best first, at most `max`; ties by id.
 */
export function relatedArticles(
  articles: readonly ArticleSignals[],
  max = MAX_RECOMMENDATIONS,
  floor = MIN_SCORE,
  only?: ReadonlySet<number>,
): Map<number, Scored[]> {
  return scorer(articles, max, floor).lists(only);
}

/**
 * Scoring over part of the store (the update after an ingest run): `articles` hold the lists to
 * make again (`remake`) and every article sharing a scored key or a citation with one of them,
 * `stats` the whole store's figures. Returns the lists of `remake` — each the list
 * `relatedArticles` makes over the whole store — and, for every other given article, the
 * articles of `entering` that its list would take (recommendable, at or above the floor) with
 * the scores such a list gives them, best first.
 */
export function relatedArticlesAmong(
  articles: readonly ArticleSignals[],
  stats: CorpusStats,
  remake: ReadonlySet<number>,
  entering: ReadonlySet<number>,
  max = MAX_RECOMMENDATIONS,
  floor = MIN_SCORE,
): { lists: Map<number, Scored[]>; entries: Map<number, Scored[]> } {
  const scoring = scorer(articles, max, floor, stats);
  const lists = scoring.lists(remake);
  const others = new Set(articles.map((a) => a.id).filter((id) => !remake.has(id)));
  return { lists, entries: nonEmpty(scoring.toward(others, entering)) };
}

/** The lists of relatedArticlesAmong alone (the pruned update's rounds, which score no entries). */
export function listsAmong(
  articles: readonly ArticleSignals[],
  stats: CorpusStats,
  remake: ReadonlySet<number>,
  max = MAX_RECOMMENDATIONS,
  floor = MIN_SCORE,
): Map<number, Scored[]> {
  return scorer(articles, max, floor, stats).lists(remake);
}

/**
 * The entries of relatedArticlesAmong alone, for the lists of `of` (articles among `articles`,
 * none of `entering`): what each would take of `entering`, at the scores a list made over the
 * whole store gives them. `articles` need hold only `of` and `entering`: each score depends on
 * the two articles and the store's figures alone.
 */
export function enteringScores(
  articles: readonly ArticleSignals[],
  stats: CorpusStats,
  of: ReadonlySet<number>,
  entering: ReadonlySet<number>,
  max = MAX_RECOMMENDATIONS,
  floor = MIN_SCORE,
): Map<number, Scored[]> {
  return nonEmpty(scorer(articles, max, floor, stats).toward(of, entering));
}

function nonEmpty(entries: Map<number, Scored[]>): Map<number, Scored[]> {
  for (const [id, list] of entries) if (list.length === 0) entries.delete(id);
  return entries;
}

function scorer(articles: readonly ArticleSignals[], max: number, floor: number, stats?: CorpusStats) {
  const n = stats?.articles ?? articles.length;
  const limit = commonLimit(n);
  const ids = articles.map((a) => a.id);
  const docOf = new Map(ids.map((id, doc) => [id, doc]));
  // Co-citation keys are the citing articles' ids (ascending: articles come in id order).
  const citers: number[][] = articles.map(() => []);
  const neighbours: Set<number>[] = articles.map(() => new Set());
  const link = (citing: number, cited: number) => {
    neighbours[citing]!.add(cited);
    neighbours[cited]!.add(citing);
  };
  articles.forEach((a, doc) => {
    for (const cited of a.cites) {
      const other = docOf.get(cited);
      if (other === undefined || other === doc) continue;
      if (!stats) citers[other]!.push(a.id);
      link(doc, other);
    }
    if (!stats) return;
    for (const citing of a.citedBy ?? []) {
      if (citing === a.id) continue;
      citers[doc]!.push(citing);
      const other = docOf.get(citing);
      if (other !== undefined) link(other, doc);
    }
  });
  const signals = [
    { ...textVectors(articles, stats), weight: SIGNAL_WEIGHTS.text, query: QUERY_TERMS },
    {
      ...setVectors(
        articles.map((a) => a.referenceDois),
        stats?.referenceDf,
      ),
      weight: SIGNAL_WEIGHTS.coupling,
      query: Infinity,
    },
    { ...setVectors(citers, stats?.citerDf), weight: SIGNAL_WEIGHTS.coCitation, query: Infinity },
  ];
  // Built when lists are made: entries (toward) read only the targets' keys.
  let postings: Postings[] | undefined;
  const postingsOf = () => (postings ??= signals.map((s) => new Postings(s.vectors, s.keyCount, limit, s.df)));
  const scored = (df: number) => df >= 2 && df <= limit;

  const size = articles.length;
  const acc = new Float64Array(size);
  const touched: number[] = [];
  const recommendable = (doc: number) => articles[doc]!.recommendable !== false;
  /** Each article's best `count` (of those `to` accepts), for the articles in `only` (all when absent). */
  const lists = (only?: ReadonlySet<number>, to?: (id: number) => boolean, count = max) => {
    const eligible = to ? (doc: number) => recommendable(doc) && to(ids[doc]!) : recommendable;
    const result = new Map<number, Scored[]>();
    const byKey = postingsOf();
    for (let doc = 0; doc < size; doc++) {
      if (only && !only.has(ids[doc]!)) continue;
      signals.forEach((s, j) => {
        const q = queryOf(s.vectors.keys[doc]!, s.vectors.weights[doc]!, s.df, limit, s.query);
        byKey[j]!.accumulate(q.keys, q.weights, s.weight, acc, touched);
      });
      for (const other of neighbours[doc]!) {
        if (acc[other] === 0) touched.push(other);
        acc[other]! += SIGNAL_WEIGHTS.citation;
      }
      result.set(ids[doc]!, takeBest(acc, touched, doc, ids, count, eligible, floor));
    }
    return result;
  };
  /**
   * For each article of `only`, the `targets` its list would take and their scores: what `lists`
   * computes for them, in the same order of operations, but with postings cut to the targets.
   */
  const toward = (only: ReadonlySet<number>, targets: ReadonlySet<number>) => {
    const isTarget = new Uint8Array(size);
    ids.forEach((id, doc) => {
      if (targets.has(id)) isTarget[doc] = 1;
    });
    const cut = signals.map((s) => {
      const byKey = new Map<number, { docs: number[]; weights: number[] }>();
      for (let doc = 0; doc < size; doc++) {
        if (!isTarget[doc]) continue;
        const keys = s.vectors.keys[doc]!;
        for (let i = 0; i < keys.length; i++) {
          const k = keys[i]!;
          if (!scored(s.df[k]!)) continue;
          const posting = byKey.get(k) ?? { docs: [], weights: [] };
          posting.docs.push(doc);
          posting.weights.push(Math.fround(s.vectors.weights[doc]![i]!));
          byKey.set(k, posting);
        }
      }
      return byKey;
    });
    const eligible = (doc: number) => isTarget[doc] === 1 && recommendable(doc);
    const result = new Map<number, Scored[]>();
    for (let doc = 0; doc < size; doc++) {
      if (!only.has(ids[doc]!)) continue;
      signals.forEach((s, j) => {
        // Most articles share no key with a target in a signal: no query to pick then.
        if (!s.vectors.keys[doc]!.some((k) => cut[j]!.has(k))) return;
        const q = queryOf(s.vectors.keys[doc]!, s.vectors.weights[doc]!, s.df, limit, s.query);
        for (let i = 0; i < q.keys.length; i++) {
          const posting = cut[j]!.get(q.keys[i]!);
          if (!posting) continue;
          const w = s.weight * q.weights[i]!;
          posting.docs.forEach((other, p) => {
            if (acc[other] === 0) touched.push(other);
            acc[other]! += w * posting.weights[p]!;
          });
        }
      });
      for (const other of neighbours[doc]!) {
        if (!isTarget[other]) continue;
        if (acc[other] === 0) touched.push(other);
        acc[other]! += SIGNAL_WEIGHTS.citation;
      }
      result.set(ids[doc]!, takeBest(acc, touched, doc, ids, targets.size, eligible, floor));
    }
    return result;
  };
  return { lists, toward };
}
