import { describe, expect, it } from 'vitest';
import { crawlerInformationFor, isPublisherLinkUrl, parseCrawlPdfsSetting, publisherLinksOf } from './publisher-links.ts';

describe('publisher link values (stored rows)', () => {
  it.each<[string, boolean]>([
    ['https://manuscripts.example.org/aam/123', true],
    ['http://clinicalkey.example.com/#!/content/journal/1-s2.0-S0022314X13001777', true],
    ['HTTPS://EXAMPLE.ORG/x', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['//example.org/no-scheme', false],
    ['/relative/path', false],
    ['ftp://example.org/file.pdf', false],
    ['https://user:secret@example.org/', false],
    ['https://example.org/a b', false],
    ['https://example.org/"onmouseover="x', false],
    [`https://example.org/${'a'.repeat(2000)}`, false],
  ])('%s → %s', (url, ok) => {
    expect(isPublisherLinkUrl(url)).toBe(ok);
  });

  it('drops stored values the page may not use', () => {
    expect(
      publisherLinksOf({ ssrnId: 'x1', openManuscriptUrl: 'javascript:alert(1)', clinicalKeyUrl: 'https://ck.example.com/a' }),
    ).toEqual({
      ssrnId: null,
      openManuscriptUrl: null,
      clinicalKeyUrl: 'https://ck.example.com/a',
    });
  });
});

describe('crawlerInformation (001 §3) and LECTERN_CRAWL_PDFS', () => {
  it.each<[boolean, boolean, { isCrawler: boolean; canCrawlPDFContent: boolean }]>([
    [false, false, { isCrawler: false, canCrawlPDFContent: false }],
    [false, true, { isCrawler: false, canCrawlPDFContent: false }],
    [true, false, { isCrawler: true, canCrawlPDFContent: false }],
    [true, true, { isCrawler: true, canCrawlPDFContent: true }],
  ])('robot %s, setting %s', (robot, setting, expected) => {
    expect(crawlerInformationFor(robot, setting)).toEqual(expected);
  });

  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['', false],
    ['0', false],
    ['off', false],
    ['1', true],
    ['true', true],
    ['YES', true],
  ])('%j → %s', (value, expected) => {
    expect(parseCrawlPdfsSetting(value)).toBe(expected);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => parseCrawlPdfsSetting('sometimes')).toThrow('LECTERN_CRAWL_PDFS must be 1 or 0 (got "sometimes")');
  });
});
