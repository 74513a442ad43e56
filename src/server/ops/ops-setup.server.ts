import type pg from 'pg';
import { register } from 'prom-client';
import { watchDatabase, type DatabaseState } from './database-state.server.ts';
import type { OpsOptions } from './install-ops.ts';
import { createOpsMetrics, type OpsMetrics } from './metrics.server.ts';
import { createReadiness, type Readiness } from './readiness.server.ts';

export interface OpsSettings {
  readinessTimeoutMs: number;
  maxInFlight: number;
}

export interface OpsSetup {
  ops: OpsOptions & { readiness: Readiness; metrics: OpsMetrics; database: DatabaseState };
  close(): Promise<void>;
}

/** The operations side of one serving process (src/server/start.ts): readiness, metrics on the global registry, the database watch. */
export function setUpOps(pool: pg.Pool, settings: OpsSettings, say: (message: string) => void): OpsSetup {
  const database = watchDatabase(pool, { timeoutMs: settings.readinessTimeoutMs, log: say });
  // The global registry: in cluster mode the primary aggregates every worker's (prom-client AggregatorRegistry).
  const metrics = createOpsMetrics(register);
  metrics.watchPool(pool);
  return {
    ops: { readiness: createReadiness(pool, { timeoutMs: settings.readinessTimeoutMs, database }), metrics, database, maxInFlight: settings.maxInFlight },
    close: () => database.close(),
  };
}
