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

function cell(node: ElementNode, ctx: RenderCtx, key: number, section: Section): ReactNode {
  const colSpan = intAttr(node, 'colspan', MAX_SPAN);
  const rowSpan = intAttr(node, 'rowspan', MAX_SPAN);
  const props = { colSpan, rowSpan, className: cellClass(node) };
  const content = ctx.render(node.children, ctx);
  // An empty header cell (the usual top-left corner) names nothing: it is a plain cell.
  const isHeader = (node.attrs?.header === true || node.attrs?.header === 'true') && !isEmpty(node);
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

function rows(nodes: readonly ElementNode[], ctx: RenderCtx, section: Section): ReactNode[] {
  return nodes.map((row, r) => {
    const cells: ReactNode[] = [];
    for (const c of row.children ?? []) if (!isText(c) && c.type === 'cell') cells.push(cell(c, ctx, cells.length, section));
    return <tr key={r}>{cells}</tr>;
  });
}

function grid(node: ElementNode, ctx: RenderCtx, name: string, key: number | string): ReactNode {
  const parts: ReactNode[] = [];
  const loose: ElementNode[] = [];
  for (const c of node.children ?? []) {
    if (isText(c)) continue;
    if (c.type === 'row') {
      loose.push(c);
      continue;
    }
    if (c.type === 'thead' || c.type === 'tbody' || c.type === 'tfoot') {
      const Tag = c.type;
      parts.push(<Tag key={parts.length}>{rows(childrenOfType(c, 'row'), ctx, c.type)}</Tag>);
    }
  }
  if (loose.length > 0) parts.push(<tbody key={parts.length}>{rows(loose, ctx, 'tbody')}</tbody>);
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
