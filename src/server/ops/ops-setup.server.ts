import type { Database } from '#src/db/client.server.ts';
import { Gauge, register } from 'prom-client';
import { clusterRegistry, followPrimary } from './cluster.server.ts';
import { watchDatabase, type DatabaseState } from './database-state.server.ts';
import type { AdmissionLimits } from './admission.ts';
import type { OpsOptions } from './install-ops.ts';
import { createLoadShedding, type LoadShedding } from './load-shedding.ts';
import { createOpsMetrics, type OpsMetrics } from './metrics.server.ts';
import { createReadiness, type Readiness } from './readiness.server.ts';
import { createWorkInProgress, type WorkInProgress } from './work-in-progress.ts';

export interface OpsSettings {
  readinessTimeoutMs: number;
  shedding: AdmissionLimits;
}

export interface OpsSetup {
  ops: OpsOptions & { readiness: Readiness; metrics: OpsMetrics; database: DatabaseState; work: WorkInProgress };
  /** Admission in front of the app (src/server/ops/http-server.server.ts puts it there). */
  shedding: LoadShedding;
  close(): Promise<void>;
}

/** The operations side of one serving process (src/server/start.ts): readiness, metrics on the global registry, the database watch, load shedding. */
export function setUpOps(
  db: Pick<Database, 'pool' | 'watch' | 'replica'>,
  settings: OpsSettings,
  say: (message: string) => void,
): OpsSetup {
  const { pool } = db;
  // Its probes may take longer than /readyz's: under load a slow answer is still an answer.
  const database = watchDatabase(pool, { timeoutMs: Math.max(3000, settings.readinessTimeoutMs), log: say });
  // The embedded database's supervisor knows before any probe: 503 at once, and serve again when it is back.
  db.watch({ down: (reason) => database.down(reason), up: () => database.recheck() });
  // The global registry: in cluster mode the primary aggregates every worker's (prom-client AggregatorRegistry).
  const metrics = createOpsMetrics(register);
  metrics.watchPool(pool);
  if (db.replica) watchReplica(db.replica);
  followPrimary(pool, database);
  const shedding = createLoadShedding(settings.shedding, { shed: () => metrics.recordShed() });
  metrics.watchRequests(shedding);
  return {
    ops: {
      readiness: createReadiness(pool, {
        timeoutMs: settings.readinessTimeoutMs,
        database,
        ...(db.replica ? { replica: db.replica } : {}),
      }),
      metrics,
      work: createWorkInProgress(),
      exposition: clusterRegistry(register),
      database,
    },
    shedding,
    close: () => database.close(),
  };
}

/** The read replica (ADR 010) on /metrics: its lag, and 1 while reads go to it (the worst worker in a cluster). */
function watchReplica(replica: NonNullable<Database['replica']>): void {
  new Gauge({
    name: 'lectern_db_replica_lag_seconds',
    help: 'Seconds since the newest primary WAL position the read replica has replayed (-1 before the first)',
    registers: [register],
    aggregator: 'max',
    collect() {
      const { lagMs } = replica.status();
      this.set(lagMs === null ? -1 : lagMs / 1000);
    },
  });
  new Gauge({
    name: 'lectern_db_replica_reads',
    help: '1 while lag-tolerant reads go to the read replica, 0 while they fall back to the primary',
    registers: [register],
    aggregator: 'min',
    collect() {
      this.set(replica.status().state === 'streaming' ? 1 : 0);
    },
  });
}
