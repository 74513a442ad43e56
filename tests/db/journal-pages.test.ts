import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '#src/admin/admin-commands.ts';
import { ensureDemoJournalProfiles } from '#src/admin/demo-journal-profiles.ts';
import { runAdmin } from '#src/admin/run-admin.ts';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { saveArticle } from '#src/db/article-writer.server.ts';
import { createJournalRepository, type JournalRepository } from '#src/db/journal-repository.server.ts';
import { createUsageRepository } from '#src/db/usage-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { makeArticle } from '../factories/article-model.ts';
import { SAMPLES_DIR } from '../setup/samples.ts';
import { ingestAll, listen, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

const admin = (pool: pg.Pool, ...args: string[]) => runAdmin(args, ADMIN_COMMANDS, async () => ({ pool, close: async () => {} }));

describe('home and journal pages: repository, covers and journal:set on the samples', () => {
  let pool: pg.Pool;
  let journals: JournalRepository;
  let running: RunningApp;
  let dir: string;
  const pii: Record<string, string> = {};

  /** One full-text request (or another use) of an article by a reader session, `daysAgo` days back. */
  async function use(
    article: string,
    session: string,
    options: { daysAgo?: number; kind?: 'full-text-html' | 'pdf' | 'abstract'; denied?: boolean } = {},
  ) {
    const kind = options.kind ?? 'full-text-html';
    await createUsageRepository(pool).insertUse({
      articleId: (await pool.query<{ id: string }>('SELECT id::text FROM articles WHERE pii = $1', [article])).rows[0]!.id,
      kind,
      activity: kind === 'abstract' ? 'investigation' : 'request',
      denial: options.denied ? 'No_License' : null,
      accessType: 'Open',
      accessMethod: 'Regular',
      institutionId: null,
      userId: null,
      userKey: `user-${session}`,
      sessionKey: `session-${session}`,
      at: new Date(Date.now() - (options.daysAgo ?? 1) * 86_400_000),
    });
  }

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [path.join(SAMPLES_DIR, 'elife'), path.join(SAMPLES_DIR, 'plos')]);
    // A journal with one article in press (no volume) and none in an issue.
    await saveArticle(
      pool,
      makeArticle({
        pii: 'S9999999926000011',
        eid: '1-s2.0-S9999999926000011',
        doi: '10.9999/in-press',
        volume: undefined,
        articleNumber: undefined,
        publication: { title: 'Journal of Test Press', issn: '9999-9999', publisher: 'Lectern Press', contentType: 'JL' },
        title: [{ text: 'An article in press' }],
        dates: { published: '2026-01-05' },
      }),
      { file: 'factory', sha256: 'in-press' },
    );
    const rows = (await pool.query<{ pii: string; doi: string }>('SELECT pii, doi FROM articles')).rows;
    for (const r of rows) pii[r.doi] = r.pii;
    journals = createJournalRepository(pool);
    running = await listen(
      createApp({ access: ALL_CONTENT_OPEN, articles: createArticleRepository(pool), journals, log: pino({ level: 'silent' }) }),
    );
    dir = mkdtempSync(path.join(tmpdir(), 'lectern-journal-'));
  }, 120_000);
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  it('features journals with the most articles first, each with its generated cover', async () => {
    const featured = await journals.featured(3);
    expect(featured).toEqual([
      // samples/elife and samples/plos here (one article of each journal is a package, not ingested).
      { slug: 'elife', title: 'eLife', articleCount: 36, coverVersion: null },
      { slug: 'plos-one', title: 'PLoS ONE', articleCount: 7, coverVersion: null },
      { slug: 'plos-pathogens', title: 'PLoS Pathogens', articleCount: 2, coverVersion: null },
    ]);
    expect((await journals.featured(50)).map((j) => j.slug)).toContain('journal-of-test-press');
  });

  it('ranks the most read by distinct sessions of full-text requests in the last 90 days, across the site and per journal', async () => {
    expect(await journals.mostRead(5)).toEqual([]);
    const [a, b] = [pii['10.7554/eLife.00005']!, pii['10.7554/eLife.00109']!];
    const c = (
      await pool.query<{ pii: string }>(
        "SELECT a.pii FROM articles a JOIN publications p ON p.id = a.publication_id WHERE p.slug = 'plos-one' ORDER BY a.pii LIMIT 1",
      )
    ).rows[0]!.pii;
    await use(a, 's1');
    await use(a, 's2', { kind: 'pdf' });
    await use(a, 's2'); // the same session again: still one
    await use(b, 's3');
    await use(b, 's4', { daysAgo: 120 }); // too old
    await use(b, 's5', { denied: true }); // refused
    await use(b, 's6', { kind: 'abstract' }); // an abstract view is no read
    await use(c, 's7');
    await use(c, 's8');
    await use(c, 's9');

    const site = await journals.mostRead(5);
    expect(site.map((r) => [r.pii, r.count])).toEqual([
      [c, 3],
      [a, 2],
      [b, 1],
    ]);
    expect(site[0]).toMatchObject({ publicationSlug: 'plos-one', authors: expect.any(Array) });
    expect((await journals.mostRead(5, 'elife')).map((r) => [r.pii, r.count])).toEqual([
      [a, 2],
      [b, 1],
    ]);
    expect(await journals.mostRead(5, 'no-such-journal')).toEqual([]);
  });

  it('ranks the most cited by distinct citing articles within the journal', async () => {
    await pool.query('DELETE FROM citation_links');
    const id = async (p: string) => (await pool.query<{ id: string }>('SELECT id FROM articles WHERE pii = $1', [p])).rows[0]!.id;
    const [cited1, cited2, citing1, citing2, citing3] = await Promise.all(
      ['10.7554/eLife.00218', '10.7554/eLife.00461', '10.7554/eLife.00573', '10.7554/eLife.00592', '10.7554/eLife.00960'].map((d) =>
        id(pii[d]!),
      ),
    );
    const link = (citing: string, position: number, cited: string) =>
      pool.query('INSERT INTO citation_links (citing_article_id, reference_position, cited_article_id) VALUES ($1, $2, $3)', [
        citing,
        position,
        cited,
      ]);
    await link(citing1!, 1, cited1!);
    await link(citing1!, 2, cited1!); // cited twice by one article: one citation
    await link(citing2!, 1, cited1!);
    await link(citing3!, 1, cited2!);
    const page = await journals.journalPage('elife', 5);
    expect(page?.mostCited.map((r) => [r.pii, r.count])).toEqual([
      [pii['10.7554/eLife.00218'], 2],
      [pii['10.7554/eLife.00461'], 1],
    ]);
    expect((await journals.journalPage('plos-one', 5))?.mostCited).toEqual([]);
  });

  it('gives the latest issue with its articles in issue order, and the articles in press', async () => {
    const plos = await journals.journalPage('plos-one', 5);
    expect(plos?.latestIssue?.issue).toMatchObject({ volume: '11', issue: '4', articleCount: 1 });
    expect(plos?.latestIssue?.articles).toHaveLength(1);
    expect(plos).toMatchObject({ inPress: [], inPressCount: 0 });
    const elife = await journals.journalPage('elife', 3);
    expect(elife?.latestIssue?.issue).toMatchObject({ volume: '5', issue: null });
    expect(elife?.latestIssue?.articles.length).toBeGreaterThan(0);
    const press = await journals.journalPage('journal-of-test-press', 5);
    expect(press).toMatchObject({
      latestIssue: null,
      inPressCount: 1,
      inPress: [expect.objectContaining({ title: 'An article in press' })],
    });
    expect(press?.profile).toEqual({ aimsAndScope: null, editorialBoard: null, submissionUrl: null, coverVersion: null });
    expect(await journals.journalPage('no-such-journal', 5)).toBeNull();
  });

  it('sets a journal profile with journal:set, refusing bad input with a precise message and storing nothing', async () => {
    const aims = path.join(dir, 'aims.md');
    writeFileSync(aims, 'First paragraph\nof the aims.\n\nSecond paragraph.\n');
    const board = path.join(dir, 'board.json');
    writeFileSync(
      board,
      JSON.stringify([
        { role: 'Editor-in-Chief', members: [{ name: 'Ada Example', affiliation: 'Demo University', orcid: '0000-0002-1825-0097' }] },
      ]),
    );
    const bad = (name: string, content: string | Buffer) => {
      const file = path.join(dir, name);
      writeFileSync(file, content);
      return file;
    };
    const refusals: Array<[string[], string, number]> = [
      [['journal:set', 'elife'], 'journal:set: nothing to set: give --aims-file, --board-file, --submission-url, --cover or --remove', 2],
      [
        ['journal:set', 'elife', '--submission-url', 'javascript:alert(1)'],
        '--submission-url: javascript:alert(1): the submission link must be an http:// or https:// address',
        2,
      ],
      [
        ['journal:set', 'elife', '--board-file', bad('board-bad.json', '{"role": ')],
        `--board-file: ${path.join(dir, 'board-bad.json')}: not JSON`,
        2,
      ],
      [
        ['journal:set', 'elife', '--board-file', bad('board-empty.json', '[{"role": "Editors", "members": [{"name": ""}]}]')],
        `--board-file: ${path.join(dir, 'board-empty.json')}: [0].members[0].name: name is empty`,
        2,
      ],
      [
        ['journal:set', 'elife', '--aims-file', bad('aims-empty.md', '\n\n')],
        `--aims-file: ${path.join(dir, 'aims-empty.md')}: the aims and scope text is empty`,
        2,
      ],
      [
        ['journal:set', 'elife', '--aims-file', bad('aims.bin', Buffer.from([0xff, 0xfe, 0x00]))],
        `--aims-file: ${path.join(dir, 'aims.bin')}: not UTF-8 text`,
        2,
      ],
      [
        ['journal:set', 'elife', '--aims-file', path.join(dir, 'missing.md')],
        `--aims-file: ${path.join(dir, 'missing.md')}: no such file`,
        2,
      ],
      [
        [
          'journal:set',
          'elife',
          '--cover',
          bad('cover.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(1)</script></svg>'),
        ],
        `--cover: ${path.join(dir, 'cover.svg')}: not a JPEG, PNG or WebP image`,
        2,
      ],
      [
        ['journal:set', 'elife', '--cover', bad('cover.txt', 'not an image')],
        `--cover: ${path.join(dir, 'cover.txt')}: not a JPEG, PNG or WebP image`,
        2,
      ],
      [['journal:set', 'elife', '--remove', 'aims,colour'], '--remove: "colour" is not one of aims, board, submission-url, cover', 2],
      [['journal:set', 'elife', '--aims-file', aims, '--remove', 'aims'], '--aims-file and --remove aims contradict each other', 2],
      [
        ['journal:set', 'no-such-journal', '--aims-file', aims],
        'No publication with slug "no-such-journal". List them with: npm run admin -- publication:list',
        1,
      ],
    ];
    for (const [args, message, exitCode] of refusals) {
      const result = await admin(pool, ...args);
      expect(result.stderr, args.join(' ')).toContain(message);
      expect(result.exitCode, args.join(' ')).toBe(exitCode);
    }
    const tiny = path.join(dir, 'tiny.png');
    await sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } })
      .png()
      .toFile(tiny);
    expect((await admin(pool, 'journal:set', 'elife', '--cover', tiny)).stderr).toContain('40×40 px is too small (at least 100×100)');
    expect(await journals.profile('elife')).toEqual({ aimsAndScope: null, editorialBoard: null, submissionUrl: null, coverVersion: null });

    const cover = path.join(dir, 'cover.png');
    await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#336699' } })
      .png()
      .toFile(cover);
    const set = await admin(
      pool,
      'journal:set',
      'elife',
      '--aims-file',
      aims,
      '--board-file',
      board,
      '--submission-url',
      'https://submit.example.org/elife',
      '--cover',
      cover,
    );
    expect(set).toMatchObject({ exitCode: 0, stdout: 'elife: set aims and scope, editorial board, submission link, cover\n' });
    const profile = await journals.profile('elife');
    expect(profile).toMatchObject({
      aimsAndScope: 'First paragraph\nof the aims.\n\nSecond paragraph.\n',
      editorialBoard: [
        { role: 'Editor-in-Chief', members: [{ name: 'Ada Example', affiliation: 'Demo University', orcid: '0000-0002-1825-0097' }] },
      ],
      submissionUrl: 'https://submit.example.org/elife',
      coverVersion: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await journals.featured(1))[0]?.coverVersion).toBe(profile?.coverVersion);
    const shown = await admin(pool, 'journal:show', 'elife');
    expect(shown.stdout).toMatch(/aims and scope\s+2 paragraph\(s\)/);
    expect(shown.stdout).toMatch(/editorial board\s+1 role\(s\), 1 member\(s\)/);

    // Parts not given are kept; --remove takes one away.
    expect((await admin(pool, 'journal:set', 'elife', '--remove', 'submission-url')).stdout).toBe('elife: set removed submission link\n');
    expect(await journals.profile('elife')).toMatchObject({
      submissionUrl: null,
      aimsAndScope: expect.stringContaining('Second paragraph.'),
      coverVersion: profile?.coverVersion,
    });
  });

  it('serves the publisher cover as WebP (versioned: cached a year; 304 on a match) and a generated SVG cover otherwise', async () => {
    const profile = await journals.profile('elife');
    const webp = await fetch(`${running.base}/journal/elife/cover?v=${profile!.coverVersion!.slice(0, 16)}`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 800 });
    // node:http, not fetch: fetch adds Cache-Control: no-cache to a conditional request.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${running.base}/journal/elife/cover`, { headers: { 'If-None-Match': webp.headers.get('etag')! } }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', reject);
    });
    expect(status).toBe(304);

    const svg = await fetch(`${running.base}/journal/plos-one/cover`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers.get('cache-control')).toBe('public, max-age=300');
    const text = await svg.text();
    expect(text).toContain('<title>Cover of PLoS ONE</title>');
    expect(text).not.toContain('<script');

    expect((await admin(pool, 'journal:set', 'elife', '--remove', 'cover')).exitCode).toBe(0);
    expect((await fetch(`${running.base}/journal/elife/cover`)).headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const missing = await fetch(`${running.base}/journal/no-such-journal/cover`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');
  });

  it('seeds the demo profiles of the sample journals present, through the same checks', async () => {
    expect(await ensureDemoJournalProfiles(pool)).toBe(2); // eLife and PLoS ONE of the five are ingested here
    const plos = await journals.profile('plos-one');
    expect(plos?.aimsAndScope).toContain('technically sound');
    expect(plos?.editorialBoard?.[0]?.role).toBe('Editor-in-Chief');
    expect(plos?.submissionUrl).toBe('https://submit.lectern.demo/plos-one');
  });
});
