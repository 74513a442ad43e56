import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { saveArticle } from '#src/db/article-writer.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { problemSchema, referredToByResponseSchema, refersToResponseSchema } from '#src/shared/api/api-contract.ts';
import { makeArticle } from '../factories/article-model.ts';
import { sample } from '../setup/samples.ts';
import { ingestAll, listen, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

const ELIFE = (n: string) => sample(`elife/elife${n}.xml`);

describe('refersTo and referredToBy (spec 001 §7) on the sample pairs', () => {
  let pool: pg.Pool;
  let running: RunningApp;
  const ids: Record<string, { pii: string; eid: string }> = {};

  beforeAll(async () => {
    pool = openTestPool();
    // The correction 12289 is ingested before the article it corrects: links resolve in either order.
    await ingestAll(pool, ['12289', '00109', '00573', '00461', '03665', '03756', '01662', '01979'].map(ELIFE));
    const { rows } = await pool.query<{ pii: string; eid: string; doi: string }>('SELECT pii, eid, doi FROM articles');
    for (const r of rows) ids[r.doi.replace('10.7554/eLife.', '')] = { pii: r.pii, eid: r.eid };
    running = await listen(
      createApp({ access: ALL_CONTENT_OPEN, articles: createArticleRepository(pool), log: pino({ level: 'silent' }) }),
    );
  });
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  const get = async (path: string) => {
    const res = await fetch(running.base + path);
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const refersTo = async (n: string) => refersToResponseSchema.parse((await get(`/sdfe/arp/pii/${ids[n]!.pii}/refersTo`)).body);
  const referredToBy = async (n: string) => referredToByResponseSchema.parse((await get(`/sdfe/arp/eid/${ids[n]!.eid}/referredToBy`)).body);
  const brief = (a: { pii: string | null; role: string; relation: string }) => ({ pii: a.pii, role: a.role, relation: a.relation });

  it('a correction refers to the article it corrects; that article is referred to by its correction', async () => {
    const out = await refersTo('12289');
    expect(out.eid).toBe(ids['12289']!.eid);
    expect(out.articles.map(brief)).toEqual([{ pii: ids['00109']!.pii, role: 'corrected-article', relation: 'corrected-article' }]);
    expect(out.articles[0]!.url).toBe(`/science/article/pii/${ids['00109']!.pii}`);
    const back = await referredToBy('00109');
    expect(back.articles.map(brief)).toEqual(
      expect.arrayContaining([
        { pii: ids['12289']!.pii, role: 'correction', relation: 'corrected-article' },
        { pii: ids['03756']!.pii, role: 'research-advance', relation: 'article-reference' },
      ]),
    );
    expect(back.articles[0]!.title).toMatch(/^Correction/);
  });

  it('an insight and its research article point at each other; a research advance points at its original', async () => {
    expect((await refersTo('00573')).articles.map(brief)).toEqual([
      { pii: ids['00461']!.pii, role: 'discussed-article', relation: 'commentary-article' },
    ]);
    expect((await refersTo('00461')).articles.map(brief)).toEqual([{ pii: ids['00573']!.pii, role: 'insight', relation: 'commentary' }]);
    expect((await refersTo('03665')).articles.map(brief)).toEqual([
      { pii: ids['00461']!.pii, role: 'original-article', relation: 'article-reference' },
    ]);
    const back = await referredToBy('00461');
    expect(back.articles.map(brief).sort((a, b) => a.role.localeCompare(b.role))).toEqual([
      { pii: ids['00573']!.pii, role: 'insight', relation: 'commentary-article' },
      { pii: ids['03665']!.pii, role: 'research-advance', relation: 'article-reference' },
    ]);
  });

  it('an insight that was itself corrected (01662 by 01979) is referred to by its correction', async () => {
    expect((await referredToBy('01662')).articles.map(brief)).toEqual([
      { pii: ids['01979']!.pii, role: 'correction', relation: 'corrected-article' },
    ]);
  });

  it('a link to an article not stored here keeps its DOI and a resolver link', async () => {
    const out = await refersTo('01662'); // the research article 01345 is not ingested in this file
    expect(out.articles).toEqual([
      expect.objectContaining({
        pii: null,
        doi: '10.7554/eLife.01345',
        role: 'discussed-article',
        url: 'https://doi.org/10.7554/eLife.01345',
      }),
    ]);
  });

  it('a retraction notice makes the retracted article referred to by a retraction', async () => {
    await saveArticle(
      pool,
      makeArticle({
        pii: 'S2050084X1399993X',
        eid: '1-s2.0-S2050084X1399993X',
        doi: '10.9999/retracted',
        title: [{ text: 'A retracted result' }],
      }),
      { file: 'factory', sha256: 'r1' },
    );
    await saveArticle(
      pool,
      makeArticle({
        pii: 'S2050084X1399994X',
        eid: '1-s2.0-S2050084X1399994X',
        doi: '10.9999/retraction',
        articleType: 'retraction',
        title: [{ text: 'Retraction: A retracted result' }],
        relatedArticles: [{ relation: 'retracted-article', doi: '10.9999/retracted' }],
      }),
      { file: 'factory', sha256: 'r2' },
    );
    const back = referredToByResponseSchema.parse((await get('/sdfe/arp/eid/1-s2.0-S2050084X1399993X/referredToBy')).body);
    expect(back.articles.map(brief)).toEqual([{ pii: 'S2050084X1399994X', role: 'retraction', relation: 'retracted-article' }]);
  });

  it('an article without links answers an empty list', async () => {
    expect((await referredToBy('12289')).articles).toEqual([]);
  });

  it('validates the three params and the identifiers; unknown articles are 404', async () => {
    const pii = ids['12289']!.pii;
    const ok = await get(
      `/sdfe/arp/pii/${pii}/refersTo?creditCardPurchaseAllowed=true&preventTransactionalAccess=false&preventDocumentDelivery=false`,
    );
    expect(ok.status).toBe(200);
    for (const path of [
      `/sdfe/arp/pii/${pii}/refersTo?creditCardPurchaseAllowed=yes`,
      `/sdfe/arp/eid/${ids['00109']!.eid}/referredToBy?preventDocumentDelivery=1`,
      '/sdfe/arp/eid/not-an-eid/referredToBy',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(problemSchema.parse(res.body).detail).toMatch(/creditCardPurchaseAllowed|preventDocumentDelivery|EID/);
    }
    expect((await get('/sdfe/arp/pii/S0000000000000000/refersTo')).status).toBe(404);
    expect((await get('/sdfe/arp/eid/1-s2.0-S0000000000000000/referredToBy')).status).toBe(404);
  });
});
