import { AUDIO_PREFERENCE, contentTypeFor, extensionGroup } from '#src/shared/attachments.ts';
import { isText, type ArticleModel, type Attachment, type ContentNode } from '#src/shared/content-model.ts';

/**
 * Which file of an article package is which attachment. Three rules, in order:
 * 1. A file the XML lists (Elsevier xocs:attachments, JATS supplementary/media hrefs): same
 *    name as the attachment-eid, as the eid's last part ("…-gr1_lrg.jpg"), or as basename.extension.
 * 2. Another rendition of a listed media file ("v001.mov" listed, "v001.webm" / "v001.vtt"
 *    supplied): extra sources, closed captions (CLOSED-CAPTION-VTT) and a poster image.
 * 3. An image for a graphic (JATS `<graphic xlink:href="f001">`): "f001.jpg" is IMAGE and the
 *    suffixes below name the other renditions of spec 000 §3 ("f001_lrg.png" is IMAGE-HIGH-RES).
 * Files no rule claims are left out and named in a warning.
 */

export interface PackageAsset {
  /** File name inside the package (no folders). */
  name: string;
  size: number;
}

export interface AssetMatch {
  attachments: Attachment[];
  /** eid → package file name, for every attachment that now has a file. */
  files: Map<string, string>;
  unmatched: string[];
}

const IMAGE_SUFFIXES: ReadonlyArray<[string, string]> = [
  ['_lrg', 'IMAGE-HIGH-RES'], ['-hires', 'IMAGE-HIGH-RES'], ['_hires', 'IMAGE-HIGH-RES'],
  ['_ds', 'IMAGE-DOWNSAMPLED'], ['-downsampled', 'IMAGE-DOWNSAMPLED'],
  ['_noncap', 'IMAGE-NONCAP'], ['-noncap', 'IMAGE-NONCAP'],
  ['_thumb', 'IMAGE-THUMBNAIL'], ['-thumb', 'IMAGE-THUMBNAIL'],
  ['', 'IMAGE'],
];

function splitName(name: string): { stem: string; ext: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? { stem: name.slice(0, dot), ext: name.slice(dot + 1).toLowerCase() } : { stem: name, ext: '' };
}

/** Eids end up in URLs: keep them to characters that need no escaping. */
function safeEid(value: string): string {
  return value.replace(/[^A-Za-z0-9._-]+/g, '_');
}

function graphicRefs(model: ArticleModel): Set<string> {
  const refs = new Set<string>();
  const walk = (nodes: readonly ContentNode[] | undefined) => {
    for (const n of nodes ?? []) {
      if (isText(n)) continue;
      if (n.type === 'graphic') {
        const ref = n.attrs?.locator ?? n.attrs?.href;
        // Only an image extension is dropped: PLOS locators end in ".g001", which is part of the name.
        if (typeof ref === 'string' && ref !== '') refs.add((ref.split('/').pop() ?? ref).replace(/\.(?:jpe?g|png|gif|tiff?|svg|eps|webp)$/i, ''));
      }
      walk(n.children);
    }
  };
  walk(model.body);
  walk(model.back);
  for (const a of model.abstracts) walk(a.children);
  for (const s of model.subArticles) walk(s.body);
  return refs;
}

function listedName(a: Attachment, byName: Map<string, PackageAsset>): PackageAsset | undefined {
  const dash = a.eid.lastIndexOf('-');
  const candidates = [a.eid, dash >= 0 ? a.eid.slice(dash + 1) : '', a.extension ? `${a.fileBasename}.${a.extension}` : a.fileBasename];
  for (const c of candidates) {
    const found = c ? byName.get(c.toLowerCase()) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** What another file next to a listed video or audio file is; mp4 and webm are audio beside an audio file (§9 audio order). */
function renditionType(ext: string, parentType: string): string | undefined {
  if (ext === 'vtt') return 'CLOSED-CAPTION-VTT';
  if (parentType === 'AUDIO' && (AUDIO_PREFERENCE as readonly string[]).includes(ext)) return 'AUDIO';
  if (ext === 'webm' || extensionGroup(ext) === 'video') return 'VIDEO';
  if (extensionGroup(ext) === 'audio') return 'AUDIO';
  if (['jpg', 'jpeg', 'png', 'gif', 'webp'].includes(ext)) return 'IMAGE-MMC-THUMBNAIL';
  return undefined;
}

export function matchAssets(model: ArticleModel, assets: readonly PackageAsset[]): AssetMatch {
  const byName = new Map(assets.map((f) => [f.name.toLowerCase(), f]));
  const files = new Map<string, string>();
  const attachments = model.attachments.map((a) => ({ ...a }));
  const eids = new Set(attachments.map((a) => a.eid));
  const claim = (a: Attachment, f: PackageAsset) => {
    byName.delete(f.name.toLowerCase());
    files.set(a.eid, f.name);
    a.filesize = f.size;
  };
  const add = (a: Attachment, f: PackageAsset) => {
    if (eids.has(a.eid)) return;
    eids.add(a.eid);
    attachments.push(a);
    claim(a, f);
  };
  for (const a of attachments) {
    const f = listedName(a, byName);
    if (f) claim(a, f);
  }
  for (const a of [...attachments]) {
    if (a.type !== 'VIDEO' && a.type !== 'AUDIO') continue;
    for (const f of [...byName.values()]) {
      const { stem, ext } = splitName(f.name);
      const type = renditionType(ext, a.type);
      if (stem.toLowerCase() !== a.fileBasename.toLowerCase() || !type) continue;
      add({ eid: safeEid(`${a.eid}-${ext}`), type, ref: a.ref, fileBasename: stem, extension: ext, mimetype: contentTypeFor(ext), title: a.title }, f);
    }
  }
  const refs = graphicRefs(model);
  for (const f of [...byName.values()]) {
    const { stem, ext } = splitName(f.name);
    if (extensionGroup(ext) !== 'image' && ext !== 'webp' && ext !== 'sml') continue;
    for (const [suffix, type] of ext === 'sml' ? [['', 'IMAGE-THUMBNAIL'] as const] : IMAGE_SUFFIXES) {
      const ref = suffix === '' ? stem : stem.endsWith(suffix) ? stem.slice(0, -suffix.length) : undefined;
      if (ref === undefined || !refs.has(ref)) continue;
      add({ eid: safeEid(`${model.eid}-${f.name}`), type, ref, fileBasename: stem, extension: ext, mimetype: contentTypeFor(ext) }, f);
      break;
    }
  }
  return { attachments, files, unmatched: [...byName.values()].map((f) => f.name).sort() };
}
