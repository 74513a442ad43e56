import { isText, type AttrValue, type ContentNode, type ElementNode } from '#src/shared/content-model.ts';

/** Attributes without undefined or empty-string values, so the stored JSON stays small and exact. */
export function cleanAttrs(attrs: Record<string, AttrValue | undefined> | undefined): Record<string, AttrValue> | undefined {
  if (!attrs) return undefined;
  let out: Record<string, AttrValue> | undefined;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === '') continue;
    (out ??= {})[k] = v;
  }
  return out;
}

/** Inline types: whitespace inside them is content and is never trimmed. */
const INLINE_TYPES: ReadonlySet<string> = new Set([
  'bold', 'italic', 'sup', 'sub', 'small-caps', 'underline', 'monospace', 'strike', 'break',
  'cross-ref', 'inter-ref', 'intra-ref', 'link', 'e-address', 'chem-struct', 'preformat', 'code',
]);

/** Types next to which whitespace-only text is source indentation, not content. */
const BLOCK_TYPES: ReadonlySet<string> = new Set([
  'section', 'section-title', 'para', 'list', 'list-item', 'def-list', 'def-item', 'term', 'def',
  'boxed-text', 'disp-quote', 'statement', 'label', 'title', 'caption', 'acknowledgment', 'appendix',
  'glossary', 'figure', 'alt-text', 'source', 'copyright', 'table', 'table-grid', 'thead', 'tbody',
  'tfoot', 'row', 'cell', 'table-footnotes', 'e-component', 'footnote', 'preformat',
]);

function isBlock(n: ContentNode | undefined): boolean {
  if (!n || isText(n)) return false;
  if (n.type === 'graphic') return n.attrs?.inline !== true;
  return BLOCK_TYPES.has(n.type) || (n.type === 'math' && n.attrs?.display === 'block');
}

/** Appends `add` to `out`, merging adjacent text nodes and skipping empty ones. */
export function appendNodes(out: ContentNode[], add: ContentNode | readonly ContentNode[] | undefined): void {
  if (!add) return;
  const list = Array.isArray(add) ? (add as readonly ContentNode[]) : [add as ContentNode];
  for (const n of list) {
    const last = out[out.length - 1];
    if (isText(n)) {
      if (n.text === '') continue;
      if (last && isText(last)) out[out.length - 1] = { text: last.text + n.text };
      else out.push(n);
    } else out.push(n);
  }
}

/**
 * Whitespace tidy for a block's children: text is trimmed where it meets the block's edges or
 * a block child (that is indentation); spaces between inline content stay.
 */
export function tidyBlock(nodes: readonly ContentNode[]): ContentNode[] {
  const out: ContentNode[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i] as ContentNode;
    if (!isText(n)) {
      out.push(n);
      continue;
    }
    let t = n.text;
    if (i === 0 || isBlock(nodes[i - 1])) t = t.trimStart();
    if (i === nodes.length - 1 || isBlock(nodes[i + 1])) t = t.trimEnd();
    if (t !== '') out.push({ text: t });
  }
  return out;
}

/** An element node; block types get their children tidied; empty attrs/children are left out. */
export function node(type: string, attrs?: Record<string, AttrValue | undefined>, children?: readonly ContentNode[]): ElementNode {
  const out: ElementNode = { type };
  const a = cleanAttrs(attrs);
  if (a) out.attrs = a;
  if (children) {
    const kids = INLINE_TYPES.has(type) ? [...children] : tidyBlock(children);
    if (kids.length > 0) out.children = kids;
  }
  return out;
}

/** The nodes sorted by rank, keeping source order within a rank. */
export function orderBy(nodes: readonly ContentNode[], rank: (n: ContentNode) => number): ContentNode[] {
  return nodes
    .map((n, i) => ({ n, i, r: rank(n) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.n);
}
