/**
 * SUSHI `begin_date` / `end_date` (COUNTER_SUSHI 5.1: `yyyy-mm` or `yyyy-mm-dd`). Usage is
 * reported by whole months, so a day only selects its month.
 */
export interface ReportPeriod {
  /** First and last month, `YYYY-MM`. */
  begin: string;
  end: string;
}

const DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/** `YYYY-MM` of a valid `YYYY-MM[-DD]`, else null. */
export function monthOfDate(value: string): string | null {
  const m = DATE.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  if (m[3] !== undefined) {
    const day = Number(m[3]);
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (day < 1 || day > daysInMonth) return null;
  }
  return `${m[1]}-${m[2]}`;
}

export type PeriodResult = { ok: true; period: ReportPeriod } | { ok: false; reason: string };

export function parseReportPeriod(beginDate: string, endDate: string): PeriodResult {
  const begin = monthOfDate(beginDate);
  const end = monthOfDate(endDate);
  if (!begin) return { ok: false, reason: `begin_date "${beginDate}" is not a date in yyyy-mm or yyyy-mm-dd format` };
  if (!end) return { ok: false, reason: `end_date "${endDate}" is not a date in yyyy-mm or yyyy-mm-dd format` };
  if (begin > end) return { ok: false, reason: `begin_date ${beginDate} is after end_date ${endDate}` };
  return { ok: true, period: { begin, end } };
}

/** Every month from begin to end, inclusive. */
export function monthsOf(period: ReportPeriod): string[] {
  const months: string[] = [];
  let [year, month] = period.begin.split('-').map(Number) as [number, number];
  for (;;) {
    const value = `${year}-${String(month).padStart(2, '0')}`;
    if (value > period.end) return months;
    months.push(value);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** `2022-01-01` and `2022-12-31` for the header's Begin_Date and End_Date. */
export function periodDates(period: ReportPeriod): { beginDate: string; endDate: string } {
  const [year, month] = period.end.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { beginDate: `${period.begin}-01`, endDate: `${period.end}-${String(lastDay).padStart(2, '0')}` };
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Tabular month column heading: `2022-01` → `Jan-2022`. */
export function monthHeading(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTH_NAMES[Number(m) - 1]}-${year}`;
}

/** `YYYY-MM` of an instant, UTC. */
export function monthOfInstant(at: Date): string {
  return at.toISOString().slice(0, 7);
}
