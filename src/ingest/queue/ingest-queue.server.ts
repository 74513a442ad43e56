import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { withTransaction } from '#src/db/transaction.server.ts';
import { ARTICLE_FILE_EXTENSIONS } from '../article-files.ts';
import {
  collectXmlFiles,
  emptySummary,
  openIngestRun,
  storeFiles,
  type IngestOptions,
  type IngestSummary,
} from '../ingest-paths.server.ts';

/**
 * The PostgreSQL-backed ingest queue (pg-boss): `npm run ingest -- --enqueue` adds one job per
 * article or package file, and any number of `npm run ingest:worker` processes, on any machine
 * that reaches the database and the files, take jobs in batches and store them exactly as
 * `npm run ingest` does. A job that fails is tried again after a delay; once its retries are
 * spent it stays `failed` with its message and a copy goes to the dead-letter queue.
 */
export const INGEST_QUEUE = 'lectern-ingest';
export const INGEST_DEAD_LETTER_QUEUE = 'lectern-ingest-failed';

export interface IngestJob {
  /** Absolute path of the article XML, package zip or package folder's XML. */
  path: string;
  /** SHA-256 of the file's bytes when it was enqueued. */
  sha256: string;
}

export interface RetryPolicy {
  retries: number;
  retrySeconds: number;
}

/** pg-boss on our own pool (one set of connections, the same limits and the same database). */
export async function openIngestQueue(pool: pg.Pool): Promise<PgBoss> {
  const boss = new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) }, schedule: false });
  boss.on('error', (error: Error) => process.stderr.write(`ingest queue: ${error.message}\n`));
  await boss.start();
  await boss.createQueue(INGEST_DEAD_LETTER_QUEUE);
  await boss.createQueue(INGEST_QUEUE, { name: INGEST_QUEUE, deadLetter: INGEST_DEAD_LETTER_QUEUE });
  return boss;
}

export interface EnqueueSummary {
  /** Jobs added. */
  queued: number;
  /** Files already enqueued with the same content (no second job). */
  unchanged: number;
  failures: string[];
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * One job per article or package file under `inputs`, idempotent by path and content: a file
 * enqueued again with the same bytes adds nothing; changed bytes add a new job.
 */
export async function enqueueFiles(pool: pg.Pool, boss: PgBoss, inputs: string[], retry: RetryPolicy): Promise<EnqueueSummary> {
  const { files, missing, empty } = await collectXmlFiles(inputs);
  const summary: EnqueueSummary = { queued: 0, unchanged: 0, failures: [] };
  for (const m of missing) summary.failures.push(`${m}: no such file or directory`);
  for (const e of empty) summary.failures.push(`${e}: no article file (${ARTICLE_FILE_EXTENSIONS}) and no package zip found`);
  for (const file of files) {
    let sha256: string;
    try {
      sha256 = await sha256Of(file);
    } catch (e) {
      summary.failures.push(`${file}: ${(e as Error).message}`);
      continue;
    }
    // The file's row and its job commit together: never a row without a job, nor a job twice.
    const queued = await withTransaction(pool, async (client) => {
      const id = randomUUID();
      const row = await client.query('INSERT INTO ingest_queue_files (path, sha256, job_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        file,
        sha256,
        id,
      ]);
      if (row.rowCount === 0) return false;
      const job: IngestJob = { path: file, sha256 };
      await boss.send(INGEST_QUEUE, job, {
        id,
        retryLimit: retry.retries,
        retryDelay: retry.retrySeconds,
        retryBackoff: retry.retrySeconds > 0,
        db: { executeSql: (text, values) => client.query(text, values) },
      });
      return true;
    });
    if (queued) summary.queued++;
    else summary.unchanged++;
  }
  return summary;
}

export interface WorkerOptions extends IngestOptions {
  /** Jobs taken (and stored as one run of batches) at a time (default 32). */
  jobsPerFetch?: number;
  /** Stop once no job is waiting, retrying or being worked on anywhere (default: keep polling). */
  drain?: boolean;
  /** Milliseconds between polls of an empty queue (default 2000). */
  pollMs?: number;
  signal?: AbortSignal;
  /** After each fetched set of jobs: that set's summary. */
  onJobs?: (summary: IngestSummary) => void;
}

/**
 * Takes jobs until stopped (or, with `drain`, until none is left): each set of jobs is stored
 * as `npm run ingest` stores files (a transaction per batch, a savepoint per article), its
 * topics and recommendations updated for the articles it stored, then each job is completed or
 * failed with the file's message. Returns the summary of everything it did.
 */
export async function runIngestWorker(pool: pg.Pool, boss: PgBoss, options: WorkerOptions): Promise<IngestSummary> {
  const started = performance.now();
  const total = emptySummary();
  const run = openIngestRun(pool, options);
  try {
    while (!options.signal?.aborted) {
      const jobs = await boss.fetch<IngestJob>(INGEST_QUEUE, { batchSize: options.jobsPerFetch ?? 32 });
      if (jobs.length === 0) {
        if (options.drain && (await boss.getQueueSize(INGEST_QUEUE, { before: 'completed' })) === 0) break;
        await sleep(options.pollMs ?? 2000, undefined, { signal: options.signal }).catch(() => {});
        continue;
      }
      const summary = emptySummary();
      const jobStarted = performance.now();
      const outcomes = new Map<string, string | undefined>();
      const files = [...new Set(jobs.map((j) => j.data.path))];
      try {
        await storeFiles(pool, run, files, options, summary, (file, failure) => outcomes.set(file, failure));
      } catch (e) {
        for (const file of files) if (!outcomes.has(file)) outcomes.set(file, `${file}: ${(e as Error).message}`);
      }
      const done = jobs.filter((j) => outcomes.has(j.data.path) && outcomes.get(j.data.path) === undefined);
      if (done.length > 0)
        await boss.complete(
          INGEST_QUEUE,
          done.map((j) => j.id),
        );
      for (const job of jobs) {
        if (done.includes(job)) continue;
        const message = outcomes.get(job.data.path) ?? `${job.data.path}: not processed`;
        await boss.fail(INGEST_QUEUE, job.id, { message });
      }
      summary.seconds = (performance.now() - jobStarted) / 1000;
      options.onJobs?.(summary);
      add(total, summary);
    }
  } finally {
    await run.close();
  }
  total.seconds = (performance.now() - started) / 1000;
  return total;
}

function add(total: IngestSummary, s: IngestSummary): void {
  total.ingested += s.ingested;
  total.updated += s.updated;
  total.failed += s.failed;
  total.bytes += s.bytes;
  total.failures.push(...s.failures);
  total.incomplete.push(...s.incomplete);
}
