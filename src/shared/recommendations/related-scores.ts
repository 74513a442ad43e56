/**
 * Related-article scoring for recommendations (issue 6): text similarity over title,
 * abstract and keywords combined with bibliographic coupling (shared references), co-citation
 * (cited together by the same articles) and direct citation. Pure; the builder feeds it the
 * stored articles and writes the top of each list.
 */

export interface ArticleSignals {
  id: number;
  /** Stemmed terms of the title and keywords (weighted higher). */
  strongTerms: readonly string[];
  /** Stemmed terms of the abstracts. */
  terms: readonly string[];
  /** Normalised DOIs of the article's references. */
  referenceDois: readonly string[];
  /** Ids of stored articles this one cites (the citation graph). */
  cites: readonly number[];
}

export interface Scored {
  id: number;
  score: number;
}

/** How much each signal counts; they sum to 1 so a score stays within 0..1. */
export const SIGNAL_WEIGHTS = { text: 0.5, coupling: 0.2, coCitation: 0.1, citation: 0.2 } as const;
export const MAX_RECOMMENDATIONS = 6;
const STRONG_WEIGHT = 2;

/** Postings longer than this are skipped: a term (or reference) that common says little and costs much. */
export function commonLimit(articleCount: number): number {
  return Math.max(50, Math.round(10 * Math.sqrt(articleCount)));
}

type Vector = Map<number, number>;

/** Inverted index of key → article ids, and each article's keys. */
function postings(keysOf: Map<number, Iterable<string | number>>): Map<string | number, number[]> {
  const index = new Map<string | number, number[]>();
  for (const [id, keys] of keysOf) {
    for (const k of new Set(keys)) {
      const list = index.get(k);
      if (list) list.push(id);
      else index.set(k, [id]);
    }
  }
  return index;
}

function textVectors(articles: readonly ArticleSignals[]): Map<number, Map<string, number>> {
  const df = new Map<string, number>();
  for (const a of articles) for (const t of new Set([...a.strongTerms, ...a.terms])) df.set(t, (df.get(t) ?? 0) + 1);
  const n = articles.length;
  const vectors = new Map<number, Map<string, number>>();
  for (const a of articles) {
    const v = new Map<string, number>();
    for (const t of a.terms) v.set(t, 1);
    for (const t of a.strongTerms) v.set(t, STRONG_WEIGHT);
    let norm = 0;
    for (const [t, w] of v) {
      const idf = Math.log(1 + n / (df.get(t) ?? 1));
      v.set(t, w * idf);
      norm += (w * idf) ** 2;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [t, w] of v) v.set(t, w / norm);
    vectors.set(a.id, v);
  }
  return vectors;
}

/** Cosine similarity of each article to every other sharing a term (normalised vectors, so a sum of products). */
function textSimilarity(articles: readonly ArticleSignals[], limit: number): Map<number, Vector> {
  const vectors = textVectors(articles);
  const index = postings(new Map([...vectors].map(([id, v]) => [id, v.keys()])));
  const out = new Map<number, Vector>();
  for (const [id, v] of vectors) {
    const sims: Vector = new Map();
    for (const [t, w] of v) {
      const list = index.get(t)!;
      if (list.length > limit) continue;
      for (const other of list) if (other !== id) sims.set(other, (sims.get(other) ?? 0) + w * vectors.get(other)!.get(t)!);
    }
    out.set(id, sims);
  }
  return out;
}

/** Overlap of key sets, normalised: |A ∩ B| / sqrt(|A| |B|) (coupling over references, co-citation over citers). */
function overlap(keysOf: Map<number, Set<string | number>>, limit: number): Map<number, Vector> {
  const index = postings(keysOf);
  const out = new Map<number, Vector>();
  for (const [id, keys] of keysOf) {
    const shared: Vector = new Map();
    for (const k of keys) {
      const list = index.get(k)!;
      if (list.length > limit) continue;
      for (const other of list) if (other !== id) shared.set(other, (shared.get(other) ?? 0) + 1);
    }
    for (const [other, count] of shared) shared.set(other, count / Math.sqrt(keys.size * keysOf.get(other)!.size));
    out.set(id, shared);
  }
  return out;
}

/** For every article, its best related articles (never itself), best first, at most `max`; ties by id. */
export function relatedArticles(articles: readonly ArticleSignals[], max = MAX_RECOMMENDATIONS): Map<number, Scored[]> {
  const limit = commonLimit(articles.length);
  const text = textSimilarity(articles, limit);
  const references = new Map(articles.filter((a) => a.referenceDois.length > 0).map((a) => [a.id, new Set<string | number>(a.referenceDois)]));
  const citers = new Map<number, Set<string | number>>();
  const citation = new Map<number, Set<number>>();
  for (const a of articles) {
    for (const cited of a.cites) {
      if (cited === a.id) continue;
      citers.set(cited, (citers.get(cited) ?? new Set()).add(a.id));
      citation.set(a.id, (citation.get(a.id) ?? new Set()).add(cited));
      citation.set(cited, (citation.get(cited) ?? new Set()).add(a.id));
    }
  }
  const coupling = overlap(references, limit);
  const coCitation = overlap(citers, limit);
  const result = new Map<number, Scored[]>();
  for (const a of articles) {
    const scores: Vector = new Map();
    const add = (v: Vector | undefined, weight: number) => {
      for (const [other, s] of v ?? []) scores.set(other, (scores.get(other) ?? 0) + weight * s);
    };
    add(text.get(a.id), SIGNAL_WEIGHTS.text);
    add(coupling.get(a.id), SIGNAL_WEIGHTS.coupling);
    add(coCitation.get(a.id), SIGNAL_WEIGHTS.coCitation);
    add(new Map([...(citation.get(a.id) ?? [])].map((id) => [id, 1])), SIGNAL_WEIGHTS.citation);
    scores.delete(a.id);
    const ranked = [...scores]
      .filter(([, s]) => s > 0)
      .sort((x, y) => y[1] - x[1] || x[0] - y[0])
      .slice(0, max)
      .map(([id, score]) => ({ id, score }));
    result.set(a.id, ranked);
  }
  return result;
}
