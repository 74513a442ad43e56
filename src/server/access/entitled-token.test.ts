import { describe, expect, it } from 'vitest';
import { checkEntitledToken, deriveEntitledTokenKey, ENTITLED_TOKEN_TTL_SECONDS, issueEntitledToken } from './entitled-token.ts';

const key = deriveEntitledTokenKey('a test secret that is long enough 0123456789');
const other = deriveEntitledTokenKey('another secret that is long enough 012345678');
const NOW = 1_800_000_000;
const token = issueEntitledToken(key, 'S0960148113002048', 'a:203.0.113.9', NOW);

describe('entitledToken: signed, expiring, bound to article and reader', () => {
  it.each<[string, Parameters<typeof checkEntitledToken>, string | null]>([
    ['valid', [key, token, 'S0960148113002048', 'a:203.0.113.9', NOW + 10], null],
    ['still valid at the last second', [key, token, 'S0960148113002048', 'a:203.0.113.9', NOW + ENTITLED_TOKEN_TTL_SECONDS], null],
    [
      'missing',
      [key, undefined, 'S0960148113002048', 'a:203.0.113.9', NOW],
      'This request needs the entitledToken the article page gives; none was sent.',
    ],
    [
      'garbage',
      [key, 'abc', 'S0960148113002048', 'a:203.0.113.9', NOW],
      'The entitledToken is not valid: reload the article page for a fresh one.',
    ],
    [
      'signed with another key',
      [other, token, 'S0960148113002048', 'a:203.0.113.9', NOW],
      'The entitledToken is not valid: reload the article page for a fresh one.',
    ],
    [
      'altered payload',
      [key, `x${token}`, 'S0960148113002048', 'a:203.0.113.9', NOW],
      'The entitledToken is not valid: reload the article page for a fresh one.',
    ],
    [
      'another article',
      [key, token, 'S0012821X13002185', 'a:203.0.113.9', NOW],
      'The entitledToken was issued for another article, not S0012821X13002185.',
    ],
    [
      'another reader',
      [key, token, 'S0960148113002048', 'u:42', NOW],
      'The entitledToken was issued to another reader: reload the article page.',
    ],
    [
      'expired',
      [key, token, 'S0960148113002048', 'a:203.0.113.9', NOW + ENTITLED_TOKEN_TTL_SECONDS + 1],
      'The entitledToken has expired: reload the article page for a fresh one.',
    ],
  ])('%s', (_name, args, reason) => {
    expect(checkEntitledToken(...args)).toEqual(reason === null ? { ok: true } : { ok: false, reason });
  });
});
