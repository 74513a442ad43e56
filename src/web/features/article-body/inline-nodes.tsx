import type { ReactNode } from 'react';
import type { ElementNode } from '#src/shared/article/content-model.ts';
import { safeHref, safeId } from '#src/shared/site/safe-url.ts';
import { attr, classToken, plain } from './node-utils.ts';
import type { NodeRenderer, RenderCtx, RendererTable } from './render-context.ts';

function wrap(Tag: 'b' | 'i' | 'sup' | 'sub' | 'u' | 's', className?: string): NodeRenderer {
  return (n, ctx, key) => (
    <Tag key={key} className={className}>
      {ctx.render(n.children, ctx)}
    </Tag>
  );
}

function span(className: string): NodeRenderer {
  return (n, ctx, key) => (
    <span key={key} className={className}>
      {ctx.render(n.children, ctx)}
    </span>
  );
}

/** Link text: the node's content, or the raw target when it has none (as text, never markup). */
function linkText(node: ElementNode, ctx: RenderCtx, fallback: string | undefined): ReactNode {
  const content = ctx.render(node.children, ctx);
  return content.length > 0 ? content : fallback;
}

/**
 * An external link when the target is safe, otherwise the same content as plain text
 * (spec 000 §5/§8: an invalid URN falls back to plain text).
 */
function externalLink(node: ElementNode, ctx: RenderCtx, key: number, raw: string | undefined): ReactNode {
  const href = safeHref(raw);
  const text = linkText(node, ctx, raw);
  if (href === undefined || text === undefined)
    return (
      <span key={key} className="link-text">
        {text}
      </span>
    );
  const inPage = href.startsWith('#');
  return (
    <a key={key} href={href} className={inPage ? 'intra-ref' : 'ext-link'} rel={inPage || href.startsWith('/') ? undefined : 'noopener'}>
      {text}
    </a>
  );
}

/**
 * cross-ref → in-page link to the first of its refids; the type goes in a data attribute for
 * delegation, and a citation of several targets ("[3–5]") lists them all for the popover.
 */
function crossRef(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  const content = ctx.render(node.children, ctx);
  if (content.length === 0) return null; // nothing a reader could see or a link could be named by
  const ids = [
    ...new Set(
      (attr(node, 'refid') ?? '')
        .split(/\s+/)
        .map(safeId)
        .filter((id): id is string => id !== undefined),
    ),
  ];
  if (ids.length === 0)
    return (
      <span key={key} className="xref">
        {content}
      </span>
    );
  return (
    <a
      key={key}
      href={`#${ids[0]}`}
      className="xref"
      data-xref-type={classToken(attr(node, 'refType'))}
      data-refids={ids.length > 1 ? ids.join(' ') : undefined}
    >
      {content}
    </a>
  );
}

function intraRef(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  const raw = attr(node, 'href');
  // A bare id ("fig1") is an in-page target; anything with a scheme goes through the URL checks.
  const target = raw && !raw.startsWith('#') && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(raw) && !raw.startsWith('/') ? `#${raw}` : raw;
  return externalLink(node, ctx, key, target);
}

function eAddress(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  const value = attr(node, 'href') ?? plain(node.children);
  const isEmail = attr(node, 'type') === 'email' || (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value) && value.includes('@'));
  const target = isEmail && !/^mailto:/i.test(value) ? `mailto:${value}` : value;
  return externalLink(node, ctx, key, target);
}

export const inlineRenderers: RendererTable = {
  bold: wrap('b'),
  italic: wrap('i'),
  sup: wrap('sup'),
  sub: wrap('sub'),
  underline: wrap('u'),
  strike: wrap('s'),
  'small-caps': span('small-caps'),
  monospace: span('monospace'),
  'chem-struct': span('chem-struct'),
  break: (_n, _ctx, key) => <br key={key} />,
  'cross-ref': crossRef,
  'inter-ref': (n, ctx, key) => externalLink(n, ctx, key, attr(n, 'href')),
  'intra-ref': intraRef,
  link: (n, ctx, key) => {
    const href = attr(n, 'href');
    // Elsevier ce:link points at an asset by locator; without the asset it is its text.
    if (!href)
      return (
        <span key={key} className="link-text" data-locator={attr(n, 'locator')}>
          {ctx.render(n.children, ctx)}
        </span>
      );
    return externalLink(n, ctx, key, href);
  },
  'e-address': eAddress,
};
