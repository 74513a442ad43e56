import { describe, expect, it } from 'vitest';
import { addressMatches, enrichedAddressOf, enrichedContentPath, parseEnrichedAddress } from './enriched-path.ts';

const ELIFE = { publication: { eissn: '2050-084X' }, dates: { published: '2013-03-05' }, doi: '10.7554/eLife.00218' };

describe('enriched-content address (000 §7, ADR 006)', () => {
  it('A is the ISSN, B the year, C the DOI as one encoded segment', () => {
    const parts = enrichedAddressOf(ELIFE);
    expect(parts).toEqual({ issnOrIsbn: '2050-084X', year: '2013', doi: '10.7554/eLife.00218' });
    expect(enrichedContentPath('S2050084X13002188', parts)).toBe(
      '/sdfe/ears/pii/S2050084X13002188/2050-084X/2013/10.7554%2FeLife.00218/enriched-content',
    );
  });
  it('falls back to ISBN or "none", year 0000, and no C without a DOI', () => {
    expect(enrichedAddressOf({ publication: { isbn: '9780128012345' }, dates: {} })).toEqual({
      issnOrIsbn: '9780128012345',
      year: '0000',
      doi: null,
    });
    expect(enrichedAddressOf({ publication: {}, dates: { availableOnline: '2014-01-02' } })).toEqual({
      issnOrIsbn: 'none',
      year: '2014',
      doi: null,
    });
    expect(enrichedContentPath('S1', { issnOrIsbn: 'none', year: '2014', doi: null })).toBe('/sdfe/ears/pii/S1/none/2014/enriched-content');
  });
  it.each([
    ['2050084X', '2013', undefined, 'A'],
    ['2050-084X', '13', undefined, 'B'],
    ['2050-084X', '2013', 'not-a-doi', 'C'],
    ['<script>', '2013', undefined, 'A'],
  ])('refuses A=%s B=%s C=%s naming %s', (a, b, c, parameter) => {
    const check = parseEnrichedAddress(a, b, c);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.parameter).toBe(parameter);
  });
  it('matches the DOI case-insensitively and nothing else loosely', () => {
    const actual = enrichedAddressOf(ELIFE);
    expect(addressMatches({ ...actual, doi: '10.7554/ELIFE.00218' }, actual)).toBe(true);
    expect(addressMatches({ ...actual, year: '2014' }, actual)).toBe(false);
    expect(addressMatches({ ...actual, doi: null }, actual)).toBe(false);
  });
});
