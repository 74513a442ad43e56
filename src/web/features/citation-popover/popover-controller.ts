import { placePopover } from './place-popover.ts';
import { buildPopover, citedReferences } from './popover-content.ts';

/**
 * The one citation popover of a page: which citation it belongs to, whether a click pinned
 * it, and the timers that make hovering forgiving (WCAG 2.2 SC 1.4.13).
 */

/** Passing over a citation on the way elsewhere should not flash a popover. */
export const OPEN_DELAY_MS = 120;
/** Time to cross from the citation onto the popover (and back) before it closes. */
export const CLOSE_DELAY_MS = 300;
export const POPOVER_ID = 'citation-popover';

export interface OpenPopover {
  trigger: HTMLAnchorElement;
  popover: HTMLElement;
  pinned: boolean;
}

function position({ trigger, popover }: OpenPopover): void {
  const doc = trigger.ownerDocument;
  const box = trigger.getClientRects()[0] ?? trigger.getBoundingClientRect();
  const viewport = { width: doc.documentElement.clientWidth, height: doc.defaultView!.innerHeight };
  const at = placePopover(box, { width: popover.offsetWidth, height: popover.offsetHeight }, viewport);
  popover.style.top = `${at.top}px`;
  popover.style.left = `${at.left}px`;
  popover.dataset.side = at.side;
}

/** Shows the references a citation points at, right after it (so Tab enters the popover). */
function show(trigger: HTMLAnchorElement, pinned: boolean): OpenPopover | null {
  const items = citedReferences(trigger.ownerDocument, trigger);
  if (items.length === 0) return null; // nothing to show: the citation stays a plain in-page link
  const popover = buildPopover(trigger.ownerDocument, items, POPOVER_ID);
  // In the top layer (a manual popover: this module opens and closes it) the popover is laid out
  // on its own, beside the viewport, not as part of the paragraph it sits in: inserting it then
  // costs no layout of the running text around the citation (measured: the most of opening it).
  // Where the Popover API is missing it is a fixed box in the text, as before.
  const topLayer = typeof popover.showPopover === 'function';
  if (topLayer) popover.setAttribute('popover', 'manual');
  trigger.after(popover);
  if (topLayer) popover.showPopover();
  trigger.setAttribute('aria-haspopup', 'dialog');
  trigger.setAttribute('aria-expanded', 'true');
  trigger.setAttribute('aria-controls', POPOVER_ID);
  const open = { trigger, popover, pinned };
  position(open);
  return open;
}

function hide({ trigger, popover }: OpenPopover): void {
  popover.remove();
  trigger.setAttribute('aria-expanded', 'false');
  trigger.removeAttribute('aria-controls');
}

export function createPopoverController(doc: Document) {
  let current: OpenPopover | null = null;
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  /** The citation focus is being returned to after Escape: focusing it must not reopen. */
  let dismissed: HTMLAnchorElement | null = null;
  /** The pointer is over the citation or the popover (a click on its text must not close it). */
  let hovered = false;

  const controller = {
    get current() {
      return current;
    },
    get dismissed() {
      return dismissed;
    },
    get hovered() {
      return hovered;
    },
    setHovered(value: boolean): void {
      hovered = value;
    },
    /** Whether a node is the open citation, the popover, or inside either. */
    holds(target: EventTarget | null): boolean {
      return Boolean(
        current && target instanceof doc.defaultView!.Node && (current.trigger.contains(target) || current.popover.contains(target)),
      );
    },
    inPopover(target: EventTarget | null): boolean {
      return Boolean(current && target instanceof doc.defaultView!.Node && current.popover.contains(target));
    },
    cancelOpen: () => clearTimeout(openTimer),
    cancelClose: () => clearTimeout(closeTimer),
    open(trigger: HTMLAnchorElement, pinned: boolean): void {
      controller.cancelOpen();
      controller.cancelClose();
      if (current?.trigger === trigger) {
        current.pinned ||= pinned;
        return;
      }
      controller.close();
      current = show(trigger, pinned);
    },
    close(returnFocus = false): void {
      controller.cancelOpen();
      controller.cancelClose();
      if (!current) return;
      const closing = current;
      const hadFocus = closing.popover.contains(doc.activeElement);
      current = null;
      hovered = false;
      hide(closing);
      if (returnFocus && hadFocus) {
        dismissed = closing.trigger;
        closing.trigger.focus();
        dismissed = null;
      }
    },
    scheduleOpen(trigger: HTMLAnchorElement): void {
      controller.cancelOpen();
      controller.cancelClose();
      if (current?.trigger === trigger) return;
      openTimer = setTimeout(() => {
        controller.open(trigger, false);
        hovered = current?.trigger === trigger; // a mouse-out in the meantime would have cancelled this
      }, OPEN_DELAY_MS);
    },
    /** Closes after the grace period unless pinned or focus is in it by then. */
    scheduleClose(): void {
      controller.cancelClose();
      closeTimer = setTimeout(() => {
        if (current && !current.pinned && !controller.holds(doc.activeElement)) controller.close();
      }, CLOSE_DELAY_MS);
    },
    reposition(): void {
      if (current) position(current);
    },
  };
  return controller;
}

export type PopoverController = ReturnType<typeof createPopoverController>;
