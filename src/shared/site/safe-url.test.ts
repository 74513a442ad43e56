import { describe, expect, it } from 'vitest';
import { claimId, safeHref, safeId } from './safe-url.ts';

describe('safeHref: allowed values', () => {
  it.each([
    ['https://example.org/a?b=1#c', 'https://example.org/a?b=1#c'],
    ['http://example.org', 'http://example.org/'],
    ['ftp://ftp.example.org/f.txt', 'ftp://ftp.example.org/f.txt'],
    ['ftps://ftp.example.org/f.txt', 'ftps://ftp.example.org/f.txt'],
    ['mailto:jane@example.org', 'mailto:jane@example.org'],
    ['https://example.org/a b', 'https://example.org/a%20b'],
    ['https://example.org/"onmouseover="x', 'https://example.org/%22onmouseover=%22x'],
    ['#fig1', '#fig1'],
    ['#sec 1<b>', '#sec_1_b_'],
    ['/science/article/pii/S0001870812002101', '/science/article/pii/S0001870812002101'],
    ['/search?qs=a b', '/search?qs=a%20b'],
    ['/a/../b', '/b'],
    ['doi:10.1016/j.aim.2012.05.014', 'https://doi.org/10.1016/j.aim.2012.05.014'],
    ['pii:S0001870812002101', '/science/article/pii/S0001870812002101'],
    ['arxiv:1207.7214', 'https://arxiv.org/abs/1207.7214'],
    ['www.ncbi.nlm.nih.gov/geo/', 'http://www.ncbi.nlm.nih.gov/geo/'],
    ['  https://example.org/trimmed\n', 'https://example.org/trimmed'],
  ])('%j → %j', (value, href) => {
    expect(safeHref(value)).toBe(href);
  });
});

describe('safeHref: attack strings and unusable values give undefined', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript\u0000:alert(1)',
    'javascript&colon;alert(1)',
    'jav&#x09;ascript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.org/uuid',
    'filesystem:https://example.org/temporary/x',
    '//evil.example/path',
    '/\\evil.example/path',
    '\\\\evil.example\\path',
    '/\\/evil.example',
    'https:',
    'http:evil.example',
    'https://exa\u202emple.org',
    'https://example.org/\u200bx',
    'foo:bar',
    'doi:',
    'relative/path.html',
    '#',
    '',
    '   ',
  ])('%j', (value) => {
    expect(safeHref(value)).toBeUndefined();
  });

  it.each([undefined, null, 42, {}, ['https://example.org']])('non-string %j', (value) => {
    expect(safeHref(value)).toBeUndefined();
  });
});

describe('safeId', () => {
  it.each([
    ['fig1', 'fig1'],
    ['bib1.2:a_b-c', 'bib1.2:a_b-c'],
    ['a b', 'a_b'],
    ['"><script>', '___script_'],
    [' sec1 ', 'sec1'],
    [12, '12'],
    ['', undefined],
    [undefined, undefined],
    [{}, undefined],
  ])('%j → %j', (value, id) => {
    expect(safeId(value)).toBe(id);
  });

  it('caps very long ids', () => {
    expect(safeId('x'.repeat(1000))?.length).toBe(200);
  });
});

describe('claimId', () => {
  it('gives each id once per page', () => {
    const taken = new Set<string>();
    expect(claimId(taken, 'fig1')).toBe('fig1');
    expect(claimId(taken, 'fig1')).toBeUndefined();
    expect(claimId(taken, 'fig 2')).toBe('fig_2');
    expect(claimId(taken, 'fig_2')).toBeUndefined();
    expect(claimId(taken, '')).toBeUndefined();
  });
});
