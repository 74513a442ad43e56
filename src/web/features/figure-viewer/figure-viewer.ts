import { ZOOM_STEP } from '#src/web/features/figure-viewer/zoom.ts';
import { openerFocus } from '../../ui/dialog-behaviour.ts';
import { loadChunk } from '#src/web/ui/chunk-load.ts';
import { deepZoomLoader, registerDeepZoomView } from './deep-zoom-hook.ts';
import { viewerItems, type ViewerItem } from './viewer-items.ts';
import { zoomStage, type ZoomStage } from './zoom-stage.ts';
import './figure-viewer.css';

/**
 * The figure viewer: a full-screen modal dialog showing one figure image at full resolution
 * (zoom and pan) or one table, with its caption, label, copyright and sources (the float's own
 * caption, copied), the downloads in spec 000 §9 order, and previous / next through the
 * article's figures and tables. Escape closes it; focus stays inside (a modal <dialog>) and
 * goes back to the button that opened it.
 */

const PAN_STEP = 80;

// A figure with a Deep Zoom pyramid (virtual microscope, ADR 006) opens in OpenSeadragon, a chunk
// of its own loaded only then (001 §9 chunk rules).
registerDeepZoomView(() =>
  loadChunk('virtual-microscope', 'ui/deep-zoom-view.ts', () => import('../../ui/deep-zoom-view.ts')).then((m) => m.deepZoomView),
);
const TEMPLATE = `
<div class="figure-viewer__bar">
  <h2 class="figure-viewer__title" id="figure-viewer-title"></h2>
  <p class="figure-viewer__position" aria-live="polite"></p>
  <div class="figure-viewer__tools" role="group" aria-label="Zoom">
    <button type="button" data-action="zoom-out" aria-label="Zoom out">−</button>
    <output class="figure-viewer__zoom" aria-label="Zoom level"></output>
    <button type="button" data-action="zoom-in" aria-label="Zoom in">+</button>
    <button type="button" data-action="fit" aria-label="Fit to screen">Fit</button>
  </div>
  <div class="figure-viewer__nav">
    <button type="button" data-action="previous">Previous</button>
    <button type="button" data-action="next">Next</button>
    <button type="button" data-action="close" aria-label="Close figure viewer">Close</button>
  </div>
</div>
<div class="figure-viewer__stage" tabindex="0" role="group" aria-label="Zoomable figure"></div>
<div class="figure-viewer__details">
  <p class="sr-only" id="figure-viewer-help">Use + and − to zoom, 0 to fit, the arrow keys to move a zoomed image or to go to the previous or next figure, and Escape to close.</p>
  <div class="figure-viewer__caption"></div>
  <ul class="figure-viewer__downloads"></ul>
</div>`;

interface Open {
  dialog: HTMLDialogElement;
  items: ViewerItem[];
  index: number;
  zoom?: ZoomStage;
  cleanup?: () => void;
  focus: ReturnType<typeof openerFocus>;
}

let current: Open | undefined;

function part<T extends Element>(dialog: HTMLElement, selector: string): T {
  return dialog.querySelector<T>(selector)!;
}

/** The float's caption, copied without ids (the page keeps them) for the viewer's details. */
function captionCopy(item: ViewerItem): Node | null {
  const caption = item.float.querySelector('figcaption.float-caption');
  if (!caption) return null;
  const copy = caption.cloneNode(true) as HTMLElement;
  for (const el of [copy, ...copy.querySelectorAll('[id]')]) el.removeAttribute('id');
  return copy;
}

function showImage(open: Open, stage: HTMLElement, image: NonNullable<ViewerItem['image']>): void {
  const doc = stage.ownerDocument;
  const img = doc.createElement('img');
  img.className = 'figure-viewer__image';
  img.alt = image.alt;
  img.draggable = false;
  img.src = image.src;
  stage.append(img);
  const zoomLevel = part<HTMLOutputElement>(open.dialog, '.figure-viewer__zoom');
  const start = (width: number, height: number) => {
    if (current !== open || !img.isConnected) return;
    open.zoom = zoomStage(stage, img, { width, height }, (percent, zoomed) => {
      zoomLevel.value = percent;
      open.dialog.dataset.zoomed = String(zoomed);
    });
  };
  if (image.width && image.height) start(image.width, image.height);
  else img.addEventListener('load', () => start(img.naturalWidth, img.naturalHeight), { once: true });
}

async function showDeepZoom(open: Open, stage: HTMLElement, image: NonNullable<ViewerItem['image']>): Promise<boolean> {
  const load = deepZoomLoader();
  if (!load || !image.deepZoom) return false;
  try {
    const view = await load();
    if (current !== open) return true;
    open.cleanup = view(stage, image.deepZoom, image.alt);
    open.dialog.dataset.deepZoom = 'true';
    return true;
  } catch (error) {
    console.error(error);
    return false;
  }
}

function show(open: Open, index: number): void {
  open.zoom?.destroy();
  open.cleanup?.();
  open.zoom = undefined;
  open.cleanup = undefined;
  open.index = index;
  const { dialog, items } = open;
  const item = items[index]!;
  const doc = dialog.ownerDocument;
  part(dialog, '.figure-viewer__title').textContent = item.title;
  part(dialog, '.figure-viewer__position').textContent = `${item.title}, ${index + 1} of ${items.length}`;
  // Caption and downloads first: they take their height from the stage, which the fit depends on.
  const caption = captionCopy(item);
  part(dialog, '.figure-viewer__caption').replaceChildren(...(caption ? [caption] : []));
  const downloads = (item.image?.downloads ?? []).map((d) => {
    const li = doc.createElement('li');
    const a = doc.createElement('a');
    a.href = d.href;
    a.textContent = d.label;
    a.setAttribute('download', '');
    li.append(a);
    return li;
  });
  part(dialog, '.figure-viewer__downloads').replaceChildren(...downloads);
  const stage = part<HTMLElement>(dialog, '.figure-viewer__stage');
  stage.replaceChildren();
  dialog.dataset.kind = item.image ? 'image' : 'table';
  delete dialog.dataset.deepZoom;
  if (item.image) {
    const image = item.image;
    if (image.deepZoom && deepZoomLoader()) void showDeepZoom(open, stage, image).then((shown) => shown || showImage(open, stage, image));
    else showImage(open, stage, image);
  } else if (item.table) {
    const copy = item.table.cloneNode(true) as HTMLElement;
    for (const el of [copy, ...copy.querySelectorAll('[id]')]) el.removeAttribute('id');
    stage.append(copy);
  }
  const previous = part<HTMLButtonElement>(dialog, '[data-action="previous"]');
  const next = part<HTMLButtonElement>(dialog, '[data-action="next"]');
  previous.setAttribute('aria-label', `Previous ${item.kind}`);
  next.setAttribute('aria-label', `Next ${item.kind}`);
  const focused = doc.activeElement;
  previous.disabled = index === 0;
  next.disabled = index === items.length - 1;
  // A button that just became disabled would drop focus to the page: keep it in the dialog.
  if ((focused === previous && previous.disabled) || (focused === next && next.disabled)) (previous.disabled ? next : previous).focus();
  if ((focused === previous || focused === next) && previous.disabled && next.disabled) stage.focus();
}

function close(open: Open): void {
  open.zoom?.destroy();
  open.cleanup?.();
  if (open.dialog.open) open.dialog.close();
  open.dialog.remove();
  if (current === open) current = undefined;
  open.focus.restore();
}

/** Tab and Shift+Tab go round the dialog's controls: focus never leaves it for the browser's own. */
function trapTab(dialog: HTMLDialogElement, e: KeyboardEvent): void {
  const focusable = [...dialog.querySelectorAll<HTMLElement>('button:not(:disabled), a[href], [tabindex="0"]')].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = dialog.ownerDocument.activeElement;
  if (e.shiftKey && (active === first || !dialog.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !dialog.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}

function onKey(open: Open, e: KeyboardEvent): void {
  if (e.key === 'Tab') return trapTab(open.dialog, e);
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  const inDetails = e.target instanceof Element && e.target.closest('.figure-viewer__details');
  const step = (i: number) => i >= 0 && i < open.items.length && show(open, i);
  const arrows: Record<string, [number, number, number]> = {
    ArrowLeft: [PAN_STEP, 0, -1],
    ArrowRight: [-PAN_STEP, 0, 1],
    ArrowUp: [0, PAN_STEP, 0],
    ArrowDown: [0, -PAN_STEP, 0],
  };
  if (e.key === '+' || e.key === '=') open.zoom?.zoomBy(ZOOM_STEP);
  else if (e.key === '-' || e.key === '_') open.zoom?.zoomBy(1 / ZOOM_STEP);
  else if (e.key === '0') open.zoom?.fit();
  else if (arrows[e.key] && !inDetails) {
    const [dx, dy, move] = arrows[e.key]!;
    if (open.zoom?.pan(dx, dy)) {
      /* panned */
    } else if (move !== 0) step(open.index + move);
    else return;
  } else return;
  e.preventDefault();
}

/** Opens the viewer on `float` (at `image`, when the float has several), called from the page's enhancer. */
export function openFigureViewer(root: HTMLElement, float: HTMLElement, opener: HTMLElement, image: HTMLElement | null): void {
  if (current) close(current);
  // Figures step through the article's figures, tables through its tables.
  const kind = float.classList.contains('table-float') ? 'table' : 'figure';
  const items = viewerItems(root).filter((i) => i.kind === kind);
  const index = items.findIndex((i) => i.float === float && (!image || i.image?.src === image.dataset.viewerSrc));
  if (index < 0) return;
  const doc = root.ownerDocument;
  const dialog = doc.createElement('dialog');
  dialog.className = 'figure-viewer';
  dialog.setAttribute('aria-labelledby', 'figure-viewer-title');
  dialog.setAttribute('aria-describedby', 'figure-viewer-help');
  dialog.innerHTML = TEMPLATE;
  const open: Open = { dialog, items, index, focus: openerFocus() };
  open.focus.remember(opener);
  current = open;
  dialog.addEventListener('click', (e) => {
    const action = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-action]')?.dataset.action : undefined;
    if (action === 'close') close(open);
    else if (action === 'previous' && open.index > 0) show(open, open.index - 1);
    else if (action === 'next' && open.index < open.items.length - 1) show(open, open.index + 1);
    else if (action === 'zoom-in') open.zoom?.zoomBy(ZOOM_STEP);
    else if (action === 'zoom-out') open.zoom?.zoomBy(1 / ZOOM_STEP);
    else if (action === 'fit') open.zoom?.fit();
  });
  dialog.addEventListener('keydown', (e) => onKey(open, e));
  // Escape (the dialog's cancel) closes it the same way as the Close button.
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    close(open);
  });
  doc.body.append(dialog);
  dialog.showModal();
  show(open, index);
  part<HTMLButtonElement>(dialog, '[data-action="close"]').focus();
}
