import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
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
  /** Each part compressed once as raw deflate blocks ending on a byte (a sync flush): a gzip body is spliced from them. */
  deflated: Buffer[];
  etag: string;
  bytes: number;
}

/** 10-byte gzip header (RFC 1952): deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final fixed-Huffman deflate block: the end of the spliced stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Whether an Accept-Encoding header accepts gzip (RFC 9110 §12.5.3: named, or `*`, with q > 0). */
export function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) || 0 : 1;
    if (name.trim() === 'gzip' || name.trim() === 'x-gzip') gzip = quality;
    else if (name.trim() === '*') any = quality;
  }
  return (gzip ?? any ?? 0) > 0;
}

/** The nonce as a stored (uncompressed) deflate block, not final: it starts and ends on a byte. */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

/**
 * The gzip body of the page with `nonce` (RFC 1951/1952), without compressing the page again: the
 * parts' deflate blocks as stored, the nonce between them as a stored block, a final empty
 * block, then the CRC-32 and length of the whole page — the only pass over its bytes.
 */
function gzipWith(entry: Entry, nonce: Buffer): Buffer<ArrayBuffer> {
  const glue = storedBlock(nonce);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  entry.parts.forEach((part, i) => {
    if (i > 0) {
      pieces.push(glue);
      crc = zlib.crc32(nonce, crc);
      size += nonce.length;
    }
    pieces.push(entry.deflated[i]!);
    crc = zlib.crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}

function deflatedParts(parts: readonly Buffer[]): Buffer[] {
  return parts.map((part) => zlib.deflateRawSync(part, { finishFlush: zlib.constants.Z_SYNC_FLUSH }));
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
  const answer = (entry: Entry, nonce: string, acceptEncoding: string | null | undefined, body?: Uint8Array<ArrayBuffer>): CachedPage =>
    acceptsGzip(acceptEncoding) && entry.deflated.length > 0
      ? { body: gzipWith(entry, Buffer.from(nonce, 'utf8')), etag: entry.etag, encoding: 'gzip' }
      : { body: body ?? joinWith(entry.parts, nonce), etag: entry.etag };
  return {
    enabled: maxBytes > 0,
    get(key: string, nonce: string, acceptEncoding?: string | null): CachedPage | undefined {
      const entry = lru.get(key);
      return entry && answer(entry, nonce, acceptEncoding);
    },
    set(key: string, page: Uint8Array<ArrayBuffer>, nonce: string, acceptEncoding?: string | null): CachedPage {
      // Copied: the entry must not pin a larger buffer the page was read into.
      const parts = splitAt(Buffer.from(page), Buffer.from(nonce, 'utf8'));
      const etag = anonymousPageEtagOf(Buffer.concat(parts));
      // A nonce longer than a stored block holds (never: 24 characters) leaves the page to the compression middleware.
      const deflated = Buffer.byteLength(nonce) <= 0xffff ? deflatedParts(parts) : [];
      const entry = { parts, deflated, etag, bytes: page.length + deflated.reduce((n, d) => n + d.length, 0) };
      lru.set(key, entry);
      return answer(entry, nonce, acceptEncoding, page);
    },
  };
}
