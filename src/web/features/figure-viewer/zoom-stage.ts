import { fitView, panBy, zoomAt, zoomPercent, ZOOM_STEP, type Size, type View } from '#src/web/features/figure-viewer/zoom.ts';

/**
 * Zoom and pan of one image in the viewer's stage, by mouse (wheel, drag, double-click),
 * touch (drag, pinch) and keyboard (the viewer calls zoomBy / pan). The image is placed with
 * a CSS transform; the stage clips it.
 */
export interface ZoomStage {
  zoomBy(factor: number): void;
  fit(): void;
  /** Pans by a step; false when the image is not zoomed past the stage (nothing to pan). */
  pan(dx: number, dy: number): boolean;
  destroy(): void;
}

export function zoomStage(
  stage: HTMLElement,
  img: HTMLImageElement,
  natural: Size,
  onChange: (percent: string, zoomed: boolean) => void,
): ZoomStage {
  const stageSize = (): Size => ({ width: stage.clientWidth, height: stage.clientHeight });
  let view: View = fitView(natural, stageSize());
  const fitted = () => fitView(natural, stageSize()).scale;
  const apply = (next: View) => {
    view = next;
    img.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
    onChange(zoomPercent(view), view.scale > fitted() + 1e-6);
  };
  img.style.width = `${natural.width}px`;
  img.style.height = `${natural.height}px`;
  apply(view);

  const centre = () => ({ x: stage.clientWidth / 2, y: stage.clientHeight / 2 });
  const local = (e: { clientX: number; clientY: number }) => {
    const box = stage.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  const pointers = new Map<number, { x: number; y: number }>();
  let pinch: number | undefined;

  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    apply(zoomAt(view, e.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, local(e), natural, stageSize()));
  };
  const onDown = (e: PointerEvent) => {
    pointers.set(e.pointerId, local(e));
    stage.setPointerCapture?.(e.pointerId);
  };
  const onMove = (e: PointerEvent) => {
    const before = pointers.get(e.pointerId);
    if (!before) return;
    const now = local(e);
    pointers.set(e.pointerId, now);
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (pinch && distance > 0) apply(zoomAt(view, distance / pinch, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, natural, stageSize()));
      pinch = distance;
    } else apply(panBy(view, now.x - before.x, now.y - before.y, natural, stageSize()));
  };
  const onUp = (e: PointerEvent) => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = undefined;
  };
  const onDoubleClick = (e: MouseEvent) => {
    apply(view.scale > fitted() + 1e-6 ? fitView(natural, stageSize()) : zoomAt(view, 2, local(e), natural, stageSize()));
  };
  const onResize = () => apply(fitView(natural, stageSize()));
  const win = stage.ownerDocument.defaultView!;
  stage.addEventListener('wheel', onWheel, { passive: false });
  stage.addEventListener('pointerdown', onDown);
  stage.addEventListener('pointermove', onMove);
  stage.addEventListener('pointerup', onUp);
  stage.addEventListener('pointercancel', onUp);
  stage.addEventListener('dblclick', onDoubleClick);
  win.addEventListener('resize', onResize);

  return {
    zoomBy: (factor) => apply(zoomAt(view, factor, centre(), natural, stageSize())),
    fit: () => apply(fitView(natural, stageSize())),
    pan: (dx, dy) => {
      if (view.scale <= fitted() + 1e-6) return false;
      apply(panBy(view, dx, dy, natural, stageSize()));
      return true;
    },
    destroy: () => {
      stage.removeEventListener('wheel', onWheel);
      stage.removeEventListener('pointerdown', onDown);
      stage.removeEventListener('pointermove', onMove);
      stage.removeEventListener('pointerup', onUp);
      stage.removeEventListener('pointercancel', onUp);
      stage.removeEventListener('dblclick', onDoubleClick);
      win.removeEventListener('resize', onResize);
    },
  };
}
