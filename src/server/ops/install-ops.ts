import type express from 'express';
import type { NextFunction, Request, Response } from 'express';
import type { Registry } from 'prom-client';
import type { ServerBuild } from 'react-router';
import type { DatabaseState } from './database-state.server.ts';
import type { OpsMetrics } from './metrics.server.ts';
import type { Readiness } from './readiness.server.ts';
import { rejectMalformedAddress } from './request-guards.ts';
import { sendUnavailable } from './unavailable.ts';
import type { WorkInProgress } from './work-in-progress.ts';

/** Operations wiring of the app (README "Operations"); absent in tests of other features: only /healthz. */
export interface OpsOptions {
  readiness?: Readiness;
  metrics?: OpsMetrics;
  database?: DatabaseState;
  /** Work for requests that needs the database, counted for a graceful shutdown; absent: not counted. */
  work?: WorkInProgress;
  /** What /metrics shows; default the metrics' own registry (in a cluster worker: every worker's, summed). */
  exposition?: Pick<Registry, 'metrics' | 'contentType'>;
}

/**
 * Mounted first: /healthz (the process is alive; never touches the database), /readyz,
 * /metrics, the request timer and the malformed-address check (load shedding is in front of
 * the app: src/server/ops/load-shedding.ts). Returns the
 * gate that answers 503 while the database is known to be unreachable, for routes that need it.
 */
export function installOps(
  app: express.Express,
  ops: OpsOptions = {},
  build?: ServerBuild,
): (req: Request, res: Response, next: NextFunction) => void {
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  if (ops.readiness) {
    const readiness = ops.readiness;
    app.get('/readyz', async (_req, res) => {
      const result = await readiness.check();
      res.status(result.ok ? 200 : 503).set('Cache-Control', 'no-store');
      const replica = readiness.replica ? { replica: readiness.replica() } : {};
      res.json(result.ok ? { status: 'ready', ...replica } : { status: 'unavailable', reason: result.reason, ...replica });
    });
  }
  if (ops.metrics) {
    const registry = ops.exposition ?? ops.metrics.registry;
    app.get('/metrics', async (_req, res) => {
      res
        .type(registry.contentType)
        .set('Cache-Control', 'no-store')
        .send(await registry.metrics());
    });
    app.use(ops.metrics.httpTimer(build));
  }
  app.use(rejectMalformedAddress);
  const database = ops.database;
  return (req, res, next) => {
    if (database && !database.available) sendUnavailable(req, res, 'The database is unavailable.', 5);
    else next();
  };
}
