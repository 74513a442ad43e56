/**
 * Behaviour shared by the side-panel dialogs built by the page enhancers (the side panel, the
 * Author panel): listeners that can be removed again, outside-click closing and returning
 * focus to the control that opened the dialog.
 */

/** Adds an event listener and returns the function that removes it. */
export function listen<E extends Event = Event>(target: EventTarget, type: string, listener: (event: E) => void): () => void {
  const handler = listener as EventListener;
  target.addEventListener(type, handler);
  return () => target.removeEventListener(type, handler);
}

/**
 * Closes the dialog on a click outside it (when `allowed()`): the dialog box is filled by its
 * inner element, so a press and release both on the dialog itself happened on the backdrop.
 * Text selected inside and released outside does not count. Returns the function that stops it.
 */
export function closeOnOutsideClick(dialog: HTMLDialogElement, allowed: () => boolean = () => true): () => void {
  let pressedOutside = false;
  const removePointerDown = listen<PointerEvent>(dialog, 'pointerdown', (event) => {
    pressedOutside = event.target === dialog;
  });
  const removeClick = listen<MouseEvent>(dialog, 'click', (event) => {
    if (event.target === dialog && pressedOutside && allowed()) dialog.close();
    pressedOutside = false;
  });
  return () => {
    removePointerDown();
    removeClick();
  };
}

/** Remembers the control that opened a dialog, and gives focus back to it (if still on the page) on close. */
export function openerFocus(): { remember(opener: HTMLElement | null): void; restore(): void } {
  let opener: HTMLElement | null = null;
  return {
    remember(from) {
      opener = from;
    },
    restore() {
      const back = opener;
      opener = null;
      if (back?.isConnected) back.focus();
    },
  };
}
