import { describe, expect, it } from 'vitest';
import { inRanges, parseRanges } from './address-ranges.ts';

describe('crawler address ranges exempt from the download caps (001 §9)', () => {
  it.each([
    ['66.249.66.1', '66.249.64.0/19', true],
    ['66.249.96.1', '66.249.64.0/19', false],
    ['::ffff:66.249.66.1', '66.249.64.0/19', true],
    ['2001:4860:4801::5', '2001:4860:4801::/48, 66.249.64.0/19', true],
    ['10.0.0.1', '', false],
    ['not-an-ip', '10.0.0.0/8', false],
  ])('%s in [%s]: %s', (address, list, inside) => {
    expect(inRanges(address, parseRanges(list))).toBe(inside);
  });

  it('refuses a malformed range list, naming the entry', () => {
    expect(() => parseRanges('10.0.0.0/8, 300.1.1.1/8')).toThrow('"300.1.1.1/8" is not a CIDR range');
  });
});
