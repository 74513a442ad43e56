import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import {
  authorMetadataResponseSchema,
  authorsResponseSchema,
  bodyResponseSchema,
  citingArticlesResponseSchema,
  glossaryResponseSchema,
  problemSchema,
  referencesResponseSchema,
  tocResponseSchema,
} from '#src/shared/api/api-contract.ts';
import { SAMPLES } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';
import { getJson, ingestAll, listen, piisBy, type RunningApp } from '../setup/test-app.ts';

describe('JSON endpoints of spec 001 §7 on real data', () => {
  let pool: pg.Pool;
  let running: RunningApp;
  let base: string;
  const logged: string[] = [];
  const piiOf: Record<string, string> = {};

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, ['samples/elife', SAMPLES.plos810, SAMPLES.elsevier]);
    Object.assign(piiOf, await piisBy(pool, 'doi'));
    const log = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
    const app = createApp({ access: ALL_CONTENT_OPEN, articles: createArticleRepository(pool), log });
    running = await listen(app);
    base = running.base;
  });
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  const get = (path: string) => getJson(base, path);

  it('GET /pii/{pii}/body returns the body content and its floats', async () => {
    const pii = piiOf['10.7554/eLife.00005']!;
    const res = await get(`/sdfe/arp/pii/${pii}/body`);
    expect(res.status).toBe(200);
    const body = bodyResponseSchema.parse(res.body);
    expect(body.content.length).toBeGreaterThan(0);
    expect(body.floats.some((f) => f.kind === 'figure' && f.label)).toBe(true);
  });

  it('GET /pii/{pii}/authors/ returns the whole author list (trailing slash as in the spec)', async () => {
    const res = await get(`/sdfe/arp/pii/${piiOf['10.7554/eLife.06416']}/authors/`);
    const body = authorsResponseSchema.parse(res.body);
    const people = body.authors.reduce((n, a) => n + 1 + (a.members?.length ?? 0), 0);
    expect(people).toBeGreaterThan(2800);
    expect(body.affiliations.length).toBeGreaterThan(0);
  });

  it('GET /pii/{pii}/references returns 810 structured references for the PLOS article', async () => {
    const body = referencesResponseSchema.parse((await get(`/sdfe/arp/pii/${piiOf['10.1371/journal.pone.0012262']}/references`)).body);
    expect(body.count).toBe(810);
    expect(body.references).toHaveLength(810);
    // 2010 PLOS references carry no DOIs; they are structured element-citations.
    const first = body.references[0]!;
    expect(first).toMatchObject({ label: '1', kind: 'journal', internal: null });
    expect(first.contribution.authors[0]?.surname).toBe('Hanahan');
    expect(body.references.filter((r) => r.contribution.title && r.host.year).length).toBeGreaterThan(700);
  });

  it('references that cite a stored article carry its PII', async () => {
    const body = referencesResponseSchema.parse((await get(`/sdfe/arp/pii/${piiOf['10.7554/eLife.00005']}/references`)).body);
    const internal = body.references.filter((r) => r.internal);
    for (const r of internal) expect(Object.values(piiOf)).toContain(r.internal!.pii);
  });

  it('GET /pii/{pii}/toc returns the outline, figures and the cited-by count', async () => {
    const body = tocResponseSchema.parse((await get(`/sdfe/arp/pii/${piiOf['10.7554/eLife.00461']}/toc`)).body);
    expect(body.outline.length).toBeGreaterThan(2);
    expect(body.outline[0]!.level).toBe(2);
    expect(body.figures.length).toBeGreaterThan(0);
    expect(body.citedByCount).toBeGreaterThanOrEqual(9);
  });

  it('GET /pii/{pii}/author-metadata lists authors by index', async () => {
    const body = authorMetadataResponseSchema.parse((await get(`/sdfe/arp/pii/${piiOf['10.7554/eLife.00005']}/author-metadata`)).body);
    expect(body.authors[0]).toMatchObject({ authorIndex: 0 });
  });

  it('GET /pii/{pii}/glossary is empty when the article has none', async () => {
    const body = glossaryResponseSchema.parse((await get(`/sdfe/arp/pii/${piiOf['10.7554/eLife.00005']}/glossary`)).body);
    expect(body.glossary).toEqual([]);
  });

  it('GET /citingArticles?pii= lists stored articles citing this one, with hitCount', async () => {
    const res = await get(`/sdfe/arp/citingArticles?pii=${piiOf['10.7554/eLife.00461']}`);
    const body = citingArticlesResponseSchema.parse(res.body);
    expect(body.hitCount).toBeGreaterThanOrEqual(9);
    expect(body.articles[0]!.articleTitle).not.toBe('');
  });

  it('the Elsevier article is served by its own PII', async () => {
    const res = await get('/sdfe/arp/pii/S0960148113002048/toc');
    expect(res.status).toBe(200);
    expect(tocResponseSchema.parse(res.body).outline.length).toBeGreaterThan(2);
  });

  it('an unknown PII is a 404 problem document', async () => {
    const res = await get('/sdfe/arp/pii/S0000000000000000/body');
    expect(res.status).toBe(404);
    expect(res.type).toContain('application/problem+json');
    expect(problemSchema.parse(res.body)).toMatchObject({ status: 404, detail: 'No article with PII S0000000000000000' });
  });

  it('a malformed PII is logged as "Invalid PII {value}" and still looked up', async () => {
    const res = await get('/sdfe/arp/pii/not-a-pii/references');
    expect(res.status).toBe(404);
    expect(logged.join('\n')).toContain('Invalid PII not-a-pii');
  });

  it.each([
    ['/sdfe/arp/citingArticles', 'pii'],
    ['/sdfe/arp/citingArticles?pii=S0960148113002048&limit=500', 'limit'],
    ['/sdfe/arp/citingArticles?pii=S0960148113002048&offset=-1', 'offset'],
    ['/sdfe/arp/pii/S0960148113002048/body?creditCardPurchaseAllowed=maybe', 'creditCardPurchaseAllowed'],
  ])('bad query parameters are a 400 naming the parameter: %s', async (path, parameter) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(problemSchema.parse(res.body)).toMatchObject({ status: 400, parameter });
    expect((res.body as { detail: string }).detail).toContain(`"${parameter}"`);
  });
});
