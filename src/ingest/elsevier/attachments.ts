import type { Attachment } from '#src/shared/article/content-model.ts';
import { descendants, first, type XmlElement } from '../xml/parse-xml.ts';
import { basename } from './context.ts';
import { childText, intOf } from './xml-text.ts';

/**
 * xocs:attachments lists every file delivered with the article: figure images in several
 * sizes (gr1.jpg, gr1.sml, gr1_lrg.jpg), formula images (si1.gif), supplementary files
 * (mmc1.docx) and the web PDF with its page images. Each file's basename is the locator the
 * article points at (ce:link locator="gr1", altimg="si1.gif"), so `ref` is that locator when
 * the article uses it.
 */

const MIME_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  rtf: 'application/rtf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  wmv: 'video/x-ms-wmv',
  ogv: 'video/ogg',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  vtt: 'text/vtt',
  kml: 'application/vnd.google-earth.kml+xml',
  kmz: 'application/vnd.google-earth.kmz',
};

/** One attachment entry; `fallbackType` for web PDFs, which carry no attachment-type. */
function attachmentOf(el: XmlElement, locators: ReadonlySet<string>, fallbackType: string): Attachment | undefined {
  const eid = childText(el, 'attachment-eid');
  const filename = childText(el, 'filename');
  const fileBasename = childText(el, 'file-basename') ?? (filename ? basename(filename) : undefined);
  if (!eid || !fileBasename) return undefined;
  const extension = childText(el, 'extension') ?? (filename?.includes('.') ? filename.slice(filename.lastIndexOf('.') + 1) : undefined);
  const out: Attachment = { eid, type: childText(el, 'attachment-type') ?? fallbackType, fileBasename };
  if (locators.has(fileBasename)) out.ref = fileBasename;
  if (extension) out.extension = extension;
  const mimetype = extension ? MIME_TYPES[extension.toLowerCase()] : undefined;
  if (mimetype) out.mimetype = mimetype;
  const filesize = intOf(childText(el, 'filesize'));
  if (filesize !== undefined) out.filesize = filesize;
  const pixelHeight = intOf(childText(el, 'pixel-height'));
  if (pixelHeight !== undefined) out.pixelHeight = pixelHeight;
  const pixelWidth = intOf(childText(el, 'pixel-width'));
  if (pixelWidth !== undefined) out.pixelWidth = pixelWidth;
  const purpose = childText(el, 'web-pdf-purpose');
  if (purpose) out.title = purpose;
  return out;
}

export function mapAttachments(meta: XmlElement | undefined, locators: ReadonlySet<string>): Attachment[] {
  const list = descendants(meta, 'attachments')[0];
  const out: Attachment[] = [];
  const add = (a: Attachment | undefined) => {
    if (a) out.push(a);
  };
  for (const el of list?.children ?? []) {
    if (typeof el === 'string') continue;
    if (el.local === 'attachment') add(attachmentOf(el, locators, 'APPLICATION'));
    else if (el.local === 'web-pdf') {
      add(attachmentOf(el, locators, 'WEB-PDF'));
      for (const page of descendants(first(el, 'web-pdf-images'), 'web-pdf-image')) add(attachmentOf(page, locators, 'IMAGE-WEB-PDF'));
    }
  }
  return out;
}

/** The file itself before its renditions: the original, then the largest image, then previews. */
function rank(a: Attachment): number {
  if (!a.type.startsWith('IMAGE')) return 0;
  if (a.type === 'IMAGE-HIGH-RES') return 1;
  return a.type.includes('THUMBNAIL') ? 3 : 2;
}

/** The attachment a locator names (for supplementary links): of the files with that basename, the main one. */
export function attachmentsByLocator(attachments: readonly Attachment[]): Map<string, Attachment> {
  const out = new Map<string, Attachment>();
  for (const a of attachments) {
    if (!a.ref) continue;
    const current = out.get(a.ref);
    if (!current || rank(a) < rank(current)) out.set(a.ref, a);
  }
  return out;
}
