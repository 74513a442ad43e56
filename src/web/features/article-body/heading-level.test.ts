import { describe, expect, it } from 'vitest';
import { headingLevel, headingTag } from './heading-level.ts';

describe('headingLevel (spec 000 §9: starts at 2, capped at 6)', () => {
  it.each([
    [0, 2],
    [1, 3],
    [2, 4],
    [3, 5],
    [4, 6],
    [5, 6],
    [12, 6],
    [-1, 2],
    [1.7, 3],
    [Number.NaN, 2],
    [Number.POSITIVE_INFINITY, 6],
  ])('depth %s → h%s', (depth, level) => {
    expect(headingLevel(depth)).toBe(level);
    expect(headingTag(depth)).toBe(`h${level}`);
  });
});
