import { describe, expect, it } from 'vitest';
import { mendeleyBrowser, mendeleyClickTarget, mendeleyImporterUrl, showMendeleyButton } from './mendeley-button.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const OPERA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0';
const SAMSUNG =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36';
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('mendeleyBrowser (001 §4: Chrome, Edge, Firefox, Safari only)', () => {
  it.each([
    ['desktop Chrome', CHROME, 'chrome'],
    ['Chrome on iOS', CHROME_IOS, 'chrome'],
    ['Edge', EDGE, 'edge'],
    ['Firefox', FIREFOX, 'firefox'],
    ['desktop Safari', SAFARI, 'safari'],
    ['Safari on iOS', SAFARI_IOS, 'safari'],
    ['Opera', OPERA, null],
    ['Samsung Internet', SAMSUNG, null],
    ['Android web view', ANDROID_WEBVIEW, null],
    ['Internet Explorer 11', IE11, null],
    ['headless Chrome', HEADLESS, null],
    ['Googlebot', GOOGLEBOT, null],
    ['curl', 'curl/8.5.0', null],
    ['empty', '', null],
    ['absent', undefined, null],
  ] as const)('%s', (_name, ua, expected) => {
    expect(mendeleyBrowser(ua)).toBe(expected);
    expect(showMendeleyButton(ua)).toBe(expected !== null);
  });
});

describe('mendeleyImporterUrl', () => {
  it.each([
    [
      'https://www.mendeley.com/import/?url={url}',
      'https://example.org/science/article/pii/S1?a=1&b=2',
      'https://www.mendeley.com/import/?url=https%3A%2F%2Fexample.org%2Fscience%2Farticle%2Fpii%2FS1%3Fa%3D1%26b%3D2',
    ],
    ['https://importer.example/', 'https://example.org/x', 'https://importer.example/'],
    [
      'https://i.example/?u={url}&again={url}',
      'https://e.org/a b',
      'https://i.example/?u=https%3A%2F%2Fe.org%2Fa%20b&again=https%3A%2F%2Fe.org%2Fa%20b',
    ],
  ])('%s', (template, article, expected) => expect(mendeleyImporterUrl(template, article)).toBe(expected));
});

describe('mendeleyClickTarget (001 §4: importer absent → its download page)', () => {
  const urls = { importerUrl: 'https://i.example/import?url={url}', downloadUrl: 'https://d.example/download' };
  it.each([
    [true, { url: 'https://i.example/import?url=https%3A%2F%2Fs.example%2Fa', reopenWhenVisible: false }],
    [false, { url: 'https://d.example/download', reopenWhenVisible: true }],
  ])('importer present: %s', (present, expected) => expect(mendeleyClickTarget(present, urls, 'https://s.example/a')).toEqual(expected));
});
