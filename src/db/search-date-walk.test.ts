import { describe, expect, it } from 'vitest';
import { dateWalkLimit } from './search-repository.server.ts';

describe('dateWalkLimit: walk the date index or sort the bitmap of the hits', () => {
  it.each([
    // hits, rows passing the filters, results needed, rows the walk may read (null: sort)
    { hits: 74_000, rows: 100_000, needed: 20, limit: 129 },
    { hits: 74_000, rows: 100_000, needed: 1000, limit: 6406 },
    { hits: 35_000, rows: 100_000, needed: 20, limit: 249 },
    // a word in 2% of the articles: ten rows tested per hit found cost more than sorting its hits
    { hits: 2_000, rows: 100_000, needed: 20, limit: null },
    { hits: 2_000, rows: 2_100, needed: 20, limit: 104 },
    // at most the exact limit: the sort is cheap
    { hits: 1_000, rows: 1_000, needed: 20, limit: null },
    { hits: 5_000, rows: 0, needed: 20, limit: null },
  ])('$hits hits of $rows rows, $needed needed → $limit', ({ hits, rows, needed, limit }) => {
    expect(dateWalkLimit(hits, rows, needed)).toBe(limit);
  });
});
