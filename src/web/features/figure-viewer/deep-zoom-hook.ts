/**
 * Where a deep-zoom view plugs into the figure viewer (spec 000 §4, virtual microscope). A
 * figure whose files include a tile pyramid carries `data-viewer-deep-zoom` (its descriptor's
 * URL, features/article-body/figure-image.tsx). When a view is registered here, the viewer
 * hands it the stage and the URL instead of showing the single image; until then, or if the
 * view fails to load, the figure opens as its full-resolution image.
 *
 * A view is loaded lazily (its library is a chunk of its own) and returns its cleanup.
 */
export type DeepZoomView = (stage: HTMLElement, pyramidUrl: string, label: string) => () => void;

let loader: (() => Promise<DeepZoomView>) | undefined;

export function registerDeepZoomView(load: () => Promise<DeepZoomView>): void {
  loader = load;
}

export function deepZoomLoader(): (() => Promise<DeepZoomView>) | undefined {
  return loader;
}
