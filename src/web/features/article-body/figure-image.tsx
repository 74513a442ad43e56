import type { ReactNode } from 'react';
import { FULL_SIZE_IMAGE_LABEL, IMAGE_PREFERENCE, preferredImage } from '#src/shared/article/attachments.ts';
import { deepZoomPyramid, figureDownloads } from '#src/web/features/article-body/figure-files.ts';
import type { Attachment, ElementNode } from '#src/shared/article/content-model.ts';
import type { MediaFiles } from './media-files.ts';
import { attr, fileName } from './node-utils.ts';

/**
 * A figure's image from the article's files, in the spec's preference order, with the
 * 'Download full-size image' link (usage: MiamiCaptionURL requestPage, spec 000 §7).
 */

/** A graphic's locator as attachments name it: "gr1", "elife00218f001" (extension dropped). */
export function graphicRef(graphic: ElementNode | undefined): string | undefined {
  const ref = graphic ? (attr(graphic, 'locator') ?? fileName(attr(graphic, 'href'))) : undefined;
  // Only an image extension is dropped: PLOS locators end in ".g001", which is part of the name.
  return ref?.replace(/\.(?:jpe?g|png|gif|tiff?|svg|eps|webp)$/i, '');
}

/** Marks a play or download for the usage enhancer (features/usage). */
export function usageAttrs(currObj: string, activity: string, a: Attachment): Record<string, string> {
  return {
    'data-usage-obj': currObj,
    'data-usage-activity': activity,
    'data-mmc-type': (a.extension ?? '').toLowerCase(),
    'data-eid': a.eid,
  };
}

/** The file behind "Download full-size image": the largest rendition the publisher delivered, in whatever format (a TIFF too). */
function fullSizeImage(files: readonly Attachment[]): Attachment | undefined {
  for (const type of IMAGE_PREFERENCE) {
    const found = files.find((a) => a.type === type && !a.derivedFrom);
    if (found) return found;
  }
  return undefined;
}

/**
 * What the figure viewer (features/figure-viewer) reads from the server-rendered figure: the
 * image at full resolution, the downloads in §9 order and a deep-zoom pyramid, if any.
 */
function viewerAttrs(files: readonly Attachment[], shown: Attachment, media: MediaFiles): Record<string, string | number | undefined> {
  const downloads = figureDownloads(files).map((d) => ({
    label: d.label,
    href: media.url(files.find((f) => f.eid === d.eid)!, { download: true }),
  }));
  const pyramid = deepZoomPyramid(files);
  return {
    'data-viewer-src': media.url(shown),
    'data-viewer-width': shown.pixelWidth,
    'data-viewer-height': shown.pixelHeight,
    'data-viewer-downloads': JSON.stringify(downloads),
    'data-viewer-deep-zoom': pyramid ? media.url(pyramid) : undefined,
  };
}

/**
 * The image of a figure graphic (§9 order: HIGH-RES, IMAGE, DOWNSAMPLED, NONCAP) with its
 * full-size download, or undefined when the article has no displayable file for it.
 */
export function graphicImage(
  graphic: ElementNode | undefined,
  name: string,
  key: number | string,
  media: MediaFiles | undefined,
): ReactNode | undefined {
  const files = media?.forRef(graphicRef(graphic)) ?? [];
  const shown = preferredImage(files);
  if (!shown || !media) return undefined;
  const full = fullSizeImage(files) ?? shown;
  return (
    <div key={key} className="figure-image" {...viewerAttrs(files, shown, media)}>
      <img src={media.url(shown)} alt={name} width={shown.pixelWidth} height={shown.pixelHeight} loading="lazy" decoding="async" />
      <p className="figure-download">
        <a href={media.url(full, { download: true })} download {...usageAttrs('MiamiCaptionURL', 'requestPage', full)}>
          {FULL_SIZE_IMAGE_LABEL}
        </a>
      </p>
    </div>
  );
}
