import type pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '#src/db/account-repository.server.ts';
import { createInstitutionRepository } from '#src/db/institution-repository.server.ts';
import { REGISTERED_MESSAGE, SIGN_IN_FAILED } from '#src/shared/account/account-actions.ts';
import { listenWithAccounts, loadServerBuild } from '../setup/account-app.ts';
import { BrowserClient, pageDataHas } from '../setup/browser-client.ts';
import { SAMPLES } from '../setup/samples.ts';
import { ingestAll, piisBy, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

describe('accounts over HTTP: register, sign in, sign out, history, alerts, institutions', () => {
  let pool: pg.Pool;
  let build: ServerBuild;
  let running: RunningApp;
  let address = 10;
  /** A browser with its own client address (the app trusts loopback as a proxy), so throttling stays per test. */
  const browser = () => new BrowserClient(running.base, { 'x-forwarded-for': `198.51.100.${address++}` });

  async function register(name: string, email: string, password: string): Promise<Response> {
    return browser().submit('/user/register', { name, email, password });
  }
  async function signedIn(email: string, password: string): Promise<BrowserClient> {
    const client = browser();
    const res = await client.submit('/user/login', { email, password });
    expect(res.status).toBe(302);
    return client;
  }

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [SAMPLES.elife00005, SAMPLES.elsevier]);
    build = await loadServerBuild();
    running = await listenWithAccounts(pool, build, { trustProxy: 'loopback' });
  }, 120_000);
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  it('registers with an argon2id hash and answers the same for an address that already has an account', async () => {
    const first = await register('Ada Reader', 'ada@example.org', 'correct horse battery');
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/user/login?registered=1&targetURL=%2F');
    const again = await register('Someone Else', 'ADA@example.org', 'another password');
    expect(again.status).toBe(first.status);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    const { rows } = await pool.query<{ password_hash: string; name: string }>(
      `SELECT password_hash, name FROM users WHERE lower(email) = 'ada@example.org'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Ada Reader');
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(rows[0]!.password_hash).not.toContain('correct horse battery');
    const { html } = await browser().page('/user/login?registered=1');
    expect(html).toContain(REGISTERED_MESSAGE);
  });

  it('refuses a bad registration form with the field errors', async () => {
    const res = await register('', 'not-an-address', 'short');
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('There is a problem');
    expect(html).toContain('Enter your name.');
    expect(html).toContain('Enter an email address like name@example.org.');
    expect(html).toContain('The password must be at least 8 characters.');
  });

  it('signs in to the targetURL with an HttpOnly SameSite=Lax session cookie, and out again', async () => {
    await register('Bea Signer', 'bea@example.org', 'bea password 1');
    const client = browser();
    const target = '/search?qs=cells';
    const res = await client.submit(`/user/login?targetURL=${encodeURIComponent(target)}&from=globalheader`, {
      email: 'bea@example.org',
      password: 'bea password 1',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(target);
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('lectern.sid='))!;
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(sid).not.toMatch(/Secure/i);
    expect(sid).toMatch(/Max-Age=1209600/);
    const profile = await client.page('/user/profile');
    expect(profile.status).toBe(200);
    expect(profile.html).toContain('bea@example.org');
    expect(pageDataHas(profile.html, 'GUESTREG')).toBe(true);
    // Sessions are stored by hash, never by the cookie value.
    const value = client.cookies.get('lectern.sid')!;
    const stored = await pool.query('SELECT 1 FROM sessions WHERE id_hash = $1', [value]);
    expect(stored.rows).toHaveLength(0);

    const out = await client.submit('/user/logout', {});
    expect(out.status).toBe(302);
    expect(client.cookies.has('lectern.sid')).toBe(false);
    const again = await new BrowserClient(running.base, { cookie: `lectern.sid=${value}` }).page('/user/profile');
    expect(again.status).toBe(302);
    expect(again.res.headers.get('location')).toBe('/user/login?targetURL=%2Fuser%2Fprofile');
  });

  it('gives the same generic message for a wrong password and an unknown address', async () => {
    await register('Cy Wrong', 'cy@example.org', 'cy password 1');
    for (const [email, password] of [
      ['cy@example.org', 'not it at all'],
      ['nobody@example.org', 'cy password 1'],
    ] as const) {
      const res = await browser().submit('/user/login', { email, password });
      expect(res.status).toBe(401);
      expect(await res.text()).toContain(SIGN_IN_FAILED);
    }
  });

  it('never redirects off-site after sign-in', async () => {
    await register('Di Target', 'di@example.org', 'di password 1');
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const res = await browser().submit(`/user/login?targetURL=${encodeURIComponent(target)}`, {
        email: 'di@example.org',
        password: 'di password 1',
      });
      expect(res.headers.get('location')).toBe('/');
    }
  });

  it('changes the password: the old one stops working, other sessions end', async () => {
    await register('Ed Change', 'ed@example.org', 'ed password 1');
    const other = await signedIn('ed@example.org', 'ed password 1');
    const client = await signedIn('ed@example.org', 'ed password 1');
    const wrong = await client.submit('/user/password', {
      currentPassword: 'nope nope',
      newPassword: 'ed password 2',
      confirmPassword: 'ed password 2',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('The current password is incorrect.');
    const res = await client.submit('/user/password', {
      currentPassword: 'ed password 1',
      newPassword: 'ed password 2',
      confirmPassword: 'ed password 2',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Your password has been changed.');
    expect((await client.page('/user/profile')).status).toBe(200);
    expect((await other.page('/user/profile')).status).toBe(302);
    expect((await browser().submit('/user/login', { email: 'ed@example.org', password: 'ed password 1' })).status).toBe(401);
    expect((await browser().submit('/user/login', { email: 'ed@example.org', password: 'ed password 2' })).status).toBe(302);
  });

  it('keeps reading history, search history, alerts and recommendations for the signed-in reader', async () => {
    await register('Fay History', 'fay@example.org', 'fay password 1');
    const client = await signedIn('fay@example.org', 'fay password 1');
    const user = (await createAccountRepository(pool).findByEmail('fay@example.org'))!;
    const piis = await piisBy(pool, 'doi');
    await createAccountRepository(pool).recordReading(user.id, piis['10.7554/eLife.00005']!);
    const reading = await client.page('/user/history/reading');
    expect(reading.html).toContain(`/science/article/pii/${piis['10.7554/eLife.00005']!}`);

    expect((await client.page('/search?qs=mitochondria')).status).toBe(200);
    await expect.poll(async () => (await client.page('/user/history/search')).html).toContain('/search?qs=mitochondria');
    // An anonymous search is not recorded anywhere.
    await browser().page('/search?qs=anonymousquery');
    const { rows } = await pool.query(`SELECT 1 FROM search_history WHERE query = 'anonymousquery'`);
    expect(rows).toHaveLength(0);

    const journal = (await pool.query<{ slug: string; title: string }>(`SELECT slug, title FROM publications WHERE slug = 'elife'`))
      .rows[0]!;
    const added = await client.submit('/user/alerts/journal', { intent: 'add', journal: journal.slug, kind: 'new-issue' });
    expect(added.status).toBe(200);
    expect((await client.page('/user/alerts/journal')).html).toContain(`${journal.title}: New issue published`);
    await client.submit('/user/alerts/journal', { intent: 'remove', journal: journal.slug, kind: 'new-issue' });
    expect((await client.page('/user/alerts/journal')).html).toContain('You have no journal alerts.');

    const recommendations = await client.page('/user/recommendations');
    expect(recommendations.html).toContain('the newest articles in the journals you have read');
  });

  it('signs in through an institution (access code → TICKANON, member credentials → TICKREG) and remembers it for seamless access', async () => {
    const institutions = createInstitutionRepository(pool);
    const campus = (await institutions.create({ slug: 'campus', name: 'Campus University', accessCode: 'campus-code-123' }))!;
    const library = (await institutions.create({ slug: 'city-library', name: 'City Library' }))!;
    await register('Gus Member', 'gus@example.org', 'gus password 1');
    const gus = (await createAccountRepository(pool).findByEmail('gus@example.org'))!;
    await createAccountRepository(pool).addMembership(gus.id, campus.id);
    await createAccountRepository(pool).addMembership(gus.id, library.id);

    // Without functional-cookie consent the institution is not remembered.
    const noConsent = browser();
    expect(
      (await noConsent.submit('/user/institution/login', { method: 'access-code', institution: 'campus', accessCode: 'campus-code-123' }))
        .status,
    ).toBe(302);
    expect(noConsent.cookies.has('lectern.institutions')).toBe(false);

    const anonymous = browser();
    anonymous.cookies.set('LECTERN_COOKIE_PREFERENCES', 'STRICTLY_NECESSARY:1,PERFORMANCE:0,FUNCTIONAL:1,TARGETING:0');
    const wrong = await anonymous.submit('/user/institution/login', { method: 'access-code', institution: 'campus', accessCode: 'guess' });
    expect(wrong.status).toBe(401);
    const res = await anonymous.submit('/user/institution/login?targetUrl=%2Fbrowse%2Fjournals-and-books', {
      method: 'access-code',
      institution: 'campus',
      accessCode: 'campus-code-123',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/browse/journals-and-books');
    expect(pageDataHas((await anonymous.page('/')).html, 'TICKANON')).toBe(true);
    // Institutional readers are not offered seamless access.
    expect((await anonymous.request('/user/seamless-access/institution')).status).toBe(204);
    // The same browser after signing out: the remembered institution is offered.
    await anonymous.submit('/user/logout', {});
    const seamless = await anonymous.request('/user/seamless-access/institution');
    expect(seamless.status).toBe(200);
    expect(await seamless.json()).toEqual({
      institutionName: 'Campus University',
      institutionUrl: '/user/institution/login?institution=campus',
    });
    expect((await browser().request('/user/seamless-access/institution')).status).toBe(204);

    const member = browser();
    const signIn = await member.submit('/user/institution/login', {
      method: 'credentials',
      institution: 'campus',
      email: 'gus@example.org',
      password: 'gus password 1',
    });
    expect(signIn.status).toBe(302);
    const home = (await member.page('/')).html;
    expect(pageDataHas(home, 'TICKREG')).toBe(true);
    expect((await member.page('/user/profile')).html).toContain('Change organization');
    const choose = await member.page('/user/chooseorg');
    expect(choose.html).toContain('City Library');
    const changed = await member.submit('/user/chooseorg', { organisation: library.id });
    expect(changed.status).toBe(302);
    expect((await member.page('/user/profile')).html).toContain('Through City Library');
    // A non-member's credentials do not open the institution.
    await register('Hal Outsider', 'hal@example.org', 'hal password 1');
    const outsider = await browser().submit('/user/institution/login', {
      method: 'credentials',
      institution: 'campus',
      email: 'hal@example.org',
      password: 'hal password 1',
    });
    expect(outsider.status).toBe(401);
  });
});
