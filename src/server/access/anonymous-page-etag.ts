import type { NextFunction, Request, Response } from 'express';
import { isAnonymousVariant } from '#src/shared/access/page-cache-bucket.ts';
import { anonymousPageEtagOf } from '../page-render-cache.ts';
import { pageBucketOf } from './page-bucket.ts';

/** The article pages (full text, abstract, preview) whose anonymous variant is the same for every anonymous reader. */
const ARTICLE_PAGE = /^\/science\/article\/(abs\/)?pii\/[^/]+\/?$/;

/**
 * A weak ETag on the anonymous variant of an article page, and 304 Not Modified when the
 * browser or CDN already holds it (ADR 008). The page is held until it is complete (a cache
 * stores whole pages anyway), hashed without its per-request CSP nonce — the only bytes that
 * differ between two anonymous requests — and sent once. A 304 carries no
 * Content-Security-Policy: a cache that refreshed its stored headers from it would otherwise
 * pair the stored page with a nonce its scripts do not carry. Mounted after compression, so it
 * sees the page's own bytes; weak, because the same page is sent gzipped or not.
 */
export function anonymousPageEtag(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET' || !ARTICLE_PAGE.test(req.path) || !isAnonymousVariant(pageBucketOf(req, res))) {
    next();
    return;
  }
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string | Uint8Array as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    );
  };
  res.write = function held(chunk: unknown, encoding?: unknown): boolean {
    collect(chunk, encoding);
    return true;
  } as Response['write'];
  res.end = function finish(chunk?: unknown, encoding?: unknown): Response {
    collect(chunk, encoding);
    res.write = write as Response['write'];
    res.end = end as Response['end'];
    const body = Buffer.concat(chunks);
    if (res.statusCode !== 200) return end(body);
    // A page from the page render cache (ADR 011) carries the ETag computed once when it was stored.
    const known = res.getHeader('ETag');
    const etag = typeof known === 'string' ? known : anonymousPageEtagOf(nonceFree(body, res.locals.cspNonce as string | undefined));
    res.setHeader('ETag', etag);
    if (noneMatch(req.get('if-none-match'), etag)) {
      res.statusCode = 304;
      for (const name of ['Content-Type', 'Content-Length', 'Content-Encoding', 'Content-Security-Policy', 'Transfer-Encoding'])
        res.removeHeader(name);
      // The same Vary as the 200 it stands for (RFC 9110 §15.4.5): compression added Accept-Encoding there.
      res.vary('Accept-Encoding');
      return end();
    }
    res.setHeader('Content-Length', body.length);
    return end(body);
  } as Response['end'];
  next();
}

function nonceFree(body: Buffer, nonce: string | undefined): Buffer | string {
  return nonce ? body.toString('utf8').replaceAll(nonce, '') : body;
}

/**
 * If-None-Match with the weak comparison of RFC 9110 §13.1.2, evaluated whatever the request's
 * Cache-Control says (Express's `req.fresh` answers no to any `no-cache`, which browsers send on
 * reload and fetch() with every conditional request; that is for caches, not for the origin).
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
