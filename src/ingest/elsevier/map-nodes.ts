import type { ContentNode } from '#src/shared/article/content-model.ts';
import type { XmlChild, XmlElement } from '../xml/parse-xml.ts';
import { blockHandlers } from './block-handlers.ts';
import { warn, type ArticleState, type Handler, type MapContext, type Mode } from './context.ts';
import { floatHandlers } from './figure-handlers.ts';
import { inlineHandlers } from './inline-handlers.ts';
import { mathHandlers, mathmlElement } from './math-handlers.ts';
import { appendNodes } from '../content-nodes.ts';
import { tableHandlers } from './table-handlers.ts';
import { isMathml } from './xml-text.ts';

/**
 * The content mapper: one handler per Elsevier element (by local name, because table cells
 * put ce: elements in the default namespace without a prefix). An element without a handler
 * keeps its content in place, so no text is ever lost, and is reported once by name.
 */
const HANDLERS: ReadonlyMap<string, Handler> = new Map(
  Object.entries({ ...inlineHandlers, ...blockHandlers, ...floatHandlers, ...tableHandlers, ...mathHandlers }),
);

/** Wrappers with no meaning of their own: their content stays in place, silently. */
const TRANSPARENT: ReadonlySet<string> = new Set(['display', 'sections', 'textbox-body', 'textbox-head', 'intro']);

const XML_SPACE = /[ \t\r\n]+/g;

export function createMapContext(state: ArticleState): MapContext {
  const one = (el: XmlElement, mode: Mode): ContentNode | ContentNode[] | undefined => {
    if (isMathml(el)) return mathmlElement(el, cx, mode);
    const handler = HANDLERS.get(el.local);
    if (handler) return handler(el, cx, mode);
    if (!TRANSPARENT.has(el.local)) warn(state, `repair:unknown-element-kept:${el.name}`);
    return many(el.children, mode);
  };

  const many = (children: readonly XmlChild[], mode: Mode): ContentNode[] => {
    const out: ContentNode[] = [];
    for (const c of children) {
      if (typeof c !== 'string') {
        appendNodes(out, one(c, mode));
        continue;
      }
      if (mode === 'pre') {
        appendNodes(out, { text: c });
        continue;
      }
      const t = c.replace(XML_SPACE, ' ');
      // Between blocks, whitespace-only text is indentation, not content.
      if (mode === 'block' && t === ' ') continue;
      appendNodes(out, { text: t });
    }
    return out;
  };

  const cx: MapContext = {
    state,
    inline: (el) => many(el.children, 'inline'),
    blocks: (el) => many(el.children, 'block'),
    children: (el, mode) => many(el.children, mode),
    element: (el, mode) => {
      const out: ContentNode[] = [];
      appendNodes(out, one(el, mode));
      return out;
    },
  };
  return cx;
}
