/**
 * Where the citation popover goes: just below the citation (touching it, so the pointer can
 * move onto the popover without leaving both), or just above when there is no room below;
 * kept inside the viewport horizontally (WCAG 1.4.10 reflow at 320 CSS px).
 */

export interface Box {
  top: number;
  bottom: number;
  left: number;
}

export interface Placement {
  top: number;
  left: number;
  /** Which side of the citation it is on. */
  side: 'below' | 'above';
}

/** Space kept between the popover and the viewport's edges. */
export const EDGE_MARGIN = 8;

export function placePopover(
  trigger: Box,
  popover: { width: number; height: number },
  viewport: { width: number; height: number },
): Placement {
  const maxLeft = Math.max(EDGE_MARGIN, viewport.width - popover.width - EDGE_MARGIN);
  const left = Math.min(Math.max(trigger.left, EDGE_MARGIN), maxLeft);
  const roomBelow = viewport.height - trigger.bottom;
  const roomAbove = trigger.top;
  const below = roomBelow >= popover.height + EDGE_MARGIN || roomBelow >= roomAbove;
  return below ? { top: trigger.bottom, left, side: 'below' } : { top: trigger.top - popover.height, left, side: 'above' };
}
