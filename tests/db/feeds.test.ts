import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createFeedRepository } from '#src/db/feed-repository.server.ts';
import { createHarvestRepository } from '#src/db/harvest-repository.server.ts';
import { descendants, first, parseXml, textContent, type XmlElement } from '#src/ingest/xml/parse-xml.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { deriveTokenKey } from '#src/server/oai/resumption-token.ts';
import { openTestPool, useSamplesDatabase } from '../setup/test-database.ts';

const ORIGIN = 'https://journals.example.org';
const ATOM_NS = 'http://www.w3.org/2005/Atom';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface Row {
  pii: string;
  doi: string | null;
  title: string;
  slug: string;
  volume: string | null;
  publication_date: string | null;
  updated: string;
}

describe('journal feeds, sitemap and robots.txt', () => {
  let pool: pg.Pool;
  const servers: Server[] = [];
  let base: string;
  let smallBase: string;
  let rows: Row[];
  const url = (pii: string) => `${ORIGIN}/science/article/pii/${pii}`;

  async function listen(sitemapMaxUrls?: number): Promise<string> {
    const app = createApp({
      access: ALL_CONTENT_OPEN,
      articles: createArticleRepository(pool),
      log: pino({ level: 'silent' }),
      publicUrl: ORIGIN,
      machine: {
        harvest: createHarvestRepository(pool),
        feeds: createFeedRepository(pool),
        oai: { tokenKey: deriveTokenKey('feeds test secret') },
        ...(sitemapMaxUrls ? { sitemapMaxUrls } : {}),
      },
    });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((r) => server.once('listening', r));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async function getXml(path: string, from = base): Promise<{ type: string | null; root: XmlElement }> {
    const res = await fetch(`${from}${path}`);
    expect(res.status).toBe(200);
    return { type: res.headers.get('content-type'), root: parseXml(await res.text()) };
  }

  beforeAll(async () => {
    await useSamplesDatabase();
    pool = openTestPool();
    rows = (
      await pool.query<Row>(
        `SELECT a.pii, a.doi, a.title, p.slug, a.volume, a.publication_date,
         to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated
       FROM articles a JOIN publications p ON p.id = a.publication_id`,
      )
    ).rows;
    base = await listen();
    smallBase = await listen(10);
  });
  afterAll(async () => {
    for (const s of servers) await new Promise((r) => s.close(r));
    await pool.end();
  });

  it("RSS 2.0 lists a journal's latest articles, newest first, with authors, DOI and abstract", async () => {
    const { type, root } = await getXml('/journal/elife/feed');
    expect(type).toBe('application/rss+xml; charset=utf-8');
    expect(root.name).toBe('rss');
    expect(root.attrs.version).toBe('2.0');
    const items = descendants(root, 'item');
    const elife = rows.filter((r) => r.slug === 'elife');
    expect(items).toHaveLength(Math.min(50, elife.length));
    const byUrl = new Map(elife.map((r) => [url(r.pii), r]));
    const dates = items.map((i) => new Date(textContent(first(i, 'pubDate'))).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of items) {
      const row = byUrl.get(textContent(first(item, 'link')))!;
      expect(row).toBeDefined();
      expect(textContent(first(item, 'title'))).toBe(row.title);
      expect(textContent(first(item, 'guid'))).toBe(url(row.pii));
      if (row.doi) expect(textContent(first(item, 'prism:doi'))).toBe(row.doi);
    }
    const prc2 = items.find((i) => textContent(first(i, 'prism:doi')) === '10.7554/eLife.00005')!;
    expect(descendants(prc2, 'dc:creator').map(textContent)).toContain('Claudio Ciferri');
    expect(textContent(first(prc2, 'description'))).toMatch(/^Polycomb Repressive Complex 2/);
    expect(first(first(root, 'channel'), 'atom:link')!.attrs.href).toBe(`${ORIGIN}/journal/elife/feed`);
  });

  it('Atom lists the same articles as entries with ids, authors and updated times', async () => {
    const { type, root } = await getXml('/journal/elife/atom');
    expect(type).toBe('application/atom+xml; charset=utf-8');
    expect(root.local).toBe('feed');
    expect(root.uri).toBe(ATOM_NS);
    const entries = descendants(root, 'entry');
    const rss = descendants((await getXml('/journal/elife/feed')).root, 'item');
    expect(entries.map((e) => textContent(first(e, 'id')))).toEqual(rss.map((i) => textContent(first(i, 'link'))));
    for (const e of entries) {
      expect(textContent(first(e, 'updated'))).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(descendants(e, 'author').length).toBeGreaterThan(0);
    }
    expect(first(root, 'link')!.attrs).toMatchObject({ rel: 'self', href: `${ORIGIN}/journal/elife/atom` });
  });

  it.each(['feed', 'atom'])('the articles-in-press %s lists only articles without a volume', async (kind) => {
    for (const slug of new Set(rows.map((r) => r.slug))) {
      const { root } = await getXml(`/journal/${slug}/articles-in-press/${kind}`);
      const links =
        kind === 'feed'
          ? descendants(root, 'item').map((i) => textContent(first(i, 'link')))
          : descendants(root, 'entry').map((e) => textContent(first(e, 'id')));
      const expected = rows.filter((r) => r.slug === slug && r.volume === null).map((r) => url(r.pii));
      expect(links.sort()).toEqual(expected.slice(0, 50).sort());
    }
  });

  it('an article that loses its volume moves into the in-press feed', async () => {
    const target = rows.find((r) => r.slug === 'elife')!;
    await pool.query('UPDATE articles SET volume = NULL WHERE pii = $1', [target.pii]);
    try {
      const { root } = await getXml('/journal/elife/articles-in-press/feed');
      expect(descendants(root, 'item').map((i) => textContent(first(i, 'link')))).toEqual([url(target.pii)]);
      expect(textContent(first(first(root, 'channel'), 'title'))).toBe('eLife: Articles in press');
    } finally {
      await pool.query('UPDATE articles SET volume = $2 WHERE pii = $1', [target.pii, target.volume]);
    }
  });

  it.each(['/journal/no-such-journal/feed', '/journal/no-such-journal/atom'])('%s is a 404 problem', async (path) => {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(((await res.json()) as { detail: string }).detail).toBe('No journal no-such-journal');
  });

  it('sitemap.xml lists the home page and every article page once, with lastmod', async () => {
    const { type, root } = await getXml('/sitemap.xml');
    expect(type).toBe('application/xml; charset=utf-8');
    expect(root.local).toBe('urlset');
    expect(root.uri).toBe(SITEMAP_NS);
    const urls = descendants(root, 'url').map((u) => [textContent(first(u, 'loc')), textContent(first(u, 'lastmod'))]);
    expect(urls[0]![0]).toBe(`${ORIGIN}/`);
    const lastmods = new Map(urls.slice(1) as Array<[string, string]>);
    expect(lastmods.size).toBe(rows.length);
    expect(urls).toHaveLength(rows.length + 1);
    for (const r of rows) expect(lastmods.get(url(r.pii))).toBe(r.updated);
  });

  it('past the per-file limit, sitemap.xml is an index whose files hold every article once', async () => {
    const { root } = await getXml('/sitemap.xml', smallBase);
    expect(root.local).toBe('sitemapindex');
    const files = descendants(root, 'loc').map(textContent);
    expect(files).toHaveLength(1 + Math.ceil(rows.length / 10));
    const locs: string[] = [];
    for (const file of files) {
      const { root: urlset } = await getXml(new URL(file).pathname, smallBase);
      const here = descendants(urlset, 'loc').map(textContent);
      expect(here.length).toBeGreaterThan(0);
      expect(here.length).toBeLessThanOrEqual(10);
      locs.push(...here);
    }
    expect(locs.sort()).toEqual([`${ORIGIN}/`, ...rows.map((r) => url(r.pii))].sort());
    expect((await fetch(`${smallBase}/sitemap-articles-999999.xml`)).status).toBe(404);
  });

  it('robots.txt points at the sitemap and keeps crawlers off the API and search', async () => {
    const res = await fetch(`${base}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /sdfe/', 'Disallow: /search', `Sitemap: ${ORIGIN}/sitemap.xml`]),
    );
  });
});
