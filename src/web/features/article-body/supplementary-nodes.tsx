import type { ReactNode } from 'react';
import type { ElementNode } from '#src/shared/content-model.ts';
import { claimId } from '#src/shared/safe-url.ts';
import { floatParts } from './figure-nodes.tsx';
import { attr, childrenOfType, classToken, fileName, labelText, splitHead } from './node-utils.ts';
import type { RenderCtx, RendererTable } from './render-context.ts';

/**
 * Supplementary material (e-component) and media: a described item with its label, caption
 * and file name. The files themselves are not served yet, so there is no download link.
 */
function supplementary(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  const parts = floatParts(node);
  const captionTitle = childrenOfType(parts.head.caption, 'title')[0];
  const captionRest = (parts.head.caption?.children ?? []).filter((c) => c !== captionTitle);
  const file = fileName(attr(node, 'href'));
  const mimetype = attr(node, 'mimetype');
  const kind = node.type === 'media' ? 'media' : 'supplementary';
  return (
    <div key={key} id={claimId(ctx.ids, attr(node, 'id'))} className={`supplementary supplementary--${kind}`} data-eid={attr(node, 'eid')}>
      <p className="supplementary-head">
        {parts.label ? <span className="supplementary-label">{parts.label}</span> : null}
        {parts.label && captionTitle ? ' ' : null}
        {captionTitle ? <span className="caption-title">{ctx.render(captionTitle.children, ctx)}</span> : null}
        {!parts.label && !captionTitle ? (kind === 'media' ? 'Media file' : 'Supplementary file') : null}
      </p>
      {ctx.render(captionRest, ctx)}
      {ctx.render(parts.rest, ctx)}
      {file ? (
        <p className="supplementary-file">
          <span className="supplementary-file-name">{file}</span>
          {mimetype ? <span className="supplementary-file-type"> ({mimetype})</span> : null}
        </p>
      ) : null}
    </div>
  );
}

/** A footnote with its label; body footnotes and table footnotes alike. */
function footnote(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  const head = splitHead(node);
  const label = labelText(node, head);
  const type = classToken(attr(node, 'type'));
  return (
    <div key={key} id={claimId(ctx.ids, attr(node, 'id'))} className={type ? `footnote footnote--${type}` : 'footnote'}>
      {label ? <span className="footnote-label">{label}</span> : null}
      <div className="footnote-body">
        {head.title ? <p className="block-title">{ctx.render(head.title.children, ctx)}</p> : null}
        {ctx.render(head.rest, ctx)}
      </div>
    </div>
  );
}

export const supplementaryRenderers: RendererTable = {
  'e-component': supplementary,
  media: supplementary,
  footnote,
};
