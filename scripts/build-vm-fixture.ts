/**
 * Makes the virtual-microscope fixture of the samples (ADR 006): no sample article has a
 * whole-slide image, so the eLife Insight 10.7554/eLife.19405 (CC BY 4.0) gets a high-resolution
 * version of its own image, "Membrane invagination projecting towards one centriole in the
 * centrosome" (a 3D rendering of a cell from the imaging of Negishi et al. 2016), upscaled from the
 * publisher's 661 × 624 TIFF to 4800 px wide (21.7 megapixels, over the 20-megapixel
 * pyramid threshold) with a Lanczos filter. The package names it `…-inf1-hires.tif`, so ingest
 * files it as the graphic's IMAGE-HIGH-RES. Run once; the output is committed (0.8 MB), the
 * tile pyramid is made at ingest and never committed.
 *
 *   npx tsx scripts/build-vm-fixture.ts
 */
import path from 'node:path';
import sharp from 'sharp';

const folder = path.resolve(import.meta.dirname, '../samples/packages/elife-19405');
const source = path.join(folder, 'elife-19405-inf1.tif');
const target = path.join(folder, 'elife-19405-inf1-hires.tif');

const info = await sharp(source)
  .removeAlpha()
  .resize({ width: 4800, kernel: 'lanczos3' })
  .tiff({ compression: 'jpeg', quality: 88, tile: true, tileWidth: 256, tileHeight: 256 })
  .toFile(target);
console.log(
  `${path.relative(process.cwd(), target)}: ${info.width} × ${info.height} (${((info.width * info.height) / 1e6).toFixed(1)} MP), ${(info.size / 1e6).toFixed(1)} MB`,
);
