import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createEnrichedContentRepository } from '#src/db/enriched-content-repository.server.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { createAccessService } from '#src/server/access/article-access.server.ts';
import { deriveEntitledTokenKey } from '#src/server/access/entitled-token.ts';
import { createApp } from '#src/server/app.ts';
import { pdfLinkSource } from '#src/server/downloads/pdf-link.ts';
import { byShortcode, dataProfilePayloadSchema, enrichedContentResponseSchema } from '#src/shared/enriched/enriched-content.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { xlsxBuffer } from '../factories/xlsx-file.ts';
import { sample } from '../setup/samples.ts';
import { getJson, ingestPackage, listen, piisBy, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

const DOI = '10.7554/eLife.00005';

describe('DP: the data files of a package, profiled at ingest, under the article entitlement (000 §3; ADR 006)', () => {
  let pool: pg.Pool;
  let dir: string;
  let running: RunningApp;
  let address: string;

  beforeAll(async () => {
    pool = openTestPool();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-dp-'));
    const pkg = path.join(dir, 'elife00005');
    await fs.mkdir(pkg);
    await fs.copyFile(sample('elife/elife00005.xml'), path.join(pkg, 'elife00005.xml'));
    // "Supplementary file 1" of eLife 00005: a spreadsheet built for this test from the PDB entries the article cites.
    await fs.writeFile(
      path.join(pkg, 'elife00005s002.xlsx'),
      xlsxBuffer([
        ['PDB ID', 'Chains', 'Resolution (Å)'],
        ['2QXV', 2, 2.8],
        ['3CFS', 1, 2.25],
        ['3IIW', 2, 1.5],
      ]),
    );
    await ingestPackage(pool, pkg, localFolderStorage(path.join(dir, 'assets')));
    const pii = (await piisBy(pool, 'doi'))[DOI]!;
    address = `/sdfe/ears/pii/${pii}/2050-084X/2012/${encodeURIComponent(DOI)}/enriched-content`;
    const entitlements = createEntitlementRepository(pool);
    const access = createAccessService({
      entitlements,
      tokenKey: deriveEntitledTokenKey('a test site secret of at least thirty-two characters'),
      pdfLink: pdfLinkSource(),
    });
    running = await listen(
      createApp({
        articles: createArticleRepository(pool),
        enriched: createEnrichedContentRepository(pool),
        access,
        log: pino({ level: 'silent' }),
      }),
    );
  });
  afterAll(async () => {
    await running.close();
    await pool.end();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const dataProfile = async () => {
    const res = await getJson(running.base, address);
    expect(res.status).toBe(200);
    return dataProfilePayloadSchema.parse(byShortcode(enrichedContentResponseSchema.parse(res.body)).DP!.payload);
  };

  it('an open article: each data file with kind, size, download link, and a spreadsheet with its columns, types, rows', async () => {
    const dp = await dataProfile();
    const sheet = dp.files.find((f) => f.name.startsWith('Supplementary file 1') || f.name.includes('s002'))!;
    expect(sheet).toMatchObject({ kind: 'spreadsheet', url: `/media/${encodeURIComponent(sheet.eid)}?download` });
    expect(sheet.size).toBeGreaterThan(0);
    expect(sheet.table).toEqual({
      rowCount: 3,
      columns: [
        { name: 'PDB ID', type: 'text', empty: 0 },
        { name: 'Chains', type: 'integer', empty: 0 },
        { name: 'Resolution (Å)', type: 'number', empty: 0 },
      ],
      firstRows: [
        ['2QXV', '2', '2.8'],
        ['3CFS', '1', '2.25'],
        ['3IIW', '2', '1.5'],
      ],
    });
  });

  it('a reader without the full text gets names, sizes and kinds only', async () => {
    await pool.query(`UPDATE publications SET business_model = 'subscription' WHERE title = 'eLife'`);
    try {
      const dp = await dataProfile();
      expect(dp.files.length).toBeGreaterThan(0);
      for (const f of dp.files) {
        expect(f.url).toBeUndefined();
        expect(f.table).toBeUndefined();
      }
    } finally {
      await pool.query(`UPDATE publications SET business_model = 'hybrid' WHERE title = 'eLife'`);
    }
  });
});
