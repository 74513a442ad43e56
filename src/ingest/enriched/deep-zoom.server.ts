import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_PREFERENCE } from '#src/shared/article/attachments.ts';
import type { ArticleModel, Attachment } from '#src/shared/article/content-model.ts';
import { figureLabels, imageLabel } from '#src/shared/virtual-microscope/figure-labels.ts';
import {
  DEEP_ZOOM_FORMAT,
  DEEP_ZOOM_OVERLAP,
  DEEP_ZOOM_TILE_SIZE,
  needsDeepZoom,
  type VmImage,
  type VmPayload,
} from '#src/shared/virtual-microscope/deep-zoom.ts';
import { canRender } from '../images/web-image.server.ts';

/**
 * The virtual microscope's pyramids (spec 000 §3 app VM; ADR 006): every graphic whose largest
 * image has at least DEEP_ZOOM_MIN_PIXELS is cut by libvips (sharp `.tile()`, Deep Zoom layout)
 * into 254 px JPEG tiles. The descriptor becomes an attachment of the graphic (extension `dzi`,
 * `derivedFrom` its source), the tiles go to asset storage one by one (content-addressed, so a
 * re-ingest stores nothing new) and are listed for the deep_zoom_tiles table.
 */

export interface DeepZoomTileFile {
  level: number;
  col: number;
  row: number;
  file: string;
}

export interface DeepZoomPyramid {
  attachment: Attachment;
  /** The `.dzi` descriptor on disk. */
  descriptor: string;
  tiles: DeepZoomTileFile[];
  image: VmImage;
}

export interface DeepZoomResult {
  pyramids: DeepZoomPyramid[];
  /** One line per image that should have had a pyramid and has none, and why. */
  problems: string[];
}

/** The image each graphic's pyramid is cut from: its largest stored file that libvips reads, publisher files first. */
function sources(attachments: readonly Attachment[], fileOf: (eid: string) => string | undefined): Attachment[] {
  const byRef = new Map<string, Attachment>();
  const pixels = (a: Attachment) => (a.pixelWidth ?? 0) * (a.pixelHeight ?? 0);
  for (const type of IMAGE_PREFERENCE) {
    for (const a of attachments) {
      if (a.type !== type || a.ref === undefined || !fileOf(a.eid) || !canRender(a.extension ?? '')) continue;
      if (!needsDeepZoom(a.pixelWidth, a.pixelHeight)) continue;
      const seen = byRef.get(a.ref);
      if (!seen || (!!seen.derivedFrom && !a.derivedFrom) || pixels(a) > pixels(seen)) byRef.set(a.ref, a);
    }
  }
  return [...byRef.values()];
}

async function tilesOf(filesDir: string): Promise<DeepZoomTileFile[]> {
  const out: DeepZoomTileFile[] = [];
  for (const level of await fs.readdir(filesDir)) {
    if (!/^\d+$/.test(level)) continue;
    for (const name of await fs.readdir(path.join(filesDir, level))) {
      const m = /^(\d+)_(\d+)\.jpeg$/.exec(name);
      if (m) out.push({ level: Number(level), col: Number(m[1]), row: Number(m[2]), file: path.join(filesDir, level, name) });
    }
  }
  return out;
}

export async function makeDeepZoomPyramids(
  model: ArticleModel,
  attachments: readonly Attachment[],
  fileOf: (eid: string) => string | undefined,
  scratchDir: string,
): Promise<DeepZoomResult> {
  const labels = figureLabels(model);
  const pyramids: DeepZoomPyramid[] = [];
  const problems: string[] = [];
  for (const source of sources(attachments, fileOf)) {
    const eid = `${source.eid}-dzi`.replace(/[^A-Za-z0-9._-]+/g, '_');
    const base = path.join(scratchDir, `${eid}-pyramid`);
    try {
      await sharp(fileOf(source.eid)!, { page: 0, limitInputPixels: 1_000_000_000 })
        .rotate()
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .jpeg({ quality: 82, mozjpeg: false })
        .tile({ size: DEEP_ZOOM_TILE_SIZE, overlap: DEEP_ZOOM_OVERLAP, layout: 'dz' })
        .toFile(`${base}.dz`);
    } catch (e) {
      problems.push(`${source.fileBasename}.${source.extension}: no deep-zoom pyramid could be made (${(e as Error).message})`);
      continue;
    }
    const width = source.pixelWidth!;
    const height = source.pixelHeight!;
    const label = imageLabel(labels, source.ref, pyramids.length + 1);
    pyramids.push({
      attachment: {
        eid,
        type: source.type,
        ref: source.ref!,
        fileBasename: `${source.fileBasename}-dzi`,
        extension: 'dzi',
        mimetype: 'application/xml',
        pixelWidth: width,
        pixelHeight: height,
        derivedFrom: source.eid,
      },
      descriptor: `${base}.dzi`,
      tiles: await tilesOf(`${base}_files`),
      image: {
        eid,
        sourceEid: source.eid,
        ref: source.ref ?? null,
        label,
        width,
        height,
        tileSize: DEEP_ZOOM_TILE_SIZE,
        overlap: DEEP_ZOOM_OVERLAP,
        format: DEEP_ZOOM_FORMAT,
      },
    });
  }
  return { pyramids, problems };
}

/** The VM app's stored payload; no pyramid, no entry (the app has nothing to show). */
export function vmPayloadOf(result: DeepZoomResult): VmPayload | undefined {
  return result.pyramids.length > 0 ? { images: result.pyramids.map((p) => p.image) } : undefined;
}
