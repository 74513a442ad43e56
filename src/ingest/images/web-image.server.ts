import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { rasterizePdfFirstPage } from './pdf-raster.server.ts';

/**
 * Web renditions of image files a browser cannot show (TIFF, PDF figures) and thumbnails of
 * any figure image, made with sharp (libvips, shipped in npm packages). Reusable by anything
 * that has an image file and needs a displayable copy: ingest of packages, a tile pyramid.
 */

/** Formats browsers decode in <img>; anything else needs a rendition. */
const WEB_FORMATS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'avif']);
/** Formats a rendition can be made from. */
const RENDERABLE = new Set(['tif', 'tiff', 'pdf', 'bmp', 'jp2', 'heic', 'heif', ...WEB_FORMATS]);

export function isWebFormat(extension: string): boolean {
  return WEB_FORMATS.has(extension.toLowerCase());
}

export function canRender(extension: string): boolean {
  return RENDERABLE.has(extension.toLowerCase());
}

export interface RenderedImage {
  /** Where the new file was written. */
  file: string;
  extension: 'png' | 'jpg' | 'webp';
  mimetype: string;
  width: number;
  height: number;
}

/** Longest side of a web rendition: the viewer's full size, kept within what browsers decode quickly. */
export const WEB_RENDITION_MAX_SIDE = 6000;
/** Longest side of a thumbnail (the TOC shows it at about 80 px; 320 px stays sharp on dense screens). */
export const THUMBNAIL_MAX_SIDE = 320;

/** A sharp pipeline over the file's first page; a PDF is drawn by pdf.js first. */
async function open(file: string, extension: string): Promise<Sharp> {
  const ext = extension.toLowerCase();
  if (ext === 'pdf') return sharp(await rasterizePdfFirstPage(await fs.readFile(file)));
  // TIFFs from publishers are often CMYK or 16-bit: sharp turns them into sRGB 8-bit below.
  return sharp(file, { page: 0, limitInputPixels: 400_000_000 });
}

async function write(pipeline: Sharp, target: string, format: RenderedImage['extension']): Promise<RenderedImage> {
  const file = `${target}.${format}`;
  const out =
    format === 'png'
      ? pipeline.png({ compressionLevel: 9, palette: false })
      : format === 'webp'
        ? pipeline.webp({ quality: 82 })
        : pipeline.jpeg({ quality: 88, mozjpeg: true });
  const info = await out.toFile(file);
  const mimetype = format === 'png' ? 'image/png' : format === 'webp' ? 'image/webp' : 'image/jpeg';
  return { file, extension: format, mimetype, width: info.width, height: info.height };
}

/**
 * A browser-displayable copy of an image file at full resolution (capped at
 * WEB_RENDITION_MAX_SIDE): PNG for drawings (PDF figures, images with transparency or a
 * palette), JPEG for photographs and scans. `target` is the output path without extension.
 */
export async function makeWebRendition(file: string, extension: string, target: string): Promise<RenderedImage> {
  const input = await open(file, extension);
  const meta = await input.metadata();
  const lossless = extension.toLowerCase() === 'pdf' || meta.hasAlpha || meta.isPalette || (meta.channels ?? 3) < 3;
  const pipeline = input
    .rotate()
    .resize({ width: WEB_RENDITION_MAX_SIDE, height: WEB_RENDITION_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb');
  return write(lossless ? pipeline : pipeline.flatten({ background: '#ffffff' }), target, lossless ? 'png' : 'jpg');
}

/** A small WebP of the image (longest side THUMBNAIL_MAX_SIDE) for lists of figures. */
export async function makeThumbnail(file: string, extension: string, target: string): Promise<RenderedImage> {
  const input = await open(file, extension);
  const pipeline = input
    .rotate()
    .resize({ width: THUMBNAIL_MAX_SIDE, height: THUMBNAIL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
  return write(pipeline, target, 'webp');
}

/** Pixel size of any image sharp reads (TIFF included), or undefined. */
export async function imagePixels(file: string): Promise<{ width: number; height: number } | undefined> {
  const meta = await sharp(file, { page: 0 })
    .metadata()
    .catch(() => undefined);
  return meta?.width && meta.height ? { width: meta.width, height: meta.height } : undefined;
}

/** A scratch folder for renditions, removed by the caller. */
export function scratchFile(dir: string, name: string): string {
  return path.join(dir, name.replace(/[^A-Za-z0-9._-]+/g, '_'));
}
