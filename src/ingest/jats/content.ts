import type { ContentNode } from '#src/shared/article/content-model.ts';
import type { XmlElement } from '../xml/parse-xml.ts';
import type { ArticleState, HandlerTable, MapContext } from './context.ts';
import { blockHandlers } from './blocks.ts';
import { figureHandlers } from './figures.ts';
import { inlineHandlers } from './inline.ts';
import { bareMath, isMathml, mathHandlers } from './math.ts';
import { supplementaryHandlers } from './supplementary.ts';
import { tableHandlers } from './tables.ts';
import { XML_SPACE } from '../xml/xml-space.ts';

/**
 * The content dispatcher: every JATS element in running content goes through one table of
 * handlers. An element without a handler (named-content, styled-content, abbrev, x, …) is
 * transparent: its children are mapped in its place, so no text is ever lost and anything
 * known inside it (a paragraph, a figure) is still mapped.
 */
const HANDLERS: HandlerTable = {
  ...inlineHandlers,
  ...blockHandlers,
  ...figureHandlers,
  ...supplementaryHandlers,
  ...tableHandlers,
  ...mathHandlers,
};

function mapText(s: string, cx: MapContext): ContentNode[] {
  const t = cx.preserveSpace ? s : s.replace(XML_SPACE, ' ');
  return t === '' ? [] : [{ text: t }];
}

function mapElement(el: XmlElement, cx: MapContext): ContentNode[] {
  if (isMathml(el)) return bareMath(el, cx);
  const handler = Object.hasOwn(HANDLERS, el.name) ? HANDLERS[el.name] : undefined;
  return handler ? handler(el, cx) : mapChildren(el, cx);
}

function mapChildren(el: XmlElement | undefined, cx: MapContext): ContentNode[] {
  const out: ContentNode[] = [];
  if (!el) return out;
  for (const c of el.children) {
    const nodes = typeof c === 'string' ? mapText(c, cx) : mapElement(c, cx);
    for (const n of nodes) out.push(n);
  }
  return out;
}

/** A mapper over one article's state; `preserving()` gives the whitespace-keeping variant. */
export function createMapContext(state: ArticleState, preserveSpace = false): MapContext {
  const cx: MapContext = {
    state,
    preserveSpace,
    children: (el) => mapChildren(el, cx),
    element: (el) => mapElement(el, cx),
    text: (s) => mapText(s, cx),
    preserving: () => (preserveSpace ? cx : createMapContext(state, true)),
  };
  return cx;
}
