import { describe, expect, it } from 'vitest';
import {
  CLOCK_SKEW_MS,
  isUnsafeMethod,
  parseLsn,
  parseWroteAt,
  readTarget,
  WROTE_COOKIE_MAX_AGE_MS,
  type ReadFacts,
} from './read-routing.ts';

const NOW = 1_790_000_000_000;
const streaming: ReadFacts = { unsafe: false, wroteAt: null, replicaUsable: true, caughtUpAt: NOW - 100 };

describe('readTarget (ADR 010)', () => {
  it.each<[string, Partial<ReadFacts>, 'primary' | 'replica']>([
    ['a reader who has not written, replica streaming', {}, 'replica'],
    ['a request that may write', { unsafe: true }, 'primary'],
    ['the replica down, lagging or not a replica', { replicaUsable: false }, 'primary'],
    ['no sample of the replica yet', { caughtUpAt: null }, 'primary'],
    ['wrote after the replica caught up', { wroteAt: NOW - 50 }, 'primary'],
    ['wrote just before the moment caught up, within the clock skew', { wroteAt: NOW - 100 - CLOCK_SKEW_MS + 1 }, 'primary'],
    ['wrote a clock skew before the moment the replica caught up', { wroteAt: NOW - 100 - CLOCK_SKEW_MS }, 'replica'],
    ['wrote long ago', { wroteAt: NOW - 40_000 }, 'replica'],
  ])('%s → %s', (_, facts, target) => {
    expect(readTarget({ ...streaming, ...facts })).toBe(target);
  });
});

describe('isUnsafeMethod', () => {
  it.each([
    ['GET', false],
    ['head', false],
    ['OPTIONS', false],
    ['POST', true],
    ['PUT', true],
    ['PATCH', true],
    ['DELETE', true],
  ] as const)('%s → %s', (method, unsafe) => {
    expect(isUnsafeMethod(method)).toBe(unsafe);
  });
});

describe('parseWroteAt', () => {
  it.each<[string | undefined, number | null]>([
    [undefined, null],
    ['', null],
    ['abc', null],
    ['12.5', null],
    ['-5', null],
    [String(NOW - 1000), NOW - 1000],
    [String(NOW + CLOCK_SKEW_MS), NOW + CLOCK_SKEW_MS],
    [String(NOW + CLOCK_SKEW_MS + 1), null],
    [String(NOW - WROTE_COOKIE_MAX_AGE_MS - 1), null],
    ['9'.repeat(40), null],
  ])('%j → %j', (value, expected) => {
    expect(parseWroteAt(value, NOW)).toBe(expected);
  });
});

describe('parseLsn', () => {
  it.each<[string | null, bigint | null]>([
    ['0/0', 0n],
    ['0/3000148', 0x3000148n],
    ['16/B374D848', (0x16n << 32n) + 0xb374d848n],
    ['16/b374d848', (0x16n << 32n) + 0xb374d848n],
    [null, null],
    ['', null],
    ['16-B374D848', null],
    ['1/2/3', null],
  ])('%s → %s', (text, expected) => {
    expect(parseLsn(text)).toBe(expected);
  });

  it('orders positions across the high word', () => {
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
  });
});
