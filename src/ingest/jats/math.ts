import type { ContentNode, ElementNode } from '#src/shared/article/content-model.ts';
import { isElement, rawText, type XmlElement } from '../xml/parse-xml.ts';
import { mathmlToNode, texToNode, type MathDisplay } from '../mathml/mathml-to-node.ts';
import { PREAMBLE_PACKAGE_MACROS, texFormula } from '../mathml/tex-document.ts';
import { warn, type Handler, type HandlerTable, type MapContext } from './context.ts';
import { labelOf } from './figures.ts';
import { attrOf } from './text.ts';
import { collapse } from '../xml/xml-space.ts';

/**
 * Formulas. disp-formula → math [display "block", formula true, id, label]; inline-formula
 * → math [display "inline", id]. The content is the source's MathML, else its TeX (through
 * temml), else its image: a graphic child, since some publishers ship formulas only as images.
 */

export const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';

export function isMathml(el: XmlElement): boolean {
  return el.uri === MATHML_NS || el.local === 'math';
}

/** Forms of the formula: what the wrapper holds directly or inside <alternatives>. */
interface Forms {
  mathml?: XmlElement;
  tex?: XmlElement;
  graphic?: XmlElement;
}

function collectForms(el: XmlElement, forms: Forms, used: Set<XmlElement>): void {
  for (const c of el.children) {
    if (!isElement(c)) continue;
    if (c.name === 'alternatives') {
      used.add(c);
      collectForms(c, forms, used);
    } else if (isMathml(c)) {
      forms.mathml ??= c;
      used.add(c);
    } else if (c.name === 'tex-math') {
      forms.tex ??= c;
      used.add(c);
    } else if (c.name === 'graphic' || c.name === 'inline-graphic') {
      forms.graphic ??= c;
      used.add(c);
    }
  }
}

/** tex-math → math: its formula through temml with the package macros and the document's own. */
function texNode(el: XmlElement, display: MathDisplay, cx: MapContext): ElementNode {
  const { tex, macros } = texFormula(rawText(el));
  return texToNode(tex, display, () => warn(cx.state, 'repair:tex-math-unconvertible'), { ...PREAMBLE_PACKAGE_MACROS, ...macros });
}

/**
 * The formula's math node. MathML first, then TeX; TeX temml cannot convert keeps the
 * formula's image beside its source (the page shows the image when it has the file, else the
 * TeX as code), so a formula is never lost.
 */
function formulaNode(forms: Forms, display: MathDisplay, cx: MapContext, el: XmlElement): ElementNode {
  if (forms.mathml) return mathmlToNode(forms.mathml, display);
  if (forms.tex) {
    const node = texNode(forms.tex, display, cx);
    if (forms.graphic && node.attrs?.source !== 'tex') node.children = [...cx.element(forms.graphic), ...(node.children ?? [])];
    return node;
  }
  if (forms.graphic) return { type: 'math', attrs: { display }, children: cx.element(forms.graphic) };
  warn(cx.state, 'repair:formula-without-math');
  return { type: 'math', attrs: { display }, children: cx.children(el) };
}

/** A formula wrapper → its math node, then any other content it holds (kept, not lost). */
function formula(display: MathDisplay, isFormula: boolean): Handler {
  return (el, cx) => {
    const forms: Forms = {};
    const used = new Set<XmlElement>();
    collectForms(el, forms, used);
    const math = formulaNode(forms, display, cx, el);
    const attrs = { ...math.attrs };
    if (isFormula) attrs.formula = true;
    const id = attrOf(el, 'id');
    if (id) attrs.id = id;
    const label = labelOf(el);
    if (label) attrs.label = label;
    math.attrs = attrs;
    if (!forms.mathml && !forms.tex && !forms.graphic) return [math];
    const rest: ContentNode[] = [];
    for (const c of el.children) {
      if (!isElement(c)) rest.push(...(collapse(c) ? cx.text(c) : []));
      else if (!used.has(c) && c.name !== 'label') rest.push(...cx.element(c));
    }
    return [math, ...rest];
  };
}

/** MathML outside a formula wrapper (e.g. straight in a paragraph): its own display attribute. */
export const bareMath: Handler = (el) => [mathmlToNode(el, el.attrs.display === 'block' ? 'block' : 'inline')];

export const mathHandlers: HandlerTable = {
  'disp-formula': formula('block', true),
  'inline-formula': formula('inline', false),
  'tex-math': (el, cx) => [texNode(el, 'inline', cx)],
};
