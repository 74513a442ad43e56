import { createHash } from 'node:crypto';
import type { CachedPage, PageRenderCache } from '#src/web/load-context.ts';
import { createLruCache, type LruCache } from './render-cache.ts';

/**
 * The rendered anonymous article page, whole (ADR 011): its bytes cut at the per-request CSP
 * nonce, so a hit costs joining a few buffers around a fresh nonce instead of a React render.
 * What the page shows is in its key (src/web/entry.server.tsx): build, URL, bucket, the rendered
 * article's key (article id, its updated_at, variant, free label, cited-by) and a hash of every
 * loader's data (the anonymous reader, the day's CSRF token, the page's access state), so a
 * re-ingested article or a changed access rule is a new key and the old entry ages out.
 */
interface Entry {
  /** The page's bytes between the nonce's occurrences. */
  parts: Buffer<ArrayBuffer>[];
  etag: string;
  bytes: number;
}

/**
 * The weak ETag of an anonymous page: a hash of its bytes without the nonce (ADR 008), so two
 * renders of the same page for two anonymous requests get the same tag.
 */
export function anonymousPageEtagOf(nonceFree: Buffer | string): string {
  return `W/"${createHash('sha256').update(nonceFree).digest('base64url').slice(0, 32)}"`;
}

function splitAt(page: Buffer<ArrayBuffer>, nonce: Buffer): Buffer<ArrayBuffer>[] {
  const parts: Buffer<ArrayBuffer>[] = [];
  let from = 0;
  for (let at = page.indexOf(nonce, from); at !== -1; at = page.indexOf(nonce, from)) {
    parts.push(page.subarray(from, at));
    from = at + nonce.length;
  }
  parts.push(page.subarray(from));
  return parts;
}

function joinWith(parts: readonly Buffer<ArrayBuffer>[], nonce: string): Buffer<ArrayBuffer> {
  if (parts.length === 1) return parts[0]!;
  const glue = Buffer.from(nonce, 'utf8');
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) pieces.push(glue);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/**
 * A page render cache of at most `maxBytes` bytes of pages (least recently used out first);
 * `count` wraps the LRU (the metrics' hit/miss counter). 0 bytes: nothing is kept.
 */
export function createPageRenderCache(maxBytes: number, count: (lru: LruCache<Entry>) => LruCache<Entry> = (lru) => lru): PageRenderCache {
  const lru = count(createLruCache<Entry>(maxBytes, (e) => e.bytes));
  return {
    enabled: maxBytes > 0,
    get(key: string, nonce: string): CachedPage | undefined {
      const entry = lru.get(key);
      return entry && { body: joinWith(entry.parts, nonce), etag: entry.etag };
    },
    set(key: string, page: Uint8Array<ArrayBuffer>, nonce: string): CachedPage {
      // Copied: the entry must not pin a larger buffer the page was read into.
      const parts = splitAt(Buffer.from(page), Buffer.from(nonce, 'utf8'));
      const etag = anonymousPageEtagOf(Buffer.concat(parts));
      lru.set(key, { parts, etag, bytes: page.length });
      return { body: page, etag };
    },
  };
}
