import { describe, expect, it } from 'vitest';
import { currentOf } from './use-active-section.ts';

describe('current section (the last whose top passed the 78 px line)', () => {
  const at = (...tops: number[]) => tops.map((top, i) => ({ id: `s${i + 1}`, top }));
  it.each([
    [at(100, 900, 1500), null],
    [at(86, 900, 1500), 's1'],
    [at(-400, 40, 300), 's2'],
    [at(-2000, -900, -10), 's3'],
  ])('%j → %s', (tops, id) => {
    expect(currentOf(tops)).toBe(id);
  });
});
