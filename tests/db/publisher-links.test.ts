import type pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_COMMANDS } from '#src/admin/admin-commands.ts';
import { runAdmin } from '#src/admin/run-admin.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { createAccessService } from '#src/server/access/article-access.server.ts';
import { deriveEntitledTokenKey } from '#src/server/access/entitled-token.ts';
import { createApp } from '#src/server/app.ts';
import { counterRobots } from '#src/server/counter/robot-list.server.ts';
import { pdfLinkSource } from '#src/server/downloads/pdf-link.ts';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { fingerprints, leaked } from '#tests/setup/paywall-fingerprints.ts';
import { sample } from '#tests/setup/samples.ts';
import { ingestAll, listen, type RunningApp } from '#tests/setup/test-app.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

/**
 * Publisher-supplied access facts (spec 001 §3, §4): the admin commands that set them, and what a
 * reader — or a crawler — then gets on the article page: the universal PDF button of a
 * third-party journal (and never its body text without access), the preprint banner, the
 * Open manuscript and ClinicalKey links, and crawler-only page state kept out of shared caches.
 */
const NUMBER_THEORY = 'S0022314X13001777'; // Journal of Number Theory, ISSN 0022-314X
const EPSL = 'S0012821X13002185'; // Earth and Planetary Science Letters
const RENEWABLE = 'S0960148113002048'; // open access
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let pool: pg.Pool;
const admin = (...args: string[]) => runAdmin(args, ADMIN_COMMANDS, async () => ({ pool, close: async () => {} }));
const linksOf = async (pii: string) =>
  (await pool.query('SELECT ssrn_id, open_manuscript_url, clinical_key_url FROM articles WHERE pii = $1', [pii])).rows[0] as Record<
    string,
    string | null
  >;

beforeAll(async () => {
  pool = openTestPool();
  await ingestAll(
    pool,
    [NUMBER_THEORY, EPSL, RENEWABLE].map((p) => sample(`elsevier/${p}.norm-xml`)),
  );
  const entitlements = createEntitlementRepository(pool);
  for (const slug of (
    await pool.query<{ slug: string }>("SELECT slug FROM publications WHERE issn IN ('0022-314X', '0012-821X')")
  ).rows.map((r) => r.slug)) {
    await entitlements.setBusinessModel(slug, 'subscription');
  }
}, 120_000);
afterAll(async () => {
  await pool.end();
});

describe('admin commands: publication:set-third-party, article:set-links, article-links:list', () => {
  it.each([
    [['article:set-links', '--article', EPSL], /give --ssrn-id, --open-manuscript, --clinical-key and\/or --clear/],
    [['article:set-links', '--article', 'not-a-pii', '--ssrn-id', '1'], /--article: "not-a-pii" is not a PII/],
    [['article:set-links', '--article', EPSL, '--ssrn-id', '12ab'], /--ssrn-id: an SSRN id is 1 to 12 digits/],
    [
      ['article:set-links', '--article', EPSL, '--open-manuscript', 'javascript:alert(1)'],
      /--open-manuscript: a link must be an absolute http:\/\/ or https:\/\/ URL/,
    ],
    [
      ['article:set-links', '--article', EPSL, '--ssrn-id', '1', '--clinical-key', '/relative'],
      /--clinical-key: a link must be an absolute/,
    ],
    [['article:set-links', '--article', EPSL, '--colour', 'red'], /Unknown option '--colour'/],
    [['publication:set-third-party'], /missing --publication/],
  ])('%j: exit 2, nothing changed', async (args, message) => {
    const before = await linksOf(EPSL);
    const result = await admin(...args);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(await linksOf(EPSL)).toEqual(before);
  });

  it('refuses unknown articles and publications with exit 1', async () => {
    expect(await admin('article:set-links', '--article', 'S9999999999999999', '--ssrn-id', '1')).toMatchObject({
      exitCode: 1,
      stderr: 'No article with PII S9999999999999999\n',
    });
    expect(await admin('publication:set-third-party', '--publication', '9999-9999')).toMatchObject({
      exitCode: 1,
      stderr: expect.stringMatching(/^No publication with slug or ISSN "9999-9999"/),
    });
  });

  it("sets, replaces and clears an article's links, and lists them", async () => {
    const set = await admin(
      'article:set-links',
      '--article',
      EPSL,
      '--ssrn-id',
      '2345678',
      '--open-manuscript',
      'https://repository.example.org/aam/epsl',
    );
    expect(set).toMatchObject({
      exitCode: 0,
      stdout: `${EPSL}: SSRN id 2345678, open manuscript https://repository.example.org/aam/epsl, clinical key —\n`,
    });
    expect(
      (await admin('article:set-links', '--article', EPSL, '--clinical-key', 'https://clinicalkey.example.com/article/epsl')).exitCode,
    ).toBe(0);
    expect(await linksOf(EPSL)).toEqual({
      ssrn_id: '2345678',
      open_manuscript_url: 'https://repository.example.org/aam/epsl',
      clinical_key_url: 'https://clinicalkey.example.com/article/epsl',
    });
    const list = await admin('article-links:list', '--json');
    expect(JSON.parse(list.stdout)).toContainEqual(
      expect.objectContaining({ item: EPSL, ssrn: '2345678', clinicalKey: 'https://clinicalkey.example.com/article/epsl' }),
    );
    expect(
      (await admin('article:set-links', '--article', RENEWABLE, '--open-manuscript', 'https://repository.example.org/aam/re')).exitCode,
    ).toBe(0);
    expect((await admin('article:set-links', '--article', RENEWABLE, '--clear', '--ssrn-id', '7654321')).exitCode).toBe(0);
    expect(await linksOf(RENEWABLE)).toEqual({ ssrn_id: '7654321', open_manuscript_url: null, clinical_key_url: null });
  });

  it('marks a journal third-party by ISSN, shows it in publication:list, and undoes it with --off', async () => {
    const on = await admin('publication:set-third-party', '--publication', '0022-314x');
    expect(on.exitCode).toBe(0);
    expect(on.stdout).toMatch(/ is now third-party\n$/);
    expect((await admin('publication:list')).stdout).toMatch(/Journal of Number Theory\s+subscription\s+1\s+yes/);
    expect((await admin('article-links:list')).stdout).toMatch(/third-party journal/);
    expect((await admin('publication:set-third-party', '--publication', '0022-314X', '--off')).stdout).toMatch(
      / is no longer third-party\n$/,
    );
    expect((await admin('publication:list')).stdout).toMatch(/Journal of Number Theory\s+subscription\s+1\s+no/);
    expect((await admin('publication:set-third-party', '--publication', '0022-314X')).exitCode).toBe(0);
  });

  it('the database refuses a link that is not http(s), whoever writes it', async () => {
    await expect(pool.query("UPDATE articles SET open_manuscript_url = 'javascript:alert(1)' WHERE pii = $1", [EPSL])).rejects.toThrow(
      /check constraint/,
    );
    await expect(pool.query("UPDATE articles SET ssrn_id = '12<b>' WHERE pii = $1", [EPSL])).rejects.toThrow(/check constraint/);
  });
});

describe('the article page with publisher facts', () => {
  let build: ServerBuild;
  let running: RunningApp;
  let crawlPdfs: RunningApp;
  const get = async (base: string, path: string, userAgent = DESKTOP) => {
    // Through an edge that names the anonymous bucket (ADR 008).
    const res = await fetch(base + path, { headers: { 'user-agent': userAgent, 'X-Lectern-Bucket': 'anonymous' } });
    return { res, html: await res.text() };
  };

  beforeAll(async () => {
    expect(
      (
        await admin(
          'article:set-links',
          '--article',
          EPSL,
          '--clear',
          '--ssrn-id',
          '2345678',
          '--open-manuscript',
          'https://repository.example.org/aam/epsl',
          '--clinical-key',
          'https://clinicalkey.example.com/article/epsl',
        )
      ).exitCode,
    ).toBe(0);
    expect((await admin('publication:set-third-party', '--publication', '0022-314X')).exitCode).toBe(0);
    build = await loadServerBuild();
    const options = { ...fullAppOptions(pool, build), trustProxy: 'loopback' };
    running = await listen(createApp(options));
    // The same site with LECTERN_CRAWL_PDFS on.
    const access = createAccessService({
      entitlements: createEntitlementRepository(pool),
      tokenKey: deriveEntitledTokenKey('a test site secret of at least thirty-two characters'),
      pdfLink: pdfLinkSource(),
      crawlers: { robots: counterRobots(), crawlPdfs: true },
    });
    crawlPdfs = await listen(createApp({ ...options, access }));
    // PDF links appear once the server has found a working Chromium to typeset with.
    await vi.waitFor(async () => expect((await get(running.base, `/science/article/pii/${RENEWABLE}`)).html).toContain('>View PDF<'), {
      timeout: 60_000,
      interval: 500,
    });
  }, 120_000);
  afterAll(async () => {
    await running.close();
    await crawlPdfs.close();
  });

  it("a third-party article offers the publisher's PDF through doi.org, no PDF or purchase of ours, and no body text", async () => {
    const { res, html } = await get(running.base, `/science/article/pii/${NUMBER_THEORY}`);
    expect(res.status).toBe(200);
    const doi = (await pool.query<{ doi: string }>('SELECT doi FROM articles WHERE pii = $1', [NUMBER_THEORY])).rows[0]!.doi;
    expect(html).toMatch(
      new RegExp(
        `<a class="access-bar__action access-bar__action--button" href="https://doi.org/${doi.replaceAll('.', '\\.')}" target="_blank" rel="noopener"[^>]*>View at publisher`,
      ),
    );
    expect(html).not.toContain('Purchase PDF');
    expect(html).not.toContain('>View PDF<');
    expect(html).toContain('Article preview');
    const model = (await pool.query<{ model: ArticleModel }>('SELECT model FROM articles WHERE pii = $1', [NUMBER_THEORY])).rows[0]!.model;
    expect(leaked(html, fingerprints(model))).toEqual([]);
  });

  it('an unentitled reader of an article with links: ClinicalKey, Open manuscript and the preprint banner', async () => {
    const { html } = await get(running.base, `/science/article/pii/${EPSL}`);
    expect(html).toContain('href="https://clinicalkey.example.com/article/epsl"');
    expect(html).toContain('>Access through ClinicalKey<');
    expect(html).toMatch(/href="https:\/\/repository\.example\.org\/aam\/epsl"[^>]*><span class="bold-label">Open manuscript<\/span>/);
    expect(html).toContain('This article was posted as a preprint before publication.');
    expect(html).toContain('href="https://papers.ssrn.com/sol3/papers.cfm?abstract_id=2345678"');
    // The clinical-key branch leaves out our own purchase.
    expect(html).not.toContain('Purchase PDF');
  });

  it("a crawler's preview page is private; a person's stays public", async () => {
    const person = await get(running.base, `/science/article/pii/${EPSL}`);
    expect(person.res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const crawler = await get(running.base, `/science/article/pii/${EPSL}`, GOOGLEBOT);
    expect(crawler.res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('the PDF link is crawlable only for a crawler on a site that lets crawlers crawl PDFs', async () => {
    const pdfHref = (html: string) =>
      /<a class="access-bar__action[^"]*" href="([^"]+)"[^>]*rel="([^"]+)"[^>]*>View PDF</.exec(html)?.slice(1, 3);
    const person = await get(crawlPdfs.base, `/science/article/pii/${RENEWABLE}`);
    expect(pdfHref(person.html)).toEqual([`/science/article/pii/${RENEWABLE}/pdfft?pid=${RENEWABLE}.pdf`, 'noopener nofollow']);
    const crawler = await get(crawlPdfs.base, `/science/article/pii/${RENEWABLE}`, GOOGLEBOT);
    expect(pdfHref(crawler.html)).toEqual([`/science/article/pii/${RENEWABLE}/pdf?pid=${RENEWABLE}.pdf`, 'noopener']);
    const defaultSite = await get(running.base, `/science/article/pii/${RENEWABLE}`, GOOGLEBOT);
    expect(pdfHref(defaultSite.html)).toEqual([`/science/article/pii/${RENEWABLE}/pdfft?pid=${RENEWABLE}.pdf`, 'noopener nofollow']);
    const served = await fetch(`${crawlPdfs.base}/science/article/pii/${RENEWABLE}/pdf?pid=${RENEWABLE}.pdf`, {
      headers: { 'user-agent': GOOGLEBOT },
    });
    expect(served.headers.get('content-type')).toBe('application/pdf');
  }, 120_000);

  it("a third-party article's page view is not reported to COUNTER; another article's is", async () => {
    const count = async (pii: string) =>
      (
        await pool.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM usage_events u JOIN articles a ON a.id = u.article_id WHERE a.pii = $1',
          [pii],
        )
      ).rows[0]!.n;
    // A reader not seen before (address + user agent), so no view folds into an earlier one as a double click.
    const reader = `${DESKTOP} Lectern-usage-check`;
    const before = await count(EPSL);
    await get(running.base, `/science/article/pii/${NUMBER_THEORY}`, reader);
    await get(running.base, `/science/article/pii/${EPSL}`, reader);
    await vi.waitFor(async () => expect(await count(EPSL)).toBeGreaterThan(before), { timeout: 10_000, interval: 100 });
    expect(await count(NUMBER_THEORY)).toBe(0);
  });

  it('nor is a refused PDF download of a third-party article (a denial of another article is)', async () => {
    const count = async (pii: string) =>
      (
        await pool.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM usage_events u JOIN articles a ON a.id = u.article_id WHERE a.pii = $1',
          [pii],
        )
      ).rows[0]!.n;
    const reader = `${DESKTOP} Lectern-pdf-usage-check`;
    const before = await count(EPSL);
    for (const pii of [NUMBER_THEORY, EPSL]) {
      const refused = await fetch(`${running.base}/science/article/pii/${pii}/pdfft?pid=${pii}.pdf`, { headers: { 'user-agent': reader } });
      expect(refused.status).toBe(403);
    }
    await vi.waitFor(async () => expect(await count(EPSL)).toBeGreaterThan(before), { timeout: 10_000, interval: 100 });
    expect(await count(NUMBER_THEORY)).toBe(0);
  });
});
