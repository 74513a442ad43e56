import temml from 'temml';
import type { AttrValue, ContentNode, ElementNode } from '#src/shared/article/content-model.ts';
import { MATHML_LAYOUT_ATTRIBUTES, MATHML_PRESENTATION_ELEMENTS } from '#src/shared/article/mathml-vocabulary.ts';
import { parseXml, type XmlChild, type XmlElement } from '../xml/parse-xml.ts';

/**
 * MathML (from any publisher XML, or from TeX through temml) → the content model's sanitised
 * `math` > `mathml` subtree. Author content is untrusted: only presentation MathML elements
 * and layout attributes survive, so a renderer can emit the tree as real MathML without
 * ever producing a link, an event handler, a style or a foreign element.
 */

export type MathDisplay = 'inline' | 'block';

/** MathML Core presentation elements, and mfenced and mlabeledtr, which the renderer rewrites. */
const ELEMENTS: ReadonlySet<string> = new Set([...MATHML_PRESENTATION_ELEMENTS, 'mfenced', 'mlabeledtr']);

/** Token elements: their text is content, so it is kept (whitespace collapsed). */
const TOKENS: ReadonlySet<string> = new Set(['mi', 'mn', 'mo', 'ms', 'mtext', 'annotation']);

/**
 * Dropped with everything inside: alternative encodings never displayed (annotation-xml),
 * images by URL (mglyph), alignment markers with no content, and code that is not content.
 */
const DROPPED: ReadonlySet<string> = new Set(['annotation-xml', 'mglyph', 'malignmark', 'maligngroup', 'script', 'style']);

/** Layout attributes, and mfenced's fences and separators (the renderer turns them into operators). */
const ATTRIBUTES: ReadonlySet<string> = new Set([...MATHML_LAYOUT_ATTRIBUTES, 'open', 'close', 'separators', 'linebreak']);

// Attribute values are layout tokens ("0.5em", "left center"); anything long or with control
// characters is not one.
// eslint-disable-next-line no-control-regex -- control characters are what this matches
const BAD_VALUE = /[\u0000-\u001f\u007f]/;
const MAX_VALUE_LENGTH = 100;

function allowedAttrs(el: XmlElement, tag: string): Record<string, AttrValue> {
  const out: Record<string, AttrValue> = { tag };
  for (const [name, value] of Object.entries(el.attrs)) {
    if (!ATTRIBUTES.has(name) || value.length > MAX_VALUE_LENGTH || BAD_VALUE.test(value)) continue;
    out[name] = value;
  }
  if (tag === 'annotation' && el.attrs.encoding && !BAD_VALUE.test(el.attrs.encoding))
    out.encoding = el.attrs.encoding.slice(0, MAX_VALUE_LENGTH);
  return out;
}

/**
 * XML whitespace collapsed and trimmed, as MathML does for token content; other spaces
 * (no-break, thin) are spacing the author chose and stay.
 */
function collapse(s: string): string {
  return s.replace(/[ \t\r\n]+/g, ' ').replace(/^ | $/g, '');
}

function isElement(c: XmlChild): c is XmlElement {
  return typeof c !== 'string';
}

/** Text of a token: whitespace collapsed and trimmed, as MathML renderers do. */
function tokenText(el: XmlElement): ContentNode[] {
  let text = '';
  const collect = (e: XmlElement) => {
    for (const c of e.children) {
      if (!isElement(c)) text += c;
      else if (!DROPPED.has(c.local)) collect(c); // e.g. <mglyph> or stray markup inside a token
    }
  };
  collect(el);
  const t = collapse(text);
  return t === '' ? [] : [{ text: t }];
}

function mapChildren(el: XmlElement): ContentNode[] {
  const out: ContentNode[] = [];
  for (const c of el.children) {
    if (isElement(c)) {
      const n = mapElement(c);
      if (n) out.push(n);
    } else if (collapse(c) !== '') {
      // Text directly inside a layout element is invalid MathML; keep it readable as mtext.
      out.push({ type: 'mathml', attrs: { tag: 'mtext' }, children: [{ text: collapse(c) }] });
    }
  }
  return out;
}

function mapElement(el: XmlElement): ElementNode | undefined {
  const tag = el.local;
  if (DROPPED.has(tag)) return undefined;
  if (tag === 'maction') {
    // Only the first (default) child is ever shown; the actions are behaviour, not content.
    const firstChild = el.children.find(isElement);
    return firstChild ? mapElement(firstChild) : undefined;
  }
  if (!ELEMENTS.has(tag)) {
    // Unknown element: keep its content in an mrow, so the parent keeps its arity.
    return { type: 'mathml', attrs: { tag: 'mrow' }, children: mapChildren(el) };
  }
  const children = TOKENS.has(tag) ? tokenText(el) : mapChildren(el);
  return { type: 'mathml', attrs: allowedAttrs(el, tag), children };
}

/**
 * One MathML element (normally <math>, with or without a prefix) → a `math` node holding
 * exactly one sanitised `mathml` node with tag "math". `display` is what the source context
 * says (a display formula or inline), and wins over the element's own display attribute.
 */
export function mathmlToNode(el: XmlElement, display: MathDisplay): ElementNode {
  const root: ElementNode =
    el.local === 'math'
      ? { type: 'mathml', attrs: allowedAttrs(el, 'math'), children: mapChildren(el) }
      : { type: 'mathml', attrs: { tag: 'math' }, children: [mapElement(el)].filter((n): n is ElementNode => n !== undefined) };
  const rootAttrs = root.attrs ?? {};
  delete rootAttrs.display;
  if (display === 'block') rootAttrs.display = 'block';
  root.attrs = rootAttrs;
  const attrs: Record<string, AttrValue> = { display };
  const alt = el.attrs.alttext ? collapse(el.attrs.alttext) : undefined;
  if (alt) attrs.altText = alt;
  return { type: 'math', attrs, children: [root] };
}

/** The node kept when TeX cannot be converted: the source, as text, for a later pass. */
function texFallback(tex: string, display: MathDisplay): ElementNode {
  return { type: 'math', attrs: { display }, children: [{ type: 'tex', children: [{ text: tex }] }] };
}

// temml reports a parse failure as a <span class="temml-error"> and an unknown command as
// text in its error colour; either way the MathML would not mean what the TeX says.
const TEMML_ERROR = /temml-error|color:\s*#b22222/i;

/**
 * TeX → `math` node through temml, marked `source: "tex"` (the page says which formulas came
 * from TeX, so fidelity checks can count them). `macros` are the TeX source's own definitions.
 * When temml cannot convert it, the TeX is kept in a `tex` node and `onFailure` (if given) is
 * told, so the caller can record a named repair.
 */
export function texToNode(
  tex: string,
  display: MathDisplay,
  onFailure?: (reason: string) => void,
  macros: Record<string, string> = {},
): ElementNode {
  try {
    // temml adds \def'd macros to the object it is given: a fresh copy per formula.
    const out = temml.renderToString(tex, { displayMode: display === 'block', throwOnError: false, macros: { ...macros } });
    if (!out.trimStart().startsWith('<math') || TEMML_ERROR.test(out)) {
      onFailure?.('temml could not convert the TeX');
      return texFallback(tex, display);
    }
    const node = mathmlToNode(parseXml(out), display);
    node.attrs = { ...node.attrs, source: 'tex' };
    return node;
  } catch (e) {
    onFailure?.((e as Error).message);
    return texFallback(tex, display);
  }
}
