import { describe, expect, it } from 'vitest';
import { LOGO_URL_PATTERN, parseFooterLinks } from './brand-settings.ts';

describe('parseFooterLinks', () => {
  it.each([
    [undefined, { ok: true, links: [] }],
    ['  ', { ok: true, links: [] }],
    ['[]', { ok: true, links: [] }],
    [
      '[{"label": " Example University Press ", "href": "https://press.example.org"}, {"label": "Open access policy", "href": "/about"}]',
      {
        ok: true,
        links: [
          { label: 'Example University Press', href: 'https://press.example.org' },
          { label: 'Open access policy', href: '/about' },
        ],
      },
    ],
  ])('%j is accepted', (value, expected) => expect(parseFooterLinks(value)).toEqual(expected));

  it.each([
    ['{', /^not JSON \(.+\); give \[\{"label": "About the press", "href": "https:\/\/press.example.org"\}\]$/],
    ['{"label": "x", "href": "/x"}', /^must be an array of \{"label", "href"\} objects$/],
    ['[{"label": "Bad", "href": "javascript:alert(1)"}]', /^\[0\]\.href: href must be an http\(s\):\/\/ URL or a path starting with \/$/],
    ['[{"label": "Protocol-relative", "href": "//evil.example"}]', /^\[0\]\.href: href must be/],
    ['[{"label": "", "href": "/x"}]', /^\[0\]\.label: a link needs a label$/],
    [JSON.stringify(Array.from({ length: 13 }, (_, i) => ({ label: `L${i}`, href: '/x' }))), /^at most 12 links$/],
  ])('%s is refused with the reason', (value, message) => {
    const result = parseFooterLinks(value);
    expect(result.ok).toBe(false);
    expect((result as { message: string }).message).toMatch(message);
  });
});

describe('LOGO_URL_PATTERN', () => {
  it.each([
    ['https://press.example.org/logo.svg', true],
    ['/brand/logo.svg', true],
    ['http://press.example.org/logo.svg', false],
    ['//press.example.org/logo.svg', false],
    ['javascript:alert(1)', false],
    ['logo.svg', false],
    ['/', false],
  ])('%s → %s', (value, ok) => expect(LOGO_URL_PATTERN.test(value)).toBe(ok));
});
