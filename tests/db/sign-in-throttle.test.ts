import type pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureDelayMs } from '#src/db/sign-in-throttle.server.ts';
import { SIGN_IN_FAILED, TOO_MANY_ATTEMPTS } from '#src/shared/account/account-actions.ts';
import { listenWithAccounts, loadServerBuild } from '#tests/setup/account-app.ts';
import { BrowserClient } from '#tests/setup/browser-client.ts';
import type { RunningApp } from '#tests/setup/test-app.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

/**
 * Sign-in throttling is no weapon (README "Readers, accounts and access"): failures count per
 * (address, account) pair, so a stranger elsewhere cannot lock the owner out; failures for an
 * account from anywhere slow each further failed answer; app servers share the counts.
 */
const OWNER = { email: 'owner@example.org', password: 'the owner password 1' };
const STRANGER = '203.0.113.9';
const OWNER_AT = '198.51.100.7';

describe('sign-in throttling per address and account', () => {
  let pool: pg.Pool;
  let build: ServerBuild;
  let one: RunningApp;
  let two: RunningApp;
  const from = (app: RunningApp, address: string) => new BrowserClient(app.base, { 'x-forwarded-for': address });
  const signIn = async (client: BrowserClient, password: string, email = OWNER.email) => {
    const started = performance.now();
    const res = await client.submit('/user/login', { email, password });
    return { status: res.status, text: await res.text(), retryAfter: res.headers.get('retry-after'), ms: performance.now() - started };
  };

  beforeAll(async () => {
    pool = openTestPool();
    build = await loadServerBuild();
    // Two app servers on one database, as behind a load balancer.
    one = await listenWithAccounts(pool, build, { trustProxy: 'loopback' });
    two = await listenWithAccounts(pool, build, { trustProxy: 'loopback' });
    expect((await from(one, OWNER_AT).submit('/user/register', { name: 'Owner', ...OWNER })).status).toBeLessThan(400);
  }, 120_000);
  afterAll(async () => {
    await one.close();
    await two.close();
    await pool.end();
  });

  it('a stranger guessing from one address is stopped there (on every app server), and the owner still signs in from theirs', async () => {
    const stranger = from(one, STRANGER);
    for (let i = 0; i < 5; i++) {
      const res = await signIn(stranger, `guess ${i} password`);
      expect(res.status).toBe(401);
      expect(res.text).toContain(SIGN_IN_FAILED);
    }
    // Blocked for 15 minutes, the right password included, on the other app server too.
    for (const client of [stranger, from(two, STRANGER)]) {
      const res = await signIn(client, OWNER.password);
      expect(res.status).toBe(429);
      expect(Number(res.retryAfter)).toBeGreaterThan(890);
      expect(res.text).toContain(TOO_MANY_ATTEMPTS);
    }
    // Before, five failures locked the account for everyone; now the owner elsewhere is let in.
    expect((await signIn(from(two, OWNER_AT), OWNER.password)).status).toBe(302);
  });

  it('failures for one account from many addresses slow each further failed answer, never a right password', async () => {
    const email = 'spread@example.org';
    expect(
      (await from(one, OWNER_AT).submit('/user/register', { name: 'Spread', email, password: 'spread password 1' })).status,
    ).toBeLessThan(400);
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await signIn(from(i % 2 ? one : two, `192.0.2.${10 + i}`), 'wrong password', email);
      expect(res.status).toBe(401);
      times.push(res.ms);
    }
    // The 6th failure for the account is held back 800 ms (the 1st not at all: the table below).
    // A lower bound only: on a loaded machine any answer can take longer, the 1st one included.
    expect(times[5]!).toBeGreaterThanOrEqual(failureDelayMs(6));
    expect((await signIn(from(one, '192.0.2.99'), 'spread password 1', email)).status).toBe(302);
  });

  it.each([
    [0, 0],
    [2, 0],
    [3, 100],
    [4, 200],
    [6, 800],
    [8, 2000],
    [50, 2000],
  ])('after %i failures a failed answer waits %i ms', (failures, ms) => {
    expect(failureDelayMs(failures)).toBe(ms);
  });
});
