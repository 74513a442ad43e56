import type { ReactNode } from 'react';
import { isText, type ContentNode, type ElementNode } from '#src/shared/article/content-model.ts';
import { preferredImage, thumbnailOfRef } from '#src/shared/article/attachments.ts';
import { figureShortLabel, UNLABELLED_FIGURE } from '#src/web/ui/figure-caption.ts';
import { claimId } from '#src/shared/site/safe-url.ts';
import { graphicImage, graphicRef } from './figure-image.tsx';
import { attr, childrenOfType, fileName, labelText, plain, splitHead, type BlockHead } from './node-utils.ts';
import type { RenderCtx, RendererTable } from './render-context.ts';

/** Parts of a float (figure or table) that its renderer places itself. */
export interface FloatParts {
  head: BlockHead;
  label?: string;
  captionText: string;
  altText?: string;
  graphics: ElementNode[];
  credits: ElementNode[];
  rest: ContentNode[];
}

const CREDIT_TYPES = new Set(['source', 'copyright', 'attribution']);

export function floatParts(node: ElementNode): FloatParts {
  const head = splitHead(node);
  const parts: FloatParts = {
    head,
    label: labelText(node, head),
    captionText: plain(head.caption?.children),
    graphics: [],
    credits: [],
    rest: [],
  };
  for (const c of head.rest) {
    if (isText(c)) {
      parts.rest.push(c);
      continue;
    }
    if (c.type === 'graphic') parts.graphics.push(c);
    else if (c.type === 'alt-text') parts.altText ??= plain(c.children) || undefined;
    else if (CREDIT_TYPES.has(c.type)) parts.credits.push(c);
    else parts.rest.push(c);
  }
  parts.altText ??= attr(node, 'altText');
  // A graphic that is only another graphic's thumbnail (SciELO lists both) is not a part of the figure.
  const refs = new Set(parts.graphics.map(graphicRef).filter((r): r is string => r !== undefined));
  if (refs.size > 1) parts.graphics = parts.graphics.filter((g) => !thumbnailOfRef(graphicRef(g) ?? '', refs));
  return parts;
}

/**
 * Figure/table caption: "Figure 1. Title" then the caption's paragraphs and the credits.
 * With neither label nor caption, spec 000 §5 names the figure 'Unlabelled figure'.
 */
export function floatCaption(parts: FloatParts, ctx: RenderCtx, unlabelled?: string): ReactNode {
  const { head, label, credits } = parts;
  const captionTitle = childrenOfType(head.caption, 'title')[0];
  const captionRest = (head.caption?.children ?? []).filter((c) => c !== captionTitle);
  const hasHead = label !== undefined || captionTitle !== undefined;
  if (!hasHead && captionRest.length === 0 && credits.length === 0 && !unlabelled) return null;
  return (
    <figcaption className="float-caption">
      {hasHead ? (
        <p className="caption-head">
          {label !== undefined ? <span className="float-label">{label}</span> : null}
          {label !== undefined && captionTitle ? ' ' : null}
          {captionTitle ? <span className="caption-title">{ctx.render(captionTitle.children, ctx)}</span> : null}
        </p>
      ) : null}
      {!hasHead && captionRest.length === 0 && unlabelled ? <p className="caption-head">{unlabelled}</p> : null}
      {ctx.render(captionRest, ctx)}
      {credits.map((c, i) => (
        <p key={`credit${i}`} className={`float-credit float-credit--${c.type}`}>
          {ctx.render(c.children, ctx)}
        </p>
      ))}
    </figcaption>
  );
}

/**
 * A graphic whose file the article does not have (the bundled samples ship XML only): a
 * captioned placeholder box named by the alt text or the figure's short label.
 */
export function graphicPlaceholder(graphic: ElementNode | undefined, name: string, key: number | string): ReactNode {
  const locator = graphic ? (attr(graphic, 'locator') ?? fileName(attr(graphic, 'href'))) : undefined;
  return (
    <div key={key} className="figure-placeholder figure-placeholder--medium" role="img" aria-label={name} data-locator={locator}>
      <span className="figure-placeholder-text">Image not available</span>
    </div>
  );
}

/**
 * The figure viewer's opener (a lazily loaded chunk, features/figure-viewer): hidden until the
 * page's enhancer has arrived, so without JavaScript no button does nothing.
 */
export function viewerButton(short: string): ReactNode {
  return (
    <button type="button" className="figure-viewer-open" data-figure-viewer="" aria-label={`View larger: ${short}`} hidden>
      View larger
    </button>
  );
}

function figure(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  const parts = floatParts(node);
  const short = figureShortLabel(parts.label, parts.captionText);
  const name = parts.altText ?? short;
  const graphics = parts.graphics.length > 0 ? parts.graphics : [undefined];
  const images = graphics.map((g, i) => {
    const partName = graphics.length > 1 ? `${name} (part ${i + 1})` : name;
    return graphicImage(g, partName, i, ctx.media);
  });
  return (
    <figure key={key} id={claimId(ctx.ids, attr(node, 'id'))} className="figure">
      {images.map((image, i) => image ?? graphicPlaceholder(graphics[i], graphics.length > 1 ? `${name} (part ${i + 1})` : name, i))}
      {images.some(Boolean) ? viewerButton(short) : null}
      {ctx.render(parts.rest, ctx)}
      {floatCaption(parts, ctx, short === UNLABELLED_FIGURE ? UNLABELLED_FIGURE : undefined)}
    </figure>
  );
}

function figureGroup(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  const parts = floatParts(node);
  return (
    <figure key={key} id={claimId(ctx.ids, attr(node, 'id'))} className="figure-group">
      {ctx.render(parts.rest, ctx)}
      {parts.graphics.map((g, i) => {
        const name = figureShortLabel(parts.label, parts.captionText);
        return graphicImage(g, name, `g${i}`, ctx.media) ?? graphicPlaceholder(g, name, `g${i}`);
      })}
      {floatCaption(parts, ctx)}
    </figure>
  );
}

/** A graphic outside a figure (inline graphics, chemical structures): a small placeholder. */
function looseGraphic(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  const file = fileName(attr(node, 'href')) ?? attr(node, 'locator');
  const shown = preferredImage(ctx.media?.forRef(graphicRef(node)) ?? []);
  if (shown && ctx.media) {
    return (
      <img
        key={key}
        className="inline-graphic-image"
        src={ctx.media.url(shown)}
        alt={attr(node, 'altText') ?? ''}
        width={shown.pixelWidth}
        height={shown.pixelHeight}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span
      key={key}
      className="inline-graphic"
      role="img"
      aria-label={file ? `Image ${file} (not available)` : 'Image not available'}
      data-locator={attr(node, 'locator')}
    />
  );
}

export const figureRenderers: RendererTable = {
  figure,
  'figure-group': figureGroup,
  graphic: looseGraphic,
  // Alt text names the figure placeholder; shown as text it would say everything twice.
  'alt-text': () => null,
  source: (n, ctx, key) => (
    <span key={key} className="float-credit">
      {ctx.render(n.children, ctx)}
    </span>
  ),
  copyright: (n, ctx, key) => (
    <span key={key} className="float-credit">
      {ctx.render(n.children, ctx)}
    </span>
  ),
  attribution: (n, ctx, key) => (
    <span key={key} className="attribution">
      {ctx.render(n.children, ctx)}
    </span>
  ),
};
