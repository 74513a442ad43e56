import { describe, expect, it } from 'vitest';
import { tocForReader } from './toc-entitlement.ts';

describe('tocForReader: no captions for a reader without the full text', () => {
  const toc = {
    outline: [{ id: 's1', title: 'Introduction' }],
    figures: [{ id: 'f1', caption: 'Body caption' }],
    tables: [{ id: 't1' }],
    extras: [{ id: 'x1' }],
  };
  it.each<[boolean, unknown]>([
    [true, toc],
    [false, { outline: [{ id: 's1', title: 'Introduction' }], figures: [], tables: [], extras: [] }],
  ])('content visible %s', (visible, expected) => {
    expect(tocForReader(toc, visible)).toEqual(expected);
  });
});
