import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/server/app.ts';
import {
  bookSiblingsResponseSchema,
  chaptersResponseSchema,
  problemSchema,
  specialIssueArticlesResponseSchema,
} from '#src/shared/api/api-contract.ts';
import { loadServerBuild } from '../setup/account-app.ts';
import { fullAppOptions } from '../setup/full-app.ts';
import { getJson, ingestAll, listen, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

/** Crafted book chapters (tests/fixtures/books/README.md: the samples and corpus have none). */
const BOOKS = path.resolve('tests/fixtures/books');
const [CH1, CH2, CH3] = ['B9780128000007000011', 'B9780128000007000023', 'B9780128000007000035'];
const RW1 = 'B9780128000014000018';

describe('books and reference works by ISBN (001 §2, §7)', () => {
  let pool: pg.Pool;
  let running: RunningApp;

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [BOOKS]);
    const build = await loadServerBuild();
    running = await listen(createApp(fullAppOptions(pool, build)));
  });
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  it.each([['978-0-12-800000-7'], ['9780128000007']])('/sdfe/arp/isbn/%s/chapters lists the chapters in book order', async (isbn) => {
    const res = await getJson(running.base, `/sdfe/arp/isbn/${isbn}/chapters`);
    expect(res.status).toBe(200);
    const body = chaptersResponseSchema.parse(res.body);
    expect(body).toMatchObject({ isbn: '9780128000007', bookId: '9780128000007', title: 'Handbook of Test Methods', contentType: 'BK' });
    expect(body.chapters.map((c) => [c.pii, c.title, c.firstPage, c.lastPage])).toEqual([
      [CH1, 'Measuring things carefully', '1', '20'],
      [CH2, 'Sampling without bias', '21', '44'],
      [CH3, 'Reporting uncertainty', '45', '60'],
    ]);
    expect(body.chapters[0]!.authors).toEqual(['Ada Okafor']);
  });

  it('a reference work is found by its own ISBN', async () => {
    const body = chaptersResponseSchema.parse((await getJson(running.base, '/sdfe/arp/isbn/9780128000014/chapters')).body);
    expect(body).toMatchObject({ title: 'Encyclopedia of Test Science', contentType: 'RW' });
    expect(body.chapters.map((c) => c.pii)).toEqual([RW1]);
  });

  it.each([
    [CH1, null, CH2],
    [CH2, CH1, CH3],
    [CH3, CH2, null],
  ])('/sdfe/arp/books/{bookId}/%s/siblings: previous %s, next %s', async (pii, previous, next) => {
    const res = await getJson(running.base, `/sdfe/arp/books/9780128000007/${pii}/siblings`);
    expect(res.status).toBe(200);
    const body = bookSiblingsResponseSchema.parse(res.body);
    expect([body.bookId, body.pii, body.previous?.pii ?? null, body.next?.pii ?? null]).toEqual(['9780128000007', pii, previous, next]);
  });

  it('a chapter is part of its volume: the other chapters and a link to the book', async () => {
    const res = await getJson(running.base, `/sdfe/arp/pii/${CH2}/hubEid/9780128000007/specialIssueArticles`);
    const body = specialIssueArticlesResponseSchema.parse(res.body);
    expect(body.kind).toBe('volume');
    expect(body.titles.items.map((t) => t.title)).toEqual(['Handbook of Test Methods']);
    expect(body.articles.map((a) => a.pii)).toEqual([CH1, CH3]);
    expect(body.viewMoreUrl).toBe('/science/book/9780128000007');
  });

  it.each([
    ['/sdfe/arp/isbn/9780000000002/chapters', 404, 'No book with ISBN 9780000000002'],
    ['/sdfe/arp/isbn/not-an-isbn/chapters', 400, 'Invalid path parameter "isbn"'],
    [`/sdfe/arp/books/9780128000014/${CH1}/siblings`, 404, `No chapter with PII ${CH1} in book 9780128000014`],
    [`/sdfe/arp/books/xyz/${CH1}/siblings`, 400, 'Invalid path parameter "bookId"'],
    [`/sdfe/arp/books/9780128000007/${CH1}/siblings?creditCardPurchaseAllowed=1`, 400, 'creditCardPurchaseAllowed'],
  ])('%s → %i problem', async (url, status, detail) => {
    const res = await getJson(running.base, url);
    expect(res.status).toBe(status);
    expect(problemSchema.parse(res.body).detail).toContain(detail);
  });

  it('the book page lists its chapters in order, each linking to its page', async () => {
    const res = await fetch(`${running.base}/science/book/978-0-12-800000-7`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1>Handbook of Test Methods<\/h1>/);
    expect(html).toContain('ISBN 9780128000007 · Lectern Test Press');
    expect(html).toContain('3 chapters');
    const links = [...html.matchAll(/<a href="\/science\/article\/pii\/(B\d+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      [CH1, 'Measuring things carefully'],
      [CH2, 'Sampling without bias'],
      [CH3, 'Reporting uncertainty'],
    ]);
  });

  it.each([
    ['/science/referenceworks/9780128000014', 200],
    ['/science/referenceworks/9780128000007', 404],
    ['/science/book/9780128000014', 404],
    ['/science/book/9780000000002', 404],
    ['/science/book/not-an-isbn', 404],
  ])('%s → %i', async (url, status) => {
    expect((await fetch(running.base + url)).status).toBe(status);
  });

  it("a chapter's publication line links to its book", async () => {
    const html = await (await fetch(`${running.base}/science/article/pii/${CH1}`)).text();
    expect(html).toMatch(/<a class="publication-title" href="\/science\/book\/9780128000007">Handbook of Test Methods<\/a>/);
  });
});
