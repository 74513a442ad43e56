import { describe, expect, it } from 'vitest';
import { noneMatch } from './anonymous-page-etag.ts';

describe('noneMatch (If-None-Match, weak comparison)', () => {
  const etag = 'W/"abc"';
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['', false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
    ['abc', false],
  ])('%s → %s', (header, expected) => {
    expect(noneMatch(header, etag)).toBe(expected);
  });
});
