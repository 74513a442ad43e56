import { describe, expect, it } from 'vitest';
import { monthHeading, monthsOf, parseReportPeriod, periodDates } from './report-period.ts';

describe('SUSHI begin_date / end_date', () => {
  it.each([
    ['2026-01', '2026-03', { begin: '2026-01', end: '2026-03' }],
    ['2026-01-15', '2026-03-31', { begin: '2026-01', end: '2026-03' }],
    ['2025-12', '2025-12', { begin: '2025-12', end: '2025-12' }],
    ['2024-02-29', '2024-02', { begin: '2024-02', end: '2024-02' }],
  ])('%s..%s → %o', (b, e, period) => {
    expect(parseReportPeriod(b, e)).toEqual({ ok: true, period });
  });
  it.each([
    ['2026-13', '2026-12', 'begin_date "2026-13" is not a date in yyyy-mm or yyyy-mm-dd format'],
    ['2026-01', '26-01', 'end_date "26-01" is not a date in yyyy-mm or yyyy-mm-dd format'],
    ['2025-02-29', '2025-03', 'begin_date "2025-02-29" is not a date in yyyy-mm or yyyy-mm-dd format'],
    ['2026-03', '2026-01', 'begin_date 2026-03 is after end_date 2026-01'],
  ])('%s..%s is refused', (b, e, reason) => {
    expect(parseReportPeriod(b, e)).toEqual({ ok: false, reason });
  });
  it('lists months across a year end and gives header dates and headings', () => {
    const period = { begin: '2025-11', end: '2026-02' };
    expect(monthsOf(period)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(periodDates(period)).toEqual({ beginDate: '2025-11-01', endDate: '2026-02-28' });
    expect(monthHeading('2026-02')).toBe('Feb-2026');
  });
});
