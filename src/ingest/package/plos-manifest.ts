import { elements, parseXml } from '../xml/parse-xml.ts';

/**
 * A PLOS delivery's MANIFEST.xml: the article XML addresses its figures and supplementary
 * files as `info:doi/10.1371/journal.pone.0056489.g001`, and the manifest names the files of
 * each such object, one per representation (TIF, PNG_L, PNG_M, PNG_S, PNG_I, XLS, PDF …).
 */

export interface ManifestRepresentation {
  /** PLOS's representation name: "TIF", "PNG_L", "XLS" … */
  name: string;
  /** File name in the package. */
  entry: string;
}

/** Representations by the object's name: the last part of its `info:doi/…` uri ("journal.pone.0056489.g001"). */
export type PackageManifest = ReadonlyMap<string, readonly ManifestRepresentation[]>;

/** The last part of an `info:doi/…` (or any) address: what graphic refs and attachments are keyed by. */
export function objectName(uri: string): string {
  return uri.split('/').pop() ?? uri;
}

export function parsePlosManifest(xml: string): PackageManifest {
  const root = parseXml(xml);
  if (root.local !== 'manifest') throw new Error(`MANIFEST.xml: expected a <manifest> root element, found <${root.name}>`);
  const out = new Map<string, ManifestRepresentation[]>();
  for (const bundle of elements(root, 'articleBundle')) {
    for (const object of elements(bundle, 'object', 'article')) {
      const uri = object.attrs.uri;
      if (!uri) continue;
      const reps = elements(object, 'representation')
        .map((r) => ({ name: (r.attrs.name ?? '').toUpperCase(), entry: r.attrs.entry ?? '' }))
        .filter((r) => r.entry !== '' && !r.entry.includes('/'));
      if (reps.length > 0) out.set(objectName(uri), reps);
    }
  }
  return out;
}

/**
 * Spec 000 §3 attachment types of a figure's PLOS representations: the TIF is the original
 * (high-res), PNG_L the full-size image (same pixels), PNG_M the downsampled one, PNG_I
 * (320 px) and PNG_S (70 px) thumbnails; a lone PNG (equation images) is the image.
 */
const FIGURE_TYPES: Readonly<Record<string, string>> = {
  TIF: 'IMAGE-HIGH-RES',
  TIFF: 'IMAGE-HIGH-RES',
  PNG_L: 'IMAGE',
  PNG: 'IMAGE',
  JPG: 'IMAGE',
  GIF: 'IMAGE',
  PNG_M: 'IMAGE-DOWNSAMPLED',
  PNG_I: 'IMAGE-THUMBNAIL',
  PNG_S: 'IMAGE-THUMBNAIL',
};
const FIGURE_ORDER = ['TIF', 'TIFF', 'PNG_L', 'PNG', 'JPG', 'GIF', 'PNG_M', 'PNG_I', 'PNG_S'];

/** A figure's representations with their attachment types and file extensions, largest thumbnail first. */
export function figureRepresentations(
  reps: readonly ManifestRepresentation[],
): Array<ManifestRepresentation & { type: string; extension: string }> {
  return reps
    .filter((r) => FIGURE_TYPES[r.name])
    .sort((a, b) => FIGURE_ORDER.indexOf(a.name) - FIGURE_ORDER.indexOf(b.name))
    .map((r) => ({ ...r, type: FIGURE_TYPES[r.name]!, extension: r.name.split('_')[0]!.toLowerCase() }));
}
