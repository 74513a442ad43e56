import { createElement, type ReactNode } from 'react';
import { isText, type ContentNode, type ElementNode } from '#src/shared/article/content-model.ts';
import { MATHML_LAYOUT_ATTRIBUTES, MATHML_PRESENTATION_ELEMENTS } from '#src/shared/article/mathml-vocabulary.ts';

/**
 * Native MathML from the stored `mathml` nodes. The ingest sanitised the tree, but the render
 * re-checks it against its own allow-list: only these elements and attributes are ever
 * emitted, so a tampered or badly mapped tree cannot carry scripts, links, styles or events.
 * Elements are made with createElement and string tags because @types/react has no MathML.
 */

/** What the renderer emits: MathML Core (mfenced and mlabeledtr are rewritten below). */
export const MATHML_TAGS: ReadonlySet<string> = new Set(MATHML_PRESENTATION_ELEMENTS);

/** Layout attributes, and an annotation's encoding. */
export const MATHML_ATTRS: ReadonlySet<string> = new Set([...MATHML_LAYOUT_ATTRIBUTES, 'encoding']);

/** React's spelling for attributes it knows under another name (avoids dev warnings). */
const REACT_NAMES: Record<string, string> = { rowspan: 'rowSpan' };
const MAX_ATTR_LENGTH = 100;

function tagOf(node: ElementNode): string {
  const raw = typeof node.attrs?.tag === 'string' ? node.attrs.tag : '';
  return raw.slice(raw.lastIndexOf(':') + 1).toLowerCase();
}

function props(node: ElementNode): Record<string, string> | null {
  let out: Record<string, string> | null = null;
  for (const [name, value] of Object.entries(node.attrs ?? {})) {
    const key = name.toLowerCase();
    if (!MATHML_ATTRS.has(key) || (typeof value !== 'string' && typeof value !== 'number')) continue;
    const v = String(value);
    // eslint-disable-next-line no-control-regex -- layout values never hold control characters
    if (v.length > MAX_ATTR_LENGTH || /[\u0000-\u001f]/.test(v)) continue;
    (out ??= {})[REACT_NAMES[key] ?? key] = v;
  }
  return out;
}

function elementChildren(node: ElementNode): ElementNode[] {
  const out: ElementNode[] = [];
  for (const c of node.children ?? []) if (!isText(c) && c.type === 'mathml') out.push(c);
  return out;
}

function mo(text: string): ReactNode {
  return createElement('mo', null, text);
}

/** <mfenced> is not in MathML Core (Chromium ignores it): rewrite as an mrow with operators. */
function fenced(node: ElementNode): ReactNode {
  const open = typeof node.attrs?.open === 'string' ? node.attrs.open : '(';
  const close = typeof node.attrs?.close === 'string' ? node.attrs.close : ')';
  const seps = (typeof node.attrs?.separators === 'string' ? node.attrs.separators : ',').replace(/\s+/g, '');
  const kids = elementChildren(node);
  const parts: ReactNode[] = [];
  if (open) parts.push(mo(open.slice(0, 4)));
  kids.forEach((k, i) => {
    if (i > 0 && seps) parts.push(mo(seps[Math.min(i - 1, seps.length - 1)] ?? ','));
    parts.push(mathNode(k));
  });
  if (close) parts.push(mo(close.slice(0, 4)));
  return createElement('mrow', null, ...parts);
}

function mathChildren(nodes: readonly ContentNode[] | undefined, textOnly = false): ReactNode[] {
  const out: ReactNode[] = [];
  for (const c of nodes ?? []) {
    if (isText(c)) out.push(c.text);
    else if (!textOnly && c.type === 'mathml') out.push(mathNode(c));
  }
  return out;
}

/** One MathML node; anything outside the allow-list is dropped or flattened to an mrow. */
export function mathNode(node: ElementNode): ReactNode {
  const tag = tagOf(node);
  if (MATHML_TAGS.has(tag)) {
    return createElement(tag, props(node), ...mathChildren(node.children, tag === 'annotation'));
  }
  if (tag === 'mfenced') return fenced(node);
  if (tag === 'maction') {
    // Only the selected child is shown; actions themselves need script.
    const kids = elementChildren(node);
    const selected = Number(node.attrs?.selection ?? 1);
    const kid = kids[Number.isInteger(selected) && selected >= 1 ? selected - 1 : 0] ?? kids[0];
    return kid ? mathNode(kid) : null;
  }
  if (tag === 'mlabeledtr') {
    // Not in MathML Core: a row whose first cell is the equation label (shown beside the box).
    return createElement('mtr', props(node), ...elementChildren(node).slice(1).map(mathNode));
  }
  // Unknown MathML-looking elements (mstack, mlongdiv …) keep their content; anything else
  // (annotation-xml, script, svg, foreign markup) is dropped whole.
  if (/^m[a-z]+$/.test(tag)) return createElement('mrow', null, ...mathChildren(node.children));
  return null;
}

/**
 * A <math> element for a `mathml` root (wrapped in one when the root is not <math>), with the
 * display mode and alternative text from the enclosing `math` node; `fromTex` marks MathML
 * made from the source's TeX (`data-source="tex"`), which fidelity checks count.
 */
export function mathElement(root: ElementNode, display: 'block' | 'inline', altText?: string, fromTex = false): ReactNode {
  const isMath = tagOf(root) === 'math';
  const rootProps: Record<string, string> = { ...(isMath ? props(root) : null) };
  delete rootProps.display;
  if (display === 'block') rootProps.display = 'block';
  if (altText) rootProps.alttext = altText.slice(0, 1000);
  if (fromTex) rootProps['data-source'] = 'tex';
  const children = isMath ? mathChildren(root.children) : [mathNode(root)];
  return createElement('math', rootProps, ...children);
}

/** Characters of content in a MathML subtree: a rough width, to spot inline formulas too wide for a phone. */
export function mathTextLength(node: ElementNode, limit = Number.POSITIVE_INFINITY): number {
  let n = 0;
  for (const c of node.children ?? []) {
    n += isText(c) ? c.text.length : c.type === 'mathml' ? mathTextLength(c, limit - n) : 0;
    if (n > limit) break;
  }
  return n;
}
