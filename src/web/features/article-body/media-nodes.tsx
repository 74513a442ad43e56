import type { ReactNode } from 'react';
import { contentTypeFor, mediaDownloadLabel, orderedSources, type MediaKind } from '#src/shared/article/attachments.ts';
import type { Attachment, ElementNode } from '#src/shared/article/content-model.ts';
import { claimId } from '#src/shared/site/safe-url.ts';
import { usageAttrs } from './figure-image.tsx';
import { floatCaption, floatParts } from './figure-nodes.tsx';
import type { MediaFiles } from './media-files.ts';
import { attr } from './node-utils.ts';
import type { RenderCtx, RendererTable } from './render-context.ts';
import { supplementary } from './supplementary-nodes.tsx';

/**
 * Video and audio from the article's files. Players are the browser's own
 * (<video>/<audio> with controls): no player script, keyboard and screen-reader support
 * included. Plays and downloads carry data-usage-* attributes that the usage enhancer reports
 * (spec 000 §7: MiamiMultiMediaURL playButton / requestmmfile, MiamiCaptionURL requestPage).
 */

function sourceType(a: Attachment): string | undefined {
  const type = contentTypeFor(a.extension);
  return type === 'application/octet-stream' ? undefined : type;
}

function mediaKind(node: ElementNode, files: readonly Attachment[]): 'video' | 'audio' | undefined {
  const mime = attr(node, 'mimetype') ?? '';
  if (mime.startsWith('video') || files.some((a) => a.type === 'VIDEO')) return 'video';
  if (mime.startsWith('audio') || files.some((a) => a.type === 'AUDIO')) return 'audio';
  return undefined;
}

function player(kind: 'video' | 'audio', sources: Attachment[], files: Attachment[], media: MediaFiles, name: string): ReactNode {
  const first = sources[0]!;
  const poster = files.find((a) => a.type === 'IMAGE-MMC-THUMBNAIL');
  const tracks = files
    .filter((a) => a.type === 'CLOSED-CAPTION-VTT')
    .map((a, i) => (
      <track key={a.eid} kind="captions" src={media.url(a)} label={i === 0 ? 'Captions' : `Captions ${i + 1}`} default={i === 0} />
    ));
  const children = [
    // The type from the extension allow-list (as the server sends it), so the browser skips formats it cannot play.
    ...sources.map((a) => <source key={a.eid} src={media.url(a)} type={sourceType(a)} />),
    ...tracks,
  ];
  const common = { controls: true, preload: 'metadata', 'aria-label': name, ...usageAttrs('MiamiMultiMediaURL', 'playButton', first) };
  return kind === 'video' ? (
    <video {...common} poster={poster ? media.url(poster) : undefined} playsInline>
      {children}
    </video>
  ) : (
    <audio {...common}>{children}</audio>
  );
}

/** A video or audio item: the native player, its caption, and the §9 download link; anything else is a supplementary item. */
function mediaItem(node: ElementNode, ctx: RenderCtx, key: number): ReactNode {
  const files = ctx.media?.forRef(attr(node, 'id'), attr(node, 'locator')) ?? [];
  const kind = mediaKind(node, files);
  const sources = kind ? orderedSources(files, kind) : [];
  if (!kind || !ctx.media || sources.length === 0) return supplementary(node, ctx, key);
  const parts = floatParts(node);
  const name = parts.label ?? (parts.captionText || (kind === 'video' ? 'Video' : 'Audio'));
  const download = sources[0]!;
  const label: MediaKind = download.extension?.toLowerCase() === 'gif' ? 'animation' : kind;
  return (
    <figure key={key} id={claimId(ctx.ids, attr(node, 'id'))} className={`media media--${kind}`}>
      {player(kind, sources, files, ctx.media, name)}
      {floatCaption(parts, ctx)}
      <p className="media-download">
        <a href={ctx.media.url(download, { download: true })} download {...usageAttrs('MiamiMultiMediaURL', 'requestmmfile', download)}>
          {mediaDownloadLabel(label, download.filesize)}
        </a>
      </p>
    </figure>
  );
}

/** JATS media, and Elsevier e-components whose files are video or audio (mmc1.mp4); other items stay downloads. */
export const mediaRenderers: RendererTable = {
  media: mediaItem,
  'e-component': mediaItem,
};
