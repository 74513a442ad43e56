/**
 * Zoom and pan of the figure viewer, as pure arithmetic: the image is scaled about a point
 * and never panned so far that it leaves the stage empty on a side it could fill.
 */

export interface View {
  /** Scale relative to the image's natural size. */
  scale: number;
  /** Offset of the image's top-left corner in the stage, in CSS pixels. */
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Zoom steps: each press of + or − (and each wheel notch) multiplies or divides the scale by this. */
export const ZOOM_STEP = 1.25;
/** Largest scale: four times the image's own pixels. */
export const MAX_SCALE = 4;

/** The scale that fits the whole image in the stage (never above 1: small images are not blown up). */
export function fitScale(image: Size, stage: Size): number {
  if (image.width <= 0 || image.height <= 0) return 1;
  return Math.min(1, stage.width / image.width, stage.height / image.height);
}

/** The image fitted and centred. */
export function fitView(image: Size, stage: Size): View {
  const scale = fitScale(image, stage);
  return clampView({ scale, x: 0, y: 0 }, image, stage, true);
}

/** Keeps the image covering the stage where it is larger than it, and centred where it is smaller. */
export function clampView(view: View, image: Size, stage: Size, centre = false): View {
  const w = image.width * view.scale;
  const h = image.height * view.scale;
  const axis = (offset: number, size: number, room: number) =>
    size <= room ? (room - size) / 2 : centre ? (room - size) / 2 : Math.min(0, Math.max(room - size, offset));
  return { scale: view.scale, x: axis(view.x, w, stage.width), y: axis(view.y, h, stage.height) };
}

/** Scales by `factor` about a point of the stage (the pointer, or the stage's centre), within fit … MAX_SCALE. */
export function zoomAt(view: View, factor: number, point: { x: number; y: number }, image: Size, stage: Size): View {
  const min = fitScale(image, stage);
  const scale = Math.min(MAX_SCALE, Math.max(min, view.scale * factor));
  const ratio = scale / view.scale;
  return clampView({ scale, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio }, image, stage);
}

/** Moves the image by (dx, dy), within bounds. */
export function panBy(view: View, dx: number, dy: number, image: Size, stage: Size): View {
  return clampView({ scale: view.scale, x: view.x + dx, y: view.y + dy }, image, stage);
}

/** The zoom as a reader reads it: "100%" is the image's own pixels. */
export function zoomPercent(view: View): string {
  return `${Math.round(view.scale * 100)}%`;
}
