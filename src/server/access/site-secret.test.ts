import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteSecret } from './site-secret.server.ts';
import { purchasePriceFromEnv } from './purchase-actions.server.ts';

describe('siteSecret', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const d = mkdtempSync(path.join(os.tmpdir(), 'lectern-secret-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('uses LECTERN_SECRET when set, and refuses a short one', () => {
    expect(siteSecret(tmp(), 'x'.repeat(32))).toBe('x'.repeat(32));
    expect(() => siteSecret(tmp(), 'short')).toThrow('LECTERN_SECRET must be at least 32 characters');
  });

  it('otherwise generates one on first start, keeps it private in the data directory and reuses it', () => {
    const dir = tmp();
    const first = siteSecret(dir, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(siteSecret(dir, undefined)).toBe(first);
    expect(readFileSync(path.join(dir, 'lectern-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, 'lectern-secret')).mode & 0o077).toBe(0);
  });
});

describe('purchasePriceFromEnv', () => {
  it.each<[NodeJS.ProcessEnv, ReturnType<typeof purchasePriceFromEnv> | string]>([
    [{}, { amountCents: 3150, currency: 'USD' }],
    [
      { LECTERN_ARTICLE_PRICE_CENTS: '1200', LECTERN_ARTICLE_CURRENCY: 'eur' },
      { amountCents: 1200, currency: 'EUR' },
    ],
    [{ LECTERN_ARTICLE_PRICE_CENTS: '12.5' }, 'LECTERN_ARTICLE_PRICE_CENTS must be a whole number of cents, 0 or more'],
    [{ LECTERN_ARTICLE_CURRENCY: 'dollars' }, 'LECTERN_ARTICLE_CURRENCY must be a three-letter ISO 4217 code such as USD'],
  ])('%j', (env, expected) => {
    if (typeof expected === 'string') expect(() => purchasePriceFromEnv(env)).toThrow(expected);
    else expect(purchasePriceFromEnv(env)).toEqual(expected);
  });
});
