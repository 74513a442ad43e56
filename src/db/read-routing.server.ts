import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { MAX_REPLICA_LAG_MS, parseLsn, readTarget, type ReadTarget } from '#src/shared/site/read-routing.ts';
import { isDatabaseUnavailable } from './pool-safety.server.ts';

/**
 * Reads on a streaming replica (DATABASE_READ_URL, ADR 010). `reads` is a pool for the
 * repositories whose pages tolerate replica lag; each of its queries goes to the replica or the
 * primary by the request it runs in (`withReadContext`): unsafe requests, readers who wrote
 * recently and work outside any request use the primary. A watch samples the primary's WAL
 * position and the replica's replay position; a replica that is down, not streaming or behind
 * by more than MAX_REPLICA_LAG_MS is left alone until it catches up, and a read it fails
 * (connection lost, recovery conflict) is retried on the primary: a replica outage costs no page.
 */
export interface ReadContext {
  unsafe: boolean;
  wroteAt: number | null;
}

export type ReplicaState = 'starting' | 'streaming' | 'lagging' | 'unreachable' | 'not-a-replica';

export interface ReplicaStatus {
  state: ReplicaState;
  /** Milliseconds since the newest primary sample the replica has replayed (null before the first). */
  lagMs: number | null;
  reason?: string;
}

export interface ReadRouting {
  /** Use in place of the primary pool for lag-tolerant reads. */
  reads: pg.Pool;
  /** Where a read would go now, in this async context. */
  target(): ReadTarget;
  status(): ReplicaStatus;
  /** Look again now (tests, readiness). */
  sample(): Promise<void>;
  close(): Promise<void>;
}

const contexts = new AsyncLocalStorage<ReadContext>();

/** Runs `fn` (a request's handling) with its read context: its queries through `reads` route by it. */
export function withReadContext<T>(context: ReadContext, fn: () => T): T {
  return contexts.run(context, fn);
}

interface Sample {
  at: number;
  lsn: bigint;
}

// 40001: a standby cancels a query that conflicts with recovery; the primary answers it.
const RETRY_ON_PRIMARY = (e: unknown) => isDatabaseUnavailable(e) || (e as { code?: string }).code === '40001';

export interface ReadRoutingOptions {
  intervalMs?: number;
  log?: (message: string) => void;
  /** The replica connection the watch asks (default `replica`): its own, so pg_stat_activity tells it from the reads. */
  watch?: pg.Pool;
}

export function createReadRouting(primary: pg.Pool, replica: pg.Pool, options: ReadRoutingOptions = {}): ReadRouting {
  const watch = options.watch ?? replica;
  const intervalMs = options.intervalMs ?? 250;
  const log = options.log ?? (() => {});
  let samples: Sample[] = [];
  let caughtUpAt: number | null = null;
  let state: ReplicaState = 'starting';
  let reason: string | undefined;

  const usable = () => state === 'streaming' && caughtUpAt !== null && Date.now() - caughtUpAt <= MAX_REPLICA_LAG_MS;
  const setState = (next: ReplicaState, why?: string) => {
    if (next !== state) log(`read replica ${next}${why ? `: ${why}` : ''}`);
    state = next;
    reason = why;
  };

  async function sample(): Promise<void> {
    const at = Date.now();
    try {
      const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      const lsn = parseLsn(rows[0]?.lsn);
      if (lsn !== null) samples.push({ at, lsn });
      // Older than twice the lag tolerated, a sample says nothing more (and a replica down for long keeps none).
      samples = samples.filter((s) => at - s.at <= MAX_REPLICA_LAG_MS * 2);
    } catch {
      // The primary's own watch reports it; the replica is judged by the samples kept.
    }
    try {
      const { rows } = await watch.query<{ replayed: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS replayed');
      const replayed = parseLsn(rows[0]?.replayed);
      if (replayed === null)
        return setState('not-a-replica', 'pg_last_wal_replay_lsn() is null: DATABASE_READ_URL is not a streaming replica');
      const caught = samples.filter((s) => s.lsn <= replayed);
      if (caught.length > 0) caughtUpAt = Math.max(caughtUpAt ?? 0, ...caught.map((s) => s.at));
      // Samples the replica has replayed are summed up in caughtUpAt.
      samples = samples.filter((s) => s.lsn > replayed);
      const lag = caughtUpAt === null ? null : Date.now() - caughtUpAt;
      if (lag !== null && lag <= MAX_REPLICA_LAG_MS) setState('streaming');
      else setState('lagging', `behind the primary by more than ${MAX_REPLICA_LAG_MS} ms`);
    } catch (e) {
      setState('unreachable', (e as Error).message);
    }
  }

  let running: Promise<void> | undefined;
  const look = () => (running ??= sample().finally(() => (running = undefined)));
  void look();
  const timer = setInterval(() => void look(), intervalMs);
  timer.unref();

  function target(): ReadTarget {
    const context = contexts.getStore();
    if (!context) return 'primary';
    return readTarget({ unsafe: context.unsafe, wroteAt: context.wroteAt, replicaUsable: usable(), caughtUpAt });
  }

  function failed(e: unknown): void {
    if (isDatabaseUnavailable(e)) setState('unreachable', (e as Error).message);
  }

  type Query = (...args: unknown[]) => Promise<unknown>;
  const query = async (...args: unknown[]) => {
    // A callback-style call is left to the primary: the repositories use promises.
    if (target() === 'primary' || typeof args.at(-1) === 'function') return (primary.query as unknown as Query)(...args);
    try {
      return await (replica.query as unknown as Query)(...args);
    } catch (e) {
      if (!RETRY_ON_PRIMARY(e)) throw e;
      failed(e);
      return (primary.query as unknown as Query)(...args);
    }
  };
  const connect = async (...args: unknown[]) => {
    if (target() === 'primary' || args.length > 0) return (primary.connect as unknown as Query)(...args);
    try {
      return await replica.connect();
    } catch (e) {
      failed(e);
      return primary.connect();
    }
  };
  const reads = new Proxy(primary, {
    get(pool, property, receiver) {
      if (property === 'query') return query;
      if (property === 'connect') return connect;
      return Reflect.get(pool, property, receiver) as unknown;
    },
  });

  return {
    reads,
    target,
    status: () => ({ state, lagMs: caughtUpAt === null ? null : Date.now() - caughtUpAt, ...(reason ? { reason } : {}) }),
    sample: look,
    close: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
