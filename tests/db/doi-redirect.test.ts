import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/server/app.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { SAMPLES } from '#tests/setup/samples.ts';
import { ingestAll, listen, piisBy, type RunningApp } from '#tests/setup/test-app.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

/** Persistent DOI links (spec 000 §2) keep their query string, so a shared side-panel link still opens its panel (ADR 009). */
describe('/doi/{doi}', () => {
  let pool: pg.Pool;
  let running: RunningApp;
  let pii: string;

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [SAMPLES.elife00005]);
    pii = (await piisBy(pool, 'doi'))['10.7554/eLife.00005']!;
    running = await listen(createApp(fullAppOptions(pool, await loadServerBuild())));
  }, 120_000);
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  const location = async (path: string) => {
    const res = await fetch(running.base + path, { redirect: 'manual' });
    await res.arrayBuffer();
    return [res.status, res.headers.get('location')];
  };

  it.each([
    ['/doi/10.7554/eLife.00005', {}],
    ['/doi/10.7554/eLife.00005?panel=reference:bib12', { panel: 'reference:bib12' }],
    ['/doi/10.7554/eLife.00005?panel=author%3Aa1&x=%2F%2Fevil.example', { panel: 'author:a1', x: '//evil.example' }],
  ])('%s → the article page with the same query', async (path, query) => {
    const [status, to] = await location(path);
    expect(status).toBe(301);
    const url = new URL(String(to), running.base);
    expect([url.origin, url.pathname]).toEqual([running.base.replace(/\/$/, ''), `/science/article/pii/${pii}`]);
    expect(Object.fromEntries(url.searchParams)).toEqual(query);
  });

  it('an unknown DOI is a 404', async () => {
    expect((await location('/doi/10.9999/none?panel=reference:bib1'))[0]).toBe(404);
  });
});
