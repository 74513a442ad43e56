import type { ReactNode } from 'react';
import type { ElementNode } from '#src/shared/article/content-model.ts';
import { fileDownloadLabel, fileTypeLabel, formatFileSize } from '#src/shared/article/attachments.ts';
import type { Attachment } from '#src/shared/article/content-model.ts';
import { claimId } from '#src/shared/site/safe-url.ts';
import { usageAttrs } from './figure-image.tsx';
import { floatParts } from './figure-nodes.tsx';
import type { MediaFiles } from './media-files.ts';
import { attr, childrenOfType, classToken, fileName, labelText, plain, splitHead } from './node-utils.ts';
import type { RenderCtx, RendererTable } from './render-context.ts';

/** The item's own file: the one its eid names, else the first file listed for it. */
function itemFile(node: ElementNode, media: MediaFiles | undefined): Attachment | undefined {
  const files = media?.forRef(attr(node, 'id'), attr(node, 'locator')) ?? [];
  return files.find((a) => a.eid === attr(node, 'eid')) ?? files.find((a) => a.type === 'APPLICATION') ?? files[0];
}

/** §9 'Download : {title}', then the file's type label and size: "(spreadsheet, 34 KB)". */
function downloadLink(file: Attachment, title: string, media: MediaFiles): ReactNode {
  const size = file.filesize !== undefined ? `, ${formatFileSize(file.filesize)}` : '';
  return (
    <p className="supplementary-download">
      <a href={media.url(file, { download: true })} download {...usageAttrs('MiamiMultiMediaURL', 'requestmmfile', file)}>
        {fileDownloadLabel(title)}
      </a>{' '}
      <span className="supplementary-file-type">
        ({fileTypeLabel(file.extension)}
        {size})
      </span>
    </p>
  );
}

/**
 * Supplementary material (e-component) and media without a player: a described item with its
 * label, caption and file name, and a download link when the article has the file.
 */
export function supplementary(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  const parts = floatParts(node);
  const captionTitle = childrenOfType(parts.head.caption, 'title')[0];
  const captionRest = (parts.head.caption?.children ?? []).filter((c) => c !== captionTitle);
  const file = fileName(attr(node, 'href'));
  const mimetype = attr(node, 'mimetype');
  const kind = node.type === 'media' ? 'media' : 'supplementary';
  const stored = itemFile(node, ctx.media);
  const title =
    [parts.label, plain(captionTitle?.children)].filter(Boolean).join(' ') ||
    file ||
    (kind === 'media' ? 'Media file' : 'Supplementary file');
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
      {stored && ctx.media ? downloadLink(stored, title, ctx.media) : null}
      {file && !stored ? (
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
  footnote,
};
