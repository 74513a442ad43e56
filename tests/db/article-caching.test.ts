import type pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '#src/db/account-repository.server.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { createInstitutionRepository } from '#src/db/institution-repository.server.ts';
import { createApp } from '#src/server/app.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { BrowserClient } from '#tests/setup/browser-client.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { fingerprints, leaked } from '#tests/setup/paywall-fingerprints.ts';
import { ingestAll, listen, type RunningApp } from '#tests/setup/test-app.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

/**
 * Issue 5: anonymous pages of subscription articles are cacheable without leaking entitled
 * content — they vary by entitlement (preview or full), never by session id.
 */
const FUEL = 'S0016236113008041';
const SUBSCRIBER = '192.0.2.10';
const OUTSIDE = '203.0.113.9';

describe('HTTP caching of article pages', () => {
  let pool: pg.Pool;
  let build: ServerBuild;
  let running: RunningApp;
  const from = (address: string) => new BrowserClient(running.base, { 'x-forwarded-for': address });

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [`samples/elsevier/${FUEL}.norm-xml`, 'samples/elsevier/S0960148113002048.norm-xml']);
    const entitlements = createEntitlementRepository(pool);
    await entitlements.setBusinessModel('fuel', 'subscription');
    const institutions = createInstitutionRepository(pool);
    const campus = (await institutions.create({ slug: 'campus', name: 'Campus' }))!;
    await institutions.addRange(campus.id, '192.0.2.0/24');
    await entitlements.addSubscription({ institutionId: campus.id, publicationId: (await entitlements.publicationIdBySlug('fuel'))! });
    await createAccountRepository(pool).createUser({ email: 'reader@example.org', name: 'Reader', password: 'caching password 1' });
    build = await loadServerBuild();
    running = await listen(createApp({ ...fullAppOptions(pool, build), trustProxy: 'loopback' }));
  }, 120_000);
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  it('sends the anonymous preview of a subscription article as public, the same bytes for every anonymous visitor', async () => {
    const first = await from(OUTSIDE).page(`/science/article/pii/${FUEL}`);
    const second = await from('203.0.113.77').page(`/science/article/pii/${FUEL}`);
    expect(first.status).toBe(200);
    expect(first.res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(first.res.headers.get('vary')).toMatch(/Cookie/);
    expect(first.res.headers.get('set-cookie')).toBeNull();
    expect(first.html).toContain('Article preview');
    const nonceFree = (html: string) => html.replace(/nonce="[^"]*"/g, '');
    expect(nonceFree(second.html)).toBe(nonceFree(first.html));
    const model = (await pool.query('SELECT model FROM articles WHERE pii = $1', [FUEL])).rows[0].model;
    expect(leaked(first.html, fingerprints(model))).toEqual([]);
  });

  it("labels an article free only when this site makes it free: Fuel's XML says open access, its journal is by subscription here", async () => {
    const paid = await from(OUTSIDE).page(`/science/article/pii/${FUEL}`);
    expect(paid.html).not.toContain('class="oa-badge"');
    expect(paid.html).toContain('"isAccessibleForFree":false');
    const open = await from(OUTSIDE).page('/science/article/pii/S0960148113002048');
    expect(open.html).toContain('<span class="oa-badge">open access</span>');
    expect(open.html).toContain('"isAccessibleForFree":true');
  });

  it('shows a new citing article in the cached preview at once: Cited by (count) is part of its cache key', async () => {
    const citedBy = (html: string) => /Cited by \((\d+)\)/.exec(html)?.[1] ?? null;
    const before = await from(OUTSIDE).page(`/science/article/pii/${FUEL}`);
    expect(citedBy(before.html)).toBeNull();
    // What ingesting an article whose reference resolves to Fuel's writes.
    await pool.query(
      `INSERT INTO citation_links (citing_article_id, reference_position, cited_article_id)
       SELECT citing.id, 1, cited.id FROM articles citing, articles cited WHERE citing.pii = 'S0960148113002048' AND cited.pii = $1`,
      [FUEL],
    );
    try {
      const after = await from(OUTSIDE).page(`/science/article/pii/${FUEL}`);
      expect(citedBy(after.html)).toBe('1');
      expect(after.res.headers.get('cache-control')).toMatch(/^public, /);
    } finally {
      await pool.query('DELETE FROM citation_links WHERE cited_article_id = (SELECT id FROM articles WHERE pii = $1)', [FUEL]);
    }
  });

  it('never lets a shared cache keep an entitled page, an open-access page (reader-bound token) or a signed-in page', async () => {
    const member = await from(SUBSCRIBER).page(`/science/article/pii/${FUEL}`);
    expect(member.html).not.toContain('Article preview');
    expect(member.res.headers.get('cache-control')).toBe('private, no-cache');
    const open = await from(OUTSIDE).page('/science/article/pii/S0960148113002048');
    expect(open.res.headers.get('cache-control')).toBe('private, no-cache');
    const signedIn = from(OUTSIDE);
    expect((await signedIn.submit('/user/login', { email: 'reader@example.org', password: 'caching password 1' })).status).toBe(302);
    const page = await signedIn.page(`/science/article/pii/${FUEL}`);
    expect(page.html).toContain('Article preview');
    expect(page.res.headers.get('cache-control')).toBe('private, no-cache');
  });
});
