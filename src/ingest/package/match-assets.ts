import { AUDIO_PREFERENCE, contentTypeFor, extensionGroup, thumbnailOfRef } from '#src/shared/article/attachments.ts';
import { isText, type ArticleModel, type Attachment, type ContentNode } from '#src/shared/article/content-model.ts';
import { figureRepresentations, type PackageManifest } from './plos-manifest.ts';

/**
 * Which file of an article package is which attachment. Three rules, in order:
 * 1. A file the XML lists (Elsevier xocs:attachments, JATS supplementary/media hrefs): same
 *    name as the attachment-eid, as the eid's last part ("…-gr1_lrg.jpg"), or as basename.extension.
 * 2. Another rendition of a listed media file ("v001.mov" listed, "v001.webm" / "v001.vtt"
 *    supplied): extra sources, closed captions (CLOSED-CAPTION-VTT) and a poster image.
 * 3. An image for a graphic (JATS `<graphic xlink:href="f001">`): "f001.jpg" is IMAGE and the
 *    suffixes below name the other renditions of spec 000 §3 ("f001_lrg.png" is IMAGE-HIGH-RES).
 *    A graphic that names its file in full ("metamodel.pdf", a PDF figure) gets that file; a PLOS
 *    `info:doi/…/journal.pgen.1000100.g001` also matches "pgen.1000100.g001.tif".
 * With a PLOS MANIFEST.xml, `info:doi/…` objects get the files the manifest lists for them first.
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
  ['_lrg', 'IMAGE-HIGH-RES'],
  ['-hires', 'IMAGE-HIGH-RES'],
  ['_hires', 'IMAGE-HIGH-RES'],
  ['_ds', 'IMAGE-DOWNSAMPLED'],
  ['-downsampled', 'IMAGE-DOWNSAMPLED'],
  ['_noncap', 'IMAGE-NONCAP'],
  ['-noncap', 'IMAGE-NONCAP'],
  ['_thumb', 'IMAGE-THUMBNAIL'],
  ['-thumb', 'IMAGE-THUMBNAIL'],
  ['.thumbnail', 'IMAGE-THUMBNAIL'],
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
        if (typeof ref === 'string' && ref !== '')
          refs.add((ref.split('/').pop() ?? ref).replace(/\.(?:jpe?g|png|gif|tiff?|svg|eps|webp)$/i, ''));
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

/** PLOS names files by the DOI suffix without "journal.": ref "journal.pone.0056489.g001", file "pone.0056489.g001.tif". */
function refAliases(refs: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of refs) if (/^journal\./.test(r)) out.set(r.slice('journal.'.length), r);
  return out;
}

function listedName(a: Attachment, byName: Map<string, PackageAsset>, manifest: PackageManifest | undefined): PackageAsset | undefined {
  const dash = a.eid.lastIndexOf('-');
  const fromManifest = manifest?.get(a.fileBasename)?.[0]?.entry ?? '';
  const candidates = [
    fromManifest,
    a.eid,
    dash >= 0 ? a.eid.slice(dash + 1) : '',
    a.extension ? `${a.fileBasename}.${a.extension}` : a.fileBasename,
  ];
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

export function matchAssets(model: ArticleModel, assets: readonly PackageAsset[], manifest?: PackageManifest): AssetMatch {
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
    const f = listedName(a, byName, manifest);
    if (f) claim(a, f);
  }
  for (const a of [...attachments]) {
    if (a.type !== 'VIDEO' && a.type !== 'AUDIO') continue;
    for (const f of [...byName.values()]) {
      const { stem, ext } = splitName(f.name);
      const type = renditionType(ext, a.type);
      if (stem.toLowerCase() !== a.fileBasename.toLowerCase() || !type) continue;
      add(
        {
          eid: safeEid(`${a.eid}-${ext}`),
          type,
          ref: a.ref,
          fileBasename: stem,
          extension: ext,
          mimetype: contentTypeFor(ext),
          title: a.title,
        },
        f,
      );
    }
  }
  const refs = graphicRefs(model);
  const image = (f: PackageAsset, type: string, ref: string, ext: string) =>
    add(
      {
        eid: safeEid(`${model.eid}-${f.name}`),
        type,
        ref,
        fileBasename: splitName(f.name).stem,
        extension: ext,
        mimetype: contentTypeFor(ext),
      },
      f,
    );
  for (const ref of refs) {
    for (const rep of figureRepresentations(manifest?.get(ref) ?? [])) {
      const f = byName.get(rep.entry.toLowerCase());
      if (f) image(f, rep.type, ref, rep.extension);
    }
  }
  const aliases = refAliases(refs);
  const refFor = (name: string) => (refs.has(name) ? name : aliases.get(name));
  for (const f of [...byName.values()]) {
    const { stem, ext } = splitName(f.name);
    const whole = refFor(f.name);
    if (whole !== undefined) {
      image(f, 'IMAGE', whole, ext);
      continue;
    }
    if (extensionGroup(ext) !== 'image' && ext !== 'webp' && ext !== 'sml') continue;
    for (const [suffix, type] of ext === 'sml' ? [['', 'IMAGE-THUMBNAIL'] as const] : IMAGE_SUFFIXES) {
      const ref = refFor(suffix === '' ? stem : stem.endsWith(suffix) ? stem.slice(0, -suffix.length) : '');
      if (ref === undefined) continue;
      image(f, type, ref, ext);
      break;
    }
  }
  return { attachments, files, unmatched: [...byName.values()].map((f) => f.name).sort() };
}

/** Eids of files the article links on the web (`xlink:href="https://…"`): never expected in the package. */
function externalEids(model: ArticleModel): Set<string> {
  const out = new Set<string>();
  const walk = (nodes: readonly ContentNode[] | undefined) => {
    for (const n of nodes ?? []) {
      if (isText(n)) continue;
      const { eid, href } = n.attrs ?? {};
      if (typeof eid === 'string' && typeof href === 'string' && /^[a-z][a-z0-9+.-]*:\/\//i.test(href)) out.add(eid);
      walk(n.children);
    }
  };
  walk(model.body);
  walk(model.back);
  for (const s of model.subArticles) walk(s.body);
  return out;
}

/**
 * What the package lacks for the article to be shown in full, one line per file: graphics
 * with no image file, and files the XML lists that the package does not hold.
 */
export function missingFiles(model: ArticleModel, match: AssetMatch): string[] {
  const withFile = new Set(match.attachments.filter((a) => match.files.has(a.eid)).map((a) => a.ref));
  const out: string[] = [];
  const refs = graphicRefs(model);
  for (const ref of refs) {
    if (!withFile.has(ref) && !thumbnailOfRef(ref, refs)) out.push(`${ref}: no image file for this graphic in the package`);
  }
  const external = externalEids(model);
  for (const a of model.attachments) {
    if (match.files.has(a.eid) || external.has(a.eid)) continue;
    out.push(
      `${a.extension ? `${a.fileBasename}.${a.extension}` : a.fileBasename}: listed by the article (${a.type}) but not in the package`,
    );
  }
  return out;
}
