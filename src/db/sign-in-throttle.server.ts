import { createHash } from 'node:crypto';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Sign-in throttling that a stranger cannot turn into a lockout (README "Readers, accounts and
 * access"), on rate-limiter-flexible's PostgreSQL store so every app server shares it:
 * - 5 failures in 15 minutes from one address for one account block that pair for 15 minutes
 *   (the right password included): guessing from one place stops, the owner elsewhere signs in;
 * - 20 failures in 15 minutes from one address, across accounts, block that address;
 * - failures for one account from anywhere make each further failed answer slower (from the
 *   third, 100 ms doubling up to 2 s): distributed guessing slows, a right password never waits.
 */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
const PAIR_FAILURES = 5;
const ADDRESS_FAILURES = 20;
const DELAY_FROM = 3;
const DELAY_BASE_MS = 100;
const MAX_DELAY_MS = 2000;

export interface SignInThrottle {
  /** Seconds the (address, account) must wait before trying again, or null when it may try now. */
  blocked(email: string, clientIp: string): Promise<number | null>;
  /** Counts a failure; returns how long its answer should be held back, in milliseconds. */
  failed(email: string, clientIp: string): Promise<number>;
  /** A success clears the pair's failures (the address and account counts run out by themselves). */
  succeeded(email: string, clientIp: string): Promise<void>;
}

/** The growing delay of a failed answer after `failures` recent failures for the account. */
export function failureDelayMs(failures: number): number {
  if (failures < DELAY_FROM) return 0;
  return Math.min(MAX_DELAY_MS, DELAY_BASE_MS * 2 ** (failures - DELAY_FROM));
}

const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url');
const account = (email: string) => email.trim().toLowerCase();

export function createSignInThrottle(pool: pg.Pool): SignInThrottle {
  const store = (keyPrefix: string, points: number, blockDuration: number) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'sign_in_throttle',
      tableCreated: true,
      // Expired rows are deleted on sign-in successes below, not by a timer in every process.
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration: THROTTLE_WINDOW_SECONDS,
      blockDuration,
    });
  // A store blocks once its points are exceeded: the Nth failure is the one past N - 1 points.
  const pair = store('pair', PAIR_FAILURES - 1, THROTTLE_WINDOW_SECONDS);
  const address = store('address', ADDRESS_FAILURES - 1, THROTTLE_WINDOW_SECONDS);
  const perAccount = store('account', 1_000_000, 0);
  const pairKey = (email: string, ip: string) => digest(ip, account(email));

  const waitOf = (res: RateLimiterRes | null, failures: number) =>
    res && res.consumedPoints >= failures && res.msBeforeNext > 0 ? Math.ceil(res.msBeforeNext / 1000) : null;
  const consume = (limiter: RateLimiterPostgres, key: string) =>
    limiter.consume(key).catch((e: unknown) => {
      if (e instanceof RateLimiterRes) return e;
      throw e;
    });

  return {
    async blocked(email, ip) {
      const [p, a] = await Promise.all([pair.get(pairKey(email, ip)), address.get(digest(ip))]);
      const waits = [waitOf(p, PAIR_FAILURES), waitOf(a, ADDRESS_FAILURES)].filter((w): w is number => w !== null);
      return waits.length > 0 ? Math.max(...waits) : null;
    },
    async failed(email, ip) {
      const [, , forAccount] = await Promise.all([
        consume(pair, pairKey(email, ip)),
        consume(address, digest(ip)),
        consume(perAccount, digest(account(email))),
      ]);
      return failureDelayMs(forAccount.consumedPoints);
    },
    async succeeded(email, ip) {
      await pair.delete(pairKey(email, ip));
      await pool.query('DELETE FROM sign_in_throttle WHERE expire < $1', [Date.now()]);
    },
  };
}
