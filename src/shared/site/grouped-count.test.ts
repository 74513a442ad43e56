import { describe, expect, it } from 'vitest';
import { groupedCount } from './grouped-count.ts';

describe('groupedCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [2853, '2,853'],
    [10000, '10,000'],
    [123456, '123,456'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
    [1.5, '1.5'],
  ])('%d → %s', (n, text) => {
    expect(groupedCount(n)).toBe(text);
  });

  it('writes every integer as toLocaleString("en-US") does', () => {
    for (const n of [1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 100000000, -5, -99999, 10 ** 12 + 1])
      expect(groupedCount(n)).toBe(n.toLocaleString('en-US'));
  });
});
