import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { Window } from 'happy-dom';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDownloadRepository } from '#src/db/download-repository.server.ts';
import { downloadConfig } from '#src/server/downloads/download-config.ts';
import { downloadRoutes } from '#src/server/downloads/download-routes.ts';
import { createPdfService } from '#src/server/downloads/pdf-service.server.ts';
import { createPdfTypesetter, type PdfTypesetter } from '#src/server/downloads/pdf-typesetter.server.ts';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { humanDate } from '#src/web/ui/human-date.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { renderArticleHtml } from '#src/web/routes/article-content.tsx';
import { pngBuffer } from '../factories/package-files.ts';
import { pdfText, squash } from '../setup/pdf-text.ts';
import { SAMPLES } from '../setup/samples.ts';
import { ingestPackage, listen, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';
import { chromiumPath } from '#src/server/downloads/download-config.ts';

/**
 * The typeset PDF as a publisher prints it, read back by a third-party parser (pdf.js): the
 * 810-reference PLOS article (journal.pone.0012262, 22 figures, given images in a package)
 * has its journal, title block, DOI, copyright, received and accepted dates, every figure
 * caption and image, and its references numbered exactly as on the page — each label once,
 * right before its entry, no list counter beside it — with no link chrome.
 */
const FIGURES = 22;

describe('the PDF of the 810-reference PLOS article', () => {
  let pool: pg.Pool;
  let dir: string;
  let typesetter: PdfTypesetter;
  let running: RunningApp;
  let model: ArticleModel;
  let text = '';
  let raw = '';

  beforeAll(async () => {
    pool = openTestPool();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-pdf-fidelity-'));
    const storage = localFolderStorage(path.join(dir, 'assets'));
    const pkg = path.join(dir, 'pone.0012262');
    await fs.mkdir(pkg);
    await fs.copyFile(SAMPLES.plos810, path.join(pkg, 'journal.pone.0012262.xml'));
    for (let i = 1; i <= FIGURES; i++) {
      await fs.writeFile(
        path.join(pkg, `journal.pone.0012262.g${String(i).padStart(3, '0')}.png`),
        pngBuffer(60 + i, 40, [10 * i, 90, 160]),
      );
    }
    await ingestPackage(pool, pkg, storage);
    const { rows } = await pool.query<{ pii: string; model: ArticleModel }>(
      "SELECT pii, model FROM articles WHERE doi = '10.1371/journal.pone.0012262'",
    );
    model = rows[0]!.model;
    typesetter = createPdfTypesetter({ chromePath: chromiumPath(process.env.CHROME_PATH), concurrency: 1 });
    const repo = createDownloadRepository(pool);
    const config = { ...downloadConfig({}), pdfDailyCap: 100, pdfsPerMinute: 100 };
    running = await listen(
      express().use(
        downloadRoutes({ repo, storage, config, pdfs: createPdfService(repo, storage, typesetter), log: pino({ level: 'silent' }) }),
      ),
    );
    const res = await fetch(`${running.base}/science/article/pii/${rows[0]!.pii}/pdfft`);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    raw = Buffer.from(bytes).toString('latin1');
    text = (await pdfText(bytes)).normalize('NFKC');
  }, 600_000);

  afterAll(async () => {
    await running?.close();
    await typesetter?.close();
    await pool?.end();
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** The page's own reference list: each item's label and its first words, as the reader sees them. */
  function pageReferences(): Array<{ label: string; first: string }> {
    const window = new Window();
    window.document.body.innerHTML = renderArticleHtml(model, 'full');
    return [...window.document.querySelectorAll('#references li.reference')].map((li) => ({
      label: (li.querySelector('.ref-label')?.textContent ?? '').trim(),
      first: (li.querySelector('.ref-text')?.textContent ?? '')
        .trim()
        .split(/\s+/)[0]!
        .replace(/[,.;:]+$/, ''),
    }));
  }

  it('has the title block: journal, title, DOI, copyright or licence, received and accepted dates', () => {
    const flat = squash(text);
    expect(flat).toContain(squash(model.publication.title));
    expect(flat).toContain(squash('https://doi.org/10.1371/journal.pone.0012262'));
    expect(flat).toContain(squash(model.copyrightLine ?? model.license.text ?? 'creativecommons'));
    expect(flat).toContain(squash(`Received ${humanDate(model.dates.received)}`));
    expect(flat).toContain(squash(`Accepted ${humanDate(model.dates.accepted)}`));
    // Page numbers of the running footer: "1 / N".
    expect(text).toMatch(/\b1 \/ \d+\b/);
  });

  it('numbers the 810 references exactly as the page does: each label right before its entry, once', () => {
    const refs = pageReferences();
    expect(refs).toHaveLength(810);
    const missing: string[] = [];
    let at = 0;
    for (const r of refs) {
      expect(r.label).toMatch(/^\d+$/);
      // The label, then its entry's first word; never a list counter ("39. 439Sotomayor").
      const found = new RegExp(`(?:^|\\s)${r.label}\\s+${r.first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').exec(text.slice(at));
      if (!found) missing.push(`${r.label} ${r.first}`);
      else at += found.index + found[0].length;
    }
    expect(missing).toEqual([]);
    expect(text).not.toMatch(/\b\d{1,3}\.\s*\d{1,3}[A-Z][a-z]/);
  });

  it('shows et al. where the references have it, and no link chrome', () => {
    expect((text.match(/\bet al\./g) ?? []).length).toBeGreaterThanOrEqual(375);
    expect(text).not.toContain('Google Scholar');
    expect(text).not.toContain('Download full-size image');
  });

  it('prints every figure caption and its image', () => {
    const window = new Window();
    window.document.body.innerHTML = renderArticleHtml(model, 'full');
    const captions = [...window.document.querySelectorAll('figure.figure figcaption')].map((c) => (c.textContent ?? '').trim());
    expect(captions).toHaveLength(FIGURES);
    const flat = squash(text);
    const absent = captions.filter((c) => !flat.includes(squash(c.split(/\s+/).slice(0, 10).join(' '))));
    expect(absent).toEqual([]);
    expect((raw.match(/\/Subtype\s*\/Image/g) ?? []).length).toBeGreaterThanOrEqual(FIGURES);
  });
});
