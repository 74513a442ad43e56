import { articlePath } from '#src/shared/journals/publication-paths.ts';

/**
 * Page-level interaction constants and rules (001 §2, §5, §9): hash links scroll to the named
 * element with a 78 px offset and again 500 ms after load; resize handlers are debounced by
 * 300 ms; previous / next article navigation is disabled without a PII.
 */
export const HASH_SCROLL_OFFSET = 78;
export const HASH_SCROLL_DELAY_MS = 500;
export const RESIZE_DEBOUNCE_MS = 300;

/** The document scroll position that puts an element `elementTop` px below the viewport top 78 px down. */
export function hashScrollTop(elementTop: number, scrollY: number): number {
  return Math.max(0, Math.round(elementTop + scrollY - HASH_SCROLL_OFFSET));
}

/** The element id a location hash names ("#sec1" → "sec1"); null for an empty or bare hash. */
export function hashTarget(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export interface SiblingLink {
  pii: string | null | undefined;
  title?: string;
}

/** A previous/next link: its href, or disabled without a PII. */
export function siblingNavigation(sibling: SiblingLink | null | undefined): { href: string | null; disabled: boolean } {
  const pii = sibling?.pii?.trim();
  return pii ? { href: articlePath(pii), disabled: false } : { href: null, disabled: true };
}

/**
 * Where previous / next come from (001 §7): a book chapter's neighbours in book order from
 * `/sdfe/arp/books/{bookId}/{id}/siblings` (the book id is its unformatted ISBN); an
 * article's in its issue from `/sdfe/arp/issue/{issue}/article/{id}/siblings`. Entries of a
 * reference work have no reading order, and an article in press no issue: no call.
 */
export function siblingsPath(context: { pii: string; contentType: string; issueId: string | null; isbn: string | null }): string | null {
  const id = encodeURIComponent(context.pii);
  if (context.contentType === 'RW') return null;
  if (context.contentType !== 'JL' && context.isbn) return `/sdfe/arp/books/${encodeURIComponent(context.isbn)}/${id}/siblings`;
  if (context.issueId) return `/sdfe/arp/issue/${encodeURIComponent(context.issueId)}/article/${id}/siblings`;
  return null;
}

/** Calls `fn` once `ms` have passed without another call. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number = RESIZE_DEBOUNCE_MS,
): ((...args: A) => void) & { cancel(): void } {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (handle !== undefined) clearTimeout(handle);
    handle = setTimeout(() => {
      handle = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (handle !== undefined) clearTimeout(handle);
    handle = undefined;
  };
  return debounced;
}
