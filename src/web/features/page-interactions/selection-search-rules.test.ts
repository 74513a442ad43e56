import { describe, expect, it } from 'vitest';
import { isValidSelection, popupPosition, selectionQuery, selectionSearchUrl } from './selection-search-rules.ts';

describe('isValidSelection (001 §5)', () => {
  it.each([
    ['', false],
    ['   \n\t', false],
    [null, false],
    ['cryo-EM', true],
    ['one two three four five six seven eight', true],
    ['one two three four five six seven eight nine', false],
    ['  spaced   words\nacross lines  ', true],
  ])('%j → %s', (text, valid) => expect(isValidSelection(text)).toBe(valid));
});

describe('selectionQuery', () => {
  it.each([
    ['*bold* text', 'bold text'],
    ['pre-print server', 'pre print server'],
    ['COVID-19 cases', 'COVID-19 cases'],
    ['self-assembly of β-sheets', 'self assembly of β sheets'],
    ['range 5-10', 'range 5-10'],
    ['ends-', 'ends'],
  ])('%j → %j', (text, query) => expect(selectionQuery(text)).toBe(query));
});

describe('selectionSearchUrl', () => {
  it('opens /search with qs, origin and zone=qSearch', () => {
    const url = new URL(selectionSearchUrl('T-cell *receptor*', 'article'), 'http://x');
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ qs: 'T cell receptor', origin: 'article', zone: 'qSearch' });
  });
});

describe('popupPosition (001 §9: 16 px vertical, 5 px horizontal, -200 px on the right half)', () => {
  it.each([
    [{ left: 100, bottom: 300 }, 1000, { x: 0, y: 0 }, { top: 316, left: 105 }],
    [{ left: 100, bottom: 300 }, 1000, { x: 0, y: 500 }, { top: 816, left: 105 }],
    // 1000 / 499 ≥ 2: left half
    [{ left: 499, bottom: 10 }, 1000, { x: 0, y: 0 }, { top: 26, left: 504 }],
    // 1000 / 600 < 2: right half
    [{ left: 600, bottom: 10 }, 1000, { x: 0, y: 0 }, { top: 26, left: 405 }],
  ])('%o in %d px → %o', (box, width, scroll, expected) => expect(popupPosition(box, width, scroll)).toEqual(expected));
});
