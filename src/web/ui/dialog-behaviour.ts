/** Returning focus to the control that opened a dialog (the figure viewer's). */

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
