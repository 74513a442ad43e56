import {
  SIDE_PANEL_TITLES,
  closesOnOutsideClick,
  displayedState,
  openingState,
  requirePanelId,
  type SidePanelOpenState,
  type SidePanelType,
} from '#src/web/ui/side-panel-state.ts';
import { debounce } from '#src/web/ui/page-navigation.ts';
import { closeOnOutsideClick, listen, openerFocus } from '../../ui/dialog-behaviour.ts';
import { el } from './dom.ts';

/**
 * The side panel (001 §2, §3 sidePanel openState, §4): one dialog at the side of the page
 * showing one panel type at a time, in state OPEN, CLOSED or COLLAPSED.
 * - Every type but Questions answered is modal and closes on an outside click.
 * - Questions answered is docked (the page stays usable); under 768 px it collapses into a
 *   banner with an Expand button; on wide screens a collapsed panel shows as open.
 * - Escape and the close button close it; opening focuses it; closing returns focus to the opener.
 */
export interface PanelRenderContext {
  doc: Document;
  body: HTMLElement;
  title: HTMLElement;
  /** False once another panel replaced this one or the panel closed. */
  isCurrent(): boolean;
  /** Scroll the panel's content to the top (the substance panel does on every move). */
  scrollToTop(): void;
  /** Fold a collapsible panel into its banner (shown only under 768 px; on wide screens it still shows as open). */
  collapse(): void;
}
export type PanelRenderer = (contentId: string, context: PanelRenderContext) => void | Promise<void>;

export interface SidePanel {
  readonly element: HTMLDialogElement;
  readonly state: SidePanelOpenState;
  readonly type: SidePanelType | null;
  open(type: SidePanelType, contentId: string | null | undefined, opener: HTMLElement | null, render: PanelRenderer): void;
  collapse(): void;
  expand(): void;
  close(): void;
  destroy(): void;
}

const TITLE_ID = 'side-panel-title';

export function createSidePanel(doc: Document): SidePanel {
  const win = doc.defaultView!;
  const title = el(doc, 'h2', { className: 'side-panel-title', attrs: { id: TITLE_ID } });
  const closeButton = el(doc, 'button', { className: 'side-panel-close', attrs: { type: 'button', 'aria-label': 'Close side panel' } }, [
    el(doc, 'span', { text: '\u00d7', attrs: { 'aria-hidden': 'true' } }),
  ]);
  const body = el(doc, 'div', { className: 'side-panel-body' });
  const expandButton = el(doc, 'button', { className: 'side-panel-expand', text: 'Expand', attrs: { type: 'button', 'aria-expanded': 'false' } });
  const banner = el(doc, 'div', { className: 'side-panel-banner' }, [el(doc, 'span', { className: 'side-panel-banner-title' }), expandButton]);
  const dialog = el(doc, 'dialog', { className: 'side-panel generic-side-panel', attrs: { 'aria-labelledby': TITLE_ID, 'data-open-state': 'CLOSED' } }, [
    banner,
    el(doc, 'div', { className: 'side-panel-inner' }, [el(doc, 'div', { className: 'side-panel-head' }, [title, closeButton]), body]),
  ]);
  doc.body.append(dialog);

  let state: SidePanelOpenState = 'CLOSED';
  let type: SidePanelType | null = null;
  let generation = 0;
  const focusOpener = openerFocus();

  const apply = () => {
    const shown = displayedState(state, win.innerWidth);
    dialog.dataset.openState = state;
    dialog.dataset.shown = shown;
    dialog.classList.toggle('side-panel--collapsed', shown === 'COLLAPSED');
    expandButton.setAttribute('aria-expanded', String(shown === 'OPEN'));
  };
  const onResize = debounce(apply);

  const onClosed = () => {
    // The close event is asynchronous: a panel reopened meanwhile (a switch between modal and docked) stays.
    if (dialog.open) return;
    state = 'CLOSED';
    type = null;
    generation += 1;
    apply();
    dialog.classList.remove('side-panel--docked');
    // A reader who went on into the page (a source's paragraph, beside a docked panel) stays
    // there; otherwise focus returns to the control that opened the panel.
    const active = doc.activeElement;
    if (active && active !== doc.body && !dialog.contains(active)) focusOpener.remember(null);
    else focusOpener.restore();
  };
  // A docked (non-modal) dialog gets no Escape from the browser, and focus may be on the page.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && dialog.open) {
      event.preventDefault();
      dialog.close();
    }
  };
  const onExpand = () => {
    state = state === 'COLLAPSED' ? 'OPEN' : 'COLLAPSED';
    apply();
    if (state === 'OPEN') closeButton.focus();
  };
  const onCloseButton = () => dialog.close();
  const stopListening = [
    listen(dialog, 'close', onClosed),
    closeOnOutsideClick(dialog, () => type !== null && closesOnOutsideClick(type)),
    listen(doc, 'keydown', onKeyDown),
    listen(closeButton, 'click', onCloseButton),
    listen(expandButton, 'click', onExpand),
    listen(win, 'resize', onResize),
  ];

  const panel: SidePanel = {
    element: dialog,
    get state() {
      return state;
    },
    get type() {
      return type;
    },
    open(nextType, contentId, from, render) {
      const id = requirePanelId(contentId);
      const modal = closesOnOutsideClick(nextType);
      if (dialog.open && dialog.matches(':modal') !== modal) dialog.close();
      if (!dialog.open) focusOpener.remember(from);
      type = nextType;
      generation += 1;
      const mine = generation;
      state = openingState(nextType, win.innerWidth);
      dialog.dataset.panelType = nextType;
      dialog.classList.toggle('side-panel--docked', !modal);
      title.textContent = SIDE_PANEL_TITLES[nextType];
      banner.firstElementChild!.textContent = SIDE_PANEL_TITLES[nextType];
      body.replaceChildren();
      if (!dialog.open) {
        if (modal) dialog.showModal();
        else dialog.show();
      }
      apply();
      (displayedState(state, win.innerWidth) === 'COLLAPSED' ? expandButton : closeButton).focus();
      const context: PanelRenderContext = {
        doc,
        body,
        title,
        isCurrent: () => mine === generation && dialog.open,
        scrollToTop: () => body.scrollTo({ top: 0 }),
        collapse: () => panel.collapse(),
      };
      Promise.resolve()
        .then(() => render(id, context))
        .catch((error: unknown) => console.error(error));
    },
    collapse() {
      if (state === 'OPEN') {
        state = 'COLLAPSED';
        apply();
      }
    },
    expand() {
      if (state === 'COLLAPSED') {
        state = 'OPEN';
        apply();
      }
    },
    close() {
      if (dialog.open) dialog.close();
    },
    destroy() {
      onResize.cancel();
      for (const stop of stopListening) stop();
      if (dialog.open) dialog.close();
      dialog.remove();
    },
  };
  return panel;
}
