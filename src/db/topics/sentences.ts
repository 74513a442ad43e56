/**
 * Sentences for topic pages: where an article defines or uses a term. Sentence boundaries
 * come from Intl.Segmenter (the same ICU rules in Node and browsers), so abbreviations such
 * as "et al." and "Fig." are mostly kept inside their sentence.
 */

/** Longest sentence a topic page quotes; longer ones are cut around the term. */
export const MAX_SENTENCE_LENGTH = 400;

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** The sentence of `text` around [start, end), whitespace collapsed, cut to MAX_SENTENCE_LENGTH around the match. */
export function sentenceAround(text: string, start: number, end: number): { sentence: string; matchStart: number; matchEnd: number } {
  const segment = segmenter.segment(text).containing(start);
  let from = segment ? segment.index : 0;
  let to = segment ? segment.index + segment.segment.length : text.length;
  // A sentence the segmenter cut inside the match (an abbreviation in the term) grows to hold it.
  if (to < end) to = segmenter.segment(text).containing(end - 1)?.index ?? end;
  to = Math.max(to, end);
  if (to - from > MAX_SENTENCE_LENGTH) {
    const room = Math.max(0, MAX_SENTENCE_LENGTH - (end - start));
    from = Math.max(from, start - Math.floor(room / 2));
    to = Math.min(to, from + MAX_SENTENCE_LENGTH);
  }
  const raw = text.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const before = collapse(raw.slice(lead, start - from));
  const match = collapse(text.slice(start, end));
  const after = collapse(text.slice(end, to)).trimEnd();
  return { sentence: before + match + after, matchStart: before.length, matchEnd: before.length + match.length };
}

function collapse(s: string): string {
  return s.replace(/\s+/g, ' ');
}

const DEFINED_AFTER =
  /^\s*(?:\([^()]{1,60}\)\s*)?,?\s*(?:is|are)\s+(?:an?|the|defined|used to|known as|a term|one of)\b|^\s*(?:\([^()]{1,60}\)\s*)?,?\s*(?:refers? to|denotes?|describes?|means)\b/i;
const DEFINED_BEFORE = /\b(?:called|termed|known as|defined as|referred to as|denoted)\s*[“"'‘]?$/i;
const ABBREVIATION_BEFORE = /\(\s*$/;

/**
 * Whether the sentence defines the term at [matchStart, matchEnd): "X is a …", "X refers to …",
 * "… known as X", or an abbreviation introduced in brackets, "… (X)".
 */
export function isDefinition(sentence: string, matchStart: number, matchEnd: number): boolean {
  const before = sentence.slice(0, matchStart);
  const after = sentence.slice(matchEnd);
  if (DEFINED_AFTER.test(after) || DEFINED_BEFORE.test(before)) return true;
  return ABBREVIATION_BEFORE.test(before) && /^\s*\)/.test(after) && /\S\s*\(\s*$/.test(before);
}
