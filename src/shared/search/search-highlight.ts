/**
 * Highlight markers of search snippets. PostgreSQL's ts_headline wraps matched words in
 * StartSel/StopSel; we ask for two private-use characters (stripped from the text first), so
 * the snippet stays plain text and the page turns the markers into <mark> elements itself:
 * no HTML from the database is ever inserted as markup.
 */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

export interface HighlightPart {
  text: string;
  marked: boolean;
}

/** Splits a marked snippet into plain and highlighted runs; stray or nested markers never leak into the text. */
export function highlightParts(snippet: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let marked = false;
  let text = '';
  const flush = () => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
    text = '';
  };
  for (const ch of snippet) {
    if (ch === MARK_START || ch === MARK_END) {
      flush();
      marked = ch === MARK_START;
    } else {
      text += ch;
    }
  }
  flush();
  return parts;
}

/** Whether a snippet has at least one highlighted run. */
export function hasHighlight(snippet: string | null | undefined): boolean {
  return Boolean(snippet && highlightParts(snippet).some((p) => p.marked && p.text.trim()));
}
