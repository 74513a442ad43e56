import { describe, expect, it } from 'vitest';
import { pageCount, pageOffset, parsePageParameter } from './pagination.ts';

describe('the page parameter', () => {
  it.each([
    [null, { ok: true, page: 1 }],
    ['1', { ok: true, page: 1 }],
    ['27', { ok: true, page: 27 }],
    ['999999', { ok: true, page: 999999 }],
    ['0', { ok: false, message: 'page must be a whole number from 1 to 999999, not "0"' }],
    ['-2', { ok: false, message: 'page must be a whole number from 1 to 999999, not "-2"' }],
    ['01', { ok: false, message: 'page must be a whole number from 1 to 999999, not "01"' }],
    ['2.5', { ok: false, message: 'page must be a whole number from 1 to 999999, not "2.5"' }],
    ['1000000', { ok: false, message: 'page must be a whole number from 1 to 999999, not "1000000"' }],
    ['', { ok: false, message: 'page must be a whole number from 1 to 999999, not ""' }],
    ['two', { ok: false, message: 'page must be a whole number from 1 to 999999, not "two"' }],
  ])('%j → %j', (raw, expected) => {
    expect(parsePageParameter(raw)).toEqual(expected);
  });
});

describe('pages of a list', () => {
  it.each([
    [0, 100, 1],
    [1, 100, 1],
    [100, 100, 1],
    [101, 100, 2],
    [8503, 100, 86],
  ])('%i items of %i a page fill %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
  it.each([
    [1, 100, 0],
    [2, 100, 100],
    [86, 100, 8500],
  ])('page %i of %i starts at item %i', (page, size, offset) => {
    expect(pageOffset(page, size)).toBe(offset);
  });
});
