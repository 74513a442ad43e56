import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import type { CachedPage } from './load-context.ts';
import { NonceContext } from './nonce-context.ts';
import { handlesSay } from './page-handle.ts';
import { ServerHtmlContext } from './server-html.tsx';

export const streamTimeout = 10_000;

/**
 * The page render cache key (ADR 011), or null when this page may not be cached: only a 200
 * whose loader allowed it (the anonymous variant of an article page). The document is a function
 * of the build, the URL, the loaders' data and the server-only HTML the loader named, so the key
 * holds exactly those; the bucket too, though both anonymous buckets render the same bytes.
 */
function pageCacheKey(request: Request, status: number, routerContext: EntryContext, loadContext: AppLoadContext): string | null {
  const slot = loadContext.pageRender;
  if (!slot?.key || !slot.cache.enabled || status !== 200 || request.method !== 'GET') return null;
  const handled = routerContext.staticHandlerContext;
  if (handled.errors || handled.actionData) return null;
  const data = createHash('sha256').update(JSON.stringify(handled.loaderData)).digest('base64url');
  return `${routerContext.manifest.version} ${request.url} ${loadContext.pageCache.bucket} ${slot.key} ${data}`;
}

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const cacheKey = pageCacheKey(request, status, routerContext, loadContext);
  if (cacheKey) {
    const cached = loadContext.pageRender!.cache.get(cacheKey, loadContext.cspNonce, request.headers.get('accept-encoding'));
    if (cached) return Promise.resolve(pageResponse(cached, headers, status));
  }
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    // A page whose route asks for it (ADR 017) is sent as one body once rendered whole: fewer, larger writes.
    const whole =
      !cacheKey &&
      handlesSay(
        routerContext.staticHandlerContext.matches.map((m) => m.route.handle),
        'wholeDocument',
      );
    // Crawlers and a page to cache get the complete document at once; nothing streams in later.
    const readyEvent =
      cacheKey || whole || isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={loadContext.cspNonce}>
        <ServerHtmlContext.Provider value={loadContext.htmlSlots}>
          <ServerRouter context={routerContext} url={request.url} nonce={loadContext.cspNonce} />
        </ServerHtmlContext.Provider>
      </NonceContext.Provider>,
      {
        nonce: loadContext.cspNonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          if (whole) {
            const chunks: Buffer[] = [];
            body.on('data', (chunk: Buffer) => chunks.push(chunk));
            body.on('end', () => resolve(new Response(Buffer.concat(chunks), { headers, status })));
          } else if (cacheKey && !failed) {
            const chunks: Buffer[] = [];
            body.on('data', (chunk: Buffer) => chunks.push(chunk));
            body.on('end', () => {
              const page = Buffer.concat(chunks);
              if (failed || status !== 200) {
                resolve(new Response(page, { headers, status }));
                return;
              }
              const stored = loadContext.pageRender!.cache.set(
                cacheKey,
                page,
                loadContext.cspNonce,
                request.headers.get('accept-encoding'),
              );
              resolve(pageResponse(stored, headers, status));
            });
          } else {
            resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
          }
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          failed = true;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * A whole page with the ETag computed when it was cached (the ETag middleware then skips hashing
 * it); gzipped when the cache compressed it already (the compression middleware leaves it as is).
 */
function pageResponse(page: CachedPage, headers: Headers, status: number): Response {
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('ETag', page.etag);
  if (page.encoding) headers.set('Content-Encoding', page.encoding);
  return new Response(page.body, { headers, status });
}
