import { describe, expect, it } from 'vitest';
import { accountHref, safeTargetUrl, targetFromQuery } from './target-url.ts';

describe('safeTargetUrl', () => {
  it.each([
    ['/science/article/pii/S0960148113002048', '/science/article/pii/S0960148113002048'],
    ['/search?qs=cells&zone=header', '/search?qs=cells&zone=header'],
    ['/journal/elife#latest', '/journal/elife#latest'],
    ['/user/profile', '/user/profile'],
  ])('follows the same-site path %s', (input, expected) => {
    expect(safeTargetUrl(input)).toBe(expected);
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['data:text/html,x'],
    ['relative/path'],
    [''],
    [null],
    ['/user/login?targetURL=/'],
    ['/user/logout'],
    ['/' + 'a'.repeat(3000)],
  ])('refuses %j (falls back to /)', (input) => {
    expect(safeTargetUrl(input)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeTargetUrl('https://evil.example/', '/user/profile')).toBe('/user/profile');
  });
});

describe('accountHref', () => {
  it('adds the encoded current page and from=globalheader for the header sign-in', () => {
    expect(accountHref('/user/login', '/science/article/pii/S1?x=1&y=2', { fromGlobalHeader: true })).toBe(
      '/user/login?targetURL=%2Fscience%2Farticle%2Fpii%2FS1%3Fx%3D1%26y%3D2&from=globalheader',
    );
  });
  it('adds no targetURL from an account page (a known marker)', () => {
    expect(accountHref('/user/register', '/user/login?targetURL=%2F')).toBe('/user/register');
  });
});

describe('targetFromQuery', () => {
  it('reads targetURL, or targetUrl for the institution login', () => {
    expect(targetFromQuery(new URLSearchParams('targetURL=%2Fsearch%3Fqs%3Dx'))).toBe('/search?qs=x');
    expect(targetFromQuery(new URLSearchParams('targetUrl=%2Fjournal%2Felife'))).toBe('/journal/elife');
    expect(targetFromQuery(new URLSearchParams('targetURL=https%3A%2F%2Fevil.example'))).toBe('/');
  });
});
