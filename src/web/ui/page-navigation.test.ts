import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HASH_SCROLL_DELAY_MS,
  RESIZE_DEBOUNCE_MS,
  debounce,
  hashScrollTop,
  hashTarget,
  siblingNavigation,
  siblingsPath,
} from './page-navigation.ts';

afterEach(() => vi.useRealTimers());

describe('hash links (001 §2, §9)', () => {
  it.each([
    [500, 0, 422],
    [500, 1000, 1422],
    [20, 0, 0],
  ])('element at %d with scrollY %d → %d', (top, y, expected) => expect(hashScrollTop(top, y)).toBe(expected));
  it.each([
    ['#sec1', 'sec1'],
    ['#', null],
    ['', null],
    ['#fig%201', 'fig 1'],
    ['#bad%E0', 'bad%E0'],
  ])('hash %j → %j', (hash, id) => expect(hashTarget(hash)).toBe(id));
  it('constants', () => {
    expect(HASH_SCROLL_DELAY_MS).toBe(500);
    expect(RESIZE_DEBOUNCE_MS).toBe(300);
  });
});

describe('previous / next article (001 §5)', () => {
  it.each([
    [{ pii: 'S0960148113002048' }, { href: '/science/article/pii/S0960148113002048', disabled: false }],
    [{ pii: '' }, { href: null, disabled: true }],
    [{ pii: null }, { href: null, disabled: true }],
    [null, { href: null, disabled: true }],
  ])('%o', (sibling, nav) => expect(siblingNavigation(sibling)).toEqual(nav));
});

describe('where previous / next come from (001 §7)', () => {
  it.each([
    [{ pii: 'S0960148113002048', contentType: 'JL', issueId: '42', isbn: null }, '/sdfe/arp/issue/42/article/S0960148113002048/siblings'],
    [{ pii: 'S0960148113002048', contentType: 'JL', issueId: null, isbn: null }, null],
    [
      { pii: 'B9780128000007000023', contentType: 'BK', issueId: null, isbn: '9780128000007' },
      '/sdfe/arp/books/9780128000007/B9780128000007000023/siblings',
    ],
    [
      { pii: 'B9780128000007000023', contentType: 'HB', issueId: '7', isbn: '9780128000007' },
      '/sdfe/arp/books/9780128000007/B9780128000007000023/siblings',
    ],
    [{ pii: 'B9780128000014000018', contentType: 'RW', issueId: null, isbn: '9780128000014' }, null],
  ])('%j → %s', (context, path) => {
    expect(siblingsPath(context)).toBe(path);
  });
});

describe('debounce', () => {
  it('runs once, 300 ms after the last call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn);
    d(1);
    vi.advanceTimersByTime(200);
    d(2);
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });
});
