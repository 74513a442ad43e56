import http, { type RequestListener, type Server } from 'node:http';
import type { LoadShedding } from './load-shedding.ts';

/**
 * The HTTP server of one worker (README "Operations"): load shedding in front of the app, and
 * slow clients cannot hold a connection: a request (headers and body) must arrive within
 * `requestTimeoutMs` (Node's default is 5 minutes), its headers within a third of that (at most
 * 20 s); past it Node answers 408 and closes the connection. Node looks for such connections
 * every 30 s by default, which would let a slow client hold on up to 30 s longer: here four
 * times per timeout, at least once a second.
 */
export function createHttpServer(listener: RequestListener, options: { requestTimeoutMs: number; shedding?: LoadShedding }): Server {
  return http.createServer(
    {
      requestTimeout: options.requestTimeoutMs,
      headersTimeout: Math.min(20_000, Math.floor(options.requestTimeoutMs / 3)),
      connectionsCheckingInterval: Math.min(1000, Math.floor(options.requestTimeoutMs / 4)),
    },
    options.shedding ? options.shedding.wrap(listener) : listener,
  );
}
