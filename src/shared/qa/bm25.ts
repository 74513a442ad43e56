/**
 * BM25 ranking (Robertson–Spärck Jones; k1 1.2, b 0.75) over short documents, with a light
 * suffix-stripping stemmer and English stop words. Pure and small: the article's paragraphs
 * are the documents, a question's weighted terms the query.
 */
const STOP = new Set(
  (
    'a an and are as at be been being but by can could did do does for from had has have how however i if in into is it its ' +
    'may might more most no not of on or our over such than that the their them then there these they this those through ' +
    'to under up upon was we were what when where whether which while who why will with within would also both each other ' +
    'using used use between among after before during all any some only two one three here'
  ).split(' '),
);

export function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'edly', 'ied', 'ies', 'ed', 'es', 'ly', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  return word;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Word → its term (null: a stop word or a single character). Ingest tokenises every paragraph
 * of every article: most words repeat, and stemming them again cost more than the scoring. The
 * cache is emptied when it grows past CACHED_WORDS (gene names and numbers keep coming).
 */
const termOfWord = new Map<string, string | null>();
const CACHED_WORDS = 100_000;

function termOf(word: string): string | null {
  let term = termOfWord.get(word);
  if (term === undefined) {
    term = word.length > 1 && !STOP.has(word) ? stem(word) : null;
    if (termOfWord.size >= CACHED_WORDS) termOfWord.clear();
    termOfWord.set(word, term);
  }
  return term;
}

export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(WORD)) {
    const term = termOf(m[0]);
    if (term !== null) out.push(term);
  }
  return out;
}

/**
 * A text's terms with where each word starts and ends, so the terms of any slice between word
 * boundaries (a sentence) are read off without tokenising it again. `aligned` false: lower
 * case changed the text's length (a rare letter), offsets are not the text's, and `within`
 * tokenises the slice instead.
 */
export interface PositionedTokens {
  terms: string[];
  starts: number[];
  ends: number[];
  aligned: boolean;
}

export function positionedTokens(text: string): PositionedTokens {
  const lower = text.toLowerCase();
  const out: PositionedTokens = { terms: [], starts: [], ends: [], aligned: lower.length === text.length };
  for (const m of lower.matchAll(WORD)) {
    const term = termOf(m[0]);
    if (term === null) continue;
    out.terms.push(term);
    out.starts.push(m.index);
    out.ends.push(m.index + m[0].length);
  }
  return out;
}

/** The terms of `text.slice(start, end)` (a slice between word boundaries), as `tokens` gives them. */
export function tokensWithin(text: string, positioned: PositionedTokens, start: number, end: number): string[] {
  if (!positioned.aligned) return tokens(text.slice(start, end));
  const { terms, starts, ends } = positioned;
  // The first word starting at or after `start` (binary search), then every word ending by `end`.
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! < start) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < terms.length && ends[i]! <= end; i++) out.push(terms[i]!);
  return out;
}

export type Query = ReadonlyMap<string, number>;

/** A weighted query from texts: each text's terms at its weight (repeats add up). */
export function queryOf(...parts: ReadonlyArray<readonly [string, number]>): Map<string, number> {
  const q = new Map<string, number>();
  for (const [text, weight] of parts) for (const t of tokens(text)) q.set(t, (q.get(t) ?? 0) + weight);
  return q;
}

export interface Bm25Index {
  score(doc: number, query: Query): number;
  readonly size: number;
}

/** `docs`: texts, or their terms already (`tokens`). */
export function bm25Index(docs: ReadonlyArray<string | readonly string[]>, k1 = 1.2, b = 0.75): Bm25Index {
  const freqs = docs.map((d) => {
    const f = new Map<string, number>();
    for (const t of typeof d === 'string' ? tokens(d) : d) f.set(t, (f.get(t) ?? 0) + 1);
    return f;
  });
  const lengths = freqs.map((f) => [...f.values()].reduce((a, c) => a + c, 0));
  const avg = lengths.reduce((a, c) => a + c, 0) / Math.max(1, lengths.length) || 1;
  const df = new Map<string, number>();
  for (const f of freqs) for (const t of f.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const n = docs.length;
  const idf = (t: string) => Math.log(1 + (n - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));
  return {
    size: n,
    score(doc, query) {
      const f = freqs[doc];
      if (!f) return 0;
      let s = 0;
      for (const [t, w] of query) {
        const tf = f.get(t);
        if (!tf) continue;
        s += w * idf(t) * ((tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * lengths[doc]!) / avg)));
      }
      return s;
    },
  };
}
