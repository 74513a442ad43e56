import { useEffect, useState, type RefObject } from 'react';

export const STICKY_MIN_WIDTH = '(min-width: 48em)';

/**
 * The access bar is sticky when less than 100% of it is visible (IntersectionObserver
 * threshold 1) at widths of 48em or more (spec 001 §4). CSS keeps it at the top
 * (`position: sticky; top: -1px`): once it reaches the top one pixel is out of view, the ratio
 * drops below 1 and the bar is marked stuck.
 */
export function useStickyBar(ref: RefObject<HTMLElement | null>): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const wide = window.matchMedia(STICKY_MIN_WIDTH);
    let ratio = 1;
    const update = () => setStuck(wide.matches && ratio < 1);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        ratio = entry.intersectionRatio;
        update();
      },
      { threshold: 1 },
    );
    observer.observe(element);
    wide.addEventListener('change', update);
    return () => {
      observer.disconnect();
      wide.removeEventListener('change', update);
    };
  }, [ref]);
  return stuck;
}
