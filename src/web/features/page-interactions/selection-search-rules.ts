/**
 * Text-selection search (001 §4, §5, §9): a popup offering to search for the selected text.
 * Pure rules; the DOM part is src/web/features/selection-search.
 */
export const SELECTION_MAX_WORDS = 8;
export const POPUP_OFFSET_VERTICAL = 16;
export const POPUP_OFFSET_HORIZONTAL = 5;
export const POPUP_OFFSET_RIGHT_HALF = -200;

/** Valid only when non-blank and at most 8 whitespace-separated words. */
export function isValidSelection(text: string | null | undefined): boolean {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return false;
  return trimmed.split(/\s+/).length <= SELECTION_MAX_WORDS;
}

/** Asterisks removed; a hyphen before a non-digit becomes a space ("pre-print" → "pre print", "COVID-19" stays). */
export function selectionQuery(text: string): string {
  return text
    .replace(/\*/g, '')
    .replace(/-(?=\D|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** /search in a new tab with qs (the URL-encoded selection), origin and zone=qSearch (001 §2). */
export function selectionSearchUrl(text: string, origin: string): string {
  const params = new URLSearchParams({ qs: selectionQuery(text), origin, zone: 'qSearch' });
  return `/search?${params.toString()}`;
}

export interface SelectionBox {
  left: number;
  bottom: number;
}

/**
 * Where the popup goes, in page coordinates: 16 px below and 5 px right of the selection's
 * start; -200 px more when the selection is on the right half (window width divided by the
 * selection's left edge is below 2).
 */
export function popupPosition(box: SelectionBox, windowWidth: number, scroll: { x: number; y: number }): { top: number; left: number } {
  const onRightHalf = box.left > 0 && windowWidth / box.left < 2;
  return {
    top: box.bottom + scroll.y + POPUP_OFFSET_VERTICAL,
    left: box.left + scroll.x + POPUP_OFFSET_HORIZONTAL + (onRightHalf ? POPUP_OFFSET_RIGHT_HALF : 0),
  };
}
