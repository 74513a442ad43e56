import type pg from 'pg';
import { probeDatabase, type ProbeResult } from '#src/db/database-probe.server.ts';
import type { ReadRouting, ReplicaStatus } from '#src/db/read-routing.server.ts';
import type { DatabaseState } from './database-state.server.ts';

/**
 * /readyz: ready when the database answers within the timeout with every migration applied and
 * the process is not draining (README "Operations"). Probes arriving together share one look.
 */
export interface Readiness {
  check(): Promise<ProbeResult>;
  /** From now on not ready: the process is shutting down. */
  startDraining(): void;
  readonly draining: boolean;
  /** The read replica's state (DATABASE_READ_URL, ADR 010); reported, never a reason for 503: reads fall back to the primary. */
  replica?(): ReplicaStatus & { reads: 'replica' | 'primary' };
}

export function createReadiness(
  pool: pg.Pool,
  options: { timeoutMs: number; database?: DatabaseState; replica?: Pick<ReadRouting, 'status'> },
): Readiness {
  const { replica } = options;
  let draining = false;
  let current: Promise<ProbeResult> | undefined;
  return {
    check() {
      if (draining) return Promise.resolve({ ok: false, reason: 'the server is shutting down' });
      current ??= probeDatabase(pool, options.timeoutMs)
        .then((result) => {
          if (result.ok && options.database && !options.database.available) options.database.reachable();
          return result;
        })
        .finally(() => (current = undefined));
      return current;
    },
    startDraining: () => void (draining = true),
    get draining() {
      return draining;
    },
    ...(replica
      ? {
          replica: () => {
            const status = replica.status();
            return { ...status, reads: status.state === 'streaming' ? ('replica' as const) : ('primary' as const) };
          },
        }
      : {}),
  };
}
