import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { pino } from 'pino';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createAccountRepository } from '#src/db/account-repository.server.ts';
import { createAssetRepository } from '#src/db/asset-repository.server.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { createFeedRepository } from '#src/db/feed-repository.server.ts';
import { createHarvestRepository } from '#src/db/harvest-repository.server.ts';
import { createInstitutionRepository } from '#src/db/institution-repository.server.ts';
import { createQuestionRepository } from '#src/db/question-repository.server.ts';
import { createSessionRepository } from '#src/db/session-repository.server.ts';
import { createSignInThrottle } from '#src/db/sign-in-throttle.server.ts';
import { createAccessService } from '#src/server/access/article-access.server.ts';
import { deriveEntitledTokenKey } from '#src/server/access/entitled-token.ts';
import { createApp } from '#src/server/app.ts';
import { buildIfNeeded, serverBuildPath } from '#tests/setup/build-if-needed.ts';
import { createDownloads, type DownloadsSetup } from '#src/server/downloads/create-downloads.server.ts';
import { deriveTokenKey } from '#src/server/oai/resumption-token.ts';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { pngBuffer, vttText } from '../factories/package-files.ts';
import { fingerprints, leaked } from '../setup/paywall-fingerprints.ts';
import { sample } from '../setup/samples.ts';
import { ingestPackage, listen, type RunningApp } from '../setup/test-app.ts';
import { openTestPool, useSamplesDatabase } from '../setup/test-database.ts';

/**
 * The paywall (spec 001 §6; ARCHITECTURE.md "Entitlement"): a crawl of every route and endpoint, for every subscription article of
 * the samples, as readers without access (an outside address; a member of another
 * institution) finds none of the body's fingerprints nor any attachment's bytes; the same
 * crawl as a member of the subscribing institution (its address range) finds them.
 */
const OUTSIDE = '203.0.113.9';
const OTHER_MEMBER = '198.51.100.7';
const SUBSCRIBER = '192.0.2.10';
const REPO = 'journals.example.org';
const ROOT = path.resolve('.');

interface Paywalled {
  pii: string;
  slug: string;
  model: ArticleModel;
  prints: string[];
  files: Array<{ eid: string; bytes: Buffer }>;
}

describe('paywall: subscription articles reveal nothing of the full text without access', () => {
  let pool: pg.Pool;
  let app: RunningApp;
  let dir: string;
  let downloads: DownloadsSetup;
  const paywalled: Paywalled[] = [];
  /** The subscriber's entitledToken per article, as its pages gave them. */
  const tokens = new Map<string, string>();

  /**
   * Every request comes through an edge that claims the anonymous bucket (ADR 008), as a
   * misconfigured CDN would for everyone: the origin must still keep the full text out of every
   * response a shared cache may keep, and give an institution's reader its own private page.
   */
  const get = async (from: string, url: string) => {
    const res = await fetch(app.base + url, { headers: { 'X-Forwarded-For': from, 'X-Lectern-Bucket': 'anonymous' }, redirect: 'manual' });
    return {
      status: res.status,
      bytes: Buffer.from(await res.arrayBuffer()),
      cacheControl: res.headers.get('cache-control') ?? '',
      etag: res.headers.get('etag'),
    };
  };
  const sharedCacheable = (cacheControl: string) => /\bpublic\b|s-maxage/.test(cacheControl) && !/\bprivate\b|no-store/.test(cacheControl);

  /** Every address a crawler can reach for one article (the entitledToken as given, if any). */
  const urlsOf = (a: Paywalled, token: string | null): string[] => {
    const t = token ? `?entitledToken=${encodeURIComponent(token)}` : '';
    const count = a.model.references.length;
    const words = a.prints[0]!.split(' ')
      .filter((w) => w.length > 3)
      .slice(0, 4)
      .join(' ');
    return [
      `/science/article/pii/${a.pii}`,
      `/science/article/abs/pii/${a.pii}`,
      ...['body', 'references', `references/links/${count}`, `references/external-links/${count}`, 'glossary', 'exam', 'xocs'].map(
        (p) => `/sdfe/arp/pii/${a.pii}/${p}${t}`,
      ),
      ...['toc', 'authors', 'author-metadata', 'substances', 'refersTo', 'entitled-token'].map((p) => `/sdfe/arp/pii/${a.pii}/${p}`),
      `/article/related/faq/pii/${a.pii}${t}`,
      `/sdfe/arp/cite?pii=${a.pii}&format=text/x-bibtex&withabstract=true`,
      `/search?qs=${encodeURIComponent(words)}`,
      `/journal/${a.slug}/feed`,
      `/journal/${a.slug}/atom`,
      `/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${REPO}:${a.pii}`,
      `/oai?verb=GetRecord&metadataPrefix=jats&identifier=oai:${REPO}:${a.pii}`,
      `/science/article/pii/${a.pii}/pdf`,
      `/science/article/pii/${a.pii}/pdfft`,
      `/sdfe/reader/pii/${a.pii}/pdf`,
    ];
  };

  beforeAll(async () => {
    await useSamplesDatabase();
    pool = openTestPool();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-paywall-'));
    const storage = localFolderStorage(path.join(dir, 'assets'));
    // One subscription article comes as a package with files: figure images, a video and captions.
    const pkg = path.join(dir, 'elife00218');
    await fs.mkdir(pkg);
    await fs.copyFile(sample('elife/elife00218.xml'), path.join(pkg, 'elife00218.xml'));
    await fs.writeFile(path.join(pkg, 'elife00218f001.png'), pngBuffer(40, 30, [200, 0, 0]));
    await fs.writeFile(path.join(pkg, 'elife00218v001.webm'), Buffer.alloc(5000, 7));
    await fs.writeFile(path.join(pkg, 'elife00218v001.vtt'), vttText(['Rotating map of the paywalled article']));
    await ingestPackage(pool, pkg, storage);

    // Subscription journals: eLife (JATS, with the package), the Elsevier sample's journal and the smallest PLOS journal.
    const { rows: pubs } = await pool.query<{ slug: string }>(
      `(SELECT p.slug FROM publications p JOIN articles a ON a.publication_id = p.id WHERE a.source_file LIKE '%elife00218%')
       UNION (SELECT p.slug FROM publications p JOIN articles a ON a.publication_id = p.id WHERE a.source_file LIKE '%S0960148113002048%')
       UNION (SELECT slug FROM (SELECT p.slug, count(*) AS n FROM publications p JOIN articles a ON a.publication_id = p.id
               WHERE a.source_file LIKE '%journal.p%' GROUP BY p.slug ORDER BY n, p.slug LIMIT 1) s)`,
    );
    const entitlements = createEntitlementRepository(pool);
    const institutions = createInstitutionRepository(pool);
    const subscriber = (await institutions.create({ slug: 'example-university', name: 'Example University' }))!;
    const other = (await institutions.create({ slug: 'other-college', name: 'Other College' }))!;
    await institutions.addRange(subscriber.id, '192.0.2.0/24');
    await institutions.addRange(other.id, '198.51.100.0/24');
    for (const { slug } of pubs) {
      expect(await entitlements.setBusinessModel(slug, 'subscription')).toBe(true);
      await entitlements.addSubscription({ institutionId: subscriber.id, publicationId: (await entitlements.publicationIdBySlug(slug))! });
    }
    expect(pubs.length).toBe(3);

    const { rows } = await pool.query<{ pii: string; slug: string; model: ArticleModel }>(
      `SELECT a.pii, p.slug, a.model FROM articles a JOIN publications p ON p.id = a.publication_id
       WHERE p.business_model = 'subscription' ORDER BY a.pii`,
    );
    for (const r of rows) {
      const files = await pool.query<{ eid: string; storage_key: string }>(
        `SELECT s.eid, s.storage_key FROM assets s JOIN articles a ON a.id = s.article_id WHERE a.pii = $1 AND s.storage_key IS NOT NULL`,
        [r.pii],
      );
      paywalled.push({
        pii: r.pii,
        slug: r.slug,
        model: r.model,
        prints: fingerprints(r.model),
        files: await Promise.all(
          files.rows.map(async (f) => ({ eid: f.eid, bytes: Buffer.concat(await storage.read(f.storage_key).toArray()) })),
        ),
      });
    }

    buildIfNeeded(ROOT, () => {});
    const build = (await import(pathToFileURL(serverBuildPath(ROOT)).href)) as ServerBuild;
    const articles = createArticleRepository(pool);
    downloads = createDownloads(pool, storage, { say: () => {} });
    app = await listen(
      createApp({
        articles,
        log: pino({ level: 'silent' }),
        build,
        trustProxy: 'loopback',
        accounts: {
          accounts: createAccountRepository(pool),
          institutions,
          sessions: createSessionRepository(pool),
          signInThrottle: createSignInThrottle(pool),
        },
        access: createAccessService({ entitlements, tokenKey: deriveEntitledTokenKey('paywall test secret, long enough for a key') }),
        media: { baseUrl: '/media', assets: createAssetRepository(pool), storage },
        questions: createQuestionRepository(pool),
        downloads,
        machine: {
          harvest: createHarvestRepository(pool),
          feeds: createFeedRepository(pool),
          oai: { repositoryId: REPO, adminEmail: 'oai@example.org', tokenKey: deriveTokenKey('oai test secret that is long enough 0123') },
        },
      }),
    );
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await downloads?.close();
    await pool.end();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('covers JATS and Elsevier articles, with fingerprints and stored files to look for', () => {
    expect(paywalled.length).toBeGreaterThan(3);
    expect(paywalled.every((a) => a.prints.length > 0)).toBe(true);
    expect(paywalled.flatMap((a) => a.files).length).toBeGreaterThanOrEqual(3);
  });

  const tokenOfPage = (html: string, pii: string): string => {
    const token = [...html.matchAll(/[A-Za-z0-9_-]{40,}\.[A-Za-z0-9_-]{43}/g)]
      .map((m) => m[0])
      .find((t) => Buffer.from(t.split('.')[0]!, 'base64url').toString().includes(pii));
    expect(token, `entitledToken on the page of ${pii}`).toBeDefined();
    return token!;
  };

  it('the subscriber (address in its range) gets the full text everywhere it is served, privately', async () => {
    for (const a of paywalled) {
      const page = await get(SUBSCRIBER, `/science/article/pii/${a.pii}`);
      expect(page.status).toBe(200);
      expect(page.cacheControl).toContain('private');
      // Its own page, not the anonymous variant a CDN keeps (that one has an ETag and no token).
      expect(page.etag).toBeNull();
      for (const url of [`/science/article/abs/pii/${a.pii}`, `/sdfe/arp/pii/${a.pii}/entitled-token`]) {
        const res = await get(SUBSCRIBER, url);
        expect(res.status, url).toBe(200);
        expect(sharedCacheable(res.cacheControl), `${url} as the subscriber`).toBe(false);
      }
      expect(leaked(page.bytes.toString('utf8'), a.prints).length, `page of ${a.pii}`).toBeGreaterThan(0);
      const token = tokenOfPage(page.bytes.toString('utf8'), a.pii);
      tokens.set(a.pii, token);
      const body = await get(SUBSCRIBER, `/sdfe/arp/pii/${a.pii}/body?entitledToken=${encodeURIComponent(token)}`);
      expect(body.status, `body of ${a.pii}`).toBe(200);
      expect(leaked(body.bytes.toString('utf8'), a.prints).length, `body of ${a.pii}`).toBeGreaterThan(0);
      // The XML view needs a privileged account as well as access (000 §2/§6): a plain subscriber gets a 403 with the reason.
      const xml = await get(SUBSCRIBER, `/sdfe/arp/pii/${a.pii}/xocs?entitledToken=${encodeURIComponent(token)}`);
      expect(xml.status, `xocs of ${a.pii}`).toBe(403);
      expect(JSON.parse(xml.bytes.toString()).detail).toBe(
        'Viewing the article XML needs a privileged account (PRIVILEGED or DATA_CHECKOUT).',
      );
      expect(leaked(xml.bytes.toString('utf8'), a.prints)).toEqual([]);
      for (const f of a.files) {
        const res = await get(SUBSCRIBER, `/media/${f.eid}`);
        expect(res.status).toBe(200);
        expect(res.bytes.equals(f.bytes)).toBe(true);
        expect(res.cacheControl).toContain('private');
      }
    }
  }, 240_000);

  it('the subscriber still needs the token: none, or another article’s, is a 403 with a reason', async () => {
    const [a, b] = paywalled as [Paywalled, Paywalled];
    const none = await get(SUBSCRIBER, `/sdfe/arp/pii/${a.pii}/body`);
    expect(none.status).toBe(403);
    expect(JSON.parse(none.bytes.toString()).detail).toBe('This request needs the entitledToken the article page gives; none was sent.');
    const tokenB = tokenOfPage((await get(SUBSCRIBER, `/science/article/pii/${b.pii}`)).bytes.toString('utf8'), b.pii);
    const wrong = await get(SUBSCRIBER, `/sdfe/arp/pii/${a.pii}/references?entitledToken=${encodeURIComponent(tokenB)}`);
    expect(wrong.status).toBe(403);
    expect(JSON.parse(wrong.bytes.toString()).detail).toBe(`The entitledToken was issued for another article, not ${a.pii}.`);
  }, 60_000);

  for (const [who, from] of [
    ['an anonymous reader from an outside address', OUTSIDE],
    ['a member of another institution', OTHER_MEMBER],
  ] as const) {
    it(`${who} finds no fingerprint and no file bytes anywhere, even with the subscriber's token`, async () => {
      let cacheablePages = 0;
      for (const a of paywalled) {
        const stolen =
          tokens.get(a.pii) ?? tokenOfPage((await get(SUBSCRIBER, `/science/article/pii/${a.pii}`)).bytes.toString('utf8'), a.pii);
        // Every address without a token, and the token-taking ones again with the subscriber's token.
        for (const url of [...urlsOf(a, null), ...urlsOf(a, stolen).filter((u) => u.includes('entitledToken='))]) {
          const res = await get(from, url);
          expect(res.status, url).toBeLessThan(500);
          if (url.startsWith('/science/article/')) expect([200, 403, 404], url).toContain(res.status);
          if (url.startsWith('/science/article/') && sharedCacheable(res.cacheControl)) cacheablePages += 1;
          expect(leaked(res.bytes.toString('utf8'), a.prints), `${url} as ${who}`).toEqual([]);
          for (const f of a.files) expect(res.bytes.includes(f.bytes), `${url} holds ${f.eid}`).toBe(false);
        }
        for (const f of a.files) {
          const res = await get(from, `/media/${f.eid}`);
          expect(res.status, `/media/${f.eid} as ${who}`).toBe(403);
          expect(res.bytes.includes(f.bytes)).toBe(false);
        }
        const body = await get(from, `/sdfe/arp/pii/${a.pii}/body?entitledToken=${encodeURIComponent(stolen)}`);
        expect(body.status).toBe(403);
      }
      // The outsider's article and abstract pages are the CDN's (checked above to hold no full text);
      // a member of any institution is never in the anonymous bucket.
      expect(cacheablePages).toBe(from === OUTSIDE ? paywalled.length * 2 : 0);
    }, 300_000);
  }
});
