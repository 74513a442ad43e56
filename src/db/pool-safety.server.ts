import type pg from 'pg';

/**
 * A database fault fails the requests that met it, never the process: every client the pool
 * makes gets an error listener (pg emits 'error' on a checked-out client whose server goes
 * away between queries, and an unheard 'error' event ends Node), and queries have limits so a
 * stalled server cannot hold a request forever.
 */
export interface DatabaseTimeouts {
  /** Opening a connection (TCP + start-up) may take this long. */
  connectMs: number;
  /** PostgreSQL's statement_timeout; the client stops waiting 2 s later (a stopped server answers nothing). 0: none. */
  statementMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout. 0: none. */
  idleInTransactionMs: number;
}

/** The client gives up this long after the server's own statement timeout should have answered. */
const CLIENT_MARGIN_MS = 2000;

export function poolConfig(connectionString: string, max: number, timeouts?: DatabaseTimeouts): pg.PoolConfig {
  const config: pg.PoolConfig = { connectionString, max, keepAlive: true };
  if (!timeouts) return config;
  config.connectionTimeoutMillis = timeouts.connectMs;
  if (timeouts.statementMs > 0) {
    config.statement_timeout = timeouts.statementMs;
    config.query_timeout = timeouts.statementMs + CLIENT_MARGIN_MS;
  }
  if (timeouts.idleInTransactionMs > 0) config.idle_in_transaction_session_timeout = timeouts.idleInTransactionMs;
  return config;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, connection exceptions.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const LOST_MESSAGES = /Connection terminated|not queryable|connection error|Client was closed/i;
// pg-pool says "timeout exceeded when trying to connect" also when every pooled client is busy: slow, not lost.
const TIMEOUT_MESSAGES = /timeout exceeded when trying to connect|Query read timeout/i;
/** pg-pool's answer to a query after `pool.end()`: the server is shutting down (README "Operations"). */
const POOL_ENDED = /Cannot use a pool after calling end on the pool/;

/** Whether an error means the connection to the database is gone (refused, reset, shut down), not merely slow. */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: string }).code;
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  if (error instanceof AggregateError && error.errors.some(isConnectionLost)) return true;
  return LOST_MESSAGES.test(error.message);
}

/** Whether an error means the database cannot serve the request now (gone or too slow), as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isConnectionLost(error) || (error instanceof Error && (TIMEOUT_MESSAGES.test(error.message) || POOL_ENDED.test(error.message)));
}

/**
 * Listens for errors on the pool and on every client it makes, idle or checked out
 * (`withTransaction`, the download repository, migrations …). A client that lost its server is
 * not queryable any more: its current request fails and the pool drops it on release.
 */
export function guardPool(pool: pg.Pool, onError: (error: Error) => void): void {
  // Idle clients: the pool removes them and re-emits here; the client's own listener has reported it.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', onError);
  });
}
