import { sidePanelTypeOf } from '#src/shared/side-panel-state.ts';
import type { Enhancer } from '../../ui/use-enhancers.ts';
import { panelRenderers } from './panel-renderers.ts';
import { createSidePanel, type SidePanel } from './side-panel.ts';
import './side-panel.css';

/**
 * 001 §2: "Clicking any element carrying a content-type and content-id opens the matching
 * panel." One delegated listener on the document (the article body is server-only HTML and
 * the related-content column is React; both are covered). Author elements belong to the author
 * panel (features/author-panel). Elements may use `content-type`/`content-id` or their
 * `data-` forms.
 */
const OPENER = '[content-type], [data-content-type]';

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

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const opener = event.target.closest<HTMLElement>(OPENER);
    if (!opener || opener.closest('dialog.generic-side-panel')) return;
    if (open(attr(opener, 'content-type'), attr(opener, 'content-id'), opener)) event.preventDefault();
  };
  doc.addEventListener('click', onClick);
  return () => {
    doc.removeEventListener('click', onClick);
    panel?.destroy();
  };
};
