import OpenSeadragon from 'openseadragon';
import './deep-zoom-view.css';

/**
 * A Deep Zoom image in OpenSeadragon (the virtual microscope, spec 000 §2; ADR 006). This module
 * is only ever imported dynamically, so OpenSeadragon is a chunk of its own: the virtual
 * microscope page and the figure viewer (when a figure has a pyramid) load it on demand.
 *
 * OpenSeadragon's own image buttons are off; the toolbar here is plain labelled buttons.
 * The image area is keyboard-operable (OpenSeadragon: arrow keys pan, + and − zoom, 0 fits).
 */
export interface DeepZoomHandle {
  destroy(): void;
}

const ZOOM_FACTOR = 1.5;

function button(doc: Document, label: string, text: string, onClick: () => void): HTMLButtonElement {
  const b = doc.createElement('button');
  b.type = 'button';
  b.className = 'deep-zoom__button';
  b.setAttribute('aria-label', label);
  b.textContent = text;
  b.addEventListener('click', onClick);
  return b;
}

/**
 * Opens the pyramid whose descriptor is at `pyramidUrl` (tiles at `{pyramidUrl}_files/…`) in
 * `stage`, named `label` for assistive technology. `onOpen` / `onFail` report the first image.
 */
export function openDeepZoom(
  stage: HTMLElement,
  pyramidUrl: string,
  label: string,
  events: { onOpen?: () => void; onFail?: (message: string) => void } = {},
): DeepZoomHandle {
  const doc = stage.ownerDocument;
  const root = doc.createElement('div');
  root.className = 'deep-zoom';
  const area = doc.createElement('div');
  area.className = 'deep-zoom__area';
  const toolbar = doc.createElement('div');
  toolbar.className = 'deep-zoom__toolbar';
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', 'Deep zoom');
  root.append(toolbar, area);
  stage.append(root);

  const viewer = OpenSeadragon({
    element: area,
    tileSources: pyramidUrl,
    drawer: 'canvas',
    showNavigationControl: false,
    keyboardNavEnabled: true,
    visibilityRatio: 0.5,
    maxZoomPixelRatio: 2,
    animationTime: 0.5,
    preserveImageSizeOnResize: true,
  });
  // The focusable image area: a named application region (OpenSeadragon makes it tabbable).
  viewer.canvas.setAttribute('role', 'application');
  viewer.canvas.setAttribute('aria-roledescription', 'deep-zoom image');
  viewer.canvas.setAttribute('aria-label', `${label}. Arrow keys pan, + and − zoom, 0 fits the image.`);
  toolbar.append(
    button(doc, 'Zoom in', '+', () => viewer.viewport.zoomBy(ZOOM_FACTOR).applyConstraints()),
    button(doc, 'Zoom out', '−', () => viewer.viewport.zoomBy(1 / ZOOM_FACTOR).applyConstraints()),
    button(doc, 'Fit to view', 'Fit', () => viewer.viewport.goHome()),
  );
  viewer.addOnceHandler('open', () => {
    root.dataset.state = 'open';
    events.onOpen?.();
  });
  viewer.addOnceHandler('open-failed', (event) => {
    root.dataset.state = 'failed';
    events.onFail?.(typeof event.message === 'string' ? event.message : 'The deep-zoom image could not be loaded.');
  });
  return {
    destroy() {
      viewer.destroy();
      root.remove();
    },
  };
}

/** The figure viewer's deep-zoom view (features/figure-viewer/deep-zoom-hook.ts). */
export function deepZoomView(stage: HTMLElement, pyramidUrl: string, label: string): () => void {
  const handle = openDeepZoom(stage, pyramidUrl, label);
  return () => handle.destroy();
}
