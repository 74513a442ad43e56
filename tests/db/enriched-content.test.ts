import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createEnrichedContentRepository } from '#src/db/enriched-content-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { ADMIN_COMMANDS } from '#src/admin/admin-commands.ts';
import { runAdmin } from '#src/admin/run-admin.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import nodePath from 'node:path';
import { problemSchema } from '#src/shared/api/api-contract.ts';
import {
  byShortcode,
  enrichedContentResponseSchema,
  hasResearchData,
  type DatasetsPayload,
} from '#src/shared/enriched/enriched-content.ts';
import { sample } from '../setup/samples.ts';
import { getJson, ingestAll, listen, piisBy, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

const DATASETS_DOI = '10.7554/eLife.00218';
const NO_DATA_DOI = '10.1016/j.renene.2013.03.038';

describe('GET /sdfe/ears/pii/{pii}/{A}/{B}[/{C}]/enriched-content (000 §7, ADR 006)', () => {
  let pool: pg.Pool;
  let running: RunningApp;
  let pii: Record<string, string>;
  const path = (p: string, a: string, b: string, c?: string) =>
    `/sdfe/ears/pii/${p}/${a}/${b}${c ? `/${encodeURIComponent(c)}` : ''}/enriched-content`;

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [sample('elife/elife00218.xml'), sample('elsevier/S0960148113002048.norm-xml')]);
    pii = await piisBy(pool, 'doi');
    const enriched = createEnrichedContentRepository(pool);
    running = await listen(
      createApp({ access: ALL_CONTENT_OPEN, articles: createArticleRepository(pool), enriched, log: pino({ level: 'silent' }) }),
    );
  });
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  it('answers one entry per app, stored at ingest, with the datasets section as OD', async () => {
    const res = await getJson(running.base, path(pii[DATASETS_DOI]!, '2050-084X', '2013', DATASETS_DOI));
    expect(res.status).toBe(200);
    const entries = enrichedContentResponseSchema.parse(res.body);
    expect(entries.map((e) => e.appDetails.shortcode)).toEqual(['DP', 'OD', 'MD', 'DL']);
    expect(hasResearchData(entries)).toBe(true);
    const od = byShortcode(entries).OD!.payload as DatasetsPayload;
    expect(od.datasets.map((d) => d.identifier)).toEqual(expect.arrayContaining(['EMD-2096', 'EMD-2097', '3zfs']));
    for (const d of od.datasets) expect(d.url).toMatch(/^https?:\/\//);
  });

  it('an article without research data answers empty payloads', async () => {
    const res = await getJson(running.base, path(pii[NO_DATA_DOI]!, '0960-1481', '2013', NO_DATA_DOI));
    expect(res.status).toBe(200);
    expect(hasResearchData(enrichedContentResponseSchema.parse(res.body))).toBe(false);
  });

  it.each([
    ['A', '2050084X', '2013'],
    ['B', '2050-084X', 'last-year'],
  ])('a malformed %s is a 400 problem naming it', async (parameter, a, b) => {
    const res = await getJson(running.base, path(pii[DATASETS_DOI]!, a, b));
    expect(res.status).toBe(400);
    expect(res.type).toContain('application/problem+json');
    expect(problemSchema.parse(res.body)).toMatchObject({ status: 400, parameter });
  });

  it('a malformed C is a 400; an address naming another year or DOI, or an unknown PII, is a 404', async () => {
    const bad = await getJson(running.base, path(pii[DATASETS_DOI]!, '2050-084X', '2013', 'eLife.00218'));
    expect(bad.status).toBe(400);
    expect(problemSchema.parse(bad.body).parameter).toBe('C');
    const otherYear = await getJson(running.base, path(pii[DATASETS_DOI]!, '2050-084X', '2014', DATASETS_DOI));
    expect(otherYear.status).toBe(404);
    expect(problemSchema.parse(otherYear.body).detail).toContain(`/2050-084X/2013/10.7554%2FeLife.00218/enriched-content`);
    const otherDoi = await getJson(running.base, path(pii[DATASETS_DOI]!, '2050-084X', '2013', '10.7554/eLife.00219'));
    expect(otherDoi.status).toBe(404);
    const unknown = await getJson(running.base, path('S0000000000000000', '2050-084X', '2013'));
    expect(unknown.status).toBe(404);
  });

  it('ICI: npm run admin -- case-insights:import <pii> <file.json> validates, stores, and the import survives a re-ingest', async () => {
    const admin = (...args: string[]) => runAdmin(args, ADMIN_COMMANDS, async () => ({ pool, close: async () => {} }));
    const dir = mkdtempSync(nodePath.join(tmpdir(), 'lectern-ici-'));
    const bad = nodePath.join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({ title: 'Cases', cases: [{ id: 'c1', title: 'Case 1', summary: 'S', link: 'javascript:alert(1)' }] }),
    );
    const refused = await admin('case-insights:import', pii[DATASETS_DOI]!, bad);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain('cases.0.link: link must be an http(s) URL');
    const good = nodePath.join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({ title: 'Cases', cases: [{ id: 'c1', title: 'Case 1', summary: 'S' }] }));
    expect((await admin('case-insights:import', 'S0000000000000000', good)).exitCode).toBe(1);
    const imported = await admin('case-insights:import', pii[DATASETS_DOI]!, good);
    expect(imported).toMatchObject({ exitCode: 0 });
    expect(imported.stdout).toContain('imported 1 case insight(s)');
    const enriched = createEnrichedContentRepository(pool);
    await ingestAll(pool, [sample('elife/elife00218.xml')]);
    const res = await getJson(running.base, path(pii[DATASETS_DOI]!, '2050-084X', '2013', DATASETS_DOI));
    const entries = enrichedContentResponseSchema.parse(res.body);
    expect(entries.map((e) => e.appDetails.shortcode)).toEqual(['DP', 'OD', 'MD', 'ICI', 'DL']);
    expect(await enriched.importCaseInsights('S0000000000000000', { title: 'x', cases: [] })).toBe(false);
  });
});
