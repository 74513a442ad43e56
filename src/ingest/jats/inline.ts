import type { ContentNode } from '#src/shared/article/content-model.ts';
import type { XmlElement } from '../xml/parse-xml.ts';
import type { Handler, HandlerTable, MapContext } from './context.ts';
import { doiHref, keepHref } from './hrefs.ts';
import { node } from '../content-nodes.ts';
import { attrOf, flatText, nameText } from './text.ts';

/** JATS inline formatting → the model's formatting types (same meaning, spec vocabulary). */
function format(type: string): Handler {
  return (el, cx) => [node(type, undefined, cx.children(el))];
}

/** Elements with no content of their own (markers, metadata ids, rules): nothing to show. */
const nothing: Handler = () => [];

/**
 * xref → cross-ref. `rid` may hold several ids separated by spaces; an xref without a
 * target keeps its text as plain text.
 */
const xref: Handler = (el, cx) => {
  const refid = attrOf(el, 'rid');
  if (!refid) return cx.children(el);
  return [node('cross-ref', { refid: refid.replace(/\s+/g, ' '), refType: attrOf(el, 'ref-type') ?? 'other' }, cx.children(el))];
};

/** A link whose target is the element's text when it has no xlink:href (JATS allows both). */
function link(el: XmlElement, cx: MapContext, raw: string | undefined): ReturnType<Handler> {
  const target = raw ?? flatText(el);
  const isDoi = el.attrs['ext-link-type'] === 'doi';
  const href = keepHref(isDoi && target ? doiHref(target) : target, cx.state);
  const children = cx.children(el);
  if (!href) return children;
  return [node('inter-ref', { href }, children)];
}

const extLink: Handler = (el, cx) => link(el, cx, attrOf(el, 'xlink:href'));

const email: Handler = (el, cx) => {
  const href = keepHref(attrOf(el, 'xlink:href') ?? flatText(el), cx.state);
  return [node('e-address', { type: 'email', href }, cx.children(el))];
};

/** A person's name inside running text (data citations, citations in notes) reads "Surname Given". */
const name: Handler = (el) => {
  const t = nameText(el);
  return t ? [{ text: t }] : [];
};

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The first or last character of the text in nodes ('' when none). */
function edgeChar(nodes: readonly ContentNode[], end: boolean): string {
  for (let i = end ? nodes.length - 1 : 0; end ? i >= 0 : i < nodes.length; i += end ? -1 : 1) {
    const n = nodes[i] as ContentNode;
    const c = 'text' in n ? (end ? n.text.slice(-1) : n.text.slice(0, 1)) : edgeChar(n.children ?? [], end);
    if (c) return c;
  }
  return '';
}

/**
 * A citation inside running text (eLife data citations in related-object, a citation in a
 * note): its parts often abut with no separator in the source ("<collab>WHO</collab><year>2014"),
 * so a space is put between two parts that would otherwise run into one word.
 */
const citationInline: Handler = (el, cx) => {
  const out: ContentNode[] = [];
  for (const c of el.children) {
    const nodes = typeof c === 'string' ? cx.text(c) : cx.element(c);
    if (typeof c !== 'string' && WORD_CHAR.test(edgeChar(out, true)) && WORD_CHAR.test(edgeChar(nodes, false))) out.push({ text: ' ' });
    out.push(...nodes);
  }
  return out;
};

export const inlineHandlers: HandlerTable = {
  bold: format('bold'),
  italic: format('italic'),
  sup: format('sup'),
  sub: format('sub'),
  sc: format('small-caps'),
  underline: format('underline'),
  monospace: format('monospace'),
  strike: format('strike'),
  break: () => [node('break')],
  xref,
  'ext-link': extLink,
  uri: extLink,
  'self-uri': extLink,
  'related-article': extLink,
  email,
  name,
  etal: () => [{ text: 'et al.' }],
  'related-object': citationInline,
  'mixed-citation': citationInline,
  'element-citation': citationInline,
  'nlm-citation': citationInline,
  citation: citationInline,
  hr: nothing,
  'object-id': nothing,
  'index-term': nothing,
  'milestone-start': nothing,
  'milestone-end': nothing,
};
