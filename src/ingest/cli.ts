import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadDotEnv, loadEnv } from '#src/config/env.server.ts';
import { openDatabase } from '#src/db/client.server.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { ingestPaths, summaryLine } from './ingest-paths.server.ts';
import { enqueueFiles, openIngestQueue } from './queue/ingest-queue.server.ts';
import { workerCount } from './worker-count.ts';

/** `npm run ingest -- <file|dir>...`; with `--enqueue`, one queued job per file for `npm run ingest:worker`. */
async function main(): Promise<number> {
  const usage = 'usage: npm run ingest -- [--pdf] [--workers N | --enqueue] <file|dir|package.zip>...\n';
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2).filter((a) => a !== '--'),
      allowPositionals: true,
      options: { workers: { type: 'string' }, enqueue: { type: 'boolean' } },
    });
  } catch (e) {
    process.stderr.write(`ingest: ${(e as Error).message}\n${usage}`);
    return 2;
  }
  const inputs = parsed.positionals;
  const workers = workerCount(parsed.values.workers);
  if (inputs.length === 0 || workers === undefined) {
    process.stderr.write(workers === undefined ? `ingest: --workers takes a whole number from 0 to 64\n${usage}` : usage);
    return 2;
  }
  loadDotEnv();
  const env = loadEnv();
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    log: (m) => process.stderr.write(`${m}\n`),
  });
  if (parsed.values.enqueue) {
    try {
      return await enqueue(db.pool, inputs, {
        retries: env.LECTERN_INGEST_JOB_RETRIES,
        retrySeconds: env.LECTERN_INGEST_JOB_RETRY_SECONDS,
      });
    } finally {
      await db.close();
    }
  }
  const bar = process.stderr.isTTY
    ? new cliProgress.SingleBar(
        { format: 'ingesting [{bar}] {value}/{total} files', stream: process.stderr },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  let started = false;
  try {
    const summary = await ingestPaths(db.pool, inputs, {
      maxBytes: env.LECTERN_MAX_XML_BYTES,
      workers,
      packages: {
        assets: localFolderStorage(path.join(env.dataDir, 'assets')),
        maxPackageBytes: env.LECTERN_MAX_PACKAGE_BYTES,
        maxXmlBytes: env.LECTERN_MAX_XML_BYTES,
      },
      onProgress: (done, total) => {
        if (!started) bar?.start(total, 0);
        started = true;
        bar?.update(done);
      },
      // With a live progress bar, failures are printed once it is done so they stay readable.
      onFailure: bar ? undefined : (message) => process.stderr.write(`${message}\n`),
    });
    bar?.stop();
    if (bar) for (const message of summary.failures) process.stderr.write(`${message}\n`);
    // Stored, but a file is missing or could not be made: said per file (not a failure).
    for (const line of summary.incomplete) process.stderr.write(`incomplete: ${line}\n`);
    process.stdout.write(`${summaryLine(summary)}\n`);
    return summary.failed === 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

async function enqueue(
  pool: Parameters<typeof enqueueFiles>[0],
  inputs: string[],
  retry: Parameters<typeof enqueueFiles>[3],
): Promise<number> {
  const boss = await openIngestQueue(pool);
  try {
    const summary = await enqueueFiles(pool, boss, inputs, retry);
    for (const message of summary.failures) process.stderr.write(`${message}\n`);
    process.stdout.write(`enqueued ${summary.queued}, unchanged ${summary.unchanged}, failed ${summary.failures.length}\n`);
    return summary.failures.length === 0 ? 0 : 1;
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`ingest: ${(e as Error).message}\n`);
    process.exit(1);
  },
);
