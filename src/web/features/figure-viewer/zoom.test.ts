import { describe, expect, it } from 'vitest';
import { clampView, fitScale, fitView, MAX_SCALE, panBy, zoomAt, zoomPercent } from './zoom.ts';

const stage = { width: 800, height: 600 };

describe('figure viewer zoom and pan', () => {
  it.each([
    ['a large image is fitted', { width: 1600, height: 600 }, 0.5],
    ['a tall image is fitted by its height', { width: 400, height: 1200 }, 0.5],
    ['a small image keeps its own size', { width: 200, height: 100 }, 1],
    ['an image without a size', { width: 0, height: 0 }, 1],
  ])('%s', (_name, image, scale) => {
    expect(fitScale(image, stage)).toBe(scale);
  });

  it('centres the fitted image', () => {
    expect(fitView({ width: 1600, height: 600 }, stage)).toEqual({ scale: 0.5, x: 0, y: 150 });
  });

  it('zooms about the pointer: the point under it stays put', () => {
    const image = { width: 1600, height: 1200 };
    const view = fitView(image, stage); // scale 0.5, image 800×600 at 0,0
    const zoomed = zoomAt(view, 2, { x: 200, y: 150 }, image, stage);
    expect(zoomed.scale).toBe(1);
    // The image point under (200, 150) was (400, 300); it is still under the pointer.
    expect((200 - zoomed.x) / zoomed.scale).toBe(400);
    expect((150 - zoomed.y) / zoomed.scale).toBe(300);
  });

  it('stays between the fitted size and MAX_SCALE', () => {
    const image = { width: 1600, height: 1200 };
    const view = fitView(image, stage);
    expect(zoomAt(view, 0.1, { x: 0, y: 0 }, image, stage).scale).toBe(0.5);
    expect(zoomAt({ ...view, scale: 3.9 }, 2, { x: 0, y: 0 }, image, stage).scale).toBe(MAX_SCALE);
  });

  it('pans within bounds: never past an edge of the image', () => {
    const image = { width: 1600, height: 1200 };
    const view = { scale: 1, x: 0, y: 0 };
    expect(panBy(view, 100, 100, image, stage)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(panBy(view, -5000, -5000, image, stage)).toEqual({ scale: 1, x: -800, y: -600 });
    expect(panBy(view, -50, -20, image, stage)).toEqual({ scale: 1, x: -50, y: -20 });
  });

  it('keeps an image smaller than the stage centred on that axis', () => {
    expect(clampView({ scale: 1, x: 0, y: 0 }, { width: 1600, height: 200 }, stage)).toEqual({ scale: 1, x: 0, y: 200 });
  });

  it('says the zoom as a percentage of the image’s own pixels', () => {
    expect(zoomPercent({ scale: 0.5, x: 0, y: 0 })).toBe('50%');
    expect(zoomPercent({ scale: 1.5625, x: 0, y: 0 })).toBe('156%');
  });
});
