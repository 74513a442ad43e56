import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createSectionDataRepository } from '#src/db/section-data-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import {
  articleContextResponseSchema,
  citingArticlesResponseSchema,
  authorArticlesResponseSchema,
  problemSchema,
} from '#src/shared/api/api-contract.ts';
import { sample } from '../setup/samples.ts';
import { getJson, ingestAll, listen, piisBy, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

const ELIFE = ['00005', '00109', '00592', '01662', '01979', '03756', '12289', '05531', '09036'];
const doi = (n: string) => `10.7554/eLife.${n}`;

describe('exam, substances, questions and answers, author articles (001 §7)', () => {
  let pool: pg.Pool;
  let running: RunningApp;
  let pii: Record<string, string>;

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(
      pool,
      ELIFE.map((n) => sample(`elife/elife${n}.xml`)),
    );
    pii = await piisBy(pool, 'doi');
    running = await listen(
      createApp({
        access: ALL_CONTENT_OPEN,
        articles: createArticleRepository(pool),
        sectionData: createSectionDataRepository(pool),
        log: pino({ level: 'silent' }),
      }),
    );
  });
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  const authorIndex = async (articleDoi: string, surname: string) => {
    const { body } = await getJson(running.base, `/sdfe/arp/pii/${pii[articleDoi]}/author-metadata`);
    const authors = (body as { authors: Array<{ authorIndex: number; name: string }> }).authors;
    return authors.find((a) => a.name.includes(surname))!.authorIndex;
  };

  it('an unknown article is a 404 problem for each call', async () => {
    for (const path of ['/sdfe/arp/pii/S0000000000000000/author/0/articles']) {
      const res = await getJson(running.base, path);
      expect(res.status, path).toBe(404);
      expect(res.type).toContain('application/problem+json');
      expect(problemSchema.parse(res.body).detail).toBe('No article with PII S0000000000000000');
    }
  });

  it('lists the other stored articles of Axel T Brunger, newest first, never the article itself', async () => {
    const index = await authorIndex(doi('00109'), 'Brunger');
    const res = await getJson(running.base, `/sdfe/arp/pii/${pii[doi('00109')]}/author/${index}/articles`);
    expect(res.status).toBe(200);
    const body = authorArticlesResponseSchema.parse(res.body);
    expect(body).toMatchObject({ pii: pii[doi('00109')], authorIndex: index, scopusAuthorId: null });
    const expected = ['00592', '01662', '01979', '03756', '12289'].map((n) => pii[doi(n)]);
    expect(body.scopusDocuments.map((d) => d.pii).sort()).toEqual(expected.sort());
    const dates = body.scopusDocuments.map((d) => d.publicationDate ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = body.scopusDocuments[0]!;
    expect(first.sourceTitle).toBe('eLife');
    expect(first.url).toBe(`/science/article/pii/${first.pii}`);
    expect(first.itemTitle.length).toBeGreaterThan(10);
  });

  it('Eva Nogales: the article of another author list shows up; unrelated authors get nothing', async () => {
    const nogales = await authorIndex(doi('00005'), 'Nogales');
    const res = authorArticlesResponseSchema.parse(
      (await getJson(running.base, `/sdfe/arp/pii/${pii[doi('00005')]}/author/${nogales}/articles`)).body,
    );
    expect(res.scopusDocuments.map((d) => d.pii).sort()).toEqual([pii[doi('00109')], pii[doi('12289')]].sort());
    const verhage = await authorIndex(doi('05531'), 'Verhage');
    const other = authorArticlesResponseSchema.parse(
      (await getJson(running.base, `/sdfe/arp/pii/${pii[doi('05531')]}/author/${verhage}/articles`)).body,
    );
    expect(other.scopusDocuments.map((d) => d.pii)).toEqual([pii[doi('09036')]]);
  });

  it('the page context names the issue, content type, ISSN and document subtype', async () => {
    const res = await getJson(running.base, `/sdfe/arp/pii/${pii[doi('00109')]}/context`);
    expect(res.status).toBe(200);
    const context = articleContextResponseSchema.parse(res.body);
    const { rows } = await pool.query<{ issue_id: string }>('SELECT issue_id::text FROM articles WHERE pii = $1', [pii[doi('00109')]]);
    expect(context).toMatchObject({
      pii: pii[doi('00109')],
      doi: '10.7554/eLife.00109',
      issueId: rows[0]!.issue_id,
      contentType: 'JL',
      issn: '2050-084X',
      isbn: null,
      virtualSpecialIssueId: null,
    });
    expect(context.eid).toBe(`1-s2.0-${pii[doi('00109')]}`);
  });

  it('citing articles carry the plain text of their abstract (Cited by expands it)', async () => {
    const res = await getJson(running.base, `/sdfe/arp/citingArticles?pii=${pii[doi('00109')]}`);
    const body = citingArticlesResponseSchema.parse(res.body);
    expect(body.hitCount).toBeGreaterThan(0);
    const withAbstract = body.articles.filter((a) => a.abstract);
    expect(withAbstract.length).toBeGreaterThan(0);
    for (const a of withAbstract) {
      expect(a.abstract!.length).toBeGreaterThan(100);
      expect(a.abstract).not.toMatch(/[<>]|\s{2}/);
    }
  });

  it('refuses a malformed index and an index past the author list', async () => {
    const bad = await getJson(running.base, `/sdfe/arp/pii/${pii[doi('00109')]}/author/x/articles`);
    expect(bad.status).toBe(400);
    expect(problemSchema.parse(bad.body).detail).toBe('Invalid author index "x": index must be a whole number');
    const past = await getJson(running.base, `/sdfe/arp/pii/${pii[doi('00109')]}/author/9999/articles`);
    expect(past.status).toBe(404);
    expect(problemSchema.parse(past.body).detail).toMatch(/has no author at index 9999 \(it has \d+\)/);
  });
});
