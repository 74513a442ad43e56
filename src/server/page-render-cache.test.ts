import { describe, expect, it } from 'vitest';
import { anonymousPageEtagOf, createPageRenderCache } from './page-render-cache.ts';

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';
const OTHER = 'BBBBBBBBBBBBBBBBBBBBBB==';
const page = (nonce: string) =>
  Buffer.from(
    `<html><head><script nonce="${nonce}" src="/a.js"></script></head><body>é<script nonce="${nonce}">boot()</script></body></html>`,
  );

describe('page render cache', () => {
  it('serves a stored page with the nonce of the request that asks, and the ETag of its nonce-free bytes', () => {
    const cache = createPageRenderCache(1024 * 1024);
    const stored = cache.set('k', page(NONCE), NONCE);
    expect(Buffer.from(stored.body).toString()).toBe(page(NONCE).toString());
    const hit = cache.get('k', OTHER)!;
    expect(Buffer.from(hit.body).toString()).toBe(page(OTHER).toString());
    expect(Buffer.from(hit.body).toString()).not.toContain(NONCE);
    expect(hit.etag).toBe(stored.etag);
    expect(hit.etag).toBe(anonymousPageEtagOf(page(NONCE).toString().replaceAll(NONCE, '')));
    expect(hit.etag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
  });

  it('gives different pages different ETags and misses an unknown key', () => {
    const cache = createPageRenderCache(1024 * 1024);
    const a = cache.set('a', page(NONCE), NONCE);
    const b = cache.set('b', Buffer.from(`<p nonce="${NONCE}">other</p>`), NONCE);
    expect(a.etag).not.toBe(b.etag);
    expect(cache.get('c', OTHER)).toBeUndefined();
  });

  it('keeps at most its byte budget, least recently used out first, and nothing with a budget of 0', () => {
    const size = page(NONCE).length;
    const cache = createPageRenderCache(size * 2);
    cache.set('a', page(NONCE), NONCE);
    cache.set('b', page(NONCE), NONCE);
    cache.get('a', OTHER);
    cache.set('c', page(NONCE), NONCE);
    expect(cache.get('a', OTHER)).toBeDefined();
    expect(cache.get('b', OTHER)).toBeUndefined();
    expect(cache.get('c', OTHER)).toBeDefined();
    const off = createPageRenderCache(0);
    expect(off.enabled).toBe(false);
    off.set('a', page(NONCE), NONCE);
    expect(off.get('a', OTHER)).toBeUndefined();
  });
});
