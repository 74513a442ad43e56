import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { createFindingServices } from '#src/server/finding-services.ts';
import { linkingHubResponseSchema, problemSchema } from '#src/shared/api/api-contract.ts';
import { accountsOn } from '../setup/account-app.ts';
import { SAMPLES } from '../setup/samples.ts';
import { getJson, ingestAll, listen, piisBy, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

describe('linking hub /sdfe/arp/ihub/{id} (001 §3, §7)', () => {
  let pool: pg.Pool;
  let running: RunningApp;
  let pii: string;

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [SAMPLES.elife00005]);
    pii = (await piisBy(pool, 'doi'))['10.7554/eLife.00005']!;
    running = await listen(
      createApp({
        access: ALL_CONTENT_OPEN,
        articles: createArticleRepository(pool),
        log: pino({ level: 'silent' }),
        finding: createFindingServices(pool),
        accounts: accountsOn(pool),
      }),
    );
  });
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  const hub = async () => {
    const res = await getJson(running.base, `/sdfe/arp/ihub/${pii}`);
    expect(res.status).toBe(200);
    return linkingHubResponseSchema.parse(res.body).articleBean;
  };

  it('a reader from no institution: this site and the DOI resolver', async () => {
    expect(await hub()).toEqual([
      { siteName: 'Lectern', siteId: 'lectern', entitled: true, redirectUrl: `/science/article/pii/${pii}` },
      { siteName: 'DOI resolver (doi.org)', siteId: 'doi', entitled: true, redirectUrl: 'https://doi.org/10.7554/eLife.00005' },
    ]);
  });

  it("a reader inside an institution's address range also gets its link resolver, with the article as an OpenURL 1.0 context object", async () => {
    const client = await pool.connect();
    try {
      const inst = await client.query<{ id: string }>(
        `INSERT INTO institutions (slug, name, link_resolver_url) VALUES ('loopback-university', 'Loopback University Library', 'https://resolver.example.edu/openurl?sid=lectern') RETURNING id`,
      );
      await client.query(`INSERT INTO institution_ip_ranges (institution_id, range) VALUES ($1, '127.0.0.0/8'), ($1, '::1/128')`, [
        inst.rows[0]!.id,
      ]);
      await client.query(
        `INSERT INTO institutions (slug, name, link_resolver_url) VALUES ('elsewhere', 'Elsewhere College', 'https://elsewhere.example.edu/sfx')`,
      );
    } finally {
      client.release();
    }
    const beans = await hub();
    expect(beans.map((b) => b.siteId)).toEqual(['lectern', 'institution:loopback-university', 'doi']);
    const resolver = beans[1]!;
    expect(resolver).toMatchObject({ siteName: 'Loopback University Library', entitled: true });
    const url = new URL(resolver.redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://resolver.example.edu/openurl');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      sid: 'lectern',
      url_ver: 'Z39.88-2004',
      rft_val_fmt: 'info:ofi/fmt:kev:mtx:journal',
      rft_id: 'info:doi/10.7554/eLife.00005',
      'rft.genre': 'article',
      'rft.jtitle': 'eLife',
      'rft.issn': '2050-084X',
      'rft.volume': '1',
    });
    expect(url.searchParams.get('rft.atitle')).toMatch(/\w/);
    expect(url.searchParams.get('rft.aulast')).toMatch(/\w/);
  });

  it('a resolver address that is not http(s) never becomes a link', async () => {
    await pool.query(`UPDATE institutions SET link_resolver_url = 'javascript:alert(1)' WHERE slug = 'loopback-university'`);
    expect((await hub()).map((b) => b.siteId)).toEqual(['lectern', 'doi']);
  });

  it.each([
    ['/sdfe/arp/ihub/S0000000000000000', 404, 'No article with PII S0000000000000000'],
    ['/sdfe/arp/ihub/x?preventDocumentDelivery=perhaps', 400, 'preventDocumentDelivery'],
  ])('%s → %i problem', async (url, status, detail) => {
    const res = await getJson(running.base, url);
    expect(res.status).toBe(status);
    expect(problemSchema.parse(res.body).detail).toContain(detail);
  });
});
