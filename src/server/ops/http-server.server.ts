import http, { type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { LoadShedding } from './load-shedding.ts';

/** The responses each server made with `createHttpServer` has not finished yet (graceful shutdown answers them). */
const openResponses = new WeakMap<Server, Set<ServerResponse>>();

/** The responses of `server` still open (none for a server not made by `createHttpServer`). */
export function openResponsesOf(server: Server): ReadonlySet<ServerResponse> {
  return openResponses.get(server) ?? new Set();
}

/**
 * The HTTP server of one worker (README "Operations"): load shedding in front of the app, and
 * slow clients cannot hold a connection: a request (headers and body) must arrive within
 * `requestTimeoutMs` (Node's default is 5 minutes), its headers within a third of that (at most
 * 20 s); past it Node answers 408 and closes the connection. Node looks for such connections
 * every 30 s by default, which would let a slow client hold on up to 30 s longer: here four
 * times per timeout, at least once a second. Its open responses are tracked, so a shutdown
 * past its grace answers them 503 instead of cutting them (src/server/ops/graceful-shutdown.server.ts).
 */
export function createHttpServer(listener: RequestListener, options: { requestTimeoutMs: number; shedding?: LoadShedding }): Server {
  const open = new Set<ServerResponse>();
  const inner = options.shedding ? options.shedding.wrap(listener) : listener;
  const server = http.createServer(
    {
      requestTimeout: options.requestTimeoutMs,
      headersTimeout: Math.min(20_000, Math.floor(options.requestTimeoutMs / 3)),
      connectionsCheckingInterval: Math.min(1000, Math.floor(options.requestTimeoutMs / 4)),
    },
    (req, res) => {
      open.add(res);
      res.once('close', () => open.delete(res));
      inner(req, res);
    },
  );
  openResponses.set(server, open);
  return server;
}
