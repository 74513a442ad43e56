import { formatFileSize, IMAGE_PREFERENCE, imageRoleLabel, preferredImage } from '#src/shared/article/attachments.ts';
import type { Attachment } from '#src/shared/article/content-model.ts';

/**
 * What the figure viewer shows of one graphic (spec 000 §3 attachment types, §9 preference
 * order and labels): the image at full resolution, the downloads in §9 order with their role
 * labels, and a deep-zoom pyramid when one exists for the graphic.
 */

export interface FigureDownload {
  /** 'Download high-res image (TIF, 368 KB)', 'Download full-size image (PNG, 261 KB)', 'Download image (PNG, 49 KB)'. */
  label: string;
  eid: string;
  type: string;
}

/** The image the viewer opens: the first displayable file in §9 order (HIGH-RES first), a web rendition of a TIFF included. */
export const viewerImage = preferredImage;

/** 'Download {role label} ({EXT}, {size})' for the files the publisher delivered, in §9 order; renditions made at ingest are not offered. */
export function figureDownloads(files: readonly Attachment[]): FigureDownload[] {
  const out: FigureDownload[] = [];
  for (const type of IMAGE_PREFERENCE) {
    for (const a of files) {
      if (a.type !== type || a.derivedFrom || (a.extension ?? '').toLowerCase() === 'dzi') continue;
      const facts = [(a.extension ?? '').toUpperCase(), a.filesize !== undefined ? formatFileSize(a.filesize) : '']
        .filter(Boolean)
        .join(', ');
      out.push({ label: `Download ${imageRoleLabel(type)}${facts ? ` (${facts})` : ''}`, eid: a.eid, type });
    }
  }
  return out;
}

/**
 * A deep-zoom tile pyramid of the graphic (a `.dzi` descriptor made at ingest, spec 000 §4
 * virtual microscope): the viewer hands it to the deep-zoom view when there is one.
 */
export function deepZoomPyramid(files: readonly Attachment[]): Attachment | undefined {
  return files.find((a) => (a.extension ?? '').toLowerCase() === 'dzi');
}
