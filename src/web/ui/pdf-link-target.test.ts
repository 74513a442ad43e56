import { describe, expect, it } from 'vitest';
import type { PdfUrlType } from '#src/shared/article/article-page-state.ts';
import { pdfLinkAction, pdfLinkLabel, purchaseUrl } from './pdf-link-target.ts';

describe('PDF link labels (spec 000 §3)', () => {
  it.each<[PdfUrlType | null, string | null]>([
    ['download', 'View PDF'],
    ['order', 'Order Document'],
    ['purchase', 'Purchase PDF'],
    ['abTest', 'Download PDF'],
    ['none', null],
    [null, null],
  ])('%s → %s', (type, label) => {
    expect(pdfLinkLabel(type)).toBe(label);
  });
});

describe('PDF link behaviour (000 §7 "PDF order and purchase")', () => {
  it.each<[PdfUrlType, string | null, ReturnType<typeof pdfLinkAction>]>([
    ['download', '/a/pdf?md5=1', { method: 'link', href: '/a/pdf?md5=1', label: 'View PDF', target: '_blank' }],
    ['abTest', '/a/pdf?md5=1', { method: 'link', href: '/a/pdf?md5=1', label: 'Download PDF', target: '_blank' }],
    [
      'order',
      'https://docdel.example.org/o',
      { method: 'post', action: 'https://docdel.example.org/o', label: 'Order Document', target: '_blank' },
    ],
    [
      'purchase',
      'https://cart.example.org/p/purchase',
      { method: 'post', action: 'https://cart.example.org/p/purchase', label: 'Purchase PDF', target: 'sd-shopping-cart' },
    ],
    ['none', '/a/pdf?md5=1', null],
    ['download', null, null],
  ])('%s %s', (urlType, url, expected) => {
    expect(pdfLinkAction({ url, urlType })).toEqual(expected);
  });
});

describe('purchase URL (001 §5)', () => {
  it.each<[Parameters<typeof purchaseUrl>[0], string | null, string | null]>([
    ['PURCHASE', 'https://cart.example.org/S1', 'https://cart.example.org/S1/purchase'],
    ['PURCHASE', 'https://cart.example.org/S1/', 'https://cart.example.org/S1/purchase'],
    ['PURCHASE', null, null],
    ['DOWNLOAD', 'https://cart.example.org/S1', null],
    [null, 'https://cart.example.org/S1', null],
  ])('%s %s → %s', (type, url, expected) => {
    expect(purchaseUrl(type, url)).toBe(expected);
  });
});
