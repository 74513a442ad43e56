/**
 * A click that comes after hydration but before the content's enhancers have attached (they
 * arrive in tasks of their own, ADR 013) would otherwise do nothing or the wrong thing: an
 * author name opens no panel, a citation jumps instead of showing its popover. While held, a
 * plain click on something an enhancer may handle is stopped and remembered; on release the
 * last one is clicked again, so the reader's click takes effect as soon as it can.
 */

/** What an enhancer of the article content may act on (panel openers, in-page links, buttons). */
export const ENHANCED_TARGETS = '[content-type], [data-content-type], a[href^="#"], button, [role="button"]';

/** The longest a click waits: past it, the click is given back even if the enhancers never came. */
export const HOLD_LIMIT_MS = 2000;

export interface HeldClicks {
  /** Stops holding and clicks again the last held target, if it is still in the content. */
  release(): void;
}

function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

export function holdEarlyClicks(root: HTMLElement, targets = ENHANCED_TARGETS, limitMs = HOLD_LIMIT_MS): HeldClicks {
  const view = root.ownerDocument.defaultView ?? window;
  let held: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let released = false;

  const onClick = (event: MouseEvent) => {
    // A click a capturing listener above already took (a footnote marker's panel) is left to it.
    if (event.defaultPrevented || !plainClick(event) || !(event.target instanceof view.Element)) return;
    const target = event.target.closest<HTMLElement>(targets);
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    timer ??= setTimeout(release, limitMs);
  };

  function release(): void {
    if (released) return;
    released = true;
    clearTimeout(timer);
    root.removeEventListener('click', onClick, true);
    const target = held;
    held = null;
    if (target?.isConnected && root.contains(target)) target.click();
  }

  root.addEventListener('click', onClick, true);
  return { release };
}
