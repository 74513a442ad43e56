import { afterEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_READER } from '#src/shared/access/reader.ts';
import { pdfLinkFor, pdfLinkSource, setPdfTypesetting } from './pdf-link.ts';
import { byteRange } from './pdf-routes.ts';
import { uniqueNames, worthCompressing } from './zip-stream.ts';

const KEY = 'a'.repeat(64);
const human = { isCrawler: false, canCrawlPDFContent: false };
const allowedCrawler = { isCrawler: true, canCrawlPDFContent: true };
const open = { entitled: true, isContentVisible: true };

describe('pdfLinkFor (000 §3 PDF link, 001 §3 pdfDownload)', () => {
  afterEach(() => setPdfTypesetting(() => false));

  it.each([
    ['typesetter works, entitled', true, [], open, human, '/science/article/pii/S1/pdfft?pid=S1.pdf', 'download', false],
    [
      'no typesetter, package PDF',
      false,
      [{ type: 'ARTICLE-PDF', storageKey: KEY }],
      open,
      human,
      '/science/article/pii/S1/pdfft?pid=S1.pdf',
      'download',
      false,
    ],
    ['no typesetter, no stored PDF', false, [{ type: 'IMAGE', storageKey: KEY }], open, human, null, 'none', false],
    ['not entitled', true, [], { entitled: false, isContentVisible: false }, human, null, 'none', false],
    ['entitled, abstract only', true, [], { entitled: true, isContentVisible: false }, human, null, 'none', false],
    ['crawler allowed to crawl PDFs', true, [], open, allowedCrawler, '/science/article/pii/S1/pdf?pid=S1.pdf', 'download', true],
  ] as const)('%s', (_name, typesets, attachments, access, crawler, url, urlType, crawlable) => {
    setPdfTypesetting(() => typesets);
    const { pdf, pdfDownload } = pdfLinkFor({ pii: 'S1', attachments }, access, ANONYMOUS_READER, crawler);
    expect(pdf).toEqual({ url, urlType, crawlable });
    expect(pdfDownload.linkToPdf).toBe(url ? '/science/article/pii/S1/pdfft?pid=S1.pdf&download=true' : null);
  });

  it('gives the access service a link only while PDFs can be typeset', () => {
    const source = pdfLinkSource();
    const access = { ...open, source: 'open-access' as const, institutionId: null, counterAccessType: 'Open' as const };
    expect(source('S1', access)?.urlType).toBe('none');
    setPdfTypesetting(() => true);
    expect(source('S1', access)).toEqual({ url: '/science/article/pii/S1/pdfft?pid=S1.pdf', urlType: 'download', crawlable: false });
  });
});

describe('byte ranges and zip entry names', () => {
  it.each([
    [undefined, 100, undefined],
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=50-500', 100, { start: 50, end: 99 }],
    ['bytes=100-', 100, null],
    ['bytes=0-1,5-6', 100, undefined],
  ])('%s of %i bytes', (header, size, range) => {
    expect(byteRange(header, size)).toEqual(range);
  });

  it('keeps zip names unique and safe', () => {
    expect(uniqueNames(['a.csv', 'A.csv', '../x.pdf', 'b\u0001c', ''])).toEqual(['a.csv', 'A (2).csv', '__x.pdf', 'b_c', 'file']);
    expect(worthCompressing('csv')).toBe(true);
    expect(worthCompressing('MP4')).toBe(false);
  });
});
