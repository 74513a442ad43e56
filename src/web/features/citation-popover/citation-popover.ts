import type { EnhancerContext } from '../../ui/use-enhancers.ts';
import { createPopoverController, type PopoverController } from './popover-controller.ts';
import { CITATION_SELECTOR, citedReferences } from './popover-content.ts';
import './citation-popover.css';

/**
 * Inline citations (cross-refs to references) show the cited reference in a popover, by
 * delegation on the server-rendered content (ADR 004). WCAG 2.2 SC 1.4.13 "Content on Hover
 * or Focus": it opens on hover and on keyboard focus, stays open while the pointer is over
 * the citation or the popover (it touches the citation, and leaving starts a short grace
 * period), stays while focus is in either, and Escape closes it without moving the pointer
 * or focus. A click (or tap) opens it too and pins it until Escape, an outside click or blur.
 */

type Listener = [EventTarget, string, EventListener, AddEventListenerOptions?];

/** Inside an open dialog element (the side panel): not "outside" the popover that opened it. */
function inDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('dialog[open]') !== null;
}

function pointerListeners(root: HTMLElement, popover: PopoverController): Listener[] {
  const win = root.ownerDocument.defaultView!;
  const citationOf = (t: EventTarget | null) => (t instanceof win.Element ? t.closest<HTMLAnchorElement>(CITATION_SELECTOR) : null);
  const onMouseOver = (e: Event) => {
    if (popover.inPopover(e.target)) {
      popover.setHovered(true);
      return popover.cancelClose();
    }
    const trigger = citationOf(e.target);
    if (trigger) popover.scheduleOpen(trigger);
    popover.setHovered(Boolean(trigger) && popover.holds(trigger));
  };
  const onMouseOut = (e: Event) => {
    const { target, relatedTarget } = e as MouseEvent;
    const from = citationOf(target);
    if (!from && !popover.inPopover(target)) return;
    // Moving within the citation (between its child elements) or onto the popover is staying.
    if (popover.holds(relatedTarget) || (from && citationOf(relatedTarget) === from)) return;
    popover.cancelOpen();
    popover.setHovered(false);
    if (popover.current) popover.scheduleClose();
  };
  const onClick = (e: Event) => {
    const m = e as MouseEvent;
    if (popover.inPopover(m.target) && (m.target as Element).closest('.citation-popover__jump')) return popover.close();
    const trigger = citationOf(m.target);
    if (!trigger || m.button !== 0 || m.ctrlKey || m.metaKey || m.shiftKey || m.altKey) return;
    if (citedReferences(root.ownerDocument, trigger).length === 0) return;
    m.preventDefault(); // the popover replaces the jump to the list ("View in references" does that)
    popover.open(trigger, true);
  };
  const onPointerDown = (e: Event) => {
    // A side panel opened from the popover sits above it: using the panel keeps the popover (and its opener) for later.
    if (popover.current && !popover.holds(e.target) && !inDialog(e.target)) popover.close();
  };
  return [
    [root, 'mouseover', onMouseOver],
    [root, 'mouseout', onMouseOut],
    [root, 'click', onClick],
    [root.ownerDocument, 'pointerdown', onPointerDown],
  ];
}

function keyboardListeners(root: HTMLElement, popover: PopoverController): Listener[] {
  const win = root.ownerDocument.defaultView!;
  const onFocusIn = (e: Event) => {
    const trigger = e.target instanceof win.Element ? e.target.closest<HTMLAnchorElement>(CITATION_SELECTOR) : null;
    if (trigger && trigger !== popover.dismissed) popover.open(trigger, false);
    else if (popover.inPopover(e.target)) popover.cancelClose();
  };
  const onFocusOut = (e: Event) => {
    // Clicking the popover's text moves focus to the page, yet the reader is still in it.
    const to = (e as FocusEvent).relatedTarget;
    if (popover.holds(e.target) && !popover.holds(to) && !inDialog(to) && !popover.hovered) popover.close();
  };
  const onKeyDown = (e: Event) => {
    // Escape in the side panel closes the panel, not the popover beneath it.
    if ((e as KeyboardEvent).key === 'Escape' && popover.current && !inDialog(e.target)) popover.close(true);
  };
  const onViewportChange = () => popover.reposition();
  return [
    [root, 'focusin', onFocusIn],
    [root, 'focusout', onFocusOut],
    [root.ownerDocument, 'keydown', onKeyDown],
    [win, 'scroll', onViewportChange, { passive: true, capture: true }],
    [win, 'resize', onViewportChange, { passive: true }],
  ];
}

export function enhance(root: HTMLElement, _context: EnhancerContext): () => void {
  const popover = createPopoverController(root.ownerDocument);
  const listeners = [...pointerListeners(root, popover), ...keyboardListeners(root, popover)];
  for (const [target, type, listener, options] of listeners) target.addEventListener(type, listener, options);
  return () => {
    for (const [target, type, listener, options] of listeners) target.removeEventListener(type, listener, options);
    popover.close();
  };
}
