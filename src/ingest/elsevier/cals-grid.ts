import type { ElementNode } from '#src/shared/article/content-model.ts';
import { elements, type XmlElement } from '../xml/parse-xml.ts';
import { warn, type MapContext } from './context.ts';
import { node } from '../content-nodes.ts';
import { attrOf, holdsBlocks, intOf } from './xml-text.ts';

/**
 * A CALS <tgroup> → `table-grid`. CALS names columns (colspec colname) and spans by naming
 * the first and last column (namest/nameend, or a spanspec) and the rows below (morerows);
 * the model wants HTML-style colspan/rowspan. Column positions of unnamed entries are found
 * by skipping the cells still covered by a rowspan from above, as CALS renderers do.
 */
interface Columns {
  byName: Map<string, number>;
  align: Array<string | undefined>;
  spans: Map<string, { start: number; end: number; align?: string }>;
}

// Author content is untrusted: a colnum of 10^9 must not make the mapper walk 10^9 columns.
const MAX_COLUMNS = 1000;

function readColumns(tgroup: XmlElement, cx: MapContext): Columns {
  const cols: Columns = { byName: new Map(), align: [], spans: new Map() };
  let next = 0;
  for (const spec of elements(tgroup, 'colspec')) {
    const num = intOf(spec.attrs.colnum);
    const index = num !== undefined && num > 0 ? num - 1 : next;
    if (index >= MAX_COLUMNS) {
      warn(cx.state, 'repair:cals-column-out-of-range');
      continue;
    }
    if (spec.attrs.colname) cols.byName.set(spec.attrs.colname, index);
    cols.align[index] = attrOf(spec, 'align');
    next = index + 1;
  }
  for (const spec of elements(tgroup, 'spanspec')) {
    const start = cols.byName.get(spec.attrs.namest ?? '');
    const end = cols.byName.get(spec.attrs.nameend ?? '');
    if (spec.attrs.spanname && start !== undefined && end !== undefined) {
      cols.spans.set(spec.attrs.spanname, { start, end, align: attrOf(spec, 'align') });
    }
  }
  return cols;
}

type Section = 'thead' | 'tbody' | 'tfoot';

interface Placement {
  start?: number;
  end?: number;
  align?: string;
}

/** Where the entry says it sits, if it names its columns. */
function namedPlacement(entry: XmlElement, cols: Columns, cx: MapContext): Placement {
  const span = entry.attrs.spanname ? cols.spans.get(entry.attrs.spanname) : undefined;
  if (span) return span;
  const name = entry.attrs.namest ?? entry.attrs.colname;
  const start = name !== undefined ? cols.byName.get(name) : undefined;
  const end = entry.attrs.nameend !== undefined ? cols.byName.get(entry.attrs.nameend) : start;
  if ((name !== undefined && start === undefined) || (entry.attrs.nameend !== undefined && end === undefined)) {
    warn(cx.state, 'repair:cals-unknown-column-name');
  }
  return { start, end };
}

function mapRows(section: XmlElement, kind: Section, cols: Columns, cx: MapContext): ElementNode[] {
  // covered[c] = rows still covered in column c by a rowspan from an earlier row (this row included).
  const covered: number[] = [];
  const rows = elements(section, 'row');
  return rows.map((row, r) => {
    const cells: ElementNode[] = [];
    let col = 0;
    for (const entry of elements(row, 'entry', 'entrytbl')) {
      const placed = namedPlacement(entry, cols, cx);
      while (placed.start === undefined && (covered[col] ?? 0) > 0) col++;
      const start = placed.start ?? col;
      const end = Math.max(start, placed.end ?? start);
      // A span past the last row of its section ends there, as in HTML.
      const rowspan = Math.min((intOf(entry.attrs.morerows) ?? 0) + 1, rows.length - r);
      for (let c = start; c <= end; c++) covered[c] = rowspan;
      col = end + 1;
      const attrs = {
        header: kind === 'thead',
        colspan: end > start ? end - start + 1 : undefined,
        rowspan: rowspan > 1 ? rowspan : undefined,
        align: attrOf(entry, 'align') ?? placed.align ?? cols.align[start],
        valign: attrOf(entry, 'valign') ?? attrOf(row, 'valign') ?? attrOf(section, 'valign'),
      };
      cells.push(node('cell', attrs, holdsBlocks(entry) ? cx.blocks(entry) : cx.inline(entry)));
    }
    for (let c = 0; c < covered.length; c++) if ((covered[c] ?? 0) > 0) covered[c] = (covered[c] as number) - 1;
    return node('row', undefined, cells);
  });
}

const SECTIONS: readonly Section[] = ['thead', 'tbody', 'tfoot'];

export function mapTgroup(tgroup: XmlElement, cx: MapContext): ElementNode {
  const cols = readColumns(tgroup, cx);
  const parts: ElementNode[] = [];
  // Reading order head, body, foot (CALS writes tfoot before tbody).
  for (const kind of SECTIONS) {
    for (const section of elements(tgroup, kind)) parts.push(node(kind, undefined, mapRows(section, kind, cols, cx)));
  }
  return node('table-grid', { cols: intOf(tgroup.attrs.cols) }, parts);
}
