import { first, isElement, rawText, type XmlElement } from '../xml/parse-xml.ts';
import { collapse } from '../xml/xml-space.ts';

/**
 * Plain-text readers for Elsevier XML. Unlike `textContent`, spacing elements (ce:hsp,
 * ce:vsp, ce:br) count as a space, so "33.7<ce:hsp/>Ma" reads "33.7 Ma", not "33.7Ma".
 */

const SPACERS: ReadonlySet<string> = new Set(['hsp', 'vsp', 'br', 'mspace']);
const WORD_OPERATOR = /^\s*[A-Za-z]{2,}\s*$/;

function collect(el: XmlElement, parts: string[]): void {
  for (const c of el.children) {
    if (!isElement(c)) parts.push(c);
    else if (SPACERS.has(c.local)) parts.push(' ');
    // MathML puts no spaces between tokens; a word operator ("mod", "log") needs them to stay a word.
    else if ((c.local === 'mo' || c.local === 'mi') && isMathml(c) && WORD_OPERATOR.test(rawText(c))) parts.push(` ${rawText(c)} `);
    else collect(c, parts);
  }
}

/** The element's text, whitespace collapsed and trimmed; '' for a missing element. */
export function plainText(el: XmlElement | undefined): string {
  if (!el) return '';
  const parts: string[] = [];
  collect(el, parts);
  return collapse(parts.join(''));
}

/** Plain text of the first child with one of the names, or undefined when missing or blank. */
export function childText(el: XmlElement | undefined, ...names: string[]): string | undefined {
  const t = plainText(first(el, ...names));
  return t === '' ? undefined : t;
}

/** A trimmed attribute value, or undefined when missing or blank. */
export function attrOf(el: XmlElement | undefined, name: string): string | undefined {
  const v = el?.attrs[name]?.trim();
  return v ? v : undefined;
}

/** A non-negative integer from text ("2769474"), or undefined. */
export function intOf(value: string | undefined): number | undefined {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return undefined;
  return Number(value);
}

const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';

/** True for MathML elements, whether the file binds the namespace or only writes the prefix. */
export function isMathml(el: XmlElement): boolean {
  return el.uri === MATHML_NS || el.name.startsWith('mml:');
}

/** A shallow copy of the element without the children named (to map "everything but the label"). */
export function without(el: XmlElement, ...names: string[]): XmlElement {
  return { ...el, children: el.children.filter((c) => !isElement(c) || !(names.includes(c.local) || names.includes(c.name))) };
}

/** Elements that make their parent a container of blocks rather than a run of text. */
const BLOCK_CHILDREN: ReadonlySet<string> = new Set([
  'para',
  'simple-para',
  'note-para',
  'list',
  'display',
  'def-list',
  'section',
  'textbox',
  'figure',
  'table',
  'formula',
]);

/** True when the element holds paragraphs or other blocks (so its children are mapped as blocks). */
export function holdsBlocks(el: XmlElement): boolean {
  return el.children.some((c) => isElement(c) && BLOCK_CHILDREN.has(c.local));
}
