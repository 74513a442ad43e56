import type { AuthorData } from '#src/web/features/author-panel/author-details.ts';
import type { Enhancer } from '../../ui/use-enhancers.ts';
import { authorsSourceFor, type AuthorsSource } from './authors-source.ts';
import type * as FullAuthorList from './full-author-list.tsx';

/**
 * Author interactivity for the server-rendered header (ADR 004): "Show all N authors" loads
 * /sdfe/arp/pii/{pii}/authors/ and lists everyone (a React component, fetched with the data on
 * the first click: ADR 009). A click on an element with content-type
 * "author" and a content-id opens the Author side panel (001 §2) through the side panel's
 * delegated listener (ADR 009); a pointer over an author starts the request the panel needs.
 */

const SHOW_ALL = '[data-action="show-all-authors"]';
const AUTHOR = '[data-content-type="author"]';

type FullListModule = typeof FullAuthorList;
/** The full list's component, fetched on the first "Show all" (never on the page's initial load). */
let fullList: FullListModule | null = null;
async function loadFullList(): Promise<FullListModule> {
  fullList ??= await import('./full-author-list.tsx');
  return fullList;
}

async function toggleFullList(button: HTMLElement, source: AuthorsSource): Promise<void> {
  const group = button.closest<HTMLElement>('[data-author-group]');
  const list = group?.querySelector<HTMLElement>(':scope > .author-list');
  if (!group || !list || button.getAttribute('aria-disabled') === 'true') return;
  const status = group.querySelector('.author-list-status');
  button.dataset.label ??= button.textContent ?? '';
  if (fullList?.isFullList(list)) {
    fullList.collapseAuthorList(list);
    button.textContent = button.dataset.label;
    button.setAttribute('aria-expanded', 'false');
    return;
  }
  const showFull = ([data, { expandAuthorList }]: [AuthorData, FullListModule]) => {
    expandAuthorList(list, data);
    group.dataset.state = 'received';
    button.textContent = 'Show fewer authors';
    button.setAttribute('aria-expanded', 'true');
  };
  if (source.data && fullList) return showFull([source.data, fullList]);
  // 001 §4: request, then received or failed; 001 §8: loading shows 'Loading...'.
  group.dataset.state = 'request';
  button.setAttribute('aria-disabled', 'true');
  if (status) status.textContent = 'Loading...';
  try {
    showFull(await Promise.all([source.load(), loadFullList()]));
  } catch (error) {
    // 001 §8: "Authors failure: failed state, no message." The button stays, so the reader can try again.
    group.dataset.state = 'failed';
    console.error(error);
  } finally {
    if (status) status.textContent = '';
    button.removeAttribute('aria-disabled');
  }
}

export const enhance: Enhancer = (root, { pii }) => {
  const source = authorsSourceFor(pii);

  const closestIn = (event: Event, selector: string): HTMLElement | null => {
    const found = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
    return found && root.contains(found) ? found : null;
  };
  const onClick = (event: MouseEvent) => {
    const showAll = closestIn(event, SHOW_ALL);
    if (showAll) void toggleFullList(showAll, source);
  };
  // A pointer over (or focus on) an author is a good sign the panel is next: start the request.
  const onIntent = (event: Event) => {
    if (source.state === 'idle' && closestIn(event, AUTHOR)) source.load().catch(() => undefined);
  };

  root.addEventListener('click', onClick);
  root.addEventListener('pointerover', onIntent);
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
};
