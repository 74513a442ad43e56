import type pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '#src/db/account-repository.server.ts';
import { createApp } from '#src/server/app.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { BrowserClient } from '#tests/setup/browser-client.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { ingestAll, listen, type RunningApp } from '#tests/setup/test-app.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

/** /admin, the Admin Tool: only ADMIN readers see it or change anything through it. */
describe('the Admin Tool', () => {
  let pool: pg.Pool;
  let build: ServerBuild;
  let running: RunningApp;

  async function signedIn(email: string): Promise<BrowserClient> {
    const client = new BrowserClient(running.base);
    const res = await client.submit('/user/login', { email, password: 'admin tool password' });
    expect(res.status, `sign-in of ${email}`).toBe(302);
    return client;
  }
  const institutionCount = async () => (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM institutions')).rows[0]!.n;

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, ['samples/elsevier/S0016236113008041.norm-xml']);
    const accounts = createAccountRepository(pool);
    await accounts.createUser({ email: 'admin@example.org', name: 'An Admin', password: 'admin tool password', isAdmin: true });
    await accounts.createUser({ email: 'reader@example.org', name: 'A Reader', password: 'admin tool password' });
    build = await loadServerBuild();
    running = await listen(createApp(fullAppOptions(pool, build)));
  }, 120_000);
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  it('sends an anonymous visitor to sign in and back', async () => {
    const res = await new BrowserClient(running.base).request('/admin');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/user/login?targetURL=%2Fadmin');
  });

  it('refuses a signed-in reader who is not an administrator, for the page and for its commands', async () => {
    const reader = await signedIn('reader@example.org');
    const page = await reader.page('/admin');
    expect(page.status).toBe(403);
    expect(page.html).toContain('Only administrators may use the Admin Tool.');
    expect(page.html).not.toContain('institution:create');
    const token = BrowserClient.csrfOf((await reader.page('/user/profile')).html);
    const before = await institutionCount();
    const res = await reader.post('/admin', { _csrf: token, command: 'institution:create', slug: 'sneaky', name: 'Sneaky' });
    expect(res.status).toBe(403);
    expect(await institutionCount()).toBe(before);
  });

  it('lets an administrator run the commands and see the lists', async () => {
    const admin = await signedIn('admin@example.org');
    const page = await admin.page('/admin');
    expect(page.status).toBe(200);
    expect(page.res.headers.get('cache-control')).toBe('private, no-store');
    for (const heading of ['Institutions', 'Publications', 'Subscriptions', 'Admin grants', 'Users'])
      expect(page.html).toContain(`>${heading}</h2>`);
    expect(page.html).toMatch(/fuel.*Fuel.*hybrid/s);

    const created = await admin.submit('/admin', { command: 'institution:create', slug: 'west-college', name: 'West College' });
    expect(created.status).toBe(200);
    expect(await created.text()).toContain('created institution west-college (West College)');
    expect((await admin.submit('/admin', { command: 'ip-range:add', institution: 'west-college', cidr: '203.0.113.0/24' })).status).toBe(
      200,
    );
    expect((await admin.submit('/admin', { command: 'publication:set-model', publication: 'fuel', model: 'subscription' })).status).toBe(
      200,
    );
    expect(
      (await admin.submit('/admin', { command: 'subscription:add', institution: 'west-college', publication: 'fuel', from: '2014' }))
        .status,
    ).toBe(200);

    const bad = await admin.submit('/admin', { command: 'ip-range:add', institution: 'west-college', cidr: 'not-a-range' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('--cidr:');

    const after = await admin.page('/admin');
    expect(after.html).toMatch(/west-college.*West College.*203\.0\.113\.0\/24/s);
    expect(after.html).toMatch(/fuel.*Fuel.*subscription/s);
  });

  it('creates a user from the web with a generated password shown once, never one from the server environment', async () => {
    process.env.LECTERN_NEW_USER_PASSWORD = 'from the server environment';
    try {
      const admin = await signedIn('admin@example.org');
      const res = await admin.submit('/admin', { command: 'user:create', email: 'new@example.org', name: 'New Person' });
      const password = /password \(shown once\): ([A-Za-z0-9_-]+)/.exec(await res.text())?.[1];
      expect(password).toBeDefined();
      expect(await createAccountRepository(pool).verifyPassword('new@example.org', password!)).toBeDefined();
      expect(await createAccountRepository(pool).verifyPassword('new@example.org', 'from the server environment')).toBeUndefined();
    } finally {
      delete process.env.LECTERN_NEW_USER_PASSWORD;
    }
  });
});
