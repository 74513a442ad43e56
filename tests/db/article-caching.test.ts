import type pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '#src/db/account-repository.server.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { createInstitutionRepository } from '#src/db/institution-repository.server.ts';
import { createApp } from '#src/server/app.ts';
import { createOpsMetrics } from '#src/server/ops/metrics.server.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { BrowserClient } from '#tests/setup/browser-client.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { fingerprints, leaked } from '#tests/setup/paywall-fingerprints.ts';
import { ingestAll, listen, type RunningApp } from '#tests/setup/test-app.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

/**
 * Cacheable anonymous article pages (ADR 008): the anonymous variant carries nothing bound to
 * its reader and is shared-cacheable when a trusted edge names the anonymous bucket; an
 * institution's reader, a signed-in reader and an entitled page are always `private`.
 */
const FUEL = 'S0016236113008041';
const OPEN = 'S0960148113002048';
const SUBSCRIBER = '192.0.2.10';
const OUTSIDE = '203.0.113.9';
const EDGE = { 'x-lectern-bucket': 'anonymous' };
const SHARED = /^public, max-age=0, s-maxage=120, stale-while-revalidate=30$/;

/** The distinct entitledTokens in a page (each island that reads the page state carries it): signed payloads naming the article. */
const tokensIn = (html: string, pii: string) => [
  ...new Set(
    [...html.matchAll(/[A-Za-z0-9_-]{40,}\.[A-Za-z0-9_-]{43}/g)]
      .map((m) => m[0])
      .filter((t) => Buffer.from(t.split('.')[0]!, 'base64url').toString().includes(pii)),
  ),
];

describe('HTTP caching of article pages', () => {
  let pool: pg.Pool;
  let build: ServerBuild;
  let running: RunningApp;
  let direct: RunningApp;
  const from = (address: string, headers: Record<string, string> = EDGE) =>
    new BrowserClient(running.base, { 'x-forwarded-for': address, ...headers });
  const modelOf = async (pii: string) => (await pool.query('SELECT model FROM articles WHERE pii = $1', [pii])).rows[0].model;

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [`samples/elsevier/${FUEL}.norm-xml`, `samples/elsevier/${OPEN}.norm-xml`]);
    const entitlements = createEntitlementRepository(pool);
    await entitlements.setBusinessModel('fuel', 'subscription');
    const institutions = createInstitutionRepository(pool);
    const campus = (await institutions.create({ slug: 'campus', name: 'Campus' }))!;
    await institutions.addRange(campus.id, '192.0.2.0/24');
    await entitlements.addSubscription({ institutionId: campus.id, publicationId: (await entitlements.publicationIdBySlug('fuel'))! });
    await createAccountRepository(pool).createUser({ email: 'reader@example.org', name: 'Reader', password: 'caching password 1' });
    build = await loadServerBuild();
    const options = { ...fullAppOptions(pool, build), pageCache: { sMaxAge: 120, staleWhileRevalidate: 30 } };
    running = await listen(createApp({ ...options, trustProxy: 'loopback', ops: { metrics: createOpsMetrics() } }));
    // No trusted proxy: nobody in front of it can vouch for a bucket.
    direct = await listen(createApp(options));
  }, 120_000);
  afterAll(async () => {
    await running.close();
    await direct.close();
    await pool.end();
  });

  it('sends the anonymous preview of a subscription article shared-cacheable, keyed by the bucket, the same bytes for every anonymous visitor', async () => {
    const first = await from(OUTSIDE).page(`/science/article/pii/${FUEL}`);
    const second = await from('203.0.113.77').page(`/science/article/pii/${FUEL}`);
    expect(first.status).toBe(200);
    expect(first.res.headers.get('cache-control')).toMatch(SHARED);
    expect(first.res.headers.get('vary')).toMatch(/^X-Lectern-Bucket(, Accept-Encoding)?$/);
    expect(first.res.headers.get('set-cookie')).toBeNull();
    expect(first.html).toContain('Article preview');
    const nonceFree = (html: string) => html.replace(/nonce="[^"]*"/g, '');
    expect(nonceFree(second.html)).toBe(nonceFree(first.html));
    expect(second.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
    expect(leaked(first.html, fingerprints(await modelOf(FUEL)))).toEqual([]);
  });

  it('sends the anonymous open-access full text shared-cacheable without a token; the page asks for it, privately', async () => {
    const page = await from(OUTSIDE).page(`/science/article/pii/${OPEN}`);
    expect(page.res.headers.get('cache-control')).toMatch(SHARED);
    expect(leaked(page.html, fingerprints(await modelOf(OPEN))).length).toBeGreaterThan(0);
    expect(tokensIn(page.html, OPEN)).toEqual([]);

    const res = await from(OUTSIDE).request(`/sdfe/arp/pii/${OPEN}/entitled-token`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { pii, entitledToken } = (await res.json()) as { pii: string; entitledToken: string };
    expect(pii).toBe(OPEN);
    const body = await from(OUTSIDE).request(`/sdfe/arp/pii/${OPEN}/body?entitledToken=${encodeURIComponent(entitledToken)}`);
    expect(body.status).toBe(200);
    // Bound to the reader who asked: another address may not use it.
    expect(
      (await from('203.0.113.77').request(`/sdfe/arp/pii/${OPEN}/body?entitledToken=${encodeURIComponent(entitledToken)}`)).status,
    ).toBe(403);
  });

  it('refuses the token to a reader without access, and names an unknown article', async () => {
    const refused = await from(OUTSIDE).request(`/sdfe/arp/pii/${FUEL}/entitled-token`);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      `You do not have access to the full text of ${FUEL}; its abstract is at /science/article/abs/pii/${FUEL}.`,
    );
    const unknown = await from(OUTSIDE).request('/sdfe/arp/pii/S0000000000000000/entitled-token');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { detail: string }).detail).toBe('No article with PII S0000000000000000');
    const member = await from(SUBSCRIBER).request(`/sdfe/arp/pii/${FUEL}/entitled-token`);
    expect(member.status).toBe(200);
    expect(member.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 304 to the ETag it gave, without a body or a Content-Security-Policy', async () => {
    const page = await from(OUTSIDE).page(`/science/article/abs/pii/${FUEL}`);
    const etag = page.res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const again = await from('203.0.113.77', { ...EDGE, 'if-none-match': etag }).request(`/science/article/abs/pii/${FUEL}`);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toMatch(SHARED);
    expect(again.headers.get('content-security-policy')).toBeNull();
    // The Vary of the 200 it stands for, whose bytes depend on Accept-Encoding too.
    expect(again.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(
      (await from(OUTSIDE, { ...EDGE, 'if-none-match': 'W/"something-else"' }).request(`/science/article/abs/pii/${FUEL}`)).status,
    ).toBe(200);
  });

  it("never gives an institution's reader the anonymous variant or a shared-cacheable page, even when the edge claims the anonymous bucket", async () => {
    const anonymous = await from(OUTSIDE).page(`/science/article/pii/${FUEL}`);
    const member = await from(SUBSCRIBER, { ...EDGE, 'if-none-match': anonymous.res.headers.get('etag')! }).page(
      `/science/article/pii/${FUEL}`,
    );
    expect(member.status).toBe(200);
    expect(member.html).not.toContain('Article preview');
    expect(member.res.headers.get('cache-control')).toBe('private, no-cache');
    expect(member.res.headers.get('etag')).toBeNull();
    expect(tokensIn(member.html, FUEL)).toHaveLength(1);
    expect(leaked(member.html, fingerprints(await modelOf(FUEL))).length).toBeGreaterThan(0);
    // Its abstract page, too, is its own.
    expect((await from(SUBSCRIBER).page(`/science/article/abs/pii/${FUEL}`)).res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('keeps a signed-in reader, a reader with page cookies and requests nobody vouched for out of the shared cache', async () => {
    const signedIn = from(OUTSIDE);
    expect((await signedIn.submit('/user/login', { email: 'reader@example.org', password: 'caching password 1' })).status).toBe(302);
    const page = await signedIn.page(`/science/article/pii/${OPEN}`);
    expect(page.res.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.res.headers.get('etag')).toBeNull();
    expect(tokensIn(page.html, OPEN)).toHaveLength(1);
    const chosen = await from(OUTSIDE, { ...EDGE, cookie: 'LECTERN_COOKIE_PREFERENCES=%7B%7D' }).page(`/science/article/pii/${OPEN}`);
    expect(chosen.res.headers.get('cache-control')).toBe('private, no-cache');
    // No edge header, or a peer that is not a trusted proxy: the anonymous variant (with its ETag), for the browser only.
    const unnamed = await from(OUTSIDE, {}).page(`/science/article/pii/${OPEN}`);
    expect(unnamed.res.headers.get('cache-control')).toBe('private, no-cache');
    expect(unnamed.res.headers.get('etag')).toMatch(/^W\//);
    expect(tokensIn(unnamed.html, OPEN)).toEqual([]);
    const untrusted = await fetch(`${direct.base}/science/article/pii/${OPEN}`, { headers: EDGE });
    expect(untrusted.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('shows a new citing article in the cached preview at once: Cited by (count) is part of its cache key', async () => {
    const citedBy = (html: string) => /Cited by \((\d+)\)/.exec(html)?.[1] ?? null;
    const before = await from(OUTSIDE).page(`/science/article/pii/${FUEL}`);
    expect(citedBy(before.html)).toBeNull();
    // What ingesting an article whose reference resolves to Fuel's writes.
    await pool.query(
      `INSERT INTO citation_links (citing_article_id, reference_position, cited_article_id)
       SELECT citing.id, 1, cited.id FROM articles citing, articles cited WHERE citing.pii = $2 AND cited.pii = $1`,
      [FUEL, OPEN],
    );
    try {
      const after = await from(OUTSIDE, { ...EDGE, 'if-none-match': before.res.headers.get('etag')! }).page(`/science/article/pii/${FUEL}`);
      expect(after.status).toBe(200);
      expect(citedBy(after.html)).toBe('1');
      expect(after.res.headers.get('cache-control')).toMatch(SHARED);
    } finally {
      await pool.query('DELETE FROM citation_links WHERE cited_article_id = (SELECT id FROM articles WHERE pii = $1)', [FUEL]);
    }
  });

  it("serves the anonymous page from the page render cache with this response's nonce, never to a reader of their own, and renders afresh when access rules or the article change", async () => {
    const counted = async (result: 'hit' | 'miss') => {
      const text = await (await fetch(`${running.base}/metrics`)).text();
      return Number(new RegExp(`^lectern_page_render_cache_requests_total\\{result="${result}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    };
    const nonceOf = (html: string) => /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1];
    const path = `/science/article/pii/${FUEL}`;
    const first = await from(OUTSIDE).page(path);
    const hits = await counted('hit');
    const second = await from('203.0.113.77').page(path);
    expect(await counted('hit')).toBe(hits + 1);
    expect(second.html).toContain('Article preview');
    expect(second.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
    // The cached bytes carry this response's nonce, the one its Content-Security-Policy names.
    expect(nonceOf(second.html)).not.toBe(nonceOf(first.html));
    expect(second.res.headers.get('content-security-policy')).toContain(`'nonce-${nonceOf(second.html)}'`);
    expect(second.html).not.toContain(nonceOf(first.html));
    expect(leaked(second.html, fingerprints(await modelOf(FUEL)))).toEqual([]);

    // An institution's reader and a signed-in reader never get it (nor are their pages looked up).
    const member = await from(SUBSCRIBER).page(path);
    expect(member.html).not.toContain('Article preview');
    expect(leaked(member.html, fingerprints(await modelOf(FUEL))).length).toBeGreaterThan(0);
    expect(await counted('hit')).toBe(hits + 1);

    // The journal opened to everyone: the anonymous page is rendered afresh, with the full text.
    const entitlements = createEntitlementRepository(pool);
    await entitlements.setBusinessModel('fuel', 'open-access');
    try {
      const open = await from(OUTSIDE).page(path);
      expect(open.html).not.toContain('Article preview');
      expect(leaked(open.html, fingerprints(await modelOf(FUEL))).length).toBeGreaterThan(0);
    } finally {
      await entitlements.setBusinessModel('fuel', 'subscription');
    }
    const closed = await from(OUTSIDE).page(path);
    expect(closed.html).toContain('Article preview');
    expect(leaked(closed.html, fingerprints(await modelOf(FUEL)))).toEqual([]);

    // Re-ingested (a new updated_at): a miss, then a hit again.
    await pool.query('UPDATE articles SET updated_at = now() WHERE pii = $1', [FUEL]);
    const misses = await counted('miss');
    await from(OUTSIDE).page(path);
    expect(await counted('miss')).toBe(misses + 1);
  });

  it("labels an article free only when this site makes it free: Fuel's XML says open access, its journal is by subscription here", async () => {
    const paid = await from(OUTSIDE).page(`/science/article/pii/${FUEL}`);
    expect(paid.html).not.toContain('class="oa-badge"');
    expect(paid.html).toContain('"isAccessibleForFree":false');
    const open = await from(OUTSIDE).page(`/science/article/pii/${OPEN}`);
    expect(open.html).toContain('<span class="oa-badge">open access</span>');
    expect(open.html).toContain('"isAccessibleForFree":true');
  });
});
