/**
 * A count with en-US digit grouping ("2,853"), exactly as `toLocaleString('en-US')` writes an
 * integer, without asking the browser's Intl: its first number format on a page loads locale data
 * on the main thread (37–70 ms measured in Chromium, four times that on a slow phone), which fell
 * on the reader's click (showing a collaboration's members, an author panel, a metrics panel).
 * Anything but a safe integer is left to `toLocaleString`.
 */
export function groupedCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) out = (end > 3 ? ',' : '') + digits.slice(Math.max(0, end - 3), end) + out;
  return n < 0 ? `-${out}` : out;
}
