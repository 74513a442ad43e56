import type { Server } from 'node:http';
import { openResponsesOf } from './http-server.server.ts';
import { sendRawUnavailable } from './load-shedding.ts';
import type { Readiness } from './readiness.server.ts';

const SHUTTING_DOWN = 'The server is shutting down.';
/** How long the 503s of a shutdown past its grace may take to leave before their connections are cut. */
const LAST_ANSWERS_MS = 250;
/** How long work for requests already answered or cut may still use the database after the grace (default). */
const LAST_WORK_MS = 2000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * SIGTERM/SIGINT (README "Operations"): readiness turns 503, the listener stops accepting, the
 * requests in flight may finish for up to `graceMs`. A request not answered by then gets a 503
 * with Retry-After (an HTML page for a browser, a problem document for an API client; only
 * for servers made by `createHttpServer`, which tracks its responses) and the connections are
 * closed. Then it waits until `busy()` is 0 — work the app does for requests whose clients
 * have gone or were answered 503 (a page's loaders and render) — for what is left of the grace
 * and at most `lastWorkMs` (2 s) more, so work does not find the pool closed under it, and `close`
 * ends the pool and (embedded) the database.
 */
export function gracefulShutdown(options: {
  server: () => Server | undefined;
  readiness?: Readiness;
  graceMs: number;
  close: () => Promise<void>;
  say: (message: string) => void;
  /** Work in progress that needs the database (0: none); default none. */
  busy?: () => number;
  /** How long after the grace that work may still run before the pool closes; default 2 s. */
  lastWorkMs?: number;
}): (signal: string) => Promise<void> {
  let stopping: Promise<void> | undefined;
  const run = async (signal: string) => {
    const deadline = performance.now() + options.graceMs;
    options.say(`${signal}: draining requests (up to ${options.graceMs} ms), then stopping`);
    options.readiness?.startDraining();
    const server = options.server();
    if (server) {
      const closed = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
      // Keep-alive connections with no request in progress are closed now; busy ones after their answer.
      server.closeIdleConnections();
      server.on('request', (_req, res) => res.setHeader('Connection', 'close'));
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), options.graceMs)));
      const drained = await Promise.race([closed, expired]);
      clearTimeout(timer);
      if (!drained) {
        const late = [...openResponsesOf(server)].filter((res) => !res.headersSent);
        options.say(`${signal}: requests still in progress after ${options.graceMs} ms are cut (${late.length} answered 503)`);
        const sent = late.map((res) => new Promise((resolve) => res.once('close', resolve).once('finish', resolve)));
        for (const res of late) sendRawUnavailable(res.req, res, SHUTTING_DOWN, 5, { Connection: 'close' });
        await Promise.race([Promise.all(sent), sleep(LAST_ANSWERS_MS)]);
        server.closeAllConnections();
      }
    }
    const workDeadline = Math.max(deadline, performance.now()) + (options.lastWorkMs ?? LAST_WORK_MS);
    while (options.busy && options.busy() > 0 && performance.now() < workDeadline) await sleep(10);
    await options.close();
    options.say('stopped');
  };
  return (signal) => (stopping ??= run(signal));
}
