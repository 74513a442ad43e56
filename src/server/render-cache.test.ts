import { describe, expect, it } from 'vitest';
import { createLruCache } from './render-cache.ts';

const createRenderCache = (max: number) => createLruCache<string>(max, (html) => html.length);

describe('LRU cache bounded by weight', () => {
  it('returns what was stored', () => {
    const cache = createRenderCache(100);
    cache.set('a', '<p>a</p>');
    expect(cache.get('a')).toBe('<p>a</p>');
    expect(cache.get('b')).toBeUndefined();
  });

  it('evicts the least recently used entries past the size bound', () => {
    const cache = createRenderCache(10);
    cache.set('a', '12345');
    cache.set('b', '12345');
    cache.get('a');
    cache.set('c', '12345');
    expect(cache.get('a')).toBe('12345');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe('12345');
  });

  it('never stores an entry larger than the bound', () => {
    const cache = createRenderCache(4);
    cache.set('a', '12345');
    expect(cache.get('a')).toBeUndefined();
  });
});
