/**
 * `npx tsx bench/ingest-add.ts`: the cost of adding a few articles to a stored set — stores all
 * sample XML files but the last 10 in a fresh embedded database, then times a run of the last
 * 10 as `npm run ingest` does it (topics and recommendations brought up to date after it).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '#src/db/client.server.ts';
import { collectXmlFiles, ingestPaths } from '#src/ingest/ingest-paths.server.ts';

const DATA_DIR = path.resolve('.cache/bench-ingest-add');
const { files } = await collectXmlFiles(['samples/elife', 'samples/plos', 'samples/elsevier']);
await fs.rm(DATA_DIR, { recursive: true, force: true });
const db = await openDatabase({ dataDir: DATA_DIR, poolSize: 8 });
try {
  await ingestPaths(db.pool, files.slice(0, -10), { maxBytes: 50 * 1024 * 1024 });
  const t0 = performance.now();
  const summary = await ingestPaths(db.pool, files.slice(-10), { maxBytes: 50 * 1024 * 1024 });
  process.stdout.write(
    `stored: ${files.length - 10}\nadded: ${summary.ingested}\nadd_10_articles_s: ${((performance.now() - t0) / 1000).toFixed(2)}\n`,
  );
} finally {
  await db.close();
}
