import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enqueueFiles,
  INGEST_DEAD_LETTER_QUEUE,
  INGEST_QUEUE,
  openIngestQueue,
  runIngestWorker,
} from '#src/ingest/queue/ingest-queue.server.ts';
import { SAMPLES } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

const MAX_BYTES = 20 * 1024 * 1024;
const RETRY = { retries: 1, retrySeconds: 0 };

describe('the ingest job queue: several workers on one database', () => {
  let pool: pg.Pool;
  let dir: string;
  const bosses: PgBoss[] = [];
  beforeAll(async () => {
    pool = openTestPool();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-queue-'));
  });
  afterAll(async () => {
    for (const boss of bosses) await boss.stop({ graceful: false, close: false });
    await pool.end();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('does each job once across two workers; a bad file ends failed with its message, the others land', async () => {
    const bad = path.join(dir, 'broken.xml');
    await fs.writeFile(bad, '<article>\n<front></article>');
    const good = [SAMPLES.elife00005, SAMPLES.elsevier, SAMPLES.plos810, SAMPLES.elifeMath];
    const [one, two] = [await openIngestQueue(pool), await openIngestQueue(pool)];
    bosses.push(one, two);

    expect(await enqueueFiles(pool, one, [...good, bad], RETRY)).toEqual({ queued: 5, unchanged: 0, failures: [] });
    // The same files with the same bytes again, from the other machine: no second job.
    expect(await enqueueFiles(pool, two, [...good, bad, path.join(dir, 'absent.xml')], RETRY)).toEqual({
      queued: 0,
      unchanged: 5,
      failures: [`${path.join(dir, 'absent.xml')}: no such file or directory`],
    });

    const options = { maxBytes: MAX_BYTES, workers: 0, drain: true, jobsPerFetch: 2, pollMs: 50 };
    const [a, b] = await Promise.all([runIngestWorker(pool, one, options), runIngestWorker(pool, two, options)]);

    // Every good file stored once: a job done twice would have counted an update.
    expect(a.ingested + b.ingested).toBe(4);
    expect(a.updated + b.updated).toBe(0);
    const { rows } = await pool.query<{ doi: string }>('SELECT doi FROM articles ORDER BY doi');
    expect(rows.map((r) => r.doi)).toEqual([
      '10.1016/j.renene.2013.03.038',
      '10.1371/journal.pone.0012262',
      '10.7554/eLife.00005',
      '10.7554/eLife.08687',
    ]);

    // The bad file was tried twice (one retry), reported as `npm run ingest` reports it, then left failed.
    const failures = [...a.failures, ...b.failures];
    expect(failures).toHaveLength(2);
    for (const message of failures) expect(message).toMatch(/broken\.xml:2:\d+ .*close tag/i);
    const jobs = await pool.query<{ path: string; job_id: string }>('SELECT path, job_id FROM ingest_queue_files ORDER BY path');
    const states = await Promise.all(
      jobs.rows.map(async (r) => {
        const job = await one.getJobById<unknown>(INGEST_QUEUE, r.job_id, { includeArchive: true });
        return { path: r.path, state: job?.state, output: job?.output };
      }),
    );
    expect(states.filter((s) => s.path !== bad).map((s) => s.state)).toEqual(['completed', 'completed', 'completed', 'completed']);
    const failed = states.find((s) => s.path === bad)!;
    expect(failed.state).toBe('failed');
    expect(failed.output).toEqual({ message: failures[0] });
    // Its dead letter waits in its own queue, naming the file.
    const dead = await one.fetch<{ path: string }>(INGEST_DEAD_LETTER_QUEUE, { batchSize: 10 });
    expect(dead.map((j) => j.data.path)).toEqual([bad]);

    // Changed bytes are a new job.
    await fs.writeFile(bad, '<article>\n<front></front></article>');
    expect(await enqueueFiles(pool, one, [bad], RETRY)).toMatchObject({ queued: 1, unchanged: 0 });
  });
});
