import type { ElementNode } from '#src/shared/content-model.ts';
import { mathmlToNode } from '../mathml/mathml-to-node.ts';
import { elements, type XmlElement } from '../xml/parse-xml.ts';
import type { Handler, HandlerTable } from './context.ts';
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

const formula: Handler = (el, cx) => {
  if (elements(el, 'formula').length > 0) return cx.blocks(el);
  const math = firstMath(el);
  // A formula given only as an image or text keeps that content (it is not MathML).
  if (!math) return cx.blocks(el);
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
  return math ? mathmlToNode(math, 'inline') : cx.inline(el);
};

export const mathHandlers: HandlerTable = {
  formula,
  'inline-formula': inlineFormula,
};
