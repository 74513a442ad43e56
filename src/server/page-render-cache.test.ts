import { describe, expect, it } from 'vitest';
import { constants, deflateRawSync, gunzipSync } from 'node:zlib';
import { acceptsGzip, anonymousPageEtagOf, createPageRenderCache } from './page-render-cache.ts';

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
    // An entry holds the page and its parts compressed once (the gzip bodies are spliced from them).
    const parts = page(NONCE).toString().split(NONCE);
    const size = page(NONCE).length + parts.reduce((n, p) => n + deflateRawSync(p, { finishFlush: constants.Z_SYNC_FLUSH }).length, 0);
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

  it("serves a gzip body, compressed once when stored, that unzips to the page with the asking request's nonce", () => {
    const cache = createPageRenderCache(1024 * 1024);
    const big = Buffer.concat([page(NONCE), Buffer.from('<p>'.repeat(40_000)), page(NONCE)]);
    const stored = cache.set('k', big, NONCE, 'gzip, deflate, br');
    expect(stored.encoding).toBe('gzip');
    expect(gunzipSync(stored.body).toString()).toBe(big.toString());
    const hit = cache.get('k', OTHER, 'gzip')!;
    expect(hit.encoding).toBe('gzip');
    expect(hit.etag).toBe(stored.etag);
    expect(gunzipSync(hit.body).toString()).toBe(big.toString().replaceAll(NONCE, OTHER));
    expect(hit.body.length).toBeLessThan(big.length / 10);
    const plain = cache.get('k', OTHER, 'identity')!;
    expect(plain.encoding).toBeUndefined();
    expect(Buffer.from(plain.body).toString()).toBe(big.toString().replaceAll(NONCE, OTHER));
    // A page without the nonce at all is one part.
    cache.set('none', Buffer.from('<p>no scripts</p>'), NONCE);
    expect(gunzipSync(cache.get('none', OTHER, 'gzip')!.body).toString()).toBe('<p>no scripts</p>');
  });

  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1, gzip;q=0.5', true],
    ['*', true],
    ['gzip;q=0', false],
    ['*;q=0.1, gzip;q=0', false],
    ['br', false],
    ['identity', false],
    ['', false],
    [null, false],
  ])('Accept-Encoding %j accepts gzip: %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});
