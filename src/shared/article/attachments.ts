import type { Attachment } from './content-model.ts';

/**
 * Attachment rules of spec 000 §3 ("Attachment", "File extension groups") and §9 ("Media
 * preference order", "Labels and text"). Pure: used at ingest (matching package files), by the
 * asset server (content types) and by the renderers (which file to show, how to label it).
 */

/** §9: "images HIGH-RES, IMAGE, DOWNSAMPLED, NONCAP". */
export const IMAGE_PREFERENCE = ['IMAGE-HIGH-RES', 'IMAGE', 'IMAGE-DOWNSAMPLED', 'IMAGE-NONCAP'] as const;
/** §9: "video webm, mp4, ogv". */
export const VIDEO_PREFERENCE = ['webm', 'mp4', 'ogv'] as const;
/** §9: "audio mp3, mp4, ogg, wav, webm". */
export const AUDIO_PREFERENCE = ['mp3', 'mp4', 'ogg', 'wav', 'webm'] as const;

/** §3 "File extension groups". */
export const EXTENSION_GROUPS = {
  video: ['avi', 'mov', 'mp4', 'mpeg', 'mpg', 'ogv', 'wmv', 'flv'],
  image: ['tif', 'gif', 'jpg', 'jpeg', 'png', 'svg', 'eps', 'ivb'],
  document: ['txt', 'rtf', 'doc', 'docx', 'pdf'],
  audio: ['mp3', 'ogg', 'wav'],
  slideshow: ['ppt', 'pptx', 'pps', 'ppsx'],
  spreadsheet: ['csv', 'xls', 'xlsx', 'dat', 'db', 'dbf', 'sql', 'sdb', 'sqlite', 'wdb', 'wmdb'],
} as const;
export type ExtensionGroup = keyof typeof EXTENSION_GROUPS;

/** The type label a reader sees next to a file, by extension group ("movie file", "spreadsheet" …). */
export const FILE_TYPE_LABELS: Readonly<Record<ExtensionGroup, string>> = {
  video: 'movie file',
  image: 'image file',
  document: 'document',
  audio: 'audio file',
  slideshow: 'slideshow',
  spreadsheet: 'spreadsheet',
};

function ext(extension: string | undefined): string {
  return (extension ?? '').replace(/^\./, '').toLowerCase();
}

export function extensionGroup(extension: string | undefined): ExtensionGroup | undefined {
  const e = ext(extension);
  for (const [group, list] of Object.entries(EXTENSION_GROUPS) as [ExtensionGroup, readonly string[]][]) {
    if (list.includes(e)) return group;
  }
  return undefined;
}

/** "movie file", "spreadsheet" …; any other extension is a plain "file". */
export function fileTypeLabel(extension: string | undefined): string {
  const group = extensionGroup(extension);
  return group ? FILE_TYPE_LABELS[group] : 'file';
}

/**
 * A file size as a reader reads it: "512 B", "34 KB", "1.5 MB", "12 MB" (binary multiples;
 * one decimal below 10, whole numbers above).
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${bytes} B`;
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  // 1023.7 KB rounds up to a whole next unit: say "1 MB", not "1024 KB".
  if (rounded >= 1024 && unit < units.length - 1) return `1 ${units[unit + 1]}`;
  return `${rounded} ${units[unit]}`;
}

export type MediaKind = 'animation' | 'audio' | 'video';

/** §9: 'Download animation', 'Download audio', 'Download video', each with the size in brackets when known. */
export function mediaDownloadLabel(kind: MediaKind, filesize?: number): string {
  const size = filesize !== undefined ? formatFileSize(filesize) : '';
  return size ? `Download ${kind} (${size})` : `Download ${kind}`;
}

/** §9: 'Download full-size image'. */
export const FULL_SIZE_IMAGE_LABEL = 'Download full-size image';

/** §9: 'Download : {title}' (supplementary files). */
export function fileDownloadLabel(title: string): string {
  return `Download : ${title}`;
}

/** §9 image role labels: high-res image, full-size image, image. */
export function imageRoleLabel(type: string): string {
  if (type === 'IMAGE-HIGH-RES') return 'high-res image';
  if (type === 'IMAGE') return 'full-size image';
  return 'image';
}

/** Formats a browser can show in <img>; TIFF and EPS are download-only. */
const WEB_IMAGE = new Set(['jpg', 'jpeg', 'png', 'gif', 'svg', 'webp', 'avif']);
export function isWebImage(a: Attachment): boolean {
  return WEB_IMAGE.has(ext(a.extension));
}

/** The image to show for a float: the first displayable rendition in §9 order. */
export function preferredImage(attachments: readonly Attachment[]): Attachment | undefined {
  for (const type of IMAGE_PREFERENCE) {
    const found = attachments.find((a) => a.type === type && isWebImage(a));
    if (found) return found;
  }
  return undefined;
}

/** The media files of one kind in §9 preference order (the order of <source> elements); unlisted formats last. */
export function orderedSources(attachments: readonly Attachment[], kind: 'video' | 'audio'): Attachment[] {
  const order: readonly string[] = kind === 'video' ? VIDEO_PREFERENCE : AUDIO_PREFERENCE;
  const type = kind === 'video' ? 'VIDEO' : 'AUDIO';
  const rank = (a: Attachment) => {
    const i = order.indexOf(ext(a.extension));
    return i === -1 ? order.length : i;
  };
  return attachments.filter((a) => a.type === type).sort((a, b) => rank(a) - rank(b));
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  avif: 'image/avif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  eps: 'application/postscript',
  webm: 'video/webm',
  mp4: 'video/mp4',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  vtt: 'text/vtt',
  txt: 'text/plain',
  csv: 'text/csv',
  rtf: 'application/rtf',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  kml: 'application/vnd.google-earth.kml+xml',
  kmz: 'application/vnd.google-earth.kmz',
  // A Deep Zoom descriptor made at ingest (virtual microscope, ADR 006).
  dzi: 'application/xml',
};

/** The Content-Type a file is served with; unknown types are opaque bytes. */
export function contentTypeFor(extension: string | undefined): string {
  return CONTENT_TYPES[ext(extension)] ?? 'application/octet-stream';
}

/** Name endings of a graphic's thumbnail file ("x-gf001.thumbnail.jpg", SciELO's specific-use="scielo-web"). */
const THUMBNAIL_SUFFIXES = ['.thumbnail', '_thumb', '-thumb'] as const;

/**
 * The graphic a thumbnail graphic belongs to, when a float lists both (SciELO does): its files
 * are that graphic's IMAGE-THUMBNAIL, not a second part of the figure.
 */
export function thumbnailOfRef(ref: string, siblings: ReadonlySet<string>): string | undefined {
  for (const suffix of THUMBNAIL_SUFFIXES) {
    if (ref.endsWith(suffix) && siblings.has(ref.slice(0, -suffix.length))) return ref.slice(0, -suffix.length);
  }
  return undefined;
}

/** A graphic's locator as attachments name it: "gr1", "elife00218f001" (path and image extension dropped; PLOS ".g001" kept). */
export function graphicRefOf(locator: string | undefined, href: string | undefined): string | undefined {
  const name = locator ?? href?.split(/[?#]/)[0]?.split(/[/\\]/).pop();
  return name ? name.replace(/\.(?:jpe?g|png|gif|tiff?|svg|eps|webp)$/i, '') : undefined;
}

/**
 * The thumbnail of a graphic for lists of figures (000 §5 Figures): the publisher's
 * IMAGE-THUMBNAIL when the package had one, else the one made at ingest. Only files that can
 * be served (in asset storage, or any file with an external media base).
 */
export function thumbnailOf(attachments: readonly Attachment[], ref: string | undefined, external = false): Attachment | undefined {
  if (!ref) return undefined;
  const thumbs = attachments.filter((a) => a.ref === ref && a.type === 'IMAGE-THUMBNAIL' && isWebImage(a) && (external || a.storageKey));
  return thumbs.find((a) => !a.derivedFrom) ?? thumbs[0];
}
