import { z } from 'zod';

/**
 * The virtual microscope (spec 000 §1 "a virtual microscope viewer link", §2 "with parameters
 * data, signature and time", §3 app VM; ADR 006): an image attachment of at least
 * DEEP_ZOOM_MIN_PIXELS is cut at ingest into a Deep Zoom (DZI) tile pyramid. Tiles are served
 * at `{media base}/{pyramid eid}_files/{level}/{col}_{row}.{format}`, the layout a DZI viewer
 * derives from the descriptor's own address `{media base}/{pyramid eid}`.
 */

/** 20 megapixels: a whole-slide or stitched microscopy image, far past what one <img> shows usefully. */
export const DEEP_ZOOM_MIN_PIXELS = 20_000_000;
/** libvips' default DZI tile: 254 px plus 1 px overlap on each side (256 px tiles). */
export const DEEP_ZOOM_TILE_SIZE = 254;
export const DEEP_ZOOM_OVERLAP = 1;
export const DEEP_ZOOM_FORMAT = 'jpeg';

/** Whether an image of this pixel size gets a tile pyramid at ingest. */
export function needsDeepZoom(width: number | undefined, height: number | undefined): boolean {
  return width !== undefined && height !== undefined && width > 0 && height > 0 && width * height >= DEEP_ZOOM_MIN_PIXELS;
}

/** The number of levels of a DZI pyramid: level 0 is 1×1 px, the last level is the full image. */
export function deepZoomLevels(width: number, height: number): number {
  return Math.ceil(Math.log2(Math.max(width, height))) + 1;
}

/** One image of the VM app: its pyramid (the `.dzi` attachment), what it shows and its size. */
export const vmImageSchema = z.object({
  /** attachment-eid of the pyramid's descriptor (`{source eid}-dzi`). */
  eid: z.string().max(200),
  /** attachment-eid of the image it was cut from. */
  sourceEid: z.string().max(200),
  /** The graphic's locator. */
  ref: z.string().max(200).nullable(),
  /** 'Figure 2', or the image's own name when it is not in a labelled figure. */
  label: z.string().max(500),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  tileSize: z.number().int().positive(),
  overlap: z.number().int().nonnegative(),
  format: z.enum(['jpeg', 'png']),
  /** Added per request for a reader who may see the article's files: the signed viewer link (000 §2). */
  viewerUrl: z.string().max(2000).optional(),
});
export type VmImage = z.infer<typeof vmImageSchema>;
export const vmPayloadSchema = z.object({ images: z.array(vmImageSchema) });
export type VmPayload = z.infer<typeof vmPayloadSchema>;

export interface TileAddress {
  /** The pyramid's attachment-eid. */
  eid: string;
  level: number;
  col: number;
  row: number;
  format: string;
}

const FILES_SEGMENT = /^([A-Za-z0-9._-]{1,200})_files$/;
const TILE_NAME = /^(\d{1,5})_(\d{1,5})\.(jpeg|jpg|png)$/;

/**
 * The tile a request path names (`{eid}_files`, `{level}`, `{col}_{row}.{format}`), or
 * undefined for anything else: no other shape reaches the database.
 */
export function parseTileAddress(filesSegment: string, level: string, name: string): TileAddress | undefined {
  const files = FILES_SEGMENT.exec(filesSegment);
  const tile = TILE_NAME.exec(name);
  if (!files || !tile || !/^\d{1,2}$/.test(level)) return undefined;
  return {
    eid: files[1]!,
    level: Number(level),
    col: Number(tile[1]),
    row: Number(tile[2]),
    format: tile[3] === 'jpg' ? 'jpeg' : tile[3]!,
  };
}

/** Where the viewer page lives (000 §2 "virtual microscope viewer link with parameters data, signature and time"). */
export const VIRTUAL_MICROSCOPE_PATH = '/virtual-microscope';
