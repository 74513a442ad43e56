/**
 * Upper bounds of related-article scores (related-scores.ts) between the articles read in full
 * and an article of which only the keys it shares with them are known, so that the update after
 * an ingest run reads in full only the articles that can reach a list (related-pruning.ts).
 *
 * Every signal is a cosine of normalised vectors, so by Cauchy–Schwarz the part of a score that
 * comes from shared keys is at most the norm of the known article's weights on those keys:
 * - text in a known article's list: √(Σ w² over its query terms the candidate holds);
 * - text of a known article in a candidate's list: √(Σ w² over its scored terms the candidate
 *   holds) (the candidate queries with some of its own scored terms);
 * - coupling and co-citation: k shared keys of n the known article has give at most √(k / n)
 *   (the candidate has at least the k);
 * - a citation between them adds its whole weight.
 */
import {
  commonLimit,
  MAX_RECOMMENDATIONS,
  QUERY_TERMS,
  queryOf,
  SIGNAL_WEIGHTS,
  textVectors,
  type ArticleSignals,
  type CorpusStats,
} from './related-scores.ts';

/** What an article not read shares with the read ones; any superset of the shared keys will do. */
export interface SharedKeys {
  id: number;
  /** Its terms (title, keywords, abstract) among the read articles' terms. */
  terms: readonly (string | number)[];
  /** Its reference DOIs among the read articles'. */
  dois: readonly (string | number)[];
  /** The articles citing it among the read articles' citers. */
  citers: readonly number[];
}

export interface ScoreBound {
  /** A read article. */
  id: number;
  /** At least the candidate's score in the read article's list. */
  inList: number;
  /** At least the read article's score in the candidate's list. */
  entering: number;
}

/** Scores are summed in another order and stored at single precision (2⁻²⁴): a margin far above both. */
const MARGIN = 1 + 1e-6;

/**
 * For a candidate, the bounds with every read article it shares a key or a citation with (none
 * with itself). `read` are weighed with the store's figures (`stats`), as the scoring does.
 */
export function scoreBounds(read: readonly ArticleSignals[], stats: CorpusStats): (candidate: SharedKeys) => ScoreBound[] {
  const limit = commonLimit(stats.articles);
  const scored = (df: number | undefined) => df !== undefined && df >= 2 && df <= limit;
  const text = textVectors(read, stats);
  const termOf: (string | number)[] = [];
  for (const [term, k] of text.vocabulary) termOf[k] = term;
  /** Per term: the read articles holding it scored, its squared weight in their query (0: not in it) and in their vector. */
  const byTerm = new Map<string | number, Array<{ doc: number; query: number; usable: number }>>();
  const byDoi = new Map<string | number, number[]>();
  const byCiter = new Map<number, number[]>();
  const byLink = new Map<number, number[]>();
  const add = <K>(map: Map<K, number[]>, key: K, doc: number) => {
    const list = map.get(key);
    if (list) list.push(doc);
    else map.set(key, [doc]);
  };
  const doiCount = new Int32Array(read.length);
  const citerCount = new Int32Array(read.length);
  read.forEach((a, doc) => {
    const keys = text.vectors.keys[doc]!;
    const weights = text.vectors.weights[doc]!;
    const query = new Set(queryOf(keys, weights, text.df, limit, QUERY_TERMS).keys);
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      if (!scored(text.df[k])) continue;
      const w2 = weights[i]! * weights[i]!;
      const term = termOf[k]!;
      const entry = { doc, query: query.has(k) ? w2 : 0, usable: w2 };
      const list = byTerm.get(term);
      if (list) list.push(entry);
      else byTerm.set(term, [entry]);
    }
    const dois = new Set(a.referenceDois);
    doiCount[doc] = dois.size;
    for (const d of dois) if (scored(stats.referenceDf.get(d))) add(byDoi, d, doc);
    const citers = new Set((a.citedBy ?? []).filter((c) => c !== a.id));
    citerCount[doc] = citers.size;
    for (const c of citers) if (scored(stats.citerDf.get(c))) add(byCiter, c, doc);
    for (const other of new Set([...a.cites, ...(a.citedBy ?? [])])) if (other !== a.id) add(byLink, other, doc);
  });

  const inQuery = new Float64Array(read.length);
  const inVector = new Float64Array(read.length);
  const dois = new Int32Array(read.length);
  const citers = new Int32Array(read.length);
  const linked = new Uint8Array(read.length);
  const touched = new Set<number>();
  return (candidate) => {
    for (const term of new Set(candidate.terms))
      for (const e of byTerm.get(term) ?? []) {
        touched.add(e.doc);
        inQuery[e.doc]! += e.query;
        inVector[e.doc]! += e.usable;
      }
    for (const d of new Set(candidate.dois))
      for (const doc of byDoi.get(d) ?? []) {
        touched.add(doc);
        dois[doc]!++;
      }
    for (const c of new Set(candidate.citers))
      for (const doc of byCiter.get(c) ?? []) {
        touched.add(doc);
        citers[doc]!++;
      }
    for (const doc of byLink.get(candidate.id) ?? []) {
      touched.add(doc);
      linked[doc] = 1;
    }
    const out: ScoreBound[] = [];
    for (const doc of touched) {
      const bibliographic =
        (dois[doc]! > 0 ? SIGNAL_WEIGHTS.coupling * Math.sqrt(dois[doc]! / doiCount[doc]!) : 0) +
        (citers[doc]! > 0 ? SIGNAL_WEIGHTS.coCitation * Math.sqrt(citers[doc]! / citerCount[doc]!) : 0) +
        linked[doc]! * SIGNAL_WEIGHTS.citation;
      if (read[doc]!.id !== candidate.id)
        out.push({
          id: read[doc]!.id,
          inList: (SIGNAL_WEIGHTS.text * Math.sqrt(inQuery[doc]!) + bibliographic) * MARGIN,
          entering: (SIGNAL_WEIGHTS.text * Math.sqrt(inVector[doc]!) + bibliographic) * MARGIN,
        });
      inQuery[doc] = inVector[doc] = 0;
      dois[doc] = citers[doc] = linked[doc] = 0;
    }
    touched.clear();
    return out;
  };
}

/** The score an article must reach to enter a list of these scores (best first): its last when full, else the floor. */
export function entryThreshold(scores: readonly number[], floor: number): number {
  return scores.length >= MAX_RECOMMENDATIONS ? Math.max(floor, scores[MAX_RECOMMENDATIONS - 1]!) : floor;
}
