import { sidePanelTypeOf } from '#src/web/ui/side-panel-state.ts';
import type { Enhancer } from '../../ui/use-enhancers.ts';
import { panelRenderers } from './panel-renderers.ts';
import { createSidePanel, type SidePanel } from './side-panel.ts';
import './side-panel.css';
// This lazy chunk carries zod (a schema it imports): parse without `new Function` under the page's CSP.
import '../../ui/zod-jitless.ts';

/**
 * 001 §2: "Clicking any element carrying a content-type and content-id opens the matching
 * panel." One delegated listener on the document (the article body is server-only HTML and
 * the related-content column is React; both are covered). Author elements belong to the author
 * panel (features/author-panel). Elements may use `content-type`/`content-id` or their
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

export const enhance: Enhancer = (root, { pii, entitledToken }) => {
  const doc = root.ownerDocument;
  const renderers = panelRenderers(pii, entitledToken);
  let panel: SidePanel | undefined;

  const open = (typeName: string | null, id: string | null, opener: HTMLElement | null) => {
    const type = sidePanelTypeOf(typeName);
    if (!type || type === 'author') return false;
    panel ??= createSidePanel(doc);
    try {
      panel.open(type, id, opener, renderers[type]);
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
    if (!opener || opener.closest('dialog.generic-side-panel')) return;
    if (open(attr(opener, 'content-type'), attr(opener, 'content-id'), opener)) event.preventDefault();
  };
  doc.addEventListener('click', onMarkerClick, true);
  doc.addEventListener('click', onClick);
  return () => {
    doc.removeEventListener('click', onMarkerClick, true);
    doc.removeEventListener('click', onClick);
    panel?.destroy();
  };
};
