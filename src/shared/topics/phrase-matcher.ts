import type { Topic } from './topic-contract.ts';

/**
 * Topic phrase matching (spec 000 §5): "It is on whole words only … Only the first match per
 * phrase is linked. A phrase already linked is not linked again. Overlapping matches are
 * skipped." Text is cut into word tokens (letters and digits), so a phrase can only ever
 * match whole words; one index lookup per token keeps a scan linear in the text however
 * many topics there are.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const MAX_PHRASE_TOKENS = 8;

interface Entry<T> {
  tokens: string[];
  /** What separates the tokens, normalised (one space, one hyphen, one apostrophe). */
  gaps: string[];
  /** The phrase as a key: "cryo-em". */
  key: string;
  topic: T;
}

export interface PhraseIndex<T extends Topic = Topic> {
  byFirstToken: Map<string, Entry<T>[]>;
}

export interface PhraseMatch<T extends Topic = Topic> {
  /** UTF-16 offsets in the text: text.slice(start, end) is what matched. */
  start: number;
  end: number;
  /** The phrase key (lower case, normalised separators). */
  phrase: string;
  topic: T;
}

interface Token {
  lower: string;
  start: number;
  end: number;
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) out.push({ lower: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length });
  return out;
}

function normalizeGap(gap: string): string {
  return gap
    .replace(/\s+/g, ' ')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u02bc]/g, "'");
}

/** The key a phrase is known by: its words in lower case with normalised separators. */
export function phraseKey(phrase: string): string {
  const tokens = tokenize(phrase);
  let key = '';
  tokens.forEach((t, i) => {
    key += (i > 0 ? normalizeGap(phrase.slice(tokens[i - 1]!.end, t.start)) : '') + t.lower;
  });
  return key;
}

/** Indexes every phrase of every topic by its first word. Longer phrases are tried first. */
export function createPhraseIndex<T extends Topic>(topics: readonly T[]): PhraseIndex<T> {
  const byFirstToken = new Map<string, Entry<T>[]>();
  const seen = new Set<string>();
  for (const topic of topics) {
    for (const phrase of topic.stringMatch) {
      const tokens = tokenize(phrase);
      if (tokens.length === 0 || tokens.length > MAX_PHRASE_TOKENS) continue;
      const gaps = tokens.slice(1).map((t, i) => normalizeGap(phrase.slice(tokens[i]!.end, t.start)));
      const key = phraseKey(phrase);
      // The same phrase under two topics links to the first: one phrase, one target.
      if (seen.has(key)) continue;
      seen.add(key);
      const entry: Entry<T> = { tokens: tokens.map((t) => t.lower), gaps, key, topic };
      const list = byFirstToken.get(entry.tokens[0]!) ?? [];
      list.push(entry);
      byFirstToken.set(entry.tokens[0]!, list);
    }
  }
  for (const list of byFirstToken.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return { byFirstToken };
}

function matchesAt<T extends Topic>(entry: Entry<T>, text: string, tokens: Token[], i: number): boolean {
  if (i + entry.tokens.length > tokens.length) return false;
  for (let k = 1; k < entry.tokens.length; k++) {
    const prev = tokens[i + k - 1]!;
    const cur = tokens[i + k]!;
    if (cur.lower !== entry.tokens[k] || normalizeGap(text.slice(prev.end, cur.start)) !== entry.gaps[k - 1]) return false;
  }
  return true;
}

/**
 * Every non-overlapping match in the text, left to right; at one position the longest phrase
 * wins and the words it covers cannot start or end another match.
 */
export function* scanPhrases<T extends Topic>(text: string, index: PhraseIndex<T>): Generator<PhraseMatch<T>> {
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    const candidates = index.byFirstToken.get(tokens[i]!.lower);
    if (!candidates) continue;
    const entry = candidates.find((c) => matchesAt(c, text, tokens, i));
    if (!entry) continue;
    const last = tokens[i + entry.tokens.length - 1]!;
    yield { start: tokens[i]!.start, end: last.end, phrase: entry.key, topic: entry.topic };
    i += entry.tokens.length - 1;
  }
}

/** What has been linked so far in one annotated scope (the abstract, or one section). */
export interface LinkState {
  phrases: Set<string>;
  targets: Map<string, number>;
  /** Links allowed per topic target in this scope. */
  perTarget: number;
  /** The page being read: a topic never links to its own page. */
  currentPath?: string;
}

export function createLinkState(perTarget: number, currentPath?: string): LinkState {
  return { phrases: new Set(), targets: new Map(), perTarget, currentPath };
}

/**
 * The matches of one text to turn into links, updating the scope's state: the first match
 * of a phrase only, never a phrase already linked, never past a target's limit, never the
 * topic of the page itself.
 */
export function linkableMatches<T extends Topic>(text: string, index: PhraseIndex<T>, state: LinkState): PhraseMatch<T>[] {
  const out: PhraseMatch<T>[] = [];
  for (const m of scanPhrases(text, index)) {
    const target = m.topic.targetURL;
    if (state.phrases.has(m.phrase) || target === state.currentPath) continue;
    const used = state.targets.get(target) ?? 0;
    if (used >= state.perTarget) continue;
    state.phrases.add(m.phrase);
    state.targets.set(target, used + 1);
    out.push(m);
  }
  return out;
}
