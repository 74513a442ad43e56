import path from 'node:path';
import cliProgress from 'cli-progress';
import { loadDotEnv, loadEnv } from '#src/config/env.server.ts';
import { openDatabase } from '#src/db/client.server.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { ingestPaths, summaryLine } from './ingest-paths.server.ts';

/** `npm run ingest -- <file|dir>...` */
async function main(): Promise<number> {
  const inputs = process.argv.slice(2).filter((a) => a !== '--');
  if (inputs.length === 0) {
    process.stderr.write('usage: npm run ingest -- [--pdf] <file|dir|package.zip>...\n');
    return 2;
  }
  loadDotEnv();
  const env = loadEnv();
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    log: (m) => process.stderr.write(`${m}\n`),
  });
  const bar = process.stderr.isTTY
    ? new cliProgress.SingleBar({ format: 'ingesting [{bar}] {value}/{total} files', stream: process.stderr }, cliProgress.Presets.shades_classic)
    : undefined;
  let started = false;
  try {
    const summary = await ingestPaths(db.pool, inputs, {
      maxBytes: env.LECTERN_MAX_XML_BYTES,
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

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`ingest: ${(e as Error).message}\n`);
    process.exit(1);
  },
);
