import { describe, expect, it } from 'vitest';
import type { PdfLink } from '#src/shared/article/article-page-state.ts';
import { withEnhancedReader } from './enhanced-reader.ts';

const PDF: PdfLink = {
  url: '/science/article/pii/S0960148113002048/pdfft?pid=S0960148113002048.pdf',
  urlType: 'download',
  crawlable: false,
};
const HOSTS = ['localhost', '127.0.0.1', 'journals.example.org'];
const on = { enhancedReader: true, host: 'journals.example.org', readerHosts: HOSTS, canCrawlPdf: false };
const READER = '/sdfe/reader/pii/S0960148113002048/pdf';

describe('View PDF opens the enhanced reader (001 §2)', () => {
  it.each([
    ['setting on, own host', PDF, on, READER],
    ['own host with a port', PDF, { ...on, host: '127.0.0.1:3205' }, READER],
    ['setting off', PDF, { ...on, enhancedReader: false }, PDF.url],
    ['another host', PDF, { ...on, host: 'evil.example.net' }, PDF.url],
    ['no Host header', PDF, { ...on, host: undefined }, PDF.url],
    ['no reader hosts configured', PDF, { ...on, readerHosts: undefined }, PDF.url],
    ['a crawler that may crawl PDFs keeps the crawlable PDF', PDF, { ...on, canCrawlPdf: true }, PDF.url],
    [
      'a purchase link is not a PDF',
      { url: '/science/article/pii/S0960148113002048/purchase', urlType: 'purchase', crawlable: false } as PdfLink,
      on,
      '/science/article/pii/S0960148113002048/purchase',
    ],
    ['no PDF', { url: null, urlType: 'none', crawlable: false } as PdfLink, on, null],
  ] as const)('%s', (_name, link, input, url) => {
    expect(withEnhancedReader('S0960148113002048', link, input).url).toBe(url);
  });
});
