import type { Enhancer } from '../../ui/use-enhancers.ts';
import type * as FigureViewer from './figure-viewer.ts';

/**
 * Opens figures and tables of the server-rendered article in the figure viewer, by delegation
 * (ADR 004): each float's "View larger" button (hidden until now), or a click on a figure's
 * image. The viewer itself is a chunk loaded on the first open, by `loadViewer` (the route
 * passes it, so the page's one dynamic-import helper serves both and no file is added to the
 * page's initial JavaScript).
 */
const OPENER = 'button[data-figure-viewer]';
const FLOAT = 'figure.figure, figure.figure-group, figure.table-float';

export type ViewerModule = typeof FigureViewer;

export const figureViewerEnhancer =
  (loadViewer: () => Promise<ViewerModule>): Enhancer =>
  (root) => {
    const buttons = [...root.querySelectorAll<HTMLButtonElement>(OPENER)];
    for (const b of buttons) b.hidden = false;
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      const opener = target?.closest<HTMLElement>(OPENER) ?? (target?.matches('.figure-image img') ? target : null);
      const float = opener?.closest<HTMLElement>(FLOAT);
      const button = float?.querySelector<HTMLButtonElement>(OPENER);
      if (!opener || !float || !button || !root.contains(float)) return;
      e.preventDefault();
      const image = opener instanceof HTMLImageElement ? opener.closest<HTMLElement>('.figure-image') : null;
      loadViewer()
        .then(({ openFigureViewer }) => openFigureViewer(root, float, button, image))
        .catch((error: unknown) => console.error(error));
    };
    root.addEventListener('click', onClick);
    return () => {
      root.removeEventListener('click', onClick);
      for (const b of buttons) b.hidden = true;
    };
  };
