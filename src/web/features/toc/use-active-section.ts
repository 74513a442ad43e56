import { useEffect, useState } from 'react';

/** The hash-link scroll offset (001 §2/§9: 78 px): a section is current once its top passes this line. */
const TOP_OFFSET = 78;
const SLACK = 8;

/** Of elements in document order, the last whose top has reached the offset line (a scrollspy). */
export function currentOf(tops: readonly { id: string; top: number }[], line = TOP_OFFSET + SLACK): string | null {
  let current: string | null = null;
  for (const t of tops) if (t.top <= line) current = t.id;
  return current;
}

/**
 * currentOf for live elements in document order, whose tops only grow: positions are read only
 * up to the first element below the line, so sections far below the reader are never measured
 * (measuring forces their layout, which `content-visibility: auto` would otherwise skip).
 */
export function currentElementOf(elements: readonly HTMLElement[], line = TOP_OFFSET + SLACK): string | null {
  let current: string | null = null;
  for (const el of elements) {
    if (el.getBoundingClientRect().top > line) break;
    current = el.id;
  }
  return current;
}

/**
 * The id of the section the reader is in, followed with IntersectionObserver: whenever an
 * observed section crosses the upper part of the viewport, the current one is worked out again.
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const elements = key
      .split(' ')
      .map((id) => (id ? document.getElementById(id) : null))
      .filter((el): el is HTMLElement => el !== null);
    if (elements.length === 0) return;
    const update = () => setActive(currentElementOf(elements));
    const observer = new IntersectionObserver(update, { rootMargin: `-${TOP_OFFSET}px 0px -50% 0px`, threshold: [0, 1] });
    for (const el of elements) observer.observe(el);
    return () => observer.disconnect();
  }, [key]);
  return active;
}
