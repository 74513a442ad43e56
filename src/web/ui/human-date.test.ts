import { describe, expect, it } from 'vitest';
import { humanDate } from './human-date.ts';

describe('humanDate', () => {
  it.each([
    ['2010-08-18', '18 August 2010'],
    ['2010-08', 'August 2010'],
    ['2010', '2010'],
    ['2026-11-26T06:40:00.000Z', '26 November 2026'],
    [' 2013-03-01 ', '1 March 2013'],
    ['2013-13-01', '2013'],
    ['Winter 2013', 'Winter 2013'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (value, out) => {
    expect(humanDate(value)).toBe(out);
  });
});
