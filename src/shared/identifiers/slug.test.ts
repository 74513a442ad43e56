import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['eLife', 'elife'],
    ['PLoS ONE', 'plos-one'],
    ['Renewable Energy', 'renewable-energy'],
    ['Journal of Number Theory', 'journal-of-number-theory'],
    ['Cell Reports', 'cell-reports'],
    ['Materials & Design', 'materials-and-design'],
    ['Ångström Études', 'angstrom-etudes'],
    ['  --  ', 'untitled'],
  ])('%s → %s', (input, expected) => expect(slugify(input)).toBe(expected));
});
