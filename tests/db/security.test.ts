import type pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstitutionRepository } from '#src/db/institution-repository.server.ts';
import { createApp } from '#src/server/app.ts';
import { SIGN_IN_FAILED, TOO_MANY_ATTEMPTS } from '#src/shared/account/account-actions.ts';
import { listenWithAccounts, loadServerBuild } from '../setup/account-app.ts';
import { BrowserClient, pageDataHas } from '../setup/browser-client.ts';
import { recordMountPaths, registeredRoutes, type RegisteredRoute } from '../setup/express-routes.ts';
import { fullAppOptions } from '../setup/full-app.ts';
import { SAMPLES } from '../setup/samples.ts';
import { ingestAll, listen, piisBy, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

const CSRF_FAILED = 'Invalid or missing CSRF token';
const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** A concrete path for a route pattern: parameters get the sample's PII or a plain word. */
function concrete(pattern: string, pii: string): string {
  return pattern
    .replace(/\{\*[^}]+\}/g, 'x')
    .replace(/\*/g, 'x')
    .replace(/:pii\??/g, pii)
    .replace(/:[A-Za-z_]+\??/g, 'x')
    .replace(/[{}]/g, '');
}

/** Every React Router route with an action, as a path pattern. */
function actionRoutes(build: ServerBuild): string[] {
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
  };
  return Object.keys(routes)
    .filter((id) => typeof (routes[id]!.module as { action?: unknown }).action === 'function')
    .map((id) => fullPath(id) || '/');
}

describe('security: CSRF on every state-changing route, session fixation, throttling, client address', () => {
  let pool: pg.Pool;
  let build: ServerBuild;
  let running: RunningApp;
  let expressRoutes: RegisteredRoute[];
  let pii: string;
  let address = 10;
  const browser = () => new BrowserClient(running.base, { 'x-forwarded-for': `192.0.2.${address++}` });

  async function registerAndSignIn(email: string, password: string): Promise<BrowserClient> {
    await browser().submit('/user/register', { name: email, email, password });
    const client = browser();
    expect((await client.submit('/user/login', { email, password })).status).toBe(302);
    return client;
  }

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [SAMPLES.elife00005, SAMPLES.elsevier]);
    pii = (await piisBy(pool, 'doi'))['10.7554/eLife.00005']!;
    build = await loadServerBuild();
    const restore = recordMountPaths();
    const app = createApp({ ...fullAppOptions(pool, build), trustProxy: 'loopback' });
    restore();
    expressRoutes = registeredRoutes(app).filter((r) => STATE_CHANGING.includes(r.method) || (r.method === 'ALL' && r.path !== '/{*path}'));
    running = await listen(app);
  }, 120_000);
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  it('finds the state-changing routes to check (the list is not empty)', () => {
    const paths = expressRoutes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('POST /oai');
    expect(expressRoutes.length).toBeGreaterThan(1);
    expect(actionRoutes(build)).toEqual(
      expect.arrayContaining([
        '/user/login',
        '/user/register',
        '/user/logout',
        '/user/password',
        '/user/institution/login',
        '/user/chooseorg',
      ]),
    );
  });

  it('refuses every Express POST/PUT/PATCH/DELETE without a token with 403 problem+json (OAI-PMH alone is exempt)', async () => {
    const signedIn = await registerAndSignIn('csrf-express@example.org', 'csrf password 1');
    for (const route of expressRoutes) {
      const path = concrete(route.path, pii);
      const methods = route.method === 'ALL' ? STATE_CHANGING : [route.method];
      for (const method of methods) {
        for (const client of [browser(), signedIn]) {
          const res = await client.request(path, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
          if (path === '/oai') {
            expect(res.status, `${method} ${path}`).not.toBe(403);
            continue;
          }
          expect(res.status, `${method} ${path}`).toBe(403);
          expect(res.headers.get('content-type')).toContain('application/problem+json');
          expect(((await res.json()) as { detail: string }).detail).toBe(CSRF_FAILED);
        }
      }
    }
  });

  it('refuses every React Router action without a token, with a wrong token and from another site', async () => {
    const signedIn = await registerAndSignIn('csrf-actions@example.org', 'csrf password 1');
    const validToken = BrowserClient.csrfOf((await signedIn.page('/user/profile')).html);
    for (const pattern of actionRoutes(build)) {
      const path = concrete(pattern, pii);
      for (const client of [browser(), signedIn]) {
        for (const attempt of [{}, { _csrf: 'a.1.forged' }, { _csrf: `s.${'x'.repeat(43)}` }] as Record<string, string>[]) {
          const res = await client.post(path, { ...attempt, email: 'x@example.org', password: 'whatever 1' });
          expect(res.status, `POST ${path} ${JSON.stringify(attempt)}`).toBe(403);
          expect(await res.text()).toContain(CSRF_FAILED);
        }
        // React Router's own data requests (`.data`) are the same actions.
        expect((await client.post(`${path.replace(/\/$/, '')}.data`, {})).status).toBe(403);
      }
      // A valid token from another origin is still refused (Origin / Sec-Fetch-Site).
      expect((await signedIn.post(path, { _csrf: validToken }, { origin: 'https://evil.example' })).status).toBe(403);
      expect((await signedIn.post(path, { _csrf: validToken }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    }
    // The same request with the token goes through: the 403s above are the CSRF check.
    const ok = await signedIn.post('/user/logout', { _csrf: validToken }, { origin: running.base, 'sec-fetch-site': 'same-origin' });
    expect(ok.status).toBe(302);
  });

  it('accepts the token in the X-CSRF-Token header, and refuses the anonymous page token for sign-in', async () => {
    const anonymous = browser();
    const pageToken = BrowserClient.csrfOf((await anonymous.page('/')).html);
    expect(pageToken).toMatch(/^a\./);
    expect(anonymous.cookies.size).toBe(0);
    const withHeader = await anonymous.request('/user/logout', { method: 'POST', headers: { 'x-csrf-token': pageToken } });
    expect(withHeader.status).toBe(302);
    const signIn = await anonymous.post('/user/login', { _csrf: pageToken, email: 'x@example.org', password: 'whatever 1' });
    expect(signIn.status).toBe(403);
    // A signed-in reader's requests need the session's own token, not the anonymous page token.
    const signedIn = await registerAndSignIn('page-token@example.org', 'page token pw 1');
    expect((await signedIn.post('/user/logout', { _csrf: pageToken })).status).toBe(403);
    expect((await signedIn.page('/user/profile')).status).toBe(200);
  });

  it('rotates the session at sign-in: the cookie before differs from the one after, and the old one is dead', async () => {
    await browser().submit('/user/register', { name: 'Fix', email: 'fixation@example.org', password: 'fixation pw 1' });
    const institutions = createInstitutionRepository(pool);
    await institutions.create({ slug: 'fixation-institute', name: 'Fixation Institute', accessCode: 'fixation-code-1' });
    const client = browser();
    await client.submit('/user/institution/login', {
      method: 'access-code',
      institution: 'fixation-institute',
      accessCode: 'fixation-code-1',
    });
    const before = client.cookies.get('lectern.sid');
    expect(before).toBeDefined();
    expect((await client.submit('/user/login', { email: 'fixation@example.org', password: 'fixation pw 1' })).status).toBe(302);
    const after = client.cookies.get('lectern.sid');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const planted = new BrowserClient(running.base, { cookie: `lectern.sid=${before}` });
    expect((await planted.page('/user/profile')).status).toBe(302);
    expect(pageDataHas((await planted.page('/')).html, 'TICKANON')).toBe(false);
  });

  it('throttles sign-in per address and account: 5 failures in 15 minutes, then 429 with Retry-After even for the right password', async () => {
    await browser().submit('/user/register', { name: 'T', email: 'throttle@example.org', password: 'throttle pw 1' });
    // One guesser at one address (tests/db/sign-in-throttle.test.ts: the owner elsewhere is not locked out).
    const guesser = new BrowserClient(running.base, { 'x-forwarded-for': '198.51.100.200' });
    for (let i = 0; i < 5; i++) {
      const res = await guesser.submit('/user/login', { email: 'throttle@example.org', password: `wrong ${i} password` });
      expect(res.status).toBe(401);
      expect(await res.text()).toContain(SIGN_IN_FAILED);
    }
    const res = await guesser.submit('/user/login', { email: 'THROTTLE@example.org', password: 'throttle pw 1' });
    expect(res.status).toBe(429);
    // 15 minutes from the first failure, counted down while the test ran.
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(840);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(await res.text()).toContain(TOO_MANY_ATTEMPTS);
  });

  it('throttles sign-in per client address: 20 failures across accounts, then 429', async () => {
    const one = new BrowserClient(running.base, { 'x-forwarded-for': '192.0.2.250' });
    for (let i = 0; i < 20; i++) {
      expect((await one.submit('/user/login', { email: `spray${i}@example.org`, password: 'spray password' })).status).toBe(401);
    }
    const res = await one.submit('/user/login', { email: 'another@example.org', password: 'spray password' });
    expect(res.status).toBe(429);
    expect(await res.text()).toContain(TOO_MANY_ATTEMPTS);
    // Another address is not affected.
    expect((await browser().submit('/user/login', { email: 'another@example.org', password: 'spray password' })).status).toBe(401);
  });

  it('never lets a shared cache keep a page rendered for a signed-in or institutional reader', async () => {
    const path = '/browse/journals-and-books';
    const anonymous = await browser().page(path);
    expect(anonymous.status).toBe(200);
    expect(anonymous.res.headers.getSetCookie()).toEqual([]);
    expect(anonymous.res.headers.get('cache-control')).toMatch(/public/);
    const signedIn = await registerAndSignIn('cache@example.org', 'cache password 1');
    const page = await signedIn.page(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain('cache@example.org');
    expect(page.res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('stores passwords as argon2id only: no column of any account holds the password', async () => {
    await browser().submit('/user/register', { name: 'P', email: 'plain@example.org', password: 'a very plain password' });
    const { rows } = await pool.query<{ row: string; password_hash: string }>(
      `SELECT row_to_json(u)::text AS row, password_hash FROM users u WHERE email = 'plain@example.org'`,
    );
    expect(rows[0]!.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(rows[0]!.row).not.toContain('a very plain password');
  });
});

describe('client address: X-Forwarded-For only from a trusted proxy', () => {
  let pool: pg.Pool;
  let build: ServerBuild;
  let campusId: string;

  beforeAll(async () => {
    pool = openTestPool();
    build = await loadServerBuild();
    const institutions = createInstitutionRepository(pool);
    const campus = (await institutions.create({ slug: 'xff-campus', name: 'XFF Campus' }))!;
    campusId = campus.id;
    const added = await institutions.addRange(campus.id, '203.0.113.0/24');
    expect(added.ok).toBe(true);
    expect(await institutions.addRange(campus.id, '203.0.113.7/24')).toEqual({
      ok: false,
      message: '"203.0.113.7/24" has bits set right of the /24 mask; did you mean 203.0.113.0/24?',
    });
    await institutions.addRange(campus.id, '2001:db8:5::/48');
  }, 120_000);
  afterAll(async () => {
    await pool.end();
  });

  /** Who the site thinks the reader is: 204 from seamless access = institutional; and the page's userType. */
  async function readerAt(running: RunningApp, forwardedFor: string): Promise<{ seamless: number; html: string }> {
    const headers = { 'x-forwarded-for': forwardedFor, cookie: `lectern.institutions=${campusId}` };
    const seamless = (await fetch(`${running.base}/user/seamless-access/institution`, { headers })).status;
    const html = await (await fetch(`${running.base}/`, { headers })).text();
    return { seamless, html };
  }

  it('ignores a spoofed X-Forwarded-For without a trusted proxy (default)', async () => {
    const running = await listenWithAccounts(pool, build);
    try {
      const reader = await readerAt(running, '203.0.113.9');
      expect(reader.seamless).toBe(200);
      expect(pageDataHas(reader.html, 'GUEST')).toBe(true);
      expect(pageDataHas(reader.html, 'IPRANGE')).toBe(false);
    } finally {
      await running.close();
    }
  });

  it('honours X-Forwarded-For from a trusted proxy (LECTERN_TRUST_PROXY=loopback): the IP-range reader is IPRANGE (IPv4 and IPv6)', async () => {
    const running = await listenWithAccounts(pool, build, { trustProxy: 'loopback' });
    try {
      for (const address of ['203.0.113.9', '2001:db8:5::42']) {
        const reader = await readerAt(running, address);
        expect(reader.seamless, address).toBe(204);
        expect(pageDataHas(reader.html, 'IPRANGE')).toBe(true);
        expect(reader.html).toContain('XFF Campus');
      }
      const outside = await readerAt(running, '198.51.100.1');
      expect(outside.seamless).toBe(200);
    } finally {
      await running.close();
    }
  });
});
