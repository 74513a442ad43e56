import { describe, expect, it } from 'vitest';
import { countFromPage, resultCountText, roundEstimate, searchLastPage, SEARCH_EXACT_COUNT } from './search-count.ts';

describe('search result counts: exact up to the limit, then an estimate', () => {
  it.each([
    [0, 1001],
    [1001, 1001],
    [1049, 1001],
    [1051, 1100],
    [9_949, 9_900],
    [62_431, 62_000],
    [125_000, 130_000],
  ])('rounds an estimate of %i to %i', (n, rounded) => {
    expect(roundEstimate(n)).toBe(rounded);
  });

  it.each([
    [1, false, '1 result'],
    [2, false, '2 results'],
    [1000, false, '1,000 results'],
    [62_000, true, 'About 62,000 results'],
    [1001, true, 'More than 1,000 results'],
  ])('%i (estimated: %s) reads "%s"', (n, estimated, text) => {
    expect(resultCountText(n, estimated)).toBe(text);
  });

  it.each([
    [0, false, 0],
    [20, false, 1],
    [21, false, 2],
    [SEARCH_EXACT_COUNT, false, 50],
    [62_000, true, 50],
    [20_000, false, 500],
  ])('%i results (estimated: %s) offer %i pages of 20', (n, estimated, last) => {
    expect(searchLastPage(n, estimated, 20)).toBe(last);
  });

  it.each([
    // [first result's offset, results shown, page size, the count, or null when it must be counted]
    [0, 0, 20, 0],
    [0, 7, 20, 7],
    [0, 19, 20, 19],
    [0, 20, 20, null],
    [40, 3, 20, 43],
    [40, 20, 20, null],
    [480, 20, 20, null],
    [480, 19, 20, 499],
    [480, 20, 21, 500],
    // Past half the exact limit a short page may follow a tier cut at its limit: counted.
    [500, 1, 20, null],
    [3980, 5, 20, null],
    [7980, 0, 20, null],
  ])('a page from %i showing %i of %i: %s', (first, shown, pageSize, count) => {
    expect(countFromPage(first, shown, pageSize)).toBe(count);
  });
});
