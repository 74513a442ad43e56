import { describe, expect, it } from 'vitest';
import {
  ALL_ALLOWED,
  artLinkStateCookie,
  COOKIE_CATEGORIES,
  cookieBannerText,
  cookiePreferencesCookie,
  effectiveCookiePreferences,
  encodeArtLinkState,
  NECESSARY_ONLY,
  parseCookiePreferences,
  readCookie,
  serializeCookiePreferences,
} from './cookie-preferences.ts';

const state = {
  origin: 'article',
  zone: 'related-content',
  source: 'pii:S0960148113002048',
  timestamp: Date.UTC(2026, 0, 2, 3, 4, 5),
  embed: false,
};

describe('cookie preferences (001 §3)', () => {
  it('has the four categories', () => {
    expect(COOKIE_CATEGORIES).toEqual(['STRICTLY_NECESSARY', 'PERFORMANCE', 'FUNCTIONAL', 'TARGETING']);
  });
  it.each([
    [NECESSARY_ONLY, 'STRICTLY_NECESSARY:1,PERFORMANCE:0,FUNCTIONAL:0,TARGETING:0'],
    [ALL_ALLOWED, 'STRICTLY_NECESSARY:1,PERFORMANCE:1,FUNCTIONAL:1,TARGETING:1'],
    [{ ...NECESSARY_ONLY, STRICTLY_NECESSARY: false, FUNCTIONAL: true }, 'STRICTLY_NECESSARY:1,PERFORMANCE:0,FUNCTIONAL:1,TARGETING:0'],
  ])('serializes %j and reads it back', (prefs, text) => {
    expect(serializeCookiePreferences(prefs)).toBe(text);
    expect(parseCookiePreferences(text)).toEqual({ ...prefs, STRICTLY_NECESSARY: true });
  });
  it.each([null, '', 'garbage', 'STRICTLY_NECESSARY:1,PERFORMANCE:1', 'STRICTLY_NECESSARY:1,PERFORMANCE:yes,FUNCTIONAL:0,TARGETING:0'])(
    'no choice yet for %j',
    (value) => {
      expect(parseCookiePreferences(value)).toBeNull();
    },
  );
  it('reads a cookie out of document.cookie', () => {
    const header = `a=1; ${cookiePreferencesCookie(ALL_ALLOWED).split(';')[0]}; b=2`;
    expect(parseCookiePreferences(readCookie(header, 'LECTERN_COOKIE_PREFERENCES'))).toEqual(ALL_ALLOWED);
    expect(readCookie(header, 'missing')).toBeNull();
  });
});

describe('consent modes (001 §2 "cookie banner text varies by mode")', () => {
  it.each([
    ['opt-in', null, NECESSARY_ONLY],
    ['opt-out', null, { STRICTLY_NECESSARY: true, PERFORMANCE: true, FUNCTIONAL: true, TARGETING: false }],
    ['opt-in', ALL_ALLOWED, ALL_ALLOWED],
    ['opt-out', NECESSARY_ONLY, NECESSARY_ONLY],
  ] as const)('%s with choice %j → %j', (mode, choice, expected) => {
    expect(effectiveCookiePreferences(choice, mode)).toEqual(expected);
  });

  it('asks for consent in opt-in mode, and tells what is on in opt-out mode', () => {
    const optIn = cookieBannerText('opt-in');
    expect(optIn.message).toBe(
      'We use cookies that are necessary for the site to work. With your consent we also use cookies to understand how the site is used.',
    );
    expect(optIn.choices.map((c) => [c.label, c.prefs])).toEqual([
      ['Accept all cookies', ALL_ALLOWED],
      ['Necessary cookies only', NECESSARY_ONLY],
    ]);
    const optOut = cookieBannerText('opt-out');
    expect(optOut.message).toMatch(
      /^We use cookies that are necessary for the site to work, and cookies that help us understand how the site is used and remember your choices\. They are on unless you turn them off/,
    );
    expect(optOut.choices.map((c) => [c.label, c.prefs.PERFORMANCE, c.prefs.TARGETING])).toEqual([['OK', true, false]]);
  });
});

describe('SD_ART_LINK_STATE (000 §7; 001 §6)', () => {
  it('holds origin, zone, source, timestamp, embed flag and the fixed encoding code', () => {
    expect(decodeURIComponent(encodeArtLinkState(state))).toBe(
      '<e><q>science</q><org>article</org><zone>related-content</zone><src>pii:S0960148113002048</src><date>2026-01-02T03:04:05.000Z</date><embed>false</embed><enc>N</enc></e>',
    );
    expect(decodeURIComponent(encodeArtLinkState({ ...state, embed: true }))).toContain('<embed>true</embed>');
  });
  it('encodes so the value holds no cookie separators, and escapes markup', () => {
    const value = encodeArtLinkState({ ...state, zone: 'a;b, c<d>' });
    expect(value).not.toMatch(/[;, ]/);
    expect(decodeURIComponent(value)).toContain('<zone>a;b, c&lt;d&gt;</zone>');
  });
  it.each([
    ['no choice yet', null, false],
    ['necessary only', NECESSARY_ONLY, false],
    ['functional and targeting but not performance', { ...ALL_ALLOWED, PERFORMANCE: false }, false],
    ['performance allowed', { ...NECESSARY_ONLY, PERFORMANCE: true }, true],
  ])('is written only with PERFORMANCE: %s', (_name, prefs, written) => {
    const cookie = artLinkStateCookie(state, prefs);
    expect(cookie !== null).toBe(written);
    if (cookie) expect(cookie.startsWith('SD_ART_LINK_STATE=')).toBe(true);
  });
});
