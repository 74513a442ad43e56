import type { Attachment, ContentNode } from '#src/shared/article/content-model.ts';
import { first, type XmlElement } from '../xml/parse-xml.ts';
import { newId, type Handler, type HandlerTable, type MapContext } from './context.ts';
import { objectDoi } from './blocks.ts';
import { keepHref } from './hrefs.ts';
import { node } from '../content-nodes.ts';
import { attrOf, flatText } from './text.ts';
import { labelOf } from './figures.ts';

/**
 * Supplementary material and media. Each stays in the flow (e-component / media node) and
 * is also listed in model.attachments with a deterministic EID `${articleEid}-${id}`, the
 * key the download endpoints use.
 */

/** File extensions for the MIME types seen in JATS, for hrefs that carry none (PLOS info:doi). */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/x-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/zip': 'zip',
  'application/postscript': 'ps',
  'application/eps': 'eps',
  'text/csv': 'csv',
  'text/plain': 'txt',
  'image/tiff': 'tif',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'video/quicktime': 'mov',
  'video/mpeg': 'mpg',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
};

/** The usual extension for a MIME type: from the table, else a short subtype ("application/xlsx"). */
function extensionFor(mime: string | undefined): string | undefined {
  if (!mime) return undefined;
  if (Object.hasOwn(EXTENSIONS, mime)) return EXTENSIONS[mime];
  const sub = mime.split('/')[1]?.toLowerCase();
  return sub && /^[a-z0-9]{1,5}$/.test(sub) ? sub : undefined;
}

/** "type/subtype" from JATS mimetype + mime-subtype (eLife splits them, PLOS does not). */
function mimeOf(el: XmlElement | undefined): string | undefined {
  const type = attrOf(el, 'mimetype');
  const sub = attrOf(el, 'mime-subtype');
  if (type && sub && !type.includes('/')) return `${type}/${sub}`;
  return type ?? (sub ? `application/${sub}` : undefined);
}

function attachmentType(mime: string | undefined): string {
  if (mime?.startsWith('video')) return 'VIDEO';
  if (mime?.startsWith('audio')) return 'AUDIO';
  return 'APPLICATION';
}

/** File name parts: "elife00005s002.xlsx" → elife00005s002 + xlsx; "info:doi/10.1371/x.s001" → x.s001. */
function fileParts(href: string | undefined, mime: string | undefined, fallback: string): { base: string; ext?: string } {
  if (!href) return { base: fallback, ext: extensionFor(mime) };
  const path = href.split(/[?#]/)[0] ?? href;
  const name = path.split('/').pop() || fallback;
  const isIdentifier = /^(?:info:doi\/|doi:)/i.test(href);
  const m = isIdentifier ? null : /^(.+)\.([A-Za-z0-9]{1,5})$/.exec(name);
  if (m) return { base: m[1] as string, ext: m[2]?.toLowerCase() };
  return { base: name, ext: extensionFor(mime) };
}

/** Registers the attachment for a supplementary item and returns its EID. */
function addAttachment(cx: MapContext, id: string, href: string | undefined, mime: string | undefined, title: string | undefined): string {
  // Ids are unique in valid XML; a repeated one must still not give two files one EID.
  const taken = cx.state.attachments.some((a) => a.ref === id);
  const eid = `${cx.state.eid}-${taken ? newId(cx.state, `${id}-`) : id}`;
  const { base, ext } = fileParts(href, mime, id);
  const a: Attachment = { eid, type: attachmentType(mime), ref: id, fileBasename: base };
  if (ext) a.extension = ext;
  if (mime) a.mimetype = mime;
  if (title) a.title = title;
  cx.state.attachments.push(a);
  return eid;
}

function titleOf(el: XmlElement): string | undefined {
  return flatText(first(first(el, 'caption'), 'title')) || labelOf(el);
}

/** supplementary-material → e-component; a <media> inside it is the file itself, not a second item. */
const supplementary: Handler = (el, cx) => {
  const media = first(el, 'media');
  const id = attrOf(el, 'id') ?? attrOf(media, 'id') ?? newId(cx.state, 'supp');
  const href = keepHref(attrOf(el, 'xlink:href') ?? attrOf(media, 'xlink:href'), cx.state);
  const mime = mimeOf(el) ?? mimeOf(media);
  const eid = addAttachment(cx, id, href, mime, titleOf(el));
  const label = first(el, 'label');
  const children: ContentNode[] = [];
  for (const c of el.children) {
    if (c === label) continue;
    if (c === media) children.push(...cx.children(media));
    else if (typeof c === 'string') children.push(...cx.text(c));
    else children.push(...cx.element(c));
  }
  return [node('e-component', { id, label: labelOf(el), href, eid, mimetype: mime, doi: objectDoi(el) }, children)];
};

/** media (video, audio, or a data file outside supplementary-material) → media node + attachment. */
const media: Handler = (el, cx) => {
  const id = attrOf(el, 'id') ?? newId(cx.state, 'media');
  const href = keepHref(attrOf(el, 'xlink:href'), cx.state);
  const mime = mimeOf(el);
  const eid = addAttachment(cx, id, href, mime, titleOf(el));
  const label = first(el, 'label');
  const kids = cx.children(label ? { ...el, children: el.children.filter((c) => c !== label) } : el);
  return [node('media', { id, label: labelOf(el), mimetype: mime, href, eid }, kids)];
};

export const supplementaryHandlers: HandlerTable = {
  'supplementary-material': supplementary,
  media,
};
