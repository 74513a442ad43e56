import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotice } from '#src/db/recommendations/notice-types.ts';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { refreshRecommendations } from '#src/db/recommendation-builder.server.ts';
import type { Request, Response } from 'express';
import { createCsrf } from '#src/server/access/csrf.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { createFindingServices } from '#src/server/finding-services.ts';
import { problemSchema, recommendationsResponseSchema, refersToResponseSchema } from '#src/shared/api/api-contract.ts';
import { isRecommendationToken } from '#src/shared/recommendations/recommendation-feedback.ts';
import { getJson, listen, piisBy, type RunningApp } from '../setup/test-app.ts';
import { openTestPool, useSamplesDatabase } from '../setup/test-database.ts';
import { accountsOn } from '../setup/account-app.ts';

/** The page token an anonymous reader's page carries (<meta name="csrf-token">), for the app made with accountsOn. */
const anonymousCsrfToken = (pool: pg.Pool) =>
  createCsrf(accountsOn(pool).csrfKey!).tokenFor({ headers: {} } as Request, { locals: {} } as Response);

describe('recommendations (001 §3, §5, §7) over the samples', () => {
  let pool: pg.Pool;
  let running: RunningApp;
  let byDoi: Record<string, string>;
  let allPiis: string[];

  beforeAll(async () => {
    await useSamplesDatabase();
    pool = openTestPool();
    byDoi = await piisBy(pool, 'doi');
    allPiis = (await pool.query<{ pii: string }>('SELECT pii FROM articles ORDER BY pii')).rows.map((r) => r.pii);
    const finding = createFindingServices(pool);
    running = await listen(
      createApp({
        access: ALL_CONTENT_OPEN,
        articles: createArticleRepository(pool),
        log: pino({ level: 'silent' }),
        finding,
        accounts: accountsOn(pool),
      }),
    );
  }, 240_000);
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  /** Turns an article's open-access flags off (or back on) in its model and its columns (generated or not). */
  const makeSubscriptionOnly = async (pii: string, on: boolean) => {
    await pool.query(
      `UPDATE articles SET model = model || jsonb_build_object('openAccess', $2::boolean, 'openArchive', false) WHERE pii = $1`,
      [pii, !on],
    );
    await pool.query('UPDATE articles SET open_access = $2 WHERE pii = $1', [pii, !on]).catch((e: { code?: string }) => {
      if (e.code !== '428C9') throw e; // a generated column already follows the model
    });
  };

  const recommendations = async (pii: string, entitled = false) => {
    const res = await getJson(running.base, `/sdfe/arp/pii/${pii}/recommendations${entitled ? '/entitled' : ''}`);
    expect(res.status).toBe(200);
    return recommendationsResponseSchema.parse(res.body);
  };

  it('every article gets at most 6 recommendations, never itself, each with a 64-128 character token and the page load id', async () => {
    let withSome = 0;
    for (const pii of allPiis) {
      const out = await recommendations(pii);
      expect(out.articles.length).toBeLessThanOrEqual(6);
      expect(out.articles.map((a) => a.pii)).not.toContain(pii);
      expect(new Set(out.articles.map((a) => a.pii)).size).toBe(out.articles.length);
      for (const a of out.articles) {
        expect(isRecommendationToken(a.recommendationToken)).toBe(true);
        expect(a.isThirdParty).toBe(false);
      }
      expect(out.pageLoadId).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      if (out.articles.length > 0) withSome++;
    }
    // A candidate under the similarity floor is no recommendation: an article with nothing close
    // enough gets an empty list rather than an unrelated one; most samples still get a list.
    expect(withSome).toBeGreaterThanOrEqual(Math.floor(allPiis.length / 2));
    expect(withSome).toBeLessThan(allPiis.length);
  });

  it('never recommends a correction, retraction or expression-of-concern notice', async () => {
    const notices = await pool.query<{ pii: string; article_type: string; document_subtype: string; title: string }>(
      'SELECT pii, article_type, document_subtype, title FROM articles',
    );
    const noticePiis = new Set(
      notices.rows
        .filter((r) => isNotice({ articleType: r.article_type, documentSubtype: r.document_subtype, title: r.title }))
        .map((r) => r.pii),
    );
    expect(noticePiis.size).toBeGreaterThan(0); // the samples hold notices (eLife and PLOS corrections)
    for (const pii of allPiis) {
      for (const a of (await recommendations(pii)).articles)
        expect(noticePiis.has(a.pii), `${pii} recommends the notice ${a.pii}`).toBe(false);
    }
  });

  it('each call is a new page load: a new id and new tokens for the same list', async () => {
    const pii = byDoi['10.7554/eLife.00461']!;
    const [a, b] = [await recommendations(pii), await recommendations(pii)];
    expect(a.articles.map((x) => x.pii)).toEqual(b.articles.map((x) => x.pii));
    expect(a.pageLoadId).not.toBe(b.pageLoadId);
    expect(a.articles[0]!.recommendationToken).not.toBe(b.articles[0]!.recommendationToken);
  });

  it('quality: an insight recommends the research article it discusses, a research advance its original (≥ 80 %)', async () => {
    const pairs: Array<{ from: string; to: string; role: string }> = [];
    for (const pii of allPiis) {
      const refers = refersToResponseSchema.parse((await getJson(running.base, `/sdfe/arp/pii/${pii}/refersTo`)).body);
      for (const a of refers.articles) {
        if (a.pii && (a.role === 'discussed-article' || a.role === 'original-article')) pairs.push({ from: pii, to: a.pii, role: a.role });
      }
    }
    expect(pairs.map((p) => p.role)).toEqual(expect.arrayContaining(['discussed-article', 'original-article']));
    let found = 0;
    for (const p of pairs) if ((await recommendations(p.from)).articles.some((a) => a.pii === p.to)) found++;
    // 5 insights and 3 research advances of the samples have their counterpart stored.
    expect(pairs.length).toBe(8);
    expect(found / pairs.length).toBeGreaterThanOrEqual(0.8);
  });

  it('entitled recommendations keep only articles the reader may read: every sample article is open access', async () => {
    const pii = byDoi['10.7554/eLife.00461']!;
    const all = await recommendations(pii);
    const entitled = await recommendations(pii, true);
    expect(entitled.articles.map((a) => a.pii)).toEqual(all.articles.map((a) => a.pii));
    await makeSubscriptionOnly(all.articles[0]!.pii, true);
    try {
      const after = await recommendations(pii, true);
      expect(after.articles.map((a) => a.pii)).toEqual(all.articles.slice(1).map((a) => a.pii));
      expect((await recommendations(pii)).articles.map((a) => a.pii)).toEqual(all.articles.map((a) => a.pii));
    } finally {
      await makeSubscriptionOnly(all.articles[0]!.pii, false);
    }
  });

  it('lists follow the stored articles: a deleted article leaves every list, a refresh fills the gap', async () => {
    const pii = byDoi['10.7554/eLife.00461']!;
    const before = await recommendations(pii);
    const gone = before.articles[0]!.pii;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('DELETE FROM articles WHERE pii = $1', [gone]);
      await client.query('COMMIT');
      const after = await recommendations(pii);
      expect(after.articles.map((a) => a.pii)).not.toContain(gone);
      await refreshRecommendations(pool);
      expect((await recommendations(pii)).articles.length).toBe(6);
    } finally {
      client.release();
    }
  });

  const postFeedback = (body: unknown, contentType = 'application/json') =>
    fetch(`${running.base}/sdfe/arp/recommendations/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, 'X-CSRF-Token': anonymousCsrfToken(pool) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const storedFeedback = async () =>
    (
      await pool.query<{
        action: string;
        position: number;
        page_load_id: string | null;
        article_id: string | null;
        recommended_article_id: string | null;
      }>('SELECT action, position, page_load_id, article_id::text, recommended_article_id::text FROM recommendation_feedback ORDER BY id')
    ).rows;

  it('valid feedback (001 §5) is stored with the article pair its token names', async () => {
    await pool.query('DELETE FROM recommendation_feedback');
    const pii = byDoi['10.7554/eLife.00461']!;
    const list = await recommendations(pii);
    const [first, second] = list.articles;
    const items = [
      { action: 'Display', recommendationToken: first!.recommendationToken, properties: { position: 1, pageLoadId: list.pageLoadId } },
      { action: 'TitleClick', recommendationToken: second!.recommendationToken, properties: { position: 2, pageLoadId: list.pageLoadId } },
    ];
    const res = await postFeedback(items);
    expect(res.status).toBe(204);
    const ids = Object.fromEntries(
      (
        await pool.query<{ pii: string; id: string }>('SELECT pii, id::text FROM articles WHERE pii = ANY($1)', [
          [pii, first!.pii, second!.pii],
        ])
      ).rows.map((r) => [r.pii, r.id]),
    );
    expect(await storedFeedback()).toEqual([
      { action: 'Display', position: 1, page_load_id: list.pageLoadId, article_id: ids[pii], recommended_article_id: ids[first!.pii] },
      { action: 'TitleClick', position: 2, page_load_id: list.pageLoadId, article_id: ids[pii], recommended_article_id: ids[second!.pii] },
    ]);
  });

  it('a well-formed token this site did not sign is kept without an article pair', async () => {
    await pool.query('DELETE FROM recommendation_feedback');
    const res = await postFeedback([{ action: 'InFocus', recommendationToken: 'a'.repeat(64), properties: { position: 3 } }]);
    expect(res.status).toBe(204);
    expect(await storedFeedback()).toEqual([
      { action: 'InFocus', position: 3, page_load_id: null, article_id: null, recommended_article_id: null },
    ]);
  });

  it.each([
    ['an empty list', [], 'feedback must hold at least one item'],
    [
      'an unknown action',
      [{ action: 'Click', recommendationToken: 'a'.repeat(64), properties: { position: 1 } }],
      'item 1: action must be one of',
    ],
    ['a short token', [{ action: 'Display', recommendationToken: 'abc', properties: { position: 1 } }], 'item 1: recommendationToken'],
    [
      'position 0',
      [{ action: 'Display', recommendationToken: 'a'.repeat(64), properties: { position: 0 } }],
      'item 1: properties.position',
    ],
    ['no properties', [{ action: 'Display', recommendationToken: 'a'.repeat(64) }], 'item 1: properties must be an object'],
    ['not JSON', '{"action":', 'the body is not JSON'],
  ])('invalid feedback (%s) is a 400 problem and nothing is stored', async (_name, body, detail) => {
    await pool.query('DELETE FROM recommendation_feedback');
    const res = await postFeedback(body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(problemSchema.parse(await res.json()).detail).toContain(detail);
    expect(await storedFeedback()).toEqual([]);
  });

  it("feedback without the page's CSRF token is refused (403) and nothing is stored", async () => {
    await pool.query('DELETE FROM recommendation_feedback');
    const res = await fetch(`${running.base}/sdfe/arp/recommendations/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([{ action: 'Display', recommendationToken: 'a'.repeat(64), properties: { position: 1 } }]),
    });
    expect(res.status).toBe(403);
    expect(await storedFeedback()).toEqual([]);
  });

  it('with LECTERN_RECOMMENDATIONS_FEEDBACK_URL set, valid feedback is also forwarded there as the same JSON array; invalid feedback is not', async () => {
    const received: unknown[] = [];
    let arrived: () => void = () => {};
    const service = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ method: req.method, type: req.headers['content-type'], body: JSON.parse(body) as unknown });
        res.writeHead(202).end();
        arrived();
      });
    });
    await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}/feedback`;
    const forwarding = await listen(
      createApp({
        access: ALL_CONTENT_OPEN,
        articles: createArticleRepository(pool),
        log: pino({ level: 'silent' }),
        finding: createFindingServices(pool, { forwardFeedback: { url, timeoutMs: 5000 } }),
        accounts: accountsOn(pool),
      }),
    );
    try {
      const post = (body: unknown) =>
        fetch(`${forwarding.base}/sdfe/arp/recommendations/feedback`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': anonymousCsrfToken(pool) },
          body: JSON.stringify(body),
        });
      expect((await post([{ action: 'Display', recommendationToken: 'a'.repeat(64), properties: { position: 0 } }])).status).toBe(400);
      const items = [{ action: 'ViewDetails', recommendationToken: 'b'.repeat(64), properties: { position: 2, pageLoadId: 'x' } }];
      const forwarded = new Promise<void>((r) => (arrived = r));
      expect((await post(items)).status).toBe(204);
      await forwarded;
      expect(received).toEqual([{ method: 'POST', type: 'application/json', body: items }]);
    } finally {
      await forwarding.close();
      await new Promise((r) => service.close(r));
    }
  });

  it('GET on the feedback URL is a 405 naming POST', async () => {
    const res = await fetch(`${running.base}/sdfe/arp/recommendations/feedback`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it.each([
    ['/sdfe/arp/pii/S0000000000000000/recommendations', 404, 'No article with PII S0000000000000000'],
    ['/sdfe/arp/pii/S0000000000000000/recommendations/entitled', 404, 'No article with PII S0000000000000000'],
    ['/sdfe/arp/pii/X/recommendations?creditCardPurchaseAllowed=maybe', 400, 'creditCardPurchaseAllowed'],
  ])('%s → %i problem', async (path, status, detail) => {
    const res = await getJson(running.base, path);
    expect(res.status).toBe(status);
    expect(res.type).toContain('application/problem+json');
    expect(problemSchema.parse(res.body).detail).toContain(detail);
  });
});
