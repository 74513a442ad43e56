/**
 * Where a passage lies across an element's text nodes (001 §4: selecting a source link
 * highlights the passage in its paragraph): the first node and offset where it starts and the
 * node and offset where it ends; null when the paragraph does not hold it.
 */
export interface PassageRange {
  startNode: number;
  startOffset: number;
  endNode: number;
  endOffset: number;
}

export function passageRange(texts: readonly string[], passage: string): PassageRange | null {
  if (!passage) return null;
  const whole = texts.join('');
  const start = whole.indexOf(passage);
  if (start < 0) return null;
  const end = start + passage.length;
  let at = 0;
  let found: Partial<PassageRange> = {};
  for (let i = 0; i < texts.length; i++) {
    const len = texts[i]!.length;
    if (found.startNode === undefined && start < at + len) found = { startNode: i, startOffset: start - at };
    if (end <= at + len) return { ...found, endNode: i, endOffset: end - at } as PassageRange;
    at += len;
  }
  return null;
}
