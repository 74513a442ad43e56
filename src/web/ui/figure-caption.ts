/**
 * Short figure captions (spec 000 §5): "A figure with no label or caption is labelled
 * 'Unlabelled figure'. Captions are truncated to 80 characters: the first sentence is cut at
 * a word boundary and an ellipsis is added."
 * Used wherever a figure needs a one-line name: placeholders, scroll regions, lists of figures.
 */
export const CAPTION_MAX_LENGTH = 80;
export const UNLABELLED_FIGURE = 'Unlabelled figure';
const ELLIPSIS = '\u2026';

// Words that end with a full stop without ending the sentence ("Fig. 2", "et al.", "e.g.").
const ABBREVIATIONS = new Set([
  'fig',
  'figs',
  'al',
  'e.g',
  'i.e',
  'vs',
  'cf',
  'ca',
  'approx',
  'no',
  'nos',
  'eq',
  'eqs',
  'ref',
  'refs',
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'st',
  'sp',
  'spp',
  'var',
  'subsp',
  'etc',
  'resp',
  'min',
  'max',
  'vol',
  'pp',
]);

/** Whitespace collapsed to single spaces and trimmed. */
function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function endsSentence(text: string, i: number): boolean {
  const next = text[i + 1];
  if (next !== undefined && next !== ' ') return false; // "1.5", "e.g.", "ABC.def"
  if (text[i] !== '.') return true;
  const after = text[i + 2];
  if (after !== undefined && /\p{Ll}/u.test(after)) return false; // "sp. nov."
  const word = /(\S+)$/.exec(text.slice(0, i))?.[1] ?? '';
  const bare = word.replace(/^[("'[]+/, '').toLowerCase();
  if (ABBREVIATIONS.has(bare)) return false;
  return !/^\p{Lu}$/u.test(word); // an initial, as in "J. Smith"
}

/** The first sentence of a caption (the whole text when it has one sentence). */
export function firstSentence(text: string): string {
  const t = squash(text);
  for (let i = 0; i < t.length; i++) {
    const c = t[i];
    if ((c === '.' || c === '!' || c === '?') && endsSentence(t, i)) return t.slice(0, i + 1);
  }
  return t;
}

/**
 * The first sentence, whole when it fits in `max` characters; otherwise cut at the last word
 * boundary so that it plus the ellipsis fits in `max`.
 */
export function truncateCaption(text: string, max = CAPTION_MAX_LENGTH): string {
  const sentence = firstSentence(text);
  if (sentence.length <= max) return sentence;
  const budget = Math.max(1, max - ELLIPSIS.length);
  const space = sentence.lastIndexOf(' ', budget);
  // One very long word has no boundary: cut it.
  const cut = space > 0 ? sentence.slice(0, space) : sentence.slice(0, budget);
  return cut.replace(/[\s,;:.\u2013\u2014-]+$/u, '') + ELLIPSIS;
}

/** A figure's one-line name: its label, else its shortened caption, else 'Unlabelled figure'. */
export function figureShortLabel(label: string | undefined, caption: string | undefined): string {
  const l = squash(label ?? '');
  if (l !== '') return l;
  const c = truncateCaption(caption ?? '');
  return c !== '' ? c : UNLABELLED_FIGURE;
}
