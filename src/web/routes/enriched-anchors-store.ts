import { useSyncExternalStore } from 'react';
import type { TocOutlineItem } from '#src/web/ui/toc-data.ts';

/**
 * The enriched-content anchors the outline lists (ADR 006): the main island sets them once the
 * enriched content has loaded, the outline island shows them. Two React roots on an islands
 * page (ADR 007), so they share a store instead of a parent's state. Only the browser sets it.
 */
const NONE: TocOutlineItem[] = [];
let anchors: TocOutlineItem[] = NONE;
const listeners = new Set<() => void>();

export function setEnrichedAnchors(next: TocOutlineItem[]): void {
  anchors = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useEnrichedAnchors(): TocOutlineItem[] {
  return useSyncExternalStore(
    subscribe,
    () => anchors,
    () => NONE,
  );
}
