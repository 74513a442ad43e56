import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { createApp } from '#src/server/app.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { sample } from '#tests/setup/samples.ts';
import { ingestAll, ingestPackage, listen, type RunningApp } from '#tests/setup/test-app.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

/**
 * The PDF on the article page (001 §3 pdfEmbed, §6): `citation_pdf_url` names a PDF
 * on this host that the visitor may fetch, and an article whose content is its PDF (no body
 * text) is read in the page.
 */
describe('the article PDF on the page', () => {
  let pool: pg.Pool;
  let build: ServerBuild;
  let running: RunningApp;
  let dir: string;
  let pdfOnly: string;
  const page = async (pii: string) => (await fetch(`${running.base}/science/article/pii/${pii}`)).text();

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [sample('elsevier/S0960148113002048.norm-xml'), sample('elsevier/S0016236113008041.norm-xml')]);
    await createEntitlementRepository(pool).setBusinessModel('fuel', 'subscription');
    // A package whose XML has front matter only (no body) and which carries the article's PDF.
    dir = await mkdtemp(path.join(os.tmpdir(), 'lectern-pdf-embed-'));
    const pkg = path.join(dir, 'elife00218');
    await mkdir(pkg);
    const xml = (await readFile(sample('elife/elife00218.xml'), 'utf8')).replace(/<body>[\s\S]*?<\/body>/, '');
    await writeFile(path.join(pkg, 'elife00218.xml'), xml);
    await writeFile(path.join(pkg, 'elife00218.pdf'), Buffer.from('%PDF-1.4\n% the article as its PDF\n%%EOF\n'));
    await ingestPackage(pool, pkg, localFolderStorage(path.join(dir, 'assets')));
    pdfOnly = (await pool.query<{ pii: string }>("SELECT pii FROM articles WHERE doi = '10.7554/eLife.00218'")).rows[0]!.pii;
    build = await loadServerBuild();
    running = await listen(createApp(fullAppOptions(pool, build)));
    // PDF links appear once the server has found a working Chromium to typeset with.
    await vi.waitFor(async () => expect(await page('S0960148113002048')).toContain('>View PDF<'), { timeout: 60_000, interval: 500 });
  }, 120_000);
  afterAll(async () => {
    await running.close();
    await pool.end();
    await rm(dir, { recursive: true, force: true });
  });

  it('embeds the PDF of an article without body text, with an accessible title and a link to open it', async () => {
    const html = await page(pdfOnly);
    const frame = /<iframe class="pdf-embed__frame" src="([^"]+)" title="([^"]+)"/.exec(html);
    expect(frame?.[1]).toBe(`/science/article/pii/${pdfOnly}/pdfft?pid=${pdfOnly}.pdf`.replaceAll('&', '&amp;'));
    expect(frame?.[2]).toMatch(/^PDF of the article: /);
    expect(html).toContain('>Open the PDF</a>');
    const served = await fetch(`${running.base}${frame![1]!.replaceAll('&amp;', '&')}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
  });

  it('does not embed the PDF of an article whose body is on the page', async () => {
    // The element, not its class name: the page's inlined stylesheet names every class (ADR 012).
    expect(await page('S0960148113002048')).not.toMatch(/<iframe[^>]*pdf-embed__frame/);
  });

  it('names citation_pdf_url on this host for a PDF the visitor may fetch, and none for a paywalled one', async () => {
    const open = await page('S0960148113002048');
    expect(open).toContain(
      `<meta name="citation_pdf_url" content="${running.base}/science/article/pii/S0960148113002048/pdfft?pid=S0960148113002048.pdf"/>`,
    );
    expect(await page('S0016236113008041')).not.toContain('citation_pdf_url');
  });
});
