import type { ContentNode, ElementNode } from '#src/shared/article/content-model.ts';
import { first, type XmlElement } from '../xml/parse-xml.ts';
import { newId, type Handler, type HandlerTable, type MapContext } from './context.ts';
import { glossaryEntries } from './glossary.ts';
import { node } from '../content-nodes.ts';
import { attrOf, flatText } from './text.ts';

/**
 * Block structure: sections, paragraphs, lists, boxes, quotes, code, statements, footnotes.
 * Children keep their source order; an element's own label/title become child nodes the
 * renderer places (section-title for section-like blocks, title elsewhere).
 */

/** Children mapped with the block's <title> as `titleType` (other children as usual). */
export function withTitle(el: XmlElement, cx: MapContext, titleType: string): ContentNode[] {
  const out: ContentNode[] = [];
  for (const c of el.children) {
    if (typeof c !== 'string' && c.name === 'title') out.push(node(titleType, undefined, cx.children(c)));
    else if (typeof c === 'string') out.push(...cx.text(c));
    else out.push(...cx.element(c));
  }
  return out;
}

/** DOI of a float or box (<object-id pub-id-type="doi">), kept as an attribute. */
export function objectDoi(el: XmlElement): string | undefined {
  for (const c of el.children) {
    if (typeof c !== 'string' && c.name === 'object-id' && c.attrs['pub-id-type'] === 'doi') return flatText(c) || undefined;
  }
  return undefined;
}

const lang = (el: XmlElement) => attrOf(el, 'xml:lang');

const section: Handler = (el, cx) => [
  node('section', { id: attrOf(el, 'id'), type: attrOf(el, 'sec-type'), lang: lang(el) }, withTitle(el, cx, 'section-title')),
];

/** A titled block rendered like a section (acknowledgment, appendix). */
function sectionLike(type: string): Handler {
  return (el, cx) => [node(type, { id: attrOf(el, 'id'), type: attrOf(el, 'content-type') }, withTitle(el, cx, 'section-title'))];
}

const para: Handler = (el, cx) => [node('para', { id: attrOf(el, 'id'), lang: lang(el) }, cx.children(el))];

const list: Handler = (el, cx) => [
  node('list', { id: attrOf(el, 'id'), style: attrOf(el, 'list-type'), prefix: attrOf(el, 'prefix-word') }, cx.children(el)),
];

/** A block with an id (and a DOI for eLife boxes), content as in the source. */
function block(type: string): Handler {
  return (el, cx) => [node(type, { id: attrOf(el, 'id'), doi: objectDoi(el), lang: lang(el) }, cx.children(el))];
}

/** Whitespace is content in preformatted text and code. */
const preformat: Handler = (el, cx) => [
  node('preformat', { id: attrOf(el, 'id'), type: attrOf(el, 'preformat-type') }, cx.preserving().children(el)),
];
const code: Handler = (el, cx) => [
  node('code', { id: attrOf(el, 'id'), language: attrOf(el, 'language') ?? attrOf(el, 'code-type') }, cx.preserving().children(el)),
];

/** fn → footnote [id, label, type] > para*; an fn without an id gets one (links need it). */
export function footnote(el: XmlElement, cx: MapContext, idPrefix = 'fn'): ElementNode {
  const label = first(el, 'label');
  const kids = cx.children({ ...el, children: el.children.filter((c) => c !== label) });
  return node(
    'footnote',
    { id: attrOf(el, 'id') ?? newId(cx.state, idPrefix), label: label ? flatText(label) : undefined, type: attrOf(el, 'fn-type') },
    kids,
  );
}

/**
 * A footnote group in the running text or back matter keeps its place: its title (e.g.
 * "Competing interests") then its footnotes. The model has no group node, and a section
 * would change what "section" counts.
 */
const fnGroup: Handler = (el, cx) => cx.children(el);

/** glossary → glossary node in place; its entries also go to model.glossary (see glossary.ts). */
const glossary: Handler = (el, cx) => {
  const g = node('glossary', { id: attrOf(el, 'id') }, withTitle(el, cx, 'section-title'));
  cx.state.glossary.push(...glossaryEntries(g));
  return [g];
};

export const blockHandlers: HandlerTable = {
  sec: section,
  p: para,
  list,
  'list-item': (el, cx) => [node('list-item', { id: attrOf(el, 'id') }, cx.children(el))],
  'def-list': (el, cx) => [node('def-list', { id: attrOf(el, 'id') }, cx.children(el))],
  'def-item': (el, cx) => [node('def-item', { id: attrOf(el, 'id') }, cx.children(el))],
  term: (el, cx) => [node('term', { id: attrOf(el, 'id') }, cx.children(el))],
  def: (el, cx) => [node('def', { id: attrOf(el, 'id') }, cx.children(el))],
  'boxed-text': block('boxed-text'),
  'disp-quote': block('disp-quote'),
  statement: block('statement'),
  'chem-struct': block('chem-struct'),
  'chem-struct-wrap': block('chem-struct'),
  preformat,
  code,
  fn: (el, cx) => [footnote(el, cx)],
  'fn-group': fnGroup,
  glossary,
  ack: sectionLike('acknowledgment'),
  app: sectionLike('appendix'),
  label: (el, cx) => [node('label', undefined, cx.children(el))],
  title: (el, cx) => [node('title', undefined, cx.children(el))],
  caption: (el, cx) => [node('caption', undefined, cx.children(el))],
  attrib: (el, cx) => [node('attribution', undefined, cx.children(el))],
  // References are read by references.ts from every <ref>; the list itself renders elsewhere.
  'ref-list': () => [],
};
