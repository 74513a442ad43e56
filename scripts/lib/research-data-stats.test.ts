import { describe, expect, it } from 'vitest';
import { isUrlOrDoi } from './research-data-stats.ts';

describe('research data statistics: what counts as a link', () => {
  it.each<[string, boolean]>([
    ['ftp://x', false],
    ['https://zenodo.org/records/1', true],
    ['10.5061/dryad.1', true],
    ['javascript:alert(1)', false],
  ])('%s → %s', (value, expected) => {
    expect(isUrlOrDoi(value)).toBe(expected);
  });
});
