import type { ReactNode } from 'react';
import { isText, type ElementNode } from '#src/shared/article/content-model.ts';
import { preferredImage } from '#src/shared/article/attachments.ts';
import { claimId } from '#src/shared/site/safe-url.ts';
import { graphicRef } from './figure-image.tsx';
import { mathElement, mathTextLength } from './mathml.ts';
import { attr, plain } from './node-utils.ts';
import type { RenderCtx, RendererTable } from './render-context.ts';

/** TeX that could not become MathML at ingest: shown as source. */
function tex(node: ElementNode, key?: number): ReactNode {
  return (
    <code key={key} className="tex">
      {plain(node.children)}
    </code>
  );
}

/** Asset locators are file names ("si1", "si1.gif"); anything else is not passed on to the page. */
const LOCATOR = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

function formulaName(node: ElementNode): string {
  const label = attr(node, 'label');
  return attr(node, 'altText') ?? (label ? `Equation ${label}` : 'Equation');
}

/**
 * Some publishers ship a formula only as an image (Elsevier si*.gif, PLOS equation images,
 * used only when there is no MathML): the image when the article has its file, else a
 * placeholder named by the alt text or the equation label.
 */
function formulaImage(node: ElementNode, graphic: ElementNode, ctx: RenderCtx, altTex?: string): ReactNode {
  const shown = preferredImage(ctx.media?.forRef(graphicRef(graphic)) ?? []);
  if (shown && ctx.media) {
    // Alt text: the source's, else the TeX the image shows, else the equation's label.
    const alt = attr(node, 'altText') ?? altTex ?? formulaName(node);
    return (
      <img
        className="formula-image"
        src={ctx.media.url(shown)}
        alt={alt}
        width={shown.pixelWidth}
        height={shown.pixelHeight}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const name = formulaName(node);
  const locator = attr(graphic, 'locator') ?? attr(graphic, 'href');
  return (
    <span
      className="formula-graphic"
      role="img"
      aria-label={`${name} (image not available)`}
      data-locator={locator && LOCATOR.test(locator) ? locator : undefined}
    />
  );
}

/**
 * MathML first (marked when it came from TeX, so the page says which formulas did); then TeX
 * that could not be converted: its image when the article has the file, else the TeX itself.
 */
function content(node: ElementNode, display: 'block' | 'inline', ctx: RenderCtx): ReactNode {
  let graphic: ElementNode | undefined;
  let source: ElementNode | undefined;
  for (const c of node.children ?? []) {
    if (isText(c)) continue;
    if (c.type === 'mathml') return mathElement(c, display, attr(node, 'altText'), attr(node, 'source') === 'tex');
    if (c.type === 'tex') source ??= c;
    if (c.type === 'graphic') graphic ??= c;
  }
  const hasFile = graphic !== undefined && preferredImage(ctx.media?.forRef(graphicRef(graphic)) ?? []) !== undefined;
  if (source && !hasFile) return tex(source);
  return graphic ? formulaImage(node, graphic, ctx, source ? plain(source.children) : undefined) : null;
}

/** Inline formulas longer than this many characters may not fit a phone's column. */
const LONG_INLINE = 18;

function isLong(node: ElementNode): boolean {
  for (const c of node.children ?? []) {
    if (!isText(c) && c.type === 'mathml') return mathTextLength(c, LONG_INLINE) > LONG_INLINE;
  }
  return false;
}

/**
 * Inline math sits in the text; display math gets its own horizontally scrollable box
 * (focusable, named after its label) with the equation label beside it.
 */
function math(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  const block = node.attrs?.display === 'block';
  const inner = content(node, block ? 'block' : 'inline', ctx);
  if (inner === null) return null;
  const id = claimId(ctx.ids, attr(node, 'id'));
  if (!block) {
    if (!isLong(node))
      return (
        <span key={key} id={id} className="math-inline">
          {inner}
        </span>
      );
    // Too wide for a 320px column: it scrolls in its own box, which keyboards can reach.
    return (
      <span key={key} id={id} className="math-inline math-inline--long" tabIndex={0} role="group" aria-label="Formula">
        {inner}
      </span>
    );
  }
  const label = attr(node, 'label');
  return (
    <div key={key} id={id} className="disp-formula">
      <div className="formula-scroll" tabIndex={0} role="group" aria-label={label ? `Equation ${label}` : 'Equation'}>
        {inner}
      </div>
      {label ? <span className="formula-label">{label}</span> : null}
    </div>
  );
}

export const mathRenderers: RendererTable = {
  math,
  mathml: (n, _ctx, key) => (
    <span key={key} className="math-inline">
      {mathElement(n, 'inline')}
    </span>
  ),
  tex: (n, _ctx, key) => tex(n, key),
};
