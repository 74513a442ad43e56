import { OBJECT } from './source-paragraphs.ts';

/**
 * Sentences of a paragraph as [start, end) offsets into its text, so every sentence quoted is
 * a verbatim slice of the paragraph. Boundaries come from Intl.Segmenter (ICU's rules, the same
 * in Node and browsers); a break after an abbreviation ("et al.", "Fig.", "e.g.") or before a
 * lower-case word or a digit is undone.
 */
export interface SentenceSpan {
  start: number;
  end: number;
  text: string;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
const ABBREVIATION_END =
  /(?:\bet al|\b[Ff]igs?|\b[Ee]qs?|\b[Rr]efs?|\b[Tt]ab|\b[Ss]uppl?|\bi\.e|\be\.g|\bvs|\bcf|\bca|\bapprox|\bNos?|\bDr|\bSt|\bresp|\bSect?|\b[A-Z])\.\s*$/;
const CONTINUES = /^[\s(]*[a-z0-9,;:)\]]/;

/** Shortest and longest sentence an extractive answer quotes. */
export const MIN_SENTENCE_CHARS = 30;
export const MAX_SENTENCE_CHARS = 600;

export function sentenceSpans(text: string): SentenceSpan[] {
  const raw: Array<{ start: number; end: number }> = [];
  for (const s of segmenter.segment(text)) {
    const prev = raw.at(-1);
    const piece = { start: s.index, end: s.index + s.segment.length };
    if (prev && (ABBREVIATION_END.test(text.slice(prev.start, prev.end)) || CONTINUES.test(s.segment))) prev.end = piece.end;
    else raw.push(piece);
  }
  const out: SentenceSpan[] = [];
  for (const { start, end } of raw) {
    const slice = text.slice(start, end);
    const lead = slice.length - slice.trimStart().length;
    const trimmed = slice.trim();
    if (trimmed) out.push({ start: start + lead, end: start + lead + trimmed.length, text: trimmed });
  }
  return out;
}

/** A sentence an answer may quote: whole text (no math or other object), a real sentence's length, ends like one. */
export function isQuotable(sentence: string): boolean {
  return (
    !sentence.includes(OBJECT) &&
    sentence.length >= MIN_SENTENCE_CHARS &&
    sentence.length <= MAX_SENTENCE_CHARS &&
    /[.!?)\]"”’]$/.test(sentence) &&
    /^[\p{Lu}\p{N}("“‘[]/u.test(sentence) &&
    sentence.split(/\s+/).length >= 6
  );
}
