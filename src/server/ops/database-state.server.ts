import pg from 'pg';
import { probeDatabase } from '#src/db/database-probe.server.ts';
import { isConnectionLost } from '#src/db/pool-safety.server.ts';

/**
 * Whether the database can be reached, kept current without a request paying for it: one idle
 * sentinel connection hears the server go away at once (shutdown, crash, restart), then the
 * database is probed every `retryMs` until it answers again. A request that meets a lost
 * connection reports it too (`lost`); a slow database (busy pool, long query) is not "down".
 */
export interface DatabaseState {
  readonly available: boolean;
  /** A request or client met this error; if it means the database is unreachable, start probing. */
  lost(error: unknown): void;
  /** The database is known to be down (its supervisor is restarting it). */
  down(reason: string): void;
  /** Probe now (e.g. after the supervisor restarted it). */
  recheck(): void;
  /** A probe elsewhere (/readyz) found the database answering. */
  reachable(): void;
  close(): Promise<void>;
}

export function watchDatabase(
  pool: pg.Pool,
  options: { retryMs?: number; timeoutMs: number; log?: (message: string) => void },
): DatabaseState {
  const retryMs = options.retryMs ?? 500;
  const log = options.log ?? (() => {});
  let available = true;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let sentinel: pg.Client | undefined;

  const openSentinel = async () => {
    const settings = (pool as unknown as { options: pg.ClientConfig }).options;
    const client = new pg.Client({ ...settings, connectionTimeoutMillis: options.timeoutMs, keepAlive: true });
    client.on('error', (e) => lost(e));
    client.on('end', () => {
      if (sentinel === client) sentinel = undefined;
      if (!closed) lost(Object.assign(new Error('Connection terminated'), { code: '57P01' }));
    });
    try {
      await client.connect();
      sentinel = client;
    } catch {
      client.removeAllListeners('end');
    }
  };

  const probe = async () => {
    timer = undefined;
    if (closed) return;
    const result = await probeDatabase(pool, options.timeoutMs);
    if (closed) return;
    if (result.ok) await reachable();
    else {
      timer = setTimeout(() => void probe(), retryMs);
      timer.unref();
    }
  };

  const reachable = async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!available) log('database reachable again');
    available = true;
    if (!sentinel) await openSentinel();
  };

  const down = (reason: string) => {
    if (closed) return;
    if (available) log(`database unavailable: ${reason}`);
    available = false;
    if (!timer) {
      timer = setTimeout(() => void probe(), retryMs);
      timer.unref();
    }
  };
  const lost = (error: unknown) => {
    if (isConnectionLost(error)) down((error as Error).message);
  };

  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  void openSentinel();

  return {
    get available() {
      return available;
    },
    lost,
    down,
    reachable: () => void reachable(),
    recheck() {
      if (timer) clearTimeout(timer);
      void probe();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await sentinel?.end().catch(() => {});
    },
  };
}
