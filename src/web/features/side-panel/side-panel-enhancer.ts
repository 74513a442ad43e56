import { sidePanelTypeOf } from '#src/web/ui/side-panel-state.ts';
import type { Enhancer, EnhancerContext } from '../../ui/use-enhancers.ts';
import { openPanel, readPanel, PANEL_PARAM } from '../../ui/panel-location.ts';

/**
 * 001 §2: "Clicking any element carrying a content-type and content-id opens the matching
 * panel." The one piece of imperative DOM code the side panels keep (ADR 009): a delegated
 * listener on the document (the article body is server-only HTML; the related column and the
 * popovers are covered too) that only writes the panel into the URL (`?panel=<kind>:<id>`).
 * The side-panel host, a React root loaded on the first opening (or at once when the URL
 * already names a panel), renders it. Elements may use `content-type`/`content-id` or their
 * `data-` forms.
 */
const OPENER = '[content-type], [data-content-type]';

/** In-text footnote markers (cross-refs of type fn, rendered by features/article-body). */
const FOOTNOTE_MARKER = 'a.xref[data-xref-type="fn"][href^="#"]';

/** A click meant for the browser (a new tab, a download): left alone. */
function modified(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

function attr(element: Element, name: string): string | null {
  return element.getAttribute(name) ?? element.getAttribute(`data-${name}`);
}

/** Mounts the side-panel host; returns its unmount. */
export type MountSidePanelHost = (context: EnhancerContext) => Promise<() => void>;

/** Runs `run` when the browser is idle (or soon, where it cannot say); returns a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1000);
  return () => window.clearTimeout(handle);
}

/** `loadHost` loads the host's chunk (a dynamic import) and gives its mount function. */
export function sidePanelEnhancer(loadHost: () => Promise<MountSidePanelHost>): Enhancer {
  return (root, context) => {
    const doc = root.ownerDocument;
    let host: Promise<() => void> | undefined;
    const ensureHost = () => {
      host ??= loadHost()
        .then((mount) => mount(context))
        .catch((error: unknown) => {
          host = undefined;
          console.error(error);
          return () => undefined;
        });
    };
    // The host's chunk is fetched when the browser is idle, so the first opening does not wait for
    // the network; nothing is mounted until a panel is asked for.
    const cancelPreload = whenIdle(() => void loadHost().catch(() => undefined));

    const open = (typeName: string | null, id: string | null, opener: HTMLElement | null): boolean => {
      const type = sidePanelTypeOf(typeName);
      if (!type) return false;
      try {
        openPanel(type, id, opener);
        ensureHost();
      } catch (error) {
        // 000 §8 invariant ("Invalid state. Side panel opened without identifier."): reported, nothing opens.
        console.error(error);
      }
      return true;
    };

    // A footnote marker in the body opens the Footnote panel (001 §2) when its note is on the
    // page. In the capture phase: the page's in-page link handler (a hash scroll) must not take it first.
    const onMarkerClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element) || modified(event)) return;
      const marker = event.target.closest<HTMLAnchorElement>(FOOTNOTE_MARKER);
      if (!marker || !root.contains(marker)) return;
      const id = marker.getAttribute('href')!.slice(1);
      if (id && doc.getElementById(id) && open('footnote', id, marker)) event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const opener = event.target.closest<HTMLElement>(OPENER);
      if (!opener || opener.closest('dialog.side-panel')) return;
      if (open(attr(opener, 'content-type'), attr(opener, 'content-id'), opener)) event.preventDefault();
    };
    // A pointer over an opener is a good sign a panel is next: the host's chunk starts loading.
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(OPENER)) ensureHost();
    };
    doc.addEventListener('click', onMarkerClick, true);
    doc.addEventListener('click', onClick);
    doc.addEventListener('pointerover', onIntent);
    // A shared link or a reload with `?panel=` opens its panel; so does back/forward to one.
    const onPopState = () => {
      if (readPanel()) ensureHost();
    };
    window.addEventListener('popstate', onPopState);
    if (new URLSearchParams(window.location.search).has(PANEL_PARAM)) ensureHost();
    return () => {
      cancelPreload();
      doc.removeEventListener('click', onMarkerClick, true);
      doc.removeEventListener('click', onClick);
      doc.removeEventListener('pointerover', onIntent);
      window.removeEventListener('popstate', onPopState);
      void host?.then((unmount) => unmount());
    };
  };
}
