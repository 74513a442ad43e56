import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { saveArticle } from '#src/db/article-writer.server.ts';
import { createBrowseRepository, type BrowseRepository } from '#src/db/browse-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { problemSchema, siblingsResponseSchema } from '#src/shared/api/api-contract.ts';
import { makeArticle } from '../factories/article-model.ts';
import { listen, type RunningApp } from '../setup/test-app.ts';
import { openTestPool, useSamplesDatabase } from '../setup/test-database.ts';

describe('browse repository and the siblings endpoint on the samples', () => {
  let pool: pg.Pool;
  let browse: BrowseRepository;
  let running: RunningApp;
  /** eLife volume 2 in issue order (article numbers e00005, e00109 …), read straight from the table. */
  let volume2: { pii: string; issue_id: string }[];

  beforeAll(async () => {
    await useSamplesDatabase();
    pool = openTestPool();
    // A book chapter without a volume (in press) and not open access: the only sample of either.
    await saveArticle(
      pool,
      makeArticle({
        pii: 'S9780128000001X',
        eid: '1-s2.0-S9780128000001X',
        doi: '10.9999/book-chapter',
        volume: undefined,
        articleNumber: undefined,
        publication: { title: 'A Handbook of Test Chapters', publisher: 'Lectern Press', contentType: 'BK' },
        title: [{ text: 'Chapter one' }],
        openAccess: false,
      }),
      { file: 'factory', sha256: 'book1' },
    );
    browse = createBrowseRepository(pool);
    running = await listen(
      createApp({ access: ALL_CONTENT_OPEN, articles: createArticleRepository(pool), browse, log: pino({ level: 'silent' }) }),
    );
    const res = await pool.query<{ pii: string; issue_id: string; article_number: string }>(
      `SELECT a.pii, a.issue_id, a.article_number FROM articles a JOIN publications p ON p.id = a.publication_id
       WHERE p.slug = 'elife' AND a.volume = '2'`,
    );
    volume2 = res.rows.sort((x, y) => Number(x.article_number.slice(1)) - Number(y.article_number.slice(1)));
  }, 120_000);
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  it('lists publications A–Z with article counts, filtered by content type and open access', async () => {
    const all = await browse.publications({ contentType: null, openAccess: false });
    const titles = all.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all.find((p) => p.slug === 'elife')).toMatchObject({
      title: 'eLife',
      contentType: 'journal',
      articleCount: 37,
      openAccessCount: 37,
    });
    expect(all.find((p) => p.slug === 'plos-one')?.articleCount).toBe(8);

    const books = await browse.publications({ contentType: 'book', openAccess: false });
    expect(books.map((p) => p.title)).toEqual(['A Handbook of Test Chapters']);
    const journals = await browse.publications({ contentType: 'journal', openAccess: false });
    expect(journals).toHaveLength(all.length - 1);
    const openAccess = await browse.publications({ contentType: null, openAccess: true });
    expect(openAccess.map((p) => p.slug)).not.toContain('a-handbook-of-test-chapters');
    expect(openAccess).toHaveLength(all.length - 1);
  });

  it('builds a journal home: newest volume first, latest articles, nothing in press', async () => {
    const home = await browse.journal('elife', 5);
    expect(home?.publication).toMatchObject({ title: 'eLife', eissn: '2050-084X' });
    expect(home?.issues.map((i) => i.volume)).toEqual(['5', '4', '3', '2', '1']);
    // The cover date is the earliest article date of the issue, whatever order the samples were ingested in.
    const earliest = await pool.query<{ d: string }>(
      "SELECT min(a.publication_date) AS d FROM articles a JOIN publications p ON p.id = a.publication_id WHERE p.slug = 'elife' AND a.volume = '2'",
    );
    expect(home?.issues.find((i) => i.volume === '2')).toMatchObject({ issue: null, articleCount: 8, coverDate: earliest.rows[0]!.d });
    expect(home?.latest).toHaveLength(5);
    expect(home?.inPressCount).toBe(0);
    const plosOne = await browse.journal('plos-one', 5);
    expect(plosOne?.issues.map((i) => `${i.volume}(${i.issue})`)).toEqual([
      '11(4)',
      '10(3)',
      '9(5)',
      '8(2)',
      '7(6)',
      '7(12)',
      '6(1)',
      '5(8)',
    ]);
    expect(await browse.journal('no-such-journal', 5)).toBeNull();
  });

  it('gives tables of contents for an issue, a volume and articles in press; unknown ones are null', async () => {
    const issue = await browse.contents('plos-one', { kind: 'issue', volume: '7', issue: '12' });
    expect(issue?.issues).toHaveLength(1);
    expect(issue?.articles.map((a) => [a.volume, a.issue])).toEqual([['7', '12']]);
    const volume = await browse.contents('plos-one', { kind: 'volume', volume: '7' });
    expect(volume?.articles.map((a) => a.issue)).toEqual(['6', '12']);
    const elife2 = await browse.contents('elife', { kind: 'volume', volume: '2' });
    expect(elife2?.articles.map((a) => a.pii)).toEqual(volume2.map((r) => r.pii));
    const inPress = await browse.contents('a-handbook-of-test-chapters', { kind: 'in-press' });
    expect(inPress?.articles.map((a) => a.title)).toEqual(['Chapter one']);
    expect(await browse.contents('plos-one', { kind: 'issue', volume: '7', issue: '99' })).toBeNull();
    expect(await browse.contents('plos-one', { kind: 'volume', volume: '99' })).toBeNull();
    expect(await browse.contents('nope', { kind: 'in-press' })).toBeNull();
  });

  const get = async (path: string) => {
    const res = await fetch(running.base + path);
    return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as unknown };
  };

  it('pages a table of contents: the pages in order make the whole list, the count is of all of them', async () => {
    const whole = (await browse.contents('elife', { kind: 'volume', volume: '2' }))!;
    expect(whole).toMatchObject({ page: 1, pageSize: 100, total: volume2.length });
    const pages = [];
    for (let page = 1; page <= Math.ceil(volume2.length / 3); page++) {
      const part = (await browse.contents('elife', { kind: 'volume', volume: '2' }, page, 3))!;
      expect(part).toMatchObject({ page, pageSize: 3, total: volume2.length });
      expect(part.articles.length).toBe(Math.min(3, volume2.length - (page - 1) * 3));
      pages.push(...part.articles.map((a) => a.pii));
    }
    expect(pages).toEqual(whole.articles.map((a) => a.pii));
    // Past the last page: no articles, the count still right (the route answers 404 for it).
    expect((await browse.contents('elife', { kind: 'volume', volume: '2' }, 99, 3))!).toMatchObject({
      articles: [],
      total: volume2.length,
    });
  });

  it('answers previous and next article in issue order, null at the ends', async () => {
    const issueId = volume2[0]!.issue_id;
    const middle = siblingsResponseSchema.parse((await get(`/sdfe/arp/issue/${issueId}/article/${volume2[1]!.pii}/siblings`)).body);
    expect(middle).toMatchObject({ issue: issueId, pii: volume2[1]!.pii });
    expect(middle.previous?.pii).toBe(volume2[0]!.pii);
    expect(middle.next?.pii).toBe(volume2[2]!.pii);
    expect(middle.next?.publicationTitle).toBe('eLife');
    const first = siblingsResponseSchema.parse((await get(`/sdfe/arp/issue/${issueId}/article/${volume2[0]!.pii}/siblings`)).body);
    expect(first.previous).toBeNull();
    const last = siblingsResponseSchema.parse((await get(`/sdfe/arp/issue/${issueId}/article/${volume2.at(-1)!.pii}/siblings`)).body);
    expect(last.next).toBeNull();
    expect(last.previous?.pii).toBe(volume2.at(-2)!.pii);
  });

  it('answers 404 for an unknown issue or an article of another issue, 400 naming a bad parameter', async () => {
    const otherIssue = (
      await pool.query<{ id: string }>("SELECT i.id FROM issues i JOIN publications p ON p.id = i.publication_id WHERE p.slug = 'fuel'")
    ).rows[0]!.id;
    const notHere = await get(`/sdfe/arp/issue/${otherIssue}/article/${volume2[0]!.pii}/siblings`);
    expect(notHere.status).toBe(404);
    expect(notHere.type).toContain('application/problem+json');
    expect((await get(`/sdfe/arp/issue/999999999/article/${volume2[0]!.pii}/siblings`)).status).toBe(404);
    const badIssue = await get(`/sdfe/arp/issue/vol-2/article/${volume2[0]!.pii}/siblings`);
    expect(badIssue.status).toBe(400);
    expect(problemSchema.parse(badIssue.body).parameter).toBe('issue');
    const badId = await get(`/sdfe/arp/issue/${otherIssue}/article/${'x'.repeat(80)}/siblings`);
    expect(problemSchema.parse(badId.body).parameter).toBe('id');
  });
});
