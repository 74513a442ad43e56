import path from 'node:path';
import { loadDotEnv, loadEnv } from '#src/config/env.server.ts';
import { openDatabase } from '#src/db/client.server.ts';
import { createDownloadRepository } from '#src/db/download-repository.server.ts';
import { ingestPaths, summaryLine } from '#src/ingest/ingest-paths.server.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { downloadConfig } from './download-config.ts';
import { createPdfService } from './pdf-service.server.ts';
import { createPdfTypesetter } from './pdf-typesetter.server.ts';

/**
 * `npm run pdfs -- [file|dir|package.zip ...]`: ingests the given articles (as `npm run ingest`
 * does) and typesets their PDFs now rather than on first request. Without arguments it
 * typesets every stored article that has no PDF for its current version.
 */
async function main(): Promise<number> {
  const inputs = process.argv.slice(2).filter((a) => a !== '--' && a !== '--pdf');
  loadDotEnv();
  const env = loadEnv();
  const say = (m: string) => process.stderr.write(`${m}\n`);
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, log: say });
  const storage = localFolderStorage(path.join(env.dataDir, 'assets'));
  const typesetter = createPdfTypesetter({ chromePath: downloadConfig(env).chromePath, concurrency: 2, say });
  try {
    if (!(await typesetter.ready)) return 1;
    const since = (await db.pool.query<{ now: Date }>('SELECT now() AS now')).rows[0]!.now;
    let failed = 0;
    if (inputs.length > 0) {
      const summary = await ingestPaths(db.pool, inputs, {
        maxBytes: env.LECTERN_MAX_XML_BYTES,
        packages: { assets: storage, maxPackageBytes: env.LECTERN_MAX_PACKAGE_BYTES, maxXmlBytes: env.LECTERN_MAX_XML_BYTES },
        onFailure: say,
      });
      process.stdout.write(`${summaryLine(summary)}\n`);
      failed += summary.failed;
    }
    const { rows } = await db.pool.query<{ pii: string }>(
      inputs.length > 0
        ? 'SELECT pii FROM articles WHERE updated_at >= $1 ORDER BY pii'
        : 'SELECT a.pii FROM articles a LEFT JOIN pdf_renditions r ON r.article_id = a.id AND r.article_version = a.updated_at WHERE r.article_id IS NULL AND $1::timestamptz IS NOT NULL ORDER BY a.pii',
      [since],
    );
    const repo = createDownloadRepository(db.pool);
    const pdfs = createPdfService(repo, storage, typesetter);
    let done = 0;
    const queue = rows.map((r) => r.pii);
    const worker = async () => {
      for (let pii = queue.shift(); pii; pii = queue.shift()) {
        const article = await repo.article(pii);
        const pdf = article ? await pdfs.pdfOf(article).catch((e: unknown) => (say(`${pii}: ${(e as Error).message}`), null)) : null;
        if (pdf) done++;
        else failed++;
      }
    };
    await Promise.all([worker(), worker()]);
    process.stdout.write(`PDFs ready for ${done} of ${rows.length} articles\n`);
    return failed === 0 ? 0 : 1;
  } finally {
    await typesetter.close();
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`pdfs: ${(e as Error).message}\n`);
    process.exit(1);
  },
);
