import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDownloadRepository } from '#src/db/download-repository.server.ts';
import type { UsageEvent } from '#src/server/counter/usage-event.ts';
import { downloadConfig } from '#src/server/downloads/download-config.ts';
import { downloadRoutes } from '#src/server/downloads/download-routes.ts';
import { createPdfService } from '#src/server/downloads/pdf-service.server.ts';
import { createPdfTypesetter, type PdfTypesetter } from '#src/server/downloads/pdf-typesetter.server.ts';
import { textOf, type ArticleModel } from '#src/shared/article/content-model.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { firstWords, mathTokens, pdfText, squash } from '../setup/pdf-text.ts';
import { pngBuffer } from '../factories/package-files.ts';
import { sample } from '../setup/samples.ts';
import { ingestPackage, listen, type RunningApp } from '../setup/test-app.ts';
import { openTestPool, useSamplesDatabase } from '../setup/test-database.ts';
import { chromiumPath } from '#src/server/downloads/download-config.ts';

/**
 * Sample articles' PDFs, typeset by Chromium and read back by a third-party PDF parser (pdf.js):
 * title, first author, the abstract's first words and the math are in its text. Typesetting is
 * the suite's most expensive step (a second of Chromium per article), so the articles are a
 * spread rather than all of them: from each XML flavour and publisher the one with the most math,
 * the largest and the smallest.
 */
describe('typeset PDFs of sample articles from every source', () => {
  let pool: pg.Pool;
  let dir: string;
  let typesetter: PdfTypesetter;
  let running: RunningApp;
  let base: string;
  const events: UsageEvent[] = [];

  beforeAll(async () => {
    await useSamplesDatabase();
    pool = openTestPool();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-pdf-test-'));
    const storage = localFolderStorage(path.join(dir, 'assets'));
    // One article with its figure image, from a package: the PDF must show the image.
    const pkg = path.join(dir, 'elife00218');
    await fs.mkdir(pkg);
    await fs.copyFile(sample('elife/elife00218.xml'), path.join(pkg, 'elife00218.xml'));
    await fs.writeFile(path.join(pkg, 'elife00218f001.png'), pngBuffer(120, 80, [200, 30, 30]));
    await ingestPackage(pool, pkg, storage);
    const repo = createDownloadRepository(pool);
    typesetter = createPdfTypesetter({ chromePath: chromiumPath(process.env.CHROME_PATH), concurrency: 2 });
    const config = { ...downloadConfig({}), pdfDailyCap: 10_000, pdfsPerMinute: 10_000 };
    const app = express().use(
      downloadRoutes({
        repo,
        storage,
        config,
        pdfs: createPdfService(repo, storage, typesetter),
        log: pino({ level: 'silent' }),
        usage: { record: async (e) => void events.push(e) },
      }),
    );
    running = await listen(app);
    base = running.base;
  }, 600_000);
  afterAll(async () => {
    await running.close();
    await typesetter.close();
    await pool.end();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('serves each sample as a PDF whose text holds its title, first author, abstract and math', async () => {
    const { rows: all } = await pool.query<{ pii: string; model: ArticleModel }>('SELECT pii, model FROM articles ORDER BY pii');
    expect(all.length).toBeGreaterThanOrEqual(60);
    const rows = spreadOfSources(all);
    expect(new Set(rows.map((r) => flavour(r.model))).size).toBeGreaterThanOrEqual(4);
    expect(rows.some((r) => mathTokens(r.model).length > 0)).toBe(true);
    const problems: string[] = [];
    const queue = [...rows];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        const url = `${base}/science/article/pii/${row.pii}/pdfft?pid=${row.pii}.pdf`;
        // A kept-alive connection the server closed as the next request went out (ECONNRESET) is the
        // client's race, not the server's answer: that GET is sent once more on a new connection.
        const res = await fetch(url).catch((e: Error & { cause?: { code?: string } }) => {
          if (e.cause?.code !== 'ECONNRESET') throw e;
          return fetch(url, { headers: { connection: 'close' } });
        });
        if (res.status !== 200) {
          problems.push(`${row.pii}: status ${res.status} ${await res.text()}`);
          continue;
        }
        expect(res.headers.get('content-type')).toBe('application/pdf');
        expect(res.headers.get('content-disposition')).toBe(`inline; filename="${row.pii}.pdf"`);
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
        const text = squash(await pdfText(bytes));
        const m = row.model;
        const expected: Record<string, string> = {
          title: firstWords(textOf(m.title), 8),
          'first author': m.authors[0]?.name.display ?? '',
          abstract: firstWords(textOf((m.abstracts.find((a) => a.kind === 'author') ?? m.abstracts[0])?.children), 8),
        };
        for (const [what, value] of Object.entries(expected)) {
          if (squash(value) && !text.includes(squash(value))) problems.push(`${row.pii}: ${what} "${value}" not in the PDF text`);
        }
        const tokens = [
          ...new Set(
            mathTokens(m)
              .map(squash)
              .filter((t) => t.length >= 2),
          ),
        ];
        if (tokens.length > 0) {
          const found = tokens.filter((t) => text.includes(t));
          if (found.length < Math.ceil(tokens.length * 0.6))
            problems.push(
              `${row.pii}: only ${found.length} of ${tokens.length} math tokens in the PDF text (missing ${tokens
                .filter((t) => !found.includes(t))
                .slice(0, 8)
                .join(' ')})`,
            );
        }
      }
    };
    await Promise.all([worker(), worker()]);
    expect(problems).toEqual([]);
    expect(events.filter((e) => e.kind === 'pdf' && !e.denial)).toHaveLength(rows.length);
  }, 1_200_000);

  it('serves the cached PDF again with the same ETag, a 304 on revalidation and byte ranges', async () => {
    const { rows } = await pool.query<{ pii: string }>("SELECT pii FROM articles WHERE doi = '10.7554/eLife.00005'");
    const url = `${base}/science/article/pii/${rows[0]!.pii}/pdfft?download=true`;
    const first = await fetch(url);
    const bytes = Buffer.from(await first.arrayBuffer());
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="${rows[0]!.pii}.pdf"`);
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const part = await fetch(url, { headers: { Range: 'bytes=5-14' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 5-14/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(5, 15));
  });

  it('embeds figure images from asset storage', async () => {
    const { rows } = await pool.query<{ pii: string }>("SELECT pii FROM articles WHERE doi = '10.7554/eLife.00218'");
    const withImage = Buffer.from(await (await fetch(`${base}/science/article/pii/${rows[0]!.pii}/pdfft`)).arrayBuffer()).toString(
      'latin1',
    );
    expect(withImage).toMatch(/\/Subtype\s*\/Image/);
    // Without its files in storage an article's figures have no image to embed.
    const other = (await pool.query<{ pii: string }>("SELECT pii FROM articles WHERE doi = '10.7554/eLife.00005'")).rows[0]!.pii;
    const withoutImage = Buffer.from(await (await fetch(`${base}/science/article/pii/${other}/pdfft`)).arrayBuffer()).toString('latin1');
    expect(withoutImage).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it('typesets again when the article changes', async () => {
    const { rows } = await pool.query<{ id: string; pii: string }>("SELECT id, pii FROM articles WHERE doi = '10.7554/eLife.00005'");
    const version = async () =>
      (
        await pool.query<{ v: Date }>('SELECT article_version AS v FROM pdf_renditions WHERE article_id = $1', [rows[0]!.id])
      ).rows[0]?.v.toISOString();
    const before = await version();
    expect(before).toBeDefined();
    await pool.query("UPDATE articles SET updated_at = updated_at + interval '1 second' WHERE id = $1", [rows[0]!.id]);
    const res = await fetch(`${base}/science/article/pii/${rows[0]!.pii}/pdfft`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const after = await version();
    expect(after).not.toBe(before);
    expect(new Date(after!).getTime() - new Date(before!).getTime()).toBe(1000);
  }, 120_000);
});

/** The XML flavour and publisher an article came from (JATS from eLife, PLOS, a package's journal; Elsevier). */
function flavour(m: ArticleModel): string {
  return m.source === 'elsevier' ? 'elsevier' : `jats · ${m.publication.publisher ?? m.publication.title}`;
}

/** From each flavour: the article with the most math, the largest and the smallest. */
function spreadOfSources<T extends { pii: string; model: ArticleModel }>(rows: readonly T[]): T[] {
  const byFlavour = new Map<string, T[]>();
  for (const r of rows) byFlavour.set(flavour(r.model), [...(byFlavour.get(flavour(r.model)) ?? []), r]);
  const picked = new Set<T>();
  for (const group of byFlavour.values()) {
    const size = (r: T) => JSON.stringify(r.model).length;
    const bySize = [...group].sort((a, b) => size(a) - size(b));
    picked.add(bySize[0]!).add(bySize[bySize.length - 1]!);
    picked.add([...group].sort((a, b) => mathTokens(b.model).length - mathTokens(a.model).length)[0]!);
  }
  return [...picked].sort((a, b) => a.pii.localeCompare(b.pii));
}
