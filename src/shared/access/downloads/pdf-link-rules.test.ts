import { describe, expect, it } from 'vitest';
import { fullDownloadLabel } from './full-download-label.ts';
import {
  crawlerPdfPath,
  enhancedReaderPath,
  isCrawlablePdfUrl,
  isOwnHost,
  pdfDownloadPath,
  pdfFileName,
  pdfPath,
  showsEmbeddedPdf,
} from './pdf-link-rules.ts';

describe('PDF link rules (000 §3, 001 §3, §6, §9)', () => {
  it('builds the PDF, download, crawler and enhanced-reader addresses', () => {
    expect(pdfPath('S0960148113002048')).toBe('/science/article/pii/S0960148113002048/pdfft?pid=S0960148113002048.pdf');
    expect(pdfDownloadPath('S0960148113002048')).toBe(
      '/science/article/pii/S0960148113002048/pdfft?pid=S0960148113002048.pdf&download=true',
    );
    expect(crawlerPdfPath('S0960148113002048')).toBe('/science/article/pii/S0960148113002048/pdf?pid=S0960148113002048.pdf');
    expect(enhancedReaderPath('S0960148113002048')).toBe('/sdfe/reader/pii/S0960148113002048/pdf');
    expect(pdfFileName('S0960-1481(13)00204-8')).toBe('S0960-1481_13_00204-8.pdf');
  });

  it.each([
    ['/science/article/pii/X/pdf?pid=X.pdf', true, true],
    ['/science/article/pii/X/pdf?pid=X.pdf', false, false],
    ['/science/article/pii/X/pdfft?pid=X.pdf', true, false],
    [null, true, false],
  ])('url %s with canCrawlPDFContent %s is crawlable: %s', (url, canCrawl, crawlable) => {
    expect(isCrawlablePdfUrl(url, canCrawl)).toBe(crawlable);
  });

  const embed = { hasEmbed: true, isPdfFullText: true, isCrawler: false, isContentVisible: true, isCorpReq: false };
  it.each([
    [{}, true],
    [{ hasEmbed: false }, false],
    [{ isPdfFullText: false }, false],
    [{ isCrawler: true }, false],
    [{ isContentVisible: false, isCorpReq: false }, true],
    [{ isContentVisible: false, isCorpReq: true }, false],
    [{ isContentVisible: true, isCorpReq: true }, true],
  ])('embedded PDF with %o shows: %s', (change, shows) => {
    expect(showsEmbeddedPdf({ ...embed, ...change })).toBe(shows);
  });

  it.each([
    ['localhost:3000', true],
    ['127.0.0.1', true],
    ['journals.example.org', true],
    ['JOURNALS.example.org:443', true],
    ['evil.example.net', false],
    [undefined, false],
  ])('host %s is an own host: %s', (host, own) => {
    expect(isOwnHost(host, ['localhost', '127.0.0.1', 'journals.example.org'])).toBe(own);
  });

  it.each([
    ['BK', 'Download full book'],
    ['HB', 'Download full volume'],
    ['BS', 'Download full volume'],
    ['JL', 'Download full issue'],
    ['RW', 'Download full issue'],
    [null, 'Download full issue'],
  ])('content type %s is labelled %s', (contentType, label) => {
    expect(fullDownloadLabel(contentType)).toBe(label);
  });
});
