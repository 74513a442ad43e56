import { isText, textOf, type AttrValue, type ContentNode, type ElementNode } from '#src/shared/article/content-model.ts';

/** A string attribute (numbers are stringified; booleans and blanks give undefined). */
export function attr(node: ElementNode, name: string): string | undefined {
  const v: AttrValue | undefined = node.attrs?.[name];
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  return t === '' ? undefined : t;
}

/** Positive integer attribute within [1, max], else undefined. */
export function intAttr(node: ElementNode, name: string, max: number): number | undefined {
  const n = Number(node.attrs?.[name]);
  return Number.isInteger(n) && n > 1 && n <= max ? n : undefined;
}

/** A token usable inside a class name: lower-case letters, digits and hyphens only. */
export function classToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const t = value
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return t === '' ? undefined : t;
}

/** A BCP 47-shaped language tag, else undefined. */
export function langTag(value: string | undefined): string | undefined {
  return value && /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/.test(value) ? value : undefined;
}

/** Plain text with whitespace collapsed. */
export function plain(nodes: readonly ContentNode[] | undefined): string {
  return textOf(nodes).replace(/\s+/g, ' ').trim();
}

/** The parts of a block that its renderer places itself: label, title, caption and the rest. */
export interface BlockHead {
  label?: ElementNode;
  title?: ElementNode;
  caption?: ElementNode;
  rest: ContentNode[];
}

const HEAD_TYPES = new Set(['label', 'title', 'section-title', 'caption']);

/** Splits off the first label, title/section-title and caption children (one pass). */
export function splitHead(node: ElementNode): BlockHead {
  const head: BlockHead = { rest: [] };
  for (const c of node.children ?? []) {
    if (!isText(c) && HEAD_TYPES.has(c.type)) {
      if (c.type === 'label' && !head.label) {
        head.label = c;
        continue;
      }
      if ((c.type === 'title' || c.type === 'section-title') && !head.title) {
        head.title = c;
        continue;
      }
      if (c.type === 'caption' && !head.caption) {
        head.caption = c;
        continue;
      }
    }
    head.rest.push(c);
  }
  return head;
}

/** Element children of the given type. */
export function childrenOfType(node: ElementNode | undefined, type: string): ElementNode[] {
  const out: ElementNode[] = [];
  for (const c of node?.children ?? []) if (!isText(c) && c.type === type) out.push(c);
  return out;
}

/** The text of a node's label: the `label` attribute or a `label` child. */
export function labelText(node: ElementNode, head?: BlockHead): string | undefined {
  const fromAttr = attr(node, 'label');
  if (fromAttr) return fromAttr;
  const t = plain(head?.label?.children);
  return t === '' ? undefined : t;
}

/** Last path segment of a file reference, without query or fragment. */
export function fileName(href: string | undefined): string | undefined {
  if (!href) return undefined;
  const path = href.split(/[?#]/)[0] ?? '';
  const name = path.split(/[/\\]/).pop() ?? '';
  return name === '' ? undefined : name;
}
