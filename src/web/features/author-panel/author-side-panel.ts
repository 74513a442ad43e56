import { authorDetails } from '#src/web/features/author-panel/author-details.ts';
import { requireSidePanelId } from '#src/shared/article/author-entry.ts';
import { closeOnOutsideClick, listen, openerFocus } from '../../ui/dialog-behaviour.ts';
import type { AuthorsSource } from './authors-source.ts';
import { h } from './dom.ts';
import { renderAuthorDetails } from './panel-content.ts';
import { appendOtherArticles } from './other-articles.ts';

/**
 * The Author side panel (001 §2 side panel types): a modal dialog at the side of the page.
 * It closes on Escape, on its close button and on a click outside it (001 §2: "All close on
 * outside click except Questions answered"). Opening moves focus into it; closing returns
 * focus to the control that opened it. Its content follows the authors request: 'Loading...'
 * while requested (001 §8), the details when received, nothing more when it failed (001 §8:
 * "Authors failure: failed state, no message").
 */
export interface AuthorSidePanel {
  readonly element: HTMLDialogElement;
  open(panelId: string | null | undefined, opener: HTMLElement | null): void;
  close(): void;
  destroy(): void;
}

const TITLE_ID = 'author-side-panel-title';

export function createAuthorSidePanel(doc: Document, source: AuthorsSource, pii?: string): AuthorSidePanel {
  const title = h(doc, 'h2', { className: 'side-panel-title', attrs: { id: TITLE_ID } });
  const closeButton = h(doc, 'button', { className: 'side-panel-close', attrs: { type: 'button', 'aria-label': 'Close author details' } }, [
    h(doc, 'span', { text: '\u00d7', attrs: { 'aria-hidden': 'true' } }),
  ]);
  const body = h(doc, 'div', { className: 'side-panel-body' });
  const dialog = h(doc, 'dialog', { className: 'side-panel author-panel', attrs: { 'aria-labelledby': TITLE_ID, 'data-side-panel': 'author' } }, [
    h(doc, 'div', { className: 'side-panel-inner' }, [h(doc, 'div', { className: 'side-panel-head' }, [title, closeButton]), body]),
  ]);
  doc.body.append(dialog);

  let current: string | undefined;
  const focusOpener = openerFocus();

  const show = (panelId: string) => {
    const data = source.data;
    body.replaceChildren();
    dialog.dataset.state = source.state;
    if (!data) {
      body.setAttribute('aria-busy', 'true');
      body.append(h(doc, 'p', { className: 'side-panel-loading', text: 'Loading...' }));
      return;
    }
    body.removeAttribute('aria-busy');
    const details = authorDetails(data, panelId);
    if (!details) return;
    title.textContent = details.name;
    body.append(...renderAuthorDetails(doc, details));
    // 001 §7: the author's other articles are fetched when the panel opens.
    if (pii) appendOtherArticles(doc, body, pii, data.authors, panelId, () => current === panelId);
  };

  const onClose = () => {
    current = undefined;
    focusOpener.restore();
  };
  const stopListening = [listen(dialog, 'close', onClose), closeOnOutsideClick(dialog), listen(closeButton, 'click', () => dialog.close())];

  return {
    element: dialog,
    open(panelId, from) {
      const id = requireSidePanelId(panelId);
      current = id;
      if (!dialog.open) focusOpener.remember(from);
      title.textContent = from?.textContent?.trim() ?? '';
      show(id);
      if (!dialog.open) dialog.showModal();
      closeButton.focus();
      if (source.data) return;
      source.load().then(
        () => current === id && show(id),
        (error: unknown) => {
          console.error(error);
          if (current !== id) return;
          body.replaceChildren();
          body.removeAttribute('aria-busy');
          dialog.dataset.state = 'failed';
        },
      );
    },
    close() {
      if (dialog.open) dialog.close();
    },
    destroy() {
      for (const stop of stopListening) stop();
      if (dialog.open) dialog.close();
      dialog.remove();
    },
  };
}
