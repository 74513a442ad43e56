/**
 * Dates as readers read them, everywhere on the site: "2010-08-18" → "18 August 2010",
 * "2010-08" → "August 2010", "2010" → "2010". A timestamp ("2026-11-26T06:40:00Z") reads as
 * its UTC day. Text that is not an ISO date (a cover date "Winter 2013") is shown as given.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function humanDate(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:$|T)/.exec(text);
  if (!m) return text;
  const [, year, month, day] = m;
  const monthName = month ? MONTHS[Number(month) - 1] : undefined;
  if (!monthName) return year!;
  const d = day ? Number(day) : 0;
  return d >= 1 && d <= 31 ? `${d} ${monthName} ${year}` : `${monthName} ${year}`;
}
