import type { Server } from 'node:http';
import type { Readiness } from './readiness.server.ts';

/**
 * SIGTERM/SIGINT (README "Operations"): readiness turns 503, the listener stops accepting, the
 * requests in flight may finish for up to `graceMs`, then remaining connections are cut and
 * `close` ends the pool and (embedded) the database.
 */
export function gracefulShutdown(options: {
  server: () => Server | undefined;
  readiness?: Readiness;
  graceMs: number;
  close: () => Promise<void>;
  say: (message: string) => void;
}): (signal: string) => Promise<void> {
  let stopping: Promise<void> | undefined;
  const run = async (signal: string) => {
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
        options.say(`${signal}: requests still in progress after ${options.graceMs} ms are cut`);
        server.closeAllConnections();
      }
    }
    await options.close();
    options.say('stopped');
  };
  return (signal) => (stopping ??= run(signal));
}
