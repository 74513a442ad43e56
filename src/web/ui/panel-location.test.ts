import { describe, expect, it } from 'vitest';
import { panelValue, panelValueError, parsePanelValue, searchWithPanel } from './panel-location.ts';

describe('the side panel in the URL (?panel=<kind>:<id>, ADR 009)', () => {
  it.each([
    ['reference:bib12', { type: 'reference', id: 'bib12' }],
    ['author:author-2:m7', { type: 'author', id: 'author-2:m7' }],
    ['footnote:fn1', { type: 'footnote', id: 'fn1' }],
    ['help:recommended-articles', { type: 'help', id: 'recommended-articles' }],
    ['substance:3', { type: 'substance', id: '3' }],
    ['qa:all', { type: 'questions-and-answers', id: 'all' }],
    ['questions-and-answers:all', { type: 'questions-and-answers', id: 'all' }],
    ['reference:', null],
    ['reference', null],
    ['popover:bib1', null],
    ['', null],
    [null, null],
  ])('%s → %j', (value, expected) => {
    expect(parsePanelValue(value)).toEqual(expected);
  });

  it.each([
    [{ type: 'reference', id: 'bib12' }, 'reference:bib12'],
    [{ type: 'questions-and-answers', id: 'all' }, 'qa:all'],
    [{ type: 'author', id: 'author-2:m7' }, 'author:author-2:m7'],
  ] as const)('%j is written %s and read back', (ref, value) => {
    expect(panelValue(ref)).toBe(value);
    expect(parsePanelValue(value)).toEqual(ref);
  });

  it.each([
    ['', { type: 'reference', id: 'bib12' }, '?panel=reference:bib12'],
    ['?x=1', { type: 'help', id: 'cited-by' }, '?x=1&panel=help:cited-by'],
    ['?x=1&panel=reference:bib1', { type: 'reference', id: 'bib2' }, '?x=1&panel=reference:bib2'],
    ['?x=1&panel=reference:bib1', null, '?x=1'],
    ['?panel=qa:all', null, ''],
  ] as const)('%s with %j → %s', (search, ref, expected) => {
    expect(searchWithPanel(search, ref)).toBe(expected);
  });

  it("reports a known kind without an id as 'Invalid state. Side panel opened without identifier.' (000 §8), nothing else", () => {
    expect(panelValueError('help:')).toBe('Invalid state. Side panel opened without identifier.');
    expect(panelValueError('author')).toBe('Invalid state. Side panel opened without identifier.');
    expect(panelValueError('help:cited-by')).toBeNull();
    expect(panelValueError('unknown:x')).toBeNull();
    expect(panelValueError('')).toBeNull();
  });
});
