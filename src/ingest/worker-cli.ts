import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadDotEnv, loadEnv } from '#src/config/env.server.ts';
import { openDatabase } from '#src/db/client.server.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { summaryLine } from './ingest-paths.server.ts';
import { openIngestQueue, runIngestWorker } from './queue/ingest-queue.server.ts';
import { workerCount } from './worker-count.ts';

/**
 * `npm run ingest:worker -- [--workers N] [--drain]`: takes the jobs `npm run ingest -- --enqueue`
 * queued and stores them; run it on as many machines as share the database and the files.
 * Stops on SIGINT/SIGTERM once the jobs in hand are done; `--drain` stops when none are left.
 */
async function main(): Promise<number> {
  const usage = 'usage: npm run ingest:worker -- [--workers N] [--drain]\n';
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2).filter((a) => a !== '--'),
      options: { workers: { type: 'string' }, drain: { type: 'boolean' } },
    });
  } catch (e) {
    process.stderr.write(`ingest:worker: ${(e as Error).message}\n${usage}`);
    return 2;
  }
  const workers = workerCount(parsed.values.workers);
  if (workers === undefined) {
    process.stderr.write(`ingest:worker: --workers takes a whole number from 0 to 64\n${usage}`);
    return 2;
  }
  loadDotEnv();
  const env = loadEnv();
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, log: (m) => process.stderr.write(`${m}\n`) });
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());
  try {
    const boss = await openIngestQueue(db.pool);
    try {
      const summary = await runIngestWorker(db.pool, boss, {
        maxBytes: env.LECTERN_MAX_XML_BYTES,
        workers,
        drain: parsed.values.drain === true,
        signal: stop.signal,
        packages: {
          assets: localFolderStorage(path.join(env.dataDir, 'assets')),
          maxPackageBytes: env.LECTERN_MAX_PACKAGE_BYTES,
          maxXmlBytes: env.LECTERN_MAX_XML_BYTES,
        },
        onFailure: (message) => process.stderr.write(`${message}\n`),
        onJobs: (s) => {
          for (const line of s.incomplete) process.stderr.write(`incomplete: ${line}\n`);
          process.stdout.write(`${summaryLine(s)}\n`);
        },
      });
      process.stdout.write(`worker: ${summaryLine(summary)}\n`);
      return summary.failed === 0 ? 0 : 1;
    } finally {
      await boss.stop({ graceful: false, close: false });
    }
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`ingest:worker: ${(e as Error).message}\n`);
    process.exit(1);
  },
);
