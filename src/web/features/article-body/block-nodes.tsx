import type { ReactNode } from 'react';
import { isText, type ContentNode, type ElementNode } from '#src/shared/article/content-model.ts';
import { headingTag } from '#src/web/features/article-body/heading-level.ts';
import { claimId } from '#src/shared/site/safe-url.ts';
import { attr, classToken, langTag, splitHead, type BlockHead } from './node-utils.ts';
import type { RenderCtx, RendererTable } from './render-context.ts';

/** Types that cannot sit inside a <p>; a para holding one renders as a <div>. */
export const BLOCK_TYPES: ReadonlySet<string> = new Set([
  'section',
  'para',
  'list',
  'def-list',
  'boxed-text',
  'disp-quote',
  'preformat',
  'code',
  'statement',
  'figure',
  'figure-group',
  'table',
  'table-grid',
  'table-footnotes',
  'e-component',
  'media',
  'footnote',
  'acknowledgment',
  'appendix',
  'glossary',
  'caption',
  'title',
  'section-title',
]);

function hasBlockChild(node: ElementNode): boolean {
  for (const c of node.children ?? []) {
    if (isText(c)) continue;
    if (BLOCK_TYPES.has(c.type) || (c.type === 'math' && c.attrs?.display === 'block')) return true;
  }
  return false;
}

/** Heading content "label title" for sections and section-like blocks. */
function headingContent(head: BlockHead, ctx: RenderCtx, fallback?: string): ReactNode {
  if (!head.title && !head.label) return fallback;
  return (
    <>
      {head.label ? <span className="section-label">{ctx.render(head.label.children, ctx)}</span> : null}
      {head.label && head.title ? ' ' : null}
      {head.title ? ctx.render(head.title.children, ctx) : null}
    </>
  );
}

/**
 * A section-like block: heading at the current depth (h2 at the top), children one level
 * deeper. Untitled sections add no level, so headings never skip one.
 */
function sectionLike(node: ElementNode, ctx: RenderCtx, key: number, className: string, fallbackTitle?: string): ReactNode {
  const head = splitHead(node);
  const heading = headingContent(head, ctx, fallbackTitle);
  const Tag = headingTag(ctx.depth);
  const inner = heading ? { ...ctx, depth: ctx.depth + 1 } : ctx;
  const type = classToken(attr(node, 'type'));
  return (
    <section
      key={key}
      id={claimId(ctx.ids, attr(node, 'id'))}
      className={type ? `${className} ${className}--${type}` : className}
      lang={langTag(attr(node, 'lang'))}
    >
      {heading ? <Tag className="section-title">{heading}</Tag> : null}
      {head.caption ? ctx.render(head.caption.children, inner) : null}
      {ctx.render(head.rest, inner)}
    </section>
  );
}

/** Title and label of a non-section block (box, statement, list) — not a heading. */
function blockTitle(head: BlockHead, ctx: RenderCtx): ReactNode {
  if (!head.title && !head.label) return null;
  return (
    <p className="block-title">
      {head.label ? <span className="block-label">{ctx.render(head.label.children, ctx)}</span> : null}
      {head.label && head.title ? ' ' : null}
      {head.title ? ctx.render(head.title.children, ctx) : null}
    </p>
  );
}

const ORDERED_STYLES: Record<string, string> = {
  order: 'decimal',
  ordered: 'decimal',
  'alpha-lower': 'lower-alpha',
  'alpha-upper': 'upper-alpha',
  'roman-lower': 'lower-roman',
  'roman-upper': 'upper-roman',
};

function listNode(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  const head = splitHead(node);
  const style = attr(node, 'style') ?? 'bullet';
  const prefix = attr(node, 'prefix');
  const ordered = style in ORDERED_STYLES;
  const items: ReactNode[] = [];
  let labelled = false;
  let index = 0;
  for (const c of head.rest) {
    if (isText(c)) continue;
    if (c.type !== 'list-item') {
      items.push(<li key={items.length}>{ctx.render([c], ctx)}</li>);
      continue;
    }
    index += 1;
    const item = splitHead(c);
    const label = item.label ? ctx.render(item.label.children, ctx) : prefix ? `${prefix} ${index}` : null;
    if (label) labelled = true;
    items.push(
      <li key={items.length} id={claimId(ctx.ids, attr(c, 'id'))}>
        {label ? <span className="list-label">{label}</span> : null}
        {label ? <div className="list-item-body">{ctx.render(item.rest, ctx)}</div> : ctx.render(c.children, ctx)}
      </li>,
    );
  }
  const variant = labelled ? 'labelled' : style === 'simple' ? 'simple' : (ORDERED_STYLES[style] ?? (ordered ? 'decimal' : 'bullet'));
  const className = `list list--${variant}`;
  const id = claimId(ctx.ids, attr(node, 'id'));
  const list = ordered ? (
    <ol key={key} className={className}>
      {items}
    </ol>
  ) : (
    <ul key={key} className={className}>
      {items}
    </ul>
  );
  const title = blockTitle(head, ctx);
  if (!title && !id) return list;
  return (
    <div key={key} id={id} className="list-wrap">
      {title}
      {list}
    </div>
  );
}

function defList(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  const head = splitHead(node);
  const entries: ReactNode[] = [];
  for (const c of head.rest) {
    if (isText(c)) continue;
    if (c.type === 'term' || c.type === 'def') {
      entries.push(termOrDef(c, ctx, entries.length));
      continue;
    }
    if (c.type !== 'def-item') continue;
    const parts: ReactNode[] = [];
    for (const p of c.children ?? []) if (!isText(p)) parts.push(termOrDef(p, ctx, parts.length));
    entries.push(
      <div key={entries.length} className="def-item" id={claimId(ctx.ids, attr(c, 'id'))}>
        {parts}
      </div>,
    );
  }
  return (
    <div key={key} className="def-list-wrap" id={claimId(ctx.ids, attr(node, 'id'))}>
      {blockTitle(head, ctx)}
      <dl className="def-list">{entries}</dl>
    </div>
  );
}

function termOrDef(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  if (node.type === 'term') return <dt key={key}>{ctx.render(node.children, ctx)}</dt>;
  return <dd key={key}>{ctx.render(node.type === 'def' ? node.children : [node], ctx)}</dd>;
}

function para(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  const props = {
    id: claimId(ctx.ids, ctx.paragraphIds?.get(node) ?? attr(node, 'id')),
    className: 'para',
    lang: langTag(attr(node, 'lang')),
  };
  const content = ctx.render(node.children, ctx);
  return hasBlockChild(node) ? (
    <div key={key} {...props}>
      {content}
    </div>
  ) : (
    <p key={key} {...props}>
      {content}
    </p>
  );
}

function boxed(className: string) {
  return (node: ElementNode, ctx: RenderCtx, key: number): ReactNode => {
    const head = splitHead(node);
    return (
      <div key={key} id={claimId(ctx.ids, attr(node, 'id'))} className={className}>
        {blockTitle(head, ctx)}
        {head.caption ? ctx.render(head.caption.children, ctx) : null}
        {ctx.render(head.rest, ctx)}
      </div>
    );
  };
}

function dispQuote(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  const rest: ContentNode[] = [];
  let attribution: ElementNode | undefined;
  for (const c of node.children ?? []) {
    if (!isText(c) && c.type === 'attribution' && !attribution) attribution = c;
    else rest.push(c);
  }
  return (
    <blockquote key={key} id={claimId(ctx.ids, attr(node, 'id'))} className="disp-quote" lang={langTag(attr(node, 'lang'))}>
      {ctx.render(rest, ctx)}
      {attribution ? <p className="attribution">{ctx.render(attribution.children, ctx)}</p> : null}
    </blockquote>
  );
}

export const blockRenderers: RendererTable = {
  section: (n, ctx, key) => sectionLike(n, ctx, key, 'section'),
  acknowledgment: (n, ctx, key) => sectionLike(n, ctx, key, 'section acknowledgment', 'Acknowledgments'),
  appendix: (n, ctx, key) => sectionLike(n, ctx, key, 'section appendix', 'Appendix'),
  glossary: (n, ctx, key) => sectionLike(n, ctx, key, 'section glossary', 'Glossary'),
  para,
  list: listNode,
  'list-item': (n, ctx, key) => (
    <div key={key} className="list-item">
      {ctx.render(n.children, ctx)}
    </div>
  ),
  'def-list': defList,
  'def-item': (n, ctx, key) => (
    <div key={key} className="def-item">
      {ctx.render(n.children, ctx)}
    </div>
  ),
  term: (n, ctx, key) => (
    <span key={key} className="term">
      {ctx.render(n.children, ctx)}
    </span>
  ),
  def: (n, ctx, key) => (
    <div key={key} className="def">
      {ctx.render(n.children, ctx)}
    </div>
  ),
  'boxed-text': boxed('boxed-text'),
  statement: boxed('statement'),
  'disp-quote': dispQuote,
  preformat: (n, ctx, key) => (
    <pre key={key} id={claimId(ctx.ids, attr(n, 'id'))} className="preformat">
      {ctx.render(n.children, ctx)}
    </pre>
  ),
  code: (n, ctx, key) => (
    <pre key={key} id={claimId(ctx.ids, attr(n, 'id'))} className="code-block" data-language={classToken(attr(n, 'language'))}>
      <code>{ctx.render(n.children, ctx)}</code>
    </pre>
  ),
  // Outside a block that places them itself (sections, figures, boxes), these still show.
  label: (n, ctx, key) => (
    <span key={key} className="label">
      {ctx.render(n.children, ctx)}
    </span>
  ),
  title: (n, ctx, key) => (
    <p key={key} className="block-title">
      {ctx.render(n.children, ctx)}
    </p>
  ),
  'section-title': (n, ctx, key) => (
    <p key={key} className="block-title">
      {ctx.render(n.children, ctx)}
    </p>
  ),
  caption: (n, ctx, key) => (
    <div key={key} className="caption">
      {ctx.render(n.children, ctx)}
    </div>
  ),
};
