import { Fragment, type ReactNode } from 'react';
import { isText, type ElementNode } from '#src/shared/article/content-model.ts';
import { truncateCaption } from '#src/web/ui/figure-caption.ts';
import { claimId } from '#src/shared/site/safe-url.ts';
import { graphicImage } from './figure-image.tsx';
import { floatCaption, floatParts, graphicPlaceholder, viewerButton } from './figure-nodes.tsx';
import { attr, childrenOfType, intAttr, plain } from './node-utils.ts';
import type { RenderCtx, RendererTable } from './render-context.ts';

const ALIGN = new Set(['left', 'center', 'right', 'justify']);
const VALIGN = new Set(['top', 'middle', 'bottom', 'baseline']);
const MAX_SPAN = 1000;

type Section = 'thead' | 'tbody' | 'tfoot';

function cellClass(cell: ElementNode): string | undefined {
  const align = attr(cell, 'align');
  const valign = attr(cell, 'valign');
  const classes = [align && ALIGN.has(align) ? `align-${align}` : '', valign && VALIGN.has(valign) ? `valign-${valign}` : ''];
  const out = classes.filter(Boolean).join(' ');
  return out === '' ? undefined : out;
}

function isEmpty(node: ElementNode): boolean {
  if (plain(node.children) !== '') return false;
  return !(node.children ?? []).some((c) => !isText(c) && (c.type === 'math' || c.type === 'graphic' || c.type === 'mathml'));
}

function isHeaderCell(node: ElementNode): boolean {
  return node.attrs?.header === true || node.attrs?.header === 'true';
}

/** Content that is one bold run and nothing else (whitespace aside): how sources mark a heading cell. */
function isWhollyBold(node: ElementNode): boolean {
  const parts = (node.children ?? []).filter((c) => !isText(c) || c.text.trim() !== '');
  const only = parts.length === 1 ? parts[0]! : undefined;
  return only !== undefined && !isText(only) && only.type === 'bold' && plain(only.children).trim() !== '';
}

function cellsOf(row: ElementNode): ElementNode[] {
  return childrenOfType(row, 'cell');
}

/**
 * Where a table whose source marks no header cell shows its headings all the same (WCAG 1.3.1:
 * a data cell needs a header a screen reader can announce): a first row of bold cells names the
 * columns (its first cell may be an empty corner), or else a first column of bold cells names
 * the rows. `none` when the table has a header cell, fewer than two rows, or neither pattern.
 */
export function impliedHeaders(rows: readonly ElementNode[]): 'first-row' | 'first-column' | 'none' {
  if (rows.length < 2 || rows.some((r) => cellsOf(r).some(isHeaderCell))) return 'none';
  const first = cellsOf(rows[0]!);
  if (first.length >= 2 && first.some(isWhollyBold) && first.every((c, i) => isWhollyBold(c) || (i === 0 && isEmpty(c))))
    return 'first-row';
  if (rows.every((r) => cellsOf(r).length >= 2 && isWhollyBold(cellsOf(r)[0]!))) return 'first-column';
  return 'none';
}

/** For each row, its cell that starts in the first column; undefined where a cell of a row above spans down into it. */
export function firstColumnCells(rows: readonly ElementNode[]): Array<ElementNode | undefined> {
  let covered = 0;
  return rows.map((row) => {
    if (covered > 0) {
      covered -= 1;
      return undefined;
    }
    const first = cellsOf(row)[0];
    covered = first ? (intAttr(first, 'rowspan', MAX_SPAN) ?? 1) - 1 : 0;
    return first;
  });
}

/**
 * Whether the body's first column is a stub of row headings: the head names columns but leaves
 * the first one unnamed (the empty top-left corner of a matrix such as samples by genes), so the
 * first cell of each body row is what names that row (WAI tables tutorial, "two headers").
 */
export function hasStubColumn(head: readonly ElementNode[], body: readonly ElementNode[]): boolean {
  if (head.length === 0 || body.length === 0) return false;
  const corner = firstColumnCells(head);
  if (!corner[0] || !isEmpty(corner[0])) return false;
  return corner.every((c) => !c || isEmpty(c)) && head.some((r) => cellsOf(r).some((c) => !isEmpty(c)));
}

function cell(node: ElementNode, ctx: RenderCtx, key: number, section: Section, impliedHeader = false): ReactNode {
  const colSpan = intAttr(node, 'colspan', MAX_SPAN);
  const rowSpan = intAttr(node, 'rowspan', MAX_SPAN);
  const props = { colSpan, rowSpan, className: cellClass(node) };
  const content = ctx.render(node.children, ctx);
  // An empty header cell (the usual top-left corner) names nothing: it is a plain cell.
  const isHeader = (isHeaderCell(node) || impliedHeader) && !isEmpty(node);
  if (!isHeader)
    return (
      <td key={key} {...props}>
        {content}
      </td>
    );
  // Header cells in the head name columns (or column groups when spanning); elsewhere they name rows.
  const scope = section === 'thead' ? (colSpan ? 'colgroup' : 'col') : 'row';
  return (
    <th key={key} {...props} scope={scope}>
      {content}
    </th>
  );
}

/** `heads`: the cells that head their column or row though the source does not mark them. */
function rows(nodes: readonly ElementNode[], ctx: RenderCtx, section: Section, heads: ReadonlySet<ElementNode>): ReactNode[] {
  return nodes.map((row, r) => {
    const cells: ReactNode[] = [];
    for (const c of cellsOf(row)) cells.push(cell(c, ctx, cells.length, section, heads.has(c)));
    return <tr key={r}>{cells}</tr>;
  });
}

function grid(node: ElementNode, ctx: RenderCtx, name: string, key: number | string): ReactNode {
  const parts: ReactNode[] = [];
  const loose: ElementNode[] = [];
  const sections: ElementNode[] = [];
  for (const c of node.children ?? []) {
    if (isText(c)) continue;
    if (c.type === 'row') loose.push(c);
    else if (c.type === 'thead' || c.type === 'tbody' || c.type === 'tfoot') sections.push(c);
  }
  const rowsOf = (type: Section) => sections.filter((s) => s.type === type).flatMap((s) => childrenOfType(s, 'row'));
  const all = [...sections.flatMap((s) => childrenOfType(s, 'row')), ...loose];
  // Only a table of body rows alone is given headings its source did not mark.
  const implied = sections.every((s) => s.type === 'tbody') ? impliedHeaders(all) : 'none';
  const head = implied === 'first-row' ? all.slice(0, 1) : rowsOf('thead');
  const body = implied === 'first-row' ? all.slice(1) : implied === 'first-column' ? all : [...rowsOf('tbody'), ...loose];
  const stub = implied === 'first-column' || hasStubColumn(head, body);
  const heads = new Set([
    ...(implied === 'first-row' ? cellsOf(head[0]!) : []),
    ...(stub ? firstColumnCells(body).filter((c) => c !== undefined) : []),
  ]);
  if (implied === 'first-row') parts.push(<thead key="head">{rows(head, ctx, 'thead', heads)}</thead>);
  if (implied !== 'none') parts.push(<tbody key="body">{rows(body, ctx, 'tbody', heads)}</tbody>);
  else {
    for (const c of sections) {
      const Tag = c.type as Section;
      parts.push(<Tag key={parts.length}>{rows(childrenOfType(c, 'row'), ctx, Tag, heads)}</Tag>);
    }
    if (loose.length > 0) parts.push(<tbody key={parts.length}>{rows(loose, ctx, 'tbody', heads)}</tbody>);
  }
  // The region scrolls wide tables inside the page; it is focusable so keyboards can scroll it.
  return (
    <div key={key} className="table-scroll" tabIndex={0} role="region" aria-label={name}>
      <table className="data-table">
        <caption className="sr-only">{name}</caption>
        {parts}
      </table>
    </div>
  );
}

function table(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  const parts = floatParts(node);
  const grids = childrenOfType(node, 'table-grid');
  const title = plain(childrenOfType(parts.head.caption, 'title')[0]?.children) || parts.captionText;
  const shortTitle = title ? truncateCaption(title) : '';
  const name = [parts.label, shortTitle].filter(Boolean).join(': ') || 'Table';
  const body: ReactNode[] = [];
  let part = 0;
  for (const c of parts.rest) {
    if (isText(c)) continue;
    if (c.type === 'table-grid') {
      part += 1;
      body.push(grid(c, ctx, grids.length > 1 ? `${name} (part ${part})` : name, body.length));
    } else body.push(<Fragment key={body.length}>{ctx.render([c], ctx)}</Fragment>);
  }
  // Some publishers ship a table only as an image.
  const shown = grids.length === 0 ? parts.graphics.map((g, i) => graphicImage(g, parts.altText ?? name, `img${i}`, ctx.media)) : [];
  const images = shown.map((image, i) => image ?? graphicPlaceholder(parts.graphics[i], parts.altText ?? name, `img${i}`));
  const viewable = grids.length > 0 || shown.some(Boolean);
  return (
    <figure key={key} id={claimId(ctx.ids, attr(node, 'id'))} className="table-float">
      {floatCaption(parts, ctx)}
      {images}
      {body}
      {viewable ? viewerButton(parts.label ?? name) : null}
    </figure>
  );
}

function tableFootnotes(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  return (
    <div key={key} className="table-footnotes">
      {ctx.render(node.children, ctx)}
    </div>
  );
}

export const tableRenderers: RendererTable = {
  table,
  'table-grid': (n, ctx, key) => grid(n, ctx, 'Table', key),
  'table-footnotes': tableFootnotes,
  // Table parts outside a table-grid: keep their content rather than lose it.
  thead: (n, ctx) => ctx.render(n.children, ctx),
  tbody: (n, ctx) => ctx.render(n.children, ctx),
  tfoot: (n, ctx) => ctx.render(n.children, ctx),
  row: (n, ctx) => ctx.render(n.children, ctx),
  cell: (n, ctx, key) => (
    <div key={key} className="cell">
      {ctx.render(n.children, ctx)}
    </div>
  ),
};
