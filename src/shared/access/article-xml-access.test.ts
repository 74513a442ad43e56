import { describe, expect, it } from 'vitest';
import { articleXmlHref, canViewArticleXml } from './article-xml-access.ts';

describe("canViewArticleXml (spec 000 §6: 'Users with privilege type PRIVILEGED or DATA_CHECKOUT see the 'View article XML' link.')", () => {
  it.each<[string | null | undefined, boolean]>([
    ['PRIVILEGED', true],
    ['DATA_CHECKOUT', true],
    ['privileged', false],
    [' PRIVILEGED', false],
    ['STANDARD', false],
    ['ADMIN', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (privilegeType, expected) => {
    expect(canViewArticleXml(privilegeType)).toBe(expected);
  });
});

describe('articleXmlHref (/sdfe/arp/pii/{pii}/xocs?entitledToken={token})', () => {
  it.each<[string, string | null | undefined, string]>([
    ['S0012821X13002185', 'abc123', '/sdfe/arp/pii/S0012821X13002185/xocs?entitledToken=abc123'],
    ['S0012821X13002185', undefined, '/sdfe/arp/pii/S0012821X13002185/xocs'],
    ['S0012821X13002185', 'a+b/c=&x', '/sdfe/arp/pii/S0012821X13002185/xocs?entitledToken=a%2Bb%2Fc%3D%26x'],
    ['../x?y', null, '/sdfe/arp/pii/..%2Fx%3Fy/xocs'],
  ])('%s, %j', (pii, token, href) => {
    expect(articleXmlHref(pii, token)).toBe(href);
  });
});
