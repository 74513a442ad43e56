import { isText, type ContentNode, type ElementNode } from '../article/content-model.ts';
import { safeId } from '../site/safe-url.ts';

/**
 * Stable ids for the article's paragraphs, so an answer can point at the paragraph it quotes
 * (001 §3 "Question and answer": highlight {paragraph_id, passage}). A paragraph keeps the id
 * its XML gave it; one without (most JATS <p>) gets `para-{n}`, n counting such paragraphs in
 * document order and skipping any id the XML uses. The body renderer and the question builder
 * both call this on the same stored model, so they always agree.
 */
export const GENERATED_PARAGRAPH_ID = /^para-\d+$/;

function collectIds(nodes: readonly ContentNode[] | undefined, into: Set<string>): void {
  // A stored body that is not a node list (001 §8 body failure) has no paragraph ids to give.
  if (!Array.isArray(nodes)) return;
  for (const n of nodes) {
    if (isText(n)) continue;
    const id = safeId(n.attrs?.id);
    if (id) into.add(id);
    collectIds(n.children, into);
  }
}

/** Paragraph node → its id on the page, for the body, back matter and data availability of an article. */
export function paragraphIds(parts: ReadonlyArray<readonly ContentNode[] | undefined>): Map<ElementNode, string> {
  const used = new Set<string>();
  for (const part of parts) collectIds(part, used);
  const claimed = new Set<string>();
  const ids = new Map<ElementNode, string>();
  let counter = 0;
  const fresh = () => {
    let id: string;
    do id = `para-${++counter}`;
    while (used.has(id));
    return id;
  };
  const walk = (nodes: readonly ContentNode[] | undefined) => {
    if (!Array.isArray(nodes)) return;
    for (const n of nodes) {
      if (isText(n)) continue;
      const own = safeId(n.attrs?.id);
      const claimedOwn = own !== undefined && !claimed.has(own);
      if (claimedOwn) claimed.add(own);
      if (n.type === 'para') ids.set(n, claimedOwn ? own : fresh());
      walk(n.children);
    }
  };
  for (const part of parts) walk(part);
  return ids;
}
