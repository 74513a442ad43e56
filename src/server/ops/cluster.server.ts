import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from 'prom-client';
import type { Database } from '#src/db/client.server.ts';
import type { DatabaseState } from './database-state.server.ts';

/**
 * One worker per core (README "Operations"): the primary opens the database once (starting and
 * supervising the embedded one, running migrations), forks the workers with its URL, forks a
 * worker again when one dies, tells them when a restarted embedded database moved to another
 * port, answers their /metrics with the metrics of every worker that serves summed (a worker
 * still starting is not waited for), and on SIGTERM lets each
 * worker drain before it closes the database.
 */
const DATABASE_URL_MESSAGE = 'lectern:database-url';
const METRICS_REQUEST = 'lectern:metrics-request';
const METRICS_RESPONSE = 'lectern:metrics-response';
/** The primary asks each serving worker for its own metrics (as JSON), to sum them. */
const WORKER_METRICS_REQUEST = 'lectern:worker-metrics-request';
const WORKER_METRICS_RESPONSE = 'lectern:worker-metrics-response';
/** How long the primary waits for one worker's metrics; a worker that does not answer is left out of the sum. */
const WORKER_METRICS_TIMEOUT_MS = 2000;

type WorkerMetrics = MetricObjectWithValues<MetricValue<string>>[];

interface Message {
  type?: string;
  id?: string;
  url?: string;
  text?: string;
  error?: string;
  metrics?: WorkerMetrics;
}

export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

export interface PrimaryOptions {
  workers: number;
  /** Opens the database (embedded or DATABASE_URL) and runs migrations; returns its URL for the workers. */
  openDatabase(): Promise<{ db: Database; url: string }>;
  graceMs: number;
  say: (message: string) => void;
}

/** Runs the primary; resolves when it has stopped. */
export async function runPrimary(options: PrimaryOptions): Promise<void> {
  const { db, url: firstUrl } = await options.openDatabase();
  let url = firstUrl;
  let stopping = false;
  const fork = () => cluster.fork({ DATABASE_URL: url, LECTERN_WORKERS: '1' });
  // The workers that listen: a worker still starting (or one that ended) is not asked for its
  // metrics, so /metrics answers while another worker starts.
  const serving = new Set<Worker>();
  cluster.on('listening', (worker) => serving.add(worker));
  cluster.on('exit', (worker) => serving.delete(worker));
  const answers = new Map<string, (metrics: WorkerMetrics) => void>();
  const metricsOf = (worker: Worker) =>
    new Promise<WorkerMetrics | null>((resolve) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        answers.delete(id);
        resolve(null);
      }, WORKER_METRICS_TIMEOUT_MS);
      answers.set(id, (metrics) => {
        clearTimeout(timer);
        answers.delete(id);
        resolve(metrics);
      });
      worker.send({ type: WORKER_METRICS_REQUEST, id });
    });
  const clusterMetrics = async () => {
    const all = await Promise.all([...serving].filter((w) => w.isConnected()).map(metricsOf));
    return AggregatorRegistry.aggregate(all.filter((m): m is WorkerMetrics => m !== null)).metrics();
  };

  db.watch({
    down: () => {},
    up: (next) => {
      url = next;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.send({ type: DATABASE_URL_MESSAGE, url: next });
    },
  });
  cluster.on('message', (worker: Worker, message: Message) => {
    if (message?.type === WORKER_METRICS_RESPONSE && message.id) answers.get(message.id)?.(message.metrics ?? []);
    if (message?.type !== METRICS_REQUEST) return;
    clusterMetrics().then(
      (text) => worker.send({ type: METRICS_RESPONSE, id: message.id, text }),
      (e: Error) => worker.send({ type: METRICS_RESPONSE, id: message.id, error: e.message }),
    );
  });
  let recentDeaths = 0;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    recentDeaths++;
    setTimeout(() => recentDeaths--, 60_000).unref();
    options.say(`worker ${worker.process.pid} ended (${signal ?? code}): starting another`);
    // A worker that dies at once every time (a bad configuration) is not restarted in a tight loop.
    setTimeout(() => !stopping && fork(), recentDeaths > 5 ? 5000 : 100).unref();
  });

  // The first worker seeds an empty database alone; the others start when it listens.
  const first = fork();
  await new Promise<void>((resolve, reject) => {
    first.once('listening', () => resolve());
    first.once('exit', (code) => reject(new Error(`the first worker ended before listening (exit ${code})`)));
  }).catch(async (e: unknown) => {
    stopping = true;
    await db.close();
    throw e;
  });
  let listening = 1;
  const allServing = () => ++listening === options.workers && options.say(`${options.workers} workers serving`);
  if (options.workers === 1) options.say('1 worker serving');
  for (let i = 1; i < options.workers; i++) fork().once('listening', allServing);

  await new Promise<void>((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      options.say(`${signal}: stopping the workers`);
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
      const exited = workers.map((w) => new Promise((r) => (w.isDead() ? r(undefined) : w.once('exit', r))));
      for (const w of workers) w.process.kill('SIGTERM');
      const limit = setTimeout(() => workers.forEach((w) => w.isDead() || w.process.kill('SIGKILL')), options.graceMs + 2000);
      void Promise.all(exited).then(async () => {
        clearTimeout(limit);
        await db.close();
        options.say('stopped');
        resolve();
      });
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
  });
}

/** In a worker: follow the primary's database to a new URL, and serve /metrics for the whole cluster. */
export function followPrimary(pool: pg.Pool, database: DatabaseState | undefined): void {
  if (!cluster.isWorker) return;
  process.on('message', (message: Message) => {
    if (message?.type !== DATABASE_URL_MESSAGE || !message.url) return;
    (pool as unknown as { options: pg.PoolConfig }).options.connectionString = message.url;
    database?.recheck();
  });
}

/** The metrics registry /metrics shows: in a worker, every worker's summed by the primary. */
export function clusterRegistry(local: Registry): Pick<Registry, 'metrics' | 'contentType'> {
  if (!cluster.isWorker) return local;
  const waiting = new Map<string, (m: Message) => void>();
  process.on('message', (message: Message) => {
    if (message?.type === METRICS_RESPONSE && message.id) waiting.get(message.id)?.(message);
    // The primary sums every serving worker's metrics: this worker's own, as JSON.
    if (message?.type === WORKER_METRICS_REQUEST && message.id) {
      const id = message.id;
      void local.getMetricsAsJSON().then((metrics) => process.send!({ type: WORKER_METRICS_RESPONSE, id, metrics }));
    }
  });
  return {
    contentType: local.contentType,
    metrics: () =>
      new Promise<string>((resolve, reject) => {
        const id = randomUUID();
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error('the primary did not answer with the metrics'));
        }, 5000);
        waiting.set(id, (m) => {
          clearTimeout(timer);
          waiting.delete(id);
          if (m.error) reject(new Error(m.error));
          else resolve(m.text ?? '');
        });
        process.send!({ type: METRICS_REQUEST, id });
      }),
  };
}
