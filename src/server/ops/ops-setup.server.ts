import type { Database } from '#src/db/client.server.ts';
import { register } from 'prom-client';
import { clusterRegistry, followPrimary } from './cluster.server.ts';
import { watchDatabase, type DatabaseState } from './database-state.server.ts';
import type { AdmissionLimits } from './admission.ts';
import type { OpsOptions } from './install-ops.ts';
import { createLoadShedding, type LoadShedding } from './load-shedding.ts';
import { createOpsMetrics, type OpsMetrics } from './metrics.server.ts';
import { createReadiness, type Readiness } from './readiness.server.ts';

export interface OpsSettings {
  readinessTimeoutMs: number;
  shedding: AdmissionLimits;
}

export interface OpsSetup {
  ops: OpsOptions & { readiness: Readiness; metrics: OpsMetrics; database: DatabaseState };
  /** Admission in front of the app (src/server/ops/http-server.server.ts puts it there). */
  shedding: LoadShedding;
  close(): Promise<void>;
}

/** The operations side of one serving process (src/server/start.ts): readiness, metrics on the global registry, the database watch, load shedding. */
export function setUpOps(db: Pick<Database, 'pool' | 'watch' | 'replica'>, settings: OpsSettings, say: (message: string) => void): OpsSetup {
  const { pool } = db;
  // Its probes may take longer than /readyz's: under load a slow answer is still an answer.
  const database = watchDatabase(pool, { timeoutMs: Math.max(3000, settings.readinessTimeoutMs), log: say });
  // The embedded database's supervisor knows before any probe: 503 at once, and serve again when it is back.
  db.watch({ down: (reason) => database.down(reason), up: () => database.recheck() });
  // The global registry: in cluster mode the primary aggregates every worker's (prom-client AggregatorRegistry).
  const metrics = createOpsMetrics(register);
  metrics.watchPool(pool);
  followPrimary(pool, database);
  const shedding = createLoadShedding(settings.shedding, { shed: () => metrics.recordShed() });
  metrics.watchRequests(shedding);
  return {
    ops: { readiness: createReadiness(pool, { timeoutMs: settings.readinessTimeoutMs, database, ...(db.replica ? { replica: db.replica } : {}) }), metrics, exposition: clusterRegistry(register), database },
    shedding,
    close: () => database.close(),
  };
}
