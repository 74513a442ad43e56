import { isText, type AttrValue, type ContentNode, type ElementNode } from '#src/shared/article/content-model.ts';
import { collapse, trimXmlEnd, trimXmlStart } from './xml/xml-space.ts';

/** Attributes without undefined or empty-string values (so the JSON stays small and exact). */
export function cleanAttrs(attrs: Record<string, AttrValue | undefined> | undefined): Record<string, AttrValue> | undefined {
  if (!attrs) return undefined;
  let out: Record<string, AttrValue> | undefined;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === '') continue;
    (out ??= {})[k] = v;
  }
  return out;
}

/**
 * Building content-model nodes from XML, shared by the JATS and Elsevier mappers.
 */

/** Inline formatting and link types: whitespace inside them is significant. */
const INLINE_TYPES: ReadonlySet<string> = new Set([
  'bold',
  'italic',
  'sup',
  'sub',
  'small-caps',
  'underline',
  'monospace',
  'strike',
  'break',
  'cross-ref',
  'inter-ref',
  'intra-ref',
  'link',
  'e-address',
  'chem-struct',
  'preformat',
  'code',
]);

/** Types after/before which whitespace-only text carries nothing. */
const BLOCK_TYPES: ReadonlySet<string> = new Set([
  'section',
  'section-title',
  'para',
  'list',
  'list-item',
  'def-list',
  'def-item',
  'term',
  'def',
  'boxed-text',
  'disp-quote',
  'statement',
  'label',
  'title',
  'caption',
  'acknowledgment',
  'appendix',
  'glossary',
  'figure',
  'figure-group',
  'alt-text',
  'source',
  'copyright',
  'attribution',
  'table',
  'table-grid',
  'thead',
  'tbody',
  'tfoot',
  'row',
  'cell',
  'table-footnotes',
  'e-component',
  'media',
  'footnote',
  'preformat',
  'code',
]);

function isBlock(n: ContentNode | undefined): boolean {
  if (!n || isText(n)) return false;
  if (n.type === 'graphic') return n.attrs?.inline !== true;
  return BLOCK_TYPES.has(n.type) || (n.type === 'math' && n.attrs?.display === 'block');
}

/** Adjacent text nodes merged into one. */
export function mergeText(nodes: ContentNode[]): ContentNode[] {
  const out: ContentNode[] = [];
  for (const n of nodes) {
    const last = out[out.length - 1];
    if (isText(n) && last && isText(last)) out[out.length - 1] = { text: last.text + n.text };
    else if (!isText(n) || n.text !== '') out.push(n);
  }
  return out;
}

/**
 * Whitespace tidy for the children of a block: text is trimmed where it meets the block's
 * edges or a block child (source indentation, not content); spaces between inline content stay.
 */
export function tidyBlock(nodes: ContentNode[]): ContentNode[] {
  const merged = mergeText(nodes);
  const out: ContentNode[] = [];
  for (let i = 0; i < merged.length; i++) {
    const n = merged[i] as ContentNode;
    if (!isText(n)) {
      out.push(n);
      continue;
    }
    let t = n.text;
    if (i === 0 || isBlock(merged[i - 1])) t = trimXmlStart(t);
    if (i === merged.length - 1 || isBlock(merged[i + 1])) t = trimXmlEnd(t);
    if (t !== '') out.push({ text: t });
  }
  return out;
}

/** An element node; block types get their children tidied, empty attrs/children are left out. */
export function node(type: string, attrs?: Record<string, AttrValue | undefined>, children?: ContentNode[]): ElementNode {
  const out: ElementNode = { type };
  const a = cleanAttrs(attrs);
  if (a) out.attrs = a;
  if (children) {
    const kids = INLINE_TYPES.has(type) ? mergeText(children) : tidyBlock(children);
    if (kids.length > 0) out.children = kids;
  }
  return out;
}

/** Plain text of content nodes, whitespace collapsed. */
export function plainText(nodes: readonly ContentNode[] | undefined): string {
  let out = '';
  const walk = (ns: readonly ContentNode[]) => {
    for (const n of ns) {
      if (isText(n)) out += n.text;
      else if (n.type === 'break') out += ' ';
      else if (n.children) walk(n.children);
    }
  };
  if (nodes) walk(nodes);
  return collapse(out);
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

/** The nodes sorted by rank, keeping source order within a rank. */
export function orderBy(nodes: readonly ContentNode[], rank: (n: ContentNode) => number): ContentNode[] {
  return nodes
    .map((n, i) => ({ n, i, r: rank(n) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.n);
}
