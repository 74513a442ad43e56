/** An ISBN as stored: digits (and a final X) only, so "978-0-12-…" and "978012…" find the same book. */
export function isbnKey(value: string): string {
  return value.replace(/[^0-9Xx]/g, '').toUpperCase();
}
