import { describe, expect, it } from 'vitest';
import { orcidCheckCharacter, orcidUrl, parseOrcid } from './author-orcid.ts';

describe('ORCID iD check character (ISO 7064 MOD 11-2)', () => {
  it.each([
    ['000000021825009', '7'],
    ['000000020275352', 'X'],
    ['000000028936091', '2'],
    ['000000017237079', '7'],
  ])('%s → %s', (base, check) => {
    expect(orcidCheckCharacter(base)).toBe(check);
  });
});

describe('ORCID display: the full https URL of a valid iD, nothing for anything else', () => {
  it.each<[string | undefined, string | undefined, string]>([
    ['0000-0002-1825-0097', 'https://orcid.org/0000-0002-1825-0097', 'bare iD (Elsevier orcid attribute)'],
    ['http://orcid.org/0000-0002-0275-352X', 'https://orcid.org/0000-0002-0275-352X', 'http URL (JATS contrib-id)'],
    ['https://orcid.org/0000-0002-0275-352x', 'https://orcid.org/0000-0002-0275-352X', 'lower-case check character'],
    ['https://www.orcid.org/0000-0001-7237-0797/', 'https://orcid.org/0000-0001-7237-0797', 'www host and trailing slash'],
    ['0000 0002 1825 0097', 'https://orcid.org/0000-0002-1825-0097', 'spaces instead of hyphens'],
    ['0000000218250097', 'https://orcid.org/0000-0002-1825-0097', 'no separators'],
    ['0000-0002-1825-0098', undefined, 'wrong check character: a typo'],
    ['0000-0002-1825-009', undefined, 'too short'],
    ['0000-0002-1825-00971', undefined, 'too long'],
    ['javascript:alert("0000-0002-1825-0097")', undefined, 'another scheme'],
    ['https://example.org/0000-0002-1825-0097', undefined, 'another host'],
    ['', undefined, 'empty'],
    [undefined, undefined, 'absent'],
  ])('%j → %j (%s)', (value, url) => {
    expect(orcidUrl(value)).toBe(url);
  });

  it('gives the normalised iD for display', () => {
    expect(parseOrcid('http://orcid.org/0000-0002-0275-352x')).toBe('0000-0002-0275-352X');
  });
});
