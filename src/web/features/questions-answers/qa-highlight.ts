import { passageRange } from './passage-range.ts';

/**
 * The passage an answer's source points to, marked in the server-rendered body (001 §4
 * "highlight set and cleared"): its paragraph gets a class and, where the browser has the CSS
 * Custom Highlight API, the passage itself a highlight. One at a time on the page.
 */
const HIGHLIGHT = 'qa-passage';
const PARAGRAPH_CLASS = 'qa-highlight';

export interface PassageRef {
  paragraph_id: string;
  passage: string;
}

let current: string | null = null;

function registry(doc: Document): { highlights?: Map<string, unknown>; Highlight?: new (...ranges: Range[]) => unknown } {
  const win = doc.defaultView as unknown as {
    CSS?: { highlights?: Map<string, unknown> };
    Highlight?: new (...ranges: Range[]) => unknown;
  } | null;
  return { highlights: win?.CSS?.highlights, Highlight: win?.Highlight };
}

export function clearPassage(doc: Document): void {
  if (current) doc.getElementById(current)?.classList.remove(PARAGRAPH_CLASS);
  registry(doc).highlights?.delete(HIGHLIGHT);
  current = null;
}

/** Marks the passage; returns its paragraph (null when it is not on the page). */
export function highlightPassage(doc: Document, ref: PassageRef): HTMLElement | null {
  clearPassage(doc);
  const paragraph = doc.getElementById(ref.paragraph_id);
  if (!paragraph) return null;
  current = ref.paragraph_id;
  paragraph.classList.add(PARAGRAPH_CLASS);
  const walker = doc.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  const at = passageRange(
    nodes.map((n) => n.data),
    ref.passage,
  );
  const { highlights, Highlight } = registry(doc);
  if (at && highlights && Highlight) {
    const range = doc.createRange();
    range.setStart(nodes[at.startNode]!, at.startOffset);
    range.setEnd(nodes[at.endNode]!, at.endOffset);
    highlights.set(HIGHLIGHT, new Highlight(range));
  }
  return paragraph;
}
