import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The first page of a PDF as PNG bytes, drawn by pdf.js on @napi-rs/canvas (both from npm,
 * no system library): publishers deliver vector figures as PDF (Open Journals' jose-00180),
 * which no browser shows in an <img>. Scripts in the PDF never run (isEvalSupported false).
 */

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
/** Fonts a PDF uses without embedding them (Helvetica, Times …), shipped with pdf.js. */
const STANDARD_FONTS = pathToFileURL(path.join(pdfjsRoot, 'standard_fonts') + path.sep).href;

export interface PdfRasterOptions {
  /** Pixels of the longer side (default 2400): sharp enough to zoom into a figure. */
  longSide?: number;
}

/** Renders page 1 of the PDF; throws when the bytes are not a readable PDF. */
export async function rasterizePdfFirstPage(bytes: Uint8Array, options: PdfRasterOptions = {}): Promise<Buffer> {
  const longSide = options.longSide ?? 2400;
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl: STANDARD_FONTS,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const page = await doc.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(8, longSide / Math.max(base.width, base.height));
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    const factory = doc.canvasFactory as {
      create(w: number, h: number): { canvas: { toBuffer(type: 'image/png'): Buffer }; context: CanvasRenderingContext2D };
    };
    const { canvas, context } = factory.create(width, height);
    // A figure drawn on transparency would vanish on a dark viewer: paint it on white, as on paper.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvasContext: context, canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await doc.destroy();
  }
}
