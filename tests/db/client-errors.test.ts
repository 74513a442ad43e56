import type pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/server/app.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { BrowserClient } from '#tests/setup/browser-client.ts';
import { recordMountPaths, registeredRoutes } from '#tests/setup/express-routes.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { SAMPLES } from '#tests/setup/samples.ts';
import { ingestAll, listen, piisBy, type RunningApp } from '#tests/setup/test-app.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

/**
 * Client errors are never 500 (README "Operations"): malformed %-encoding, NUL bytes, bodies the
 * parsers refuse, and a fuzz of malformed values over every route of the app (Express routes and
 * React Router pages).
 */
const BAD_VALUES = [
  '%zz',
  '%00',
  '%E0%A4%A',
  '%C0%AF',
  'x'.repeat(3000),
  '%27%22%3Cscript%3E',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '99999999999999999999999',
  '%F0%9F%98%80',
  '%20',
];
const BAD_QUERIES = [
  '?page=-1&offset=99999999999999999999999&sortBy=%27',
  '?q=%zz',
  '?start=%00',
  '?x[y][z]=1&x=2',
  `?q=${'a'.repeat(5000)}`,
];

/** A path for a route pattern with every parameter (and splat) set to `value`. */
function withValue(pattern: string, value: string): string {
  return pattern
    .replace(/\{\*[^}]+\}/g, value)
    .replace(/\*[A-Za-z_]*/g, value)
    .replace(/:[A-Za-z_]+\??/g, value)
    .replace(/[{}]/g, '');
}

function pagePatterns(build: ServerBuild): string[] {
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
  };
  return Object.keys(build.routes)
    .map(fullPath)
    .filter((p) => p !== '');
}

describe('client errors are never answered 500', () => {
  let pool: pg.Pool;
  let running: RunningApp;
  let patterns: string[];
  let pii: string;

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [SAMPLES.elife00005, SAMPLES.elsevier]);
    pii = (await piisBy(pool, 'doi'))['10.7554/eLife.00005']!;
    const build = await loadServerBuild();
    const restore = recordMountPaths();
    const app = createApp({ ...fullAppOptions(pool, build), trustProxy: 'loopback' });
    restore();
    const express = registeredRoutes(app)
      .filter((r) => (r.method === 'GET' || r.method === 'ALL') && r.path !== '/{*path}')
      .map((r) => r.path);
    patterns = [...new Set([...express, ...pagePatterns(build)])];
    running = await listen(app);
  }, 120_000);
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  const status = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(running.base + path, { redirect: 'manual', ...init });
    await res.arrayBuffer();
    return res.status;
  };

  it.each([
    ['/sdfe/arp/pii/%zz/body', 400],
    ['/science/article/pii/%zz', 400],
    ['/doi/%00', 400],
    ['/journal/%00', 400],
    ['/journal/%00/feed', 400],
    ['/journal/elife/vol/%00/issue/%00', 400],
    ['/media/%00', 400],
    ['/oai?verb=ListRecords&metadataPrefix=oai_dc&set=%00', 400],
  ])('GET %s answers %i', async (path, expected) => {
    expect(await status(path, { headers: { Accept: 'application/json' } })).toBe(expected);
  });

  it('a browser asking for a malformed address gets an HTML page, an API client a problem document', async () => {
    const page = await fetch(`${running.base}/journal/%00`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('The address contains a NUL byte.');
    const api = await fetch(`${running.base}/sdfe/arp/pii/%zz/body`, { headers: { Accept: 'application/json' } });
    expect(api.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await api.json()).toMatchObject({ status: 400, detail: 'The address has malformed percent-encoding.' });
  });

  it('a table of contents page that is no whole number is a 400 page naming it; one past the last is a 404', async () => {
    const bad = await fetch(`${running.base}/journal/elife/vol/1?page=abc`, { headers: { Accept: 'text/html' } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await bad.text();
    expect(html).toContain('This address is not valid');
    expect(html).toContain('page must be a whole number from 1 to 999999, not &quot;abc&quot;');
    expect(await status('/journal/elife/vol/1?page=0')).toBe(400);
    expect(await status('/journal/elife/vol/1?page=1')).toBe(200);
    expect(await status('/journal/elife/vol/1?page=2')).toBe(404);
  });

  it('bodies the parsers refuse keep their status: 413 too large, 400 malformed JSON, 415 an unsupported charset', async () => {
    const form = 'application/x-www-form-urlencoded';
    expect(
      await status('/oai', { method: 'POST', headers: { 'Content-Type': form }, body: `verb=Identify&x=${'a'.repeat(110 * 1024)}` }),
    ).toBe(413);
    // A Latin-1 form is a form the OAI parser can read (body-parser decodes it).
    expect(
      await status('/oai', { method: 'POST', headers: { 'Content-Type': `${form}; charset=iso-8859-1` }, body: 'verb=Identify' }),
    ).toBe(200);
    const token = BrowserClient.csrfOf(await (await fetch(`${running.base}/science/article/pii/${pii}`)).text());
    const json = { 'Content-Type': 'application/json', 'X-CSRF-Token': token };
    expect(await status('/counter/investigation', { method: 'POST', headers: json, body: '{"pii": ' })).toBe(400);
    expect(
      await status('/counter/investigation', { method: 'POST', headers: json, body: JSON.stringify({ pii, pad: 'a'.repeat(40 * 1024) }) }),
    ).toBe(413);
    expect(
      await status('/counter/investigation', {
        method: 'POST',
        headers: { ...json, 'Content-Type': 'application/json; charset=iso-8859-1' },
        body: '{}',
      }),
    ).toBe(415);
    // A Latin-1 form is read; its fields are then checked like any others.
    expect(
      await status('/counter/investigation', {
        method: 'POST',
        headers: { ...json, 'Content-Type': `${form}; charset=iso-8859-1` },
        body: 'pii=x',
      }),
    ).toBe(400);
  });

  it('a fuzz of malformed values over every route (Express and React Router) finds no 500', async () => {
    expect(patterns.length).toBeGreaterThan(50);
    const requests: string[] = [];
    for (const pattern of patterns) {
      for (const value of BAD_VALUES) requests.push(withValue(pattern, value));
      for (const query of BAD_QUERIES) requests.push(withValue(pattern, pii) + query);
    }
    const failures: string[] = [];
    // Eight at a time: a bounded loop on loopback.
    for (let i = 0; i < requests.length; i += 8) {
      const batch = requests.slice(i, i + 8);
      const statuses = await Promise.all(
        batch.map((p) => status(p, { headers: { Accept: i % 16 === 0 ? 'text/html' : 'application/json' } })),
      );
      statuses.forEach((s, j) => {
        if (s >= 500) failures.push(`${s} GET ${batch[j]!.slice(0, 160)}`);
      });
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
