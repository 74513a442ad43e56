import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createBrowseRepository } from '#src/db/browse-repository.server.ts';
import { createCollectionRepository } from '#src/db/collection-repository.server.ts';
import { jatsArticle } from '#src/ingest/jats/test-article.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { createFindingServices } from '#src/server/finding-services.ts';
import { problemSchema, specialIssueArticlesResponseSchema, virtualSpecialIssueResponseSchema } from '#src/shared/api/api-contract.ts';
import { SAMPLES, sample } from '../setup/samples.ts';
import { loadServerBuild } from '../setup/account-app.ts';
import { getJson, ingestAll, listen, piisBy, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

const ELIFE = (n: string) => sample(`elife/elife${n}.xml`);
/** Fuel, Volume 117, Part A (xocs:suppl "PA"). */
const FUEL_PART_A = sample('elsevier/S0016236113008041.norm-xml');

/** Three articles of one titled issue (JATS issue-title), in page order 1, 10, 20. */
function specialIssueXml(n: number, firstPage: number): string {
  return jatsArticle({
    ids: `<article-id pub-id-type="doi">10.5555/special.${n}</article-id><elocation-id>e9000${n}</elocation-id>`,
    titleGroup: `<article-title>Special issue article ${n}</article-title>`,
    meta: `<volume>9</volume><issue>2</issue><issue-title>Physics of living systems</issue-title><fpage>${firstPage}</fpage><lpage>${firstPage + 5}</lpage>`,
  });
}

describe('collections: special issues from the XML, virtual special issues by an editor', () => {
  let pool: pg.Pool;
  let running: RunningApp;
  let dir: string;
  let byDoi: Record<string, string>;
  const collections = () => createCollectionRepository(pool);

  beforeAll(async () => {
    pool = openTestPool();
    dir = await mkdtemp(path.join(tmpdir(), 'lectern-special-'));
    for (const [n, page] of [
      [2, 10],
      [1, 1],
      [3, 20],
    ] as const)
      await writeFile(path.join(dir, `special${n}.xml`), specialIssueXml(n, page));
    await ingestAll(pool, [dir, ELIFE('00461'), ELIFE('00573'), ELIFE('03665'), SAMPLES.elsevier, FUEL_PART_A]);
    byDoi = await piisBy(pool, 'doi');
    const build = await loadServerBuild();
    running = await listen(
      createApp({
        access: ALL_CONTENT_OPEN,
        articles: createArticleRepository(pool),
        log: pino({ level: 'silent' }),
        finding: createFindingServices(pool),
        build,
      }),
    );
  });
  afterAll(async () => {
    await running.close();
    await pool.end();
    await rm(dir, { recursive: true, force: true });
  });

  const issueIdOf = async (pii: string) =>
    (await pool.query<{ issue_id: string }>('SELECT issue_id::text FROM articles WHERE pii = $1', [pii])).rows[0]!.issue_id;

  it('a titled issue is a special issue: its title and the other articles in page order, and a link to the issue', async () => {
    const pii = byDoi['10.5555/special.2']!;
    const res = await getJson(running.base, `/sdfe/arp/pii/${pii}/hubEid/${await issueIdOf(pii)}/specialIssueArticles`);
    expect(res.status).toBe(200);
    const body = specialIssueArticlesResponseSchema.parse(res.body);
    expect(body.kind).toBe('special-issue');
    expect(body.titles.items).toEqual([{ title: 'Physics of living systems', editors: [] }]);
    expect(body.articles.map((a) => a.title)).toEqual(['Special issue article 1', 'Special issue article 3']);
    expect(body.viewMoreUrl).toBe('/journal/elife/vol/9/issue/2');
  });

  it('an issue without a title is no special issue: nothing to show', async () => {
    const pii = byDoi['10.1016/j.renene.2013.03.038']!;
    const issueId = await issueIdOf(pii);
    const body = specialIssueArticlesResponseSchema.parse(
      (await getJson(running.base, `/sdfe/arp/pii/${pii}/hubEid/${issueId}/specialIssueArticles`)).body,
    );
    expect(body).toEqual({ kind: 'special-issue', titles: { items: [] }, articles: [], viewMoreUrl: null });
  });

  it.each([
    ['another issue', async (pii: string) => `/sdfe/arp/pii/${pii}/hubEid/999999/specialIssueArticles`, 404, 'in issue or book 999999'],
    [
      'a malformed hub id',
      async (pii: string) => `/sdfe/arp/pii/${pii}/hubEid/x;y/specialIssueArticles`,
      400,
      'Invalid path parameter "hubEid"',
    ],
    [
      'an unknown article',
      async () => '/sdfe/arp/pii/S0000000000000000/hubEid/1/specialIssueArticles',
      404,
      'No article with PII S0000000000000000',
    ],
  ])('%s → problem', async (_name, pathOf, status, detail) => {
    const res = await getJson(running.base, await pathOf(byDoi['10.5555/special.1']!));
    expect(res.status).toBe(status);
    expect(problemSchema.parse(res.body).detail).toContain(detail);
  });

  it('an editor makes a virtual special issue; /journal/vsi/{id}?issn= lists it in the order added', async () => {
    const id = await collections().createVsi({
      publication: '2050-084X',
      title: 'Neural circuits',
      editors: ['Ana Silva', 'Bo Chen'],
      description: 'Selected work.',
    });
    const piis = [byDoi['10.7554/eLife.00573']!, byDoi['10.7554/eLife.00461']!];
    expect(await collections().addToVsi(id, piis)).toEqual({ added: 2 });
    // Adding again keeps one entry and its place.
    expect(await collections().addToVsi(id, [byDoi['10.7554/eLife.03665']!, piis[0]!])).toEqual({ added: 1 });
    const res = await getJson(running.base, `/journal/vsi/${id}?issn=2050-084X`);
    expect(res.status).toBe(200);
    const vsi = virtualSpecialIssueResponseSchema.parse(res.body);
    expect(vsi).toMatchObject({
      id,
      title: 'Neural circuits',
      description: 'Selected work.',
      editors: ['Ana Silva', 'Bo Chen'],
      journalUrl: `/journal/elife/special-issue/${id}`,
      publicationTitle: 'eLife',
      issn: '2050-084X',
    });
    expect(vsi.articles.map((a) => a.pii)).toEqual([...piis, byDoi['10.7554/eLife.03665']!]);
    // The article page asks by PII.
    const byPii = virtualSpecialIssueResponseSchema.parse((await getJson(running.base, `/journal/vsi/${piis[1]}?issn=2050-084X`)).body);
    expect(byPii.id).toBe(id);

    // Its page (journalUrl) shows the title, editors and the articles in order.
    const page = await fetch(running.base + vsi.journalUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<h1>Neural circuits<\/h1>/);
    expect(html).toContain('Edited by Ana Silva, Bo Chen');
    const linked = [...html.matchAll(/<h3 class="article-list__title"><a href="\/science\/article\/pii\/(\w+)"/g)].map((m) => m[1]);
    expect(linked).toEqual(vsi.articles.map((a) => a.pii));
    expect((await fetch(`${running.base}/journal/plos-one/special-issue/${id}`)).status).toBe(404);
    expect((await fetch(`${running.base}/journal/elife/special-issue/999999`)).status).toBe(404);
  });

  it('the admin functions refuse unknown journals, empty titles and unknown articles, and change nothing', async () => {
    await expect(collections().createVsi({ publication: 'no-such-journal', title: 'X' })).rejects.toThrow('No publication no-such-journal');
    await expect(collections().createVsi({ publication: 'elife', title: '  ' })).rejects.toThrow('title of 1 to 300 characters');
    const id = await collections().createVsi({ publication: 'elife', title: 'Empty' });
    await expect(collections().addToVsi(id, [byDoi['10.7554/eLife.00461']!, 'S0000000000000000'])).rejects.toThrow(
      'No article with PII S0000000000000000',
    );
    expect((await collections().virtualSpecialIssue(id))!.articles).toEqual([]);
    await expect(collections().addToVsi('999999', [])).rejects.toThrow('No virtual special issue 999999');
  });

  it.each([
    ['/journal/vsi/999999', 404, 'No virtual special issue 999999'],
    ['/journal/vsi/1?issn=1234-5679', 404, 'in the journal with ISSN 1234-5679'],
    ['/journal/vsi/1?issn=nope', 400, 'issn must be an ISSN'],
    ['/journal/vsi/S0000000000000000', 404, 'No virtual special issue S0000000000000000'],
    ['/journal/vsi/a%20b', 400, 'Invalid path parameter "id"'],
  ])('%s → %i problem', async (url, status, detail) => {
    const res = await getJson(running.base, url);
    expect(res.status).toBe(status);
    expect(problemSchema.parse(res.body).detail).toContain(detail);
  });

  it('a part of a volume from the XML (xocs:suppl "PA") has its own table of contents; another part is unknown', async () => {
    const browse = createBrowseRepository(pool);
    const partA = await browse.contents('fuel', { kind: 'volume', volume: '117', supplement: 'PA' });
    expect(partA!.articles.map((a) => a.pii)).toEqual(['S0016236113008041']);
    expect((await browse.contents('fuel', { kind: 'volume', volume: '117' }))!.articles.map((a) => a.pii)).toEqual(['S0016236113008041']);
    expect(await browse.contents('fuel', { kind: 'volume', volume: '117', supplement: 'PB' })).toBeNull();
  });
});
