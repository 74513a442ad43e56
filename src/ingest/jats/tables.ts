import type { ContentNode, ElementNode } from '#src/shared/article/content-model.ts';
import { isElement, type XmlChild, type XmlElement } from '../xml/parse-xml.ts';
import type { Handler, HandlerTable, MapContext } from './context.ts';
import { objectDoi } from './blocks.ts';
import { labelOf } from './figures.ts';
import { node } from '../content-nodes.ts';
import { attrOf } from './text.ts';
import { collapse } from '../xml/xml-space.ts';

/**
 * Tables: table-wrap → table [id, label] > caption?, table-grid+, table-footnotes?.
 * The XHTML-style <table> becomes table-grid > thead|tbody|tfoot > row > cell. Column
 * specs (colgroup/col) carry no content and are not kept; cell styles are never kept.
 */

const CELL_ALIGN: ReadonlySet<string> = new Set(['left', 'center', 'right', 'justify', 'char']);
const CELL_VALIGN: ReadonlySet<string> = new Set(['top', 'middle', 'bottom', 'baseline']);

/** A span of 2 or more, else undefined (1 is the default and says nothing). */
function span(value: string | undefined): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : undefined;
}

function cell(el: XmlElement, cx: MapContext, inHead: boolean): ElementNode {
  const align = attrOf(el, 'align')?.toLowerCase();
  const valign = attrOf(el, 'valign')?.toLowerCase();
  return node(
    'cell',
    {
      header: el.name === 'th' || inHead,
      colspan: span(el.attrs.colspan),
      rowspan: span(el.attrs.rowspan),
      align: align && CELL_ALIGN.has(align) ? align : undefined,
      valign: valign && CELL_VALIGN.has(valign) ? valign : undefined,
    },
    cx.children(el),
  );
}

function row(el: XmlElement, cx: MapContext, inHead: boolean): ElementNode {
  const kids: ContentNode[] = [];
  for (const c of el.children) {
    if (!isElement(c)) kids.push(...cx.text(c));
    else if (c.name === 'td' || c.name === 'th') kids.push(cell(c, cx, inHead));
    else kids.push(...cx.element(c));
  }
  return node('row', undefined, kids);
}

/** thead / tbody / tfoot content: rows, and anything unexpected kept as content. */
function rows(children: readonly XmlChild[], cx: MapContext, inHead: boolean): ContentNode[] {
  const out: ContentNode[] = [];
  for (const c of children) {
    if (!isElement(c)) out.push(...cx.text(c));
    else if (c.name === 'tr') out.push(row(c, cx, inHead));
    else out.push(...cx.element(c));
  }
  return out;
}

const SECTION_TYPES: Readonly<Record<string, string>> = { thead: 'thead', tbody: 'tbody', tfoot: 'tfoot' };

/** <table> → table-grid. Rows directly under <table> (allowed in XHTML) go into a tbody. */
const table: Handler = (el, cx) => {
  const kids: ContentNode[] = [];
  let loose: XmlChild[] = [];
  const flush = () => {
    if (loose.some(isElement)) kids.push(node('tbody', undefined, rows(loose, cx, false)));
    loose = [];
  };
  for (const c of el.children) {
    // Whitespace between loose rows belongs to the run of rows, not after it.
    if ((isElement(c) && c.name === 'tr') || (!isElement(c) && loose.length > 0 && collapse(c) === '')) {
      loose.push(c);
      continue;
    }
    flush();
    if (!isElement(c)) kids.push(...cx.text(c));
    else if (c.name === 'col' || c.name === 'colgroup') continue;
    else if (c.name in SECTION_TYPES) kids.push(node(SECTION_TYPES[c.name] as string, undefined, rows(c.children, cx, c.name === 'thead')));
    else kids.push(...cx.element(c));
  }
  flush();
  return [node('table-grid', { id: attrOf(el, 'id') }, kids)];
};

/**
 * <alternatives> holds one content in several forms: the first textual form is kept
 * (table, MathML, TeX, code …); graphics only when there is nothing else.
 */
const TEXTUAL_PREFERENCE = ['table', 'math', 'tex-math', 'preformat', 'code', 'chem-struct', 'textual-form'];

export const alternatives: Handler = (el, cx) => {
  const kids = el.children.filter(isElement);
  for (const name of TEXTUAL_PREFERENCE) {
    const hit = kids.find((k) => k.local === name);
    if (hit) return cx.element(hit);
  }
  const rest = kids[0];
  return rest ? cx.element(rest) : [];
};

const tableWrap: Handler = (el, cx) => {
  const label = el.children.find((c) => isElement(c) && c.name === 'label');
  const kids = cx.children({ ...el, children: el.children.filter((c) => c !== label) });
  return [node('table', { id: attrOf(el, 'id'), label: labelOf(el), doi: objectDoi(el), orientation: attrOf(el, 'orientation') }, kids)];
};

export const tableHandlers: HandlerTable = {
  'table-wrap': tableWrap,
  table,
  'table-wrap-foot': (el, cx) => [node('table-footnotes', undefined, cx.children(el))],
  alternatives,
  // Row groups, rows and cells outside a <table> (e.g. in <array>) keep their structure.
  thead: (el, cx) => [node('thead', undefined, rows(el.children, cx, true))],
  tbody: (el, cx) => [node('tbody', undefined, rows(el.children, cx, false))],
  tfoot: (el, cx) => [node('tfoot', undefined, rows(el.children, cx, false))],
  tr: (el, cx) => [row(el, cx, false)],
  td: (el, cx) => [cell(el, cx, false)],
  th: (el, cx) => [cell(el, cx, false)],
};
