import { describe, expect, it } from 'vitest';
import { normaliseAddress, parseCidr } from './cidr.ts';

describe('parseCidr', () => {
  it.each([
    ['192.0.2.0/24', '192.0.2.0/24', 'ipv4'],
    [' 10.0.0.0/8 ', '10.0.0.0/8', 'ipv4'],
    ['198.51.100.7', '198.51.100.7/32', 'ipv4'],
    ['0.0.0.0/0', '0.0.0.0/0', 'ipv4'],
    ['2001:db8::/32', '2001:db8::/32', 'ipv6'],
    ['2001:DB8:0:0::/48', '2001:db8::/48', 'ipv6'],
    ['::1', '::1/128', 'ipv6'],
    ['::ffff:192.0.2.0/24', '192.0.2.0/24', 'ipv4'],
  ])('accepts %s as %s', (input, cidr, family) => {
    expect(parseCidr(input)).toEqual({ ok: true, cidr, family });
  });

  it.each([
    ['', 'An IP range is required'],
    ['192.0.2.0/33', 'at most 32 for IPv4'],
    ['2001:db8::/129', 'at most 128 for IPv6'],
    ['192.0.2.5/24', 'did you mean 192.0.2.0/24?'],
    ['2001:db8::1/32', 'did you mean 2001:db8::/32?'],
    ['300.1.1.1/8', 'is not an IPv4 or IPv6 range'],
    ['example.org/24', 'is not an IPv4 or IPv6 range'],
    ['10.0.0.0/8/8', 'is not an IPv4 or IPv6 range'],
    ['10.0.0.0/x', 'is not an IPv4 or IPv6 range'],
  ])('refuses %j', (input, message) => {
    const result = parseCidr(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});

describe('normaliseAddress', () => {
  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['127.0.0.1', '127.0.0.1'],
    ['2001:0db8::0001', '2001:db8::1'],
    ['not-an-ip', null],
    [undefined, null],
  ])('%s → %s', (input, expected) => {
    expect(normaliseAddress(input)).toBe(expected);
  });
});
