import { describe, expect, it } from 'vitest';
import { decodeToken, deriveTokenKey, encodeToken, type TokenState } from './resumption-token.ts';

const key = deriveTokenKey('a configured secret that is long enough');
const state: TokenState = {
  v: 1,
  verb: 'ListRecords',
  prefix: 'oai_dc',
  set: 'elife',
  from: '2024-01-01T00:00:00.000Z',
  through: '2026-11-20T10:00:00.123456Z',
  after: { stamp: '2026-11-20T09:00:00.654321Z', id: '42' },
  cursor: 100,
  size: 250,
};

function flip(token: string, index: number): string {
  const c = token[index]!;
  return token.slice(0, index) + (c === 'A' ? 'B' : 'A') + token.slice(index + 1);
}

describe('resumption tokens', () => {
  it('round-trips the list position', () => {
    const token = encodeToken(state, key);
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(decodeToken(token, key)).toEqual(state);
  });

  it('is opaque: the state is not readable as plain text in the token', () => {
    expect(encodeToken(state, key)).not.toContain('elife');
  });

  it('the same key derives from the same secret, another from another', () => {
    const token = encodeToken(state, key);
    expect(decodeToken(token, deriveTokenKey('a configured secret that is long enough'))).toEqual(state);
    expect(decodeToken(token, deriveTokenKey('another configured secret, also long'))).toBeNull();
  });

  const token = encodeToken(state, key);
  const [payload, signature] = token.split('.') as [string, string];
  const forged = Buffer.from(JSON.stringify({ ...state, cursor: 0 })).toString('base64url');

  it.each<[string, string]>([
    ['a changed payload character', flip(token, 5)],
    ['a changed first signature character', flip(token, payload.length + 1)],
    // base64url's last character has spare bits: each spelling must be refused, not decoded alike.
    ['a changed last signature character', flip(token, token.length - 1)],
    ['a forged payload with the old signature', `${forged}.${signature}`],
    ['a missing signature', payload],
    ['an empty token', ''],
    ['a truncated signature', token.slice(0, -1)],
    ['extra characters', `${token}x`],
    [
      'a signed payload that is not JSON',
      (() => {
        const p = Buffer.from('not json').toString('base64url');
        const valid = encodeToken(state, key);
        return `${p}.${valid.split('.')[1]}`;
      })(),
    ],
    ['an overlong token', `${'a'.repeat(3000)}.${signature}`],
  ])('refuses %s', (_name, value) => {
    expect(decodeToken(value, key)).toBeNull();
  });

  it('refuses a correctly signed token whose state is out of shape', () => {
    const bad = encodeToken({ ...state, cursor: -1 } as TokenState, key);
    expect(decodeToken(bad, key)).toBeNull();
    const unknownField = encodeToken({ ...state, extra: 1 } as unknown as TokenState, key);
    expect(decodeToken(unknownField, key)).toBeNull();
  });
});
