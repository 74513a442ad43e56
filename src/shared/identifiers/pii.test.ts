import { describe, expect, it } from 'vitest';
import { derivePii, eidForPii, isValidPii, normalizePii } from './pii.ts';

describe('PII rule (spec 000 §5)', () => {
  it.each([
    ['S0960148113002048', true, 'Elsevier journal PII'],
    ['S0960-1481(13)00204-8', true, 'formatted PII: non-alphanumerics removed'],
    ['B978012345678900001', true, 'book chapter PII starting with B'],
    ['b978012345678900001', true, 'lower-case b'],
    ['s0960148113002048', true, 'lower-case s'],
    ['0960148113002048', true, 'starts with 0'],
    ['1960148113002048', true, 'starts with 1'],
    ['8960148113002048', true, 'starts with 8'],
    ['S0960148113002048#bib1', true, 'a # suffix is ignored'],
    ['S09601481130020', true, '15 characters in total'],
    ['S09601481130020481234', true, '21 characters in total'],
    ['S0960148113002', false, '14 characters: too short'],
    ['S096014811300204812345', false, '22 characters: too long'],
    ['X0960148113002048', false, 'wrong first character'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (value, valid) => {
    expect(isValidPii(value)).toBe(valid);
  });

  it('normalises only before the # suffix', () => {
    expect(normalizePii('S0960-1481(13)00204-8#a-b')).toBe('S0960148113002048');
  });
});

describe('derived PII for JATS articles', () => {
  it.each([
    [{ issn: '2050-084X', year: 2013, itemNumber: 5, journalKey: 'elife' }, /^S2050084X1300005[0-9X]$/],
    [{ issn: '1932-6203', year: 2010, itemNumber: 12262, journalKey: 'plos one' }, /^S193262031012262[0-9X]$/],
    [{ year: 2015, itemNumber: 1234567, journalKey: 'no issn journal' }, /^S\d{8}1534567[0-9X]$/],
  ])('%o → %s', (input, pattern) => {
    const pii = derivePii(input);
    expect(pii).toMatch(pattern);
    expect(isValidPii(pii)).toBe(true);
    expect(derivePii(input)).toBe(pii);
  });

  it('EID has the Elsevier shape', () => {
    expect(eidForPii('S0960148113002048')).toBe('1-s2.0-S0960148113002048');
  });
});
