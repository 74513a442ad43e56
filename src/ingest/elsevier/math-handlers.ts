import type { ElementNode } from '#src/shared/article/content-model.ts';
import { mathmlToNode } from '../mathml/mathml-to-node.ts';
import { descendants, elements, type XmlElement } from '../xml/parse-xml.ts';
import type { Handler, HandlerTable, MapContext } from './context.ts';
import { cleanAttrs } from '../content-nodes.ts';
import { attrOf, childText, isMathml } from './xml-text.ts';

/**
 * Math: every mml:math becomes a sanitised `math` node. A ce:formula is a display formula
 * (attrs.formula = true, with its id and equation label); a ce:formula that only groups other
 * ce:formula elements is not one itself, its numbered members are.
 */

/** An mml:math outside a formula: inline unless it says display="block". */
export const mathmlElement: Handler = (el) => mathmlToNode(el, el.attrs.display === 'block' ? 'block' : 'inline');

function firstMath(el: XmlElement): XmlElement | undefined {
  return elements(el).find(isMathml);
}

/**
 * A formula shipped only as an image (ce:link locator="si1" → the si1.gif attachment): the
 * image stands in for the MathML, which always wins when present. Undefined without one.
 */
function formulaImage(el: XmlElement, cx: MapContext, display: 'block' | 'inline'): ElementNode | undefined {
  const link = descendants(el, 'link').find((l) => attrOf(l, 'locator'));
  const locator = attrOf(link, 'locator');
  if (!locator) return undefined;
  const file = cx.state.attachmentsByLocator.get(locator);
  const graphic: ElementNode = {
    type: 'graphic',
    attrs: cleanAttrs({ href: file ? [file.fileBasename, file.extension].filter(Boolean).join('.') : locator, locator, eid: file?.eid }),
  };
  const attrs = cleanAttrs({ display, altText: childText(el, 'alt-text') });
  return { type: 'math', attrs, children: [graphic] };
}

const formula: Handler = (el, cx) => {
  if (elements(el, 'formula').length > 0) return cx.blocks(el);
  const math = firstMath(el);
  if (!math) {
    const image = formulaImage(el, cx, 'block');
    if (image) image.attrs = cleanAttrs({ ...image.attrs, formula: true, id: attrOf(el, 'id'), label: childText(el, 'label') });
    // A formula given only as text keeps that content (it is not MathML).
    return image ?? cx.blocks(el);
  }
  const node: ElementNode = mathmlToNode(math, 'block');
  node.attrs = cleanAttrs({
    ...node.attrs,
    formula: true,
    id: attrOf(el, 'id'),
    label: childText(el, 'label'),
    altText: node.attrs?.altText ?? childText(el, 'alt-text'),
  });
  return node;
};

const inlineFormula: Handler = (el, cx) => {
  const math = firstMath(el);
  return math ? mathmlToNode(math, 'inline') : (formulaImage(el, cx, 'inline') ?? cx.inline(el));
};

export const mathHandlers: HandlerTable = {
  formula,
  'inline-formula': inlineFormula,
};
