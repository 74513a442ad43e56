import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import pino from 'pino';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createUsageRepository } from '#src/db/usage-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { createUsageRecorder } from '#src/server/counter/usage-recorder.server.ts';
import { SAMPLES } from '../setup/samples.ts';
import { ingestAll, listen, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

/**
 * Our SUSHI responses against COUNTER's published R5.1 JSON schemas (the COUNTER_SUSHI API 5.1
 * OpenAPI document; the vendored subset and its source are in tests/fixtures/schemas/counter).
 * Formats (date-time, uri) are not checked; the schema's ISIL pattern is not a Unicode-mode
 * regular expression, so patterns are compiled without the u flag. Every report body is validated whole
 * against its report model (PR, PR_P1, TR, TR_J1, TR_J3, TR_B1, IR, IR_A1; see SOURCE.md).
 */
const SCHEMA_FILE = path.resolve(import.meta.dirname, '../fixtures/schemas/counter/COUNTER_SUSHI_API-5.1-subset.json');
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, unicodeRegExp: false });
ajv.addSchema({ $id: 'counter-sushi-5.1', ...JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) });
const arrayOf = (name: string) => ajv.compile({ type: 'array', items: { $ref: `counter-sushi-5.1#/components/schemas/${name}` } });
const schemaOf = (name: string) => ajv.compile({ $ref: `counter-sushi-5.1#/components/schemas/${name}` });

function errorsOf(validate: ReturnType<typeof ajv.compile>, body: unknown): string[] {
  return validate(body)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

describe('SUSHI /r51 responses validate against COUNTER R5.1 schemas', () => {
  let pool: pg.Pool;
  let site: RunningApp;
  let auth: string;

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [SAMPLES.elsevier]);
    const articleId = Number((await pool.query<{ id: string }>('SELECT id::text FROM articles LIMIT 1')).rows[0]!.id);
    const institutionId = (
      await pool.query<{ id: string }>("INSERT INTO institutions (slug, name) VALUES ('uni', 'University of Testing') RETURNING id::text")
    ).rows[0]!.id;
    const usage = createUsageRepository(pool);
    const log = pino({ level: 'silent' });
    const recorder = createUsageRecorder(usage, log);
    await recorder.recordOutcome({
      articleId,
      kind: 'full-text-html',
      accessType: 'Controlled',
      accessMethod: 'Regular',
      sessionId: 's1',
      userId: null,
      clientIp: '192.0.2.10',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      institutionId,
      at: new Date('2026-01-15T10:00:00Z'),
    });
    // A platform search (Searches_Platform), so PR and PR_P1 have their Data_Type Platform row.
    expect(
      await recorder.searchOutcome({
        searchIdentity: 'solar cells',
        sessionId: 's1',
        userId: null,
        clientIp: '192.0.2.10',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        institutionId,
        at: new Date('2026-01-15T09:59:00Z'),
      }),
    ).toBe('counted');
    auth = `customer_id=${institutionId}&api_key=${encodeURIComponent(await usage.createSushiKey(institutionId))}`;
    site = await listen(
      createApp({ access: ALL_CONTENT_OPEN, articles: createArticleRepository(pool), log, counter: { usage, recorder } }),
    );
  });
  afterAll(async () => {
    await site?.close();
    await pool?.end();
  });

  const get = async (url: string) => {
    const res = await fetch(site.base + url);
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it('/r51/status is a list of Status', async () => {
    const { status, body } = await get('/r51/status');
    expect(status).toBe(200);
    expect(errorsOf(arrayOf('Status'), body)).toEqual([]);
  });

  it('/r51/members is a list of Member', async () => {
    const { status, body } = await get(`/r51/members?${auth}`);
    expect(status).toBe(200);
    expect(errorsOf(arrayOf('Member'), body)).toEqual([]);
    expect(body).toEqual([expect.objectContaining({ Institution_Name: 'University of Testing' })]);
  });

  it('/r51/reports is a list of Report', async () => {
    const { status, body } = await get(`/r51/reports?${auth}`);
    expect(status).toBe(200);
    expect(errorsOf(arrayOf('Report'), body)).toEqual([]);
    expect((body as unknown[]).length).toBeGreaterThan(0);
  });

  const period = 'begin_date=2026-01&end_date=2026-01';

  // Every report the server offers (/r51/reports), validated whole against its COUNTER R5.1 model.
  it.each([
    ['pr', 'PR', 1],
    ['pr_p1', 'PR_P1', 1],
    ['tr', 'TR', 1],
    ['tr_j1', 'TR_J1', 1],
    ['tr_j3', 'TR_J3', 1],
    ['tr_b1', 'TR_B1', 0],
    ['ir', 'IR', 1],
    ['ir_a1', 'IR_A1', 1],
  ])('/r51/reports/%s is a %s report, with the recorded request', async (reportPath, id, itemCount) => {
    const { status, body } = await get(`/r51/reports/${reportPath}?${auth}&${period}`);
    expect(status).toBe(200);
    expect(errorsOf(schemaOf(id), body)).toEqual([]);
    expect((body as { Report_Items: unknown[] }).Report_Items).toHaveLength(itemCount);
  });

  it.each([
    ['pr', 'PR', { Data_Type: 'Platform', Access_Method: 'Regular', Performance: { Searches_Platform: { '2026-01': 1 } } }],
    ['pr_p1', 'PR_P1', { Data_Type: 'Platform', Performance: { Searches_Platform: { '2026-01': 1 } } }],
  ])('/r51/reports/%s has the Searches_Platform row of Data_Type Platform and is a valid %s', async (reportPath, id, row) => {
    const { body } = await get(`/r51/reports/${reportPath}?${auth}&${period}`);
    expect(errorsOf(schemaOf(id), body)).toEqual([]);
    const items = (body as { Report_Items: Array<{ Attribute_Performance: Array<{ Data_Type: string }> }> }).Report_Items;
    expect(items[0]!.Attribute_Performance.filter((ap) => ap.Data_Type === 'Platform')).toEqual([row]);
    expect(items[0]!.Attribute_Performance.length).toBeGreaterThan(1);
    // The schema can fail: Searches_Platform on a row of another Data_Type is refused.
    const wrong = structuredClone(body) as typeof body & { Report_Items: Array<{ Attribute_Performance: Array<{ Data_Type: string }> }> };
    wrong.Report_Items[0]!.Attribute_Performance.find((ap) => ap.Data_Type === 'Platform')!.Data_Type = 'Article';
    expect(errorsOf(schemaOf(id), wrong)).not.toEqual([]);
  });

  it('the report list names exactly the reports validated here', async () => {
    const { body } = await get(`/r51/reports?${auth}`);
    expect((body as Array<{ Report_ID: string }>).map((r) => r.Report_ID)).toEqual([
      'PR',
      'PR_P1',
      'TR',
      'TR_J1',
      'TR_J3',
      'TR_B1',
      'IR',
      'IR_A1',
    ]);
  });

  it.each([
    [`/r51/reports/tr_j1?REPLACE_AUTH&begin_date=2026-13&end_date=2026-02`, 400],
    [`/r51/reports/tr_j1?REPLACE_AUTH&begin_date=2026-01`, 400],
    ['/r51/members?customer_id=1', 401],
    [`/r51/reports/dr?REPLACE_AUTH&begin_date=2026-01&end_date=2026-02`, 404],
  ])('an error (%s) is an Exception', async (url, expected) => {
    const { status, body } = await get(url.replace('REPLACE_AUTH', auth));
    expect(status).toBe(expected);
    expect(errorsOf(schemaOf('Exception'), body)).toEqual([]);
  });

  it('the schemas can fail: the R5 member shape and an empty alert list are refused', () => {
    expect(errorsOf(arrayOf('Member'), [{ Customer_ID: '1', Name: 'University of Testing' }])).not.toEqual([]);
    expect(errorsOf(arrayOf('Status'), [{ Service_Active: true, Alerts: [] }])).not.toEqual([]);
  });
});
