import { describe, expect, it } from 'vitest';
import type { ArticleAccess } from '../access/article-access.ts';
import { accessOptionsFor, ajaxLinksFor, buildArticlePageState, mayPurchase } from './article-page-state-rules.ts';
import { ANONYMOUS_READER, type Reader } from '../access/reader.ts';

const PII = 'S0960148113002048';
const ENTITLED: ArticleAccess = {
  entitled: true,
  source: 'subscription',
  isContentVisible: true,
  institutionId: '7',
  counterAccessType: 'Controlled',
};
const DENIED: ArticleAccess = {
  entitled: false,
  source: null,
  isContentVisible: false,
  institutionId: null,
  counterAccessType: 'Controlled',
};
const IP_READER: Reader = {
  ...ANONYMOUS_READER,
  userType: 'IPRANGE',
  accessType: 'IPRANGE',
  organisation: { id: '7', name: 'Example University', via: 'ip-range' },
};
const SHIB_READER: Reader = {
  ...IP_READER,
  userType: 'SHIBANON',
  accessType: 'SHIBANON',
  organisation: { id: '7', name: 'Example University', via: 'institution-login' },
};
const settings = (s: Partial<Reader['settings']>): Reader => ({ ...ANONYMOUS_READER, settings: { ...ANONYMOUS_READER.settings, ...s } });

describe('accessOptionsFor (001 §3 accessOptions, §5 Purchase PDF)', () => {
  it.each<[string, ArticleAccess, Reader, string | null, ReturnType<typeof accessOptionsFor>]>([
    [
      'entitled: DOWNLOAD',
      ENTITLED,
      IP_READER,
      null,
      {
        linkType: 'DOWNLOAD',
        linkUrl: `/science/article/pii/${PII}`,
        remoteAccessOptions: { institutionName: 'Example University', institutionUrl: null, remoteAccessType: 'SELFMANRA' },
      },
    ],
    [
      'anonymous, cart allowed: PURCHASE at the article url',
      DENIED,
      ANONYMOUS_READER,
      null,
      { linkType: 'PURCHASE', linkUrl: `/science/article/pii/${PII}`, remoteAccessOptions: null },
    ],
    [
      'cart not allowed: nothing',
      DENIED,
      { ...ANONYMOUS_READER, allowCart: false },
      null,
      { linkType: null, linkUrl: null, remoteAccessOptions: null },
    ],
    [
      'preventTransactionalAccess: nothing',
      DENIED,
      settings({ preventTransactionalAccess: true }),
      null,
      { linkType: null, linkUrl: null, remoteAccessOptions: null },
    ],
    [
      'no card purchases: nothing',
      DENIED,
      settings({ creditCardPurchaseAllowed: false }),
      null,
      { linkType: null, linkUrl: null, remoteAccessOptions: null },
    ],
    [
      'institutional, no purchase, library delivers: ORDER',
      DENIED,
      { ...SHIB_READER, allowCart: false },
      'https://library.example.org/ill',
      {
        linkType: 'ORDER',
        linkUrl: 'https://library.example.org/ill',
        remoteAccessOptions: { institutionName: 'Example University', institutionUrl: null, remoteAccessType: 'SHIB' },
      },
    ],
    [
      'preventDocumentDelivery: no ORDER',
      DENIED,
      { ...SHIB_READER, allowCart: false, settings: { ...SHIB_READER.settings, preventDocumentDelivery: true } },
      'https://library.example.org/ill',
      {
        linkType: null,
        linkUrl: null,
        remoteAccessOptions: { institutionName: 'Example University', institutionUrl: null, remoteAccessType: 'SHIB' },
      },
    ],
  ])('%s', (_name, access, reader, documentDeliveryUrl, expected) => {
    expect(accessOptionsFor({ pii: PII, access, reader, pdf: null, documentDeliveryUrl })).toEqual(expected);
  });

  it('mayPurchase needs cart, transactional access and card purchases', () => {
    expect(mayPurchase(ANONYMOUS_READER)).toBe(true);
    expect(mayPurchase(settings({ creditCardPurchaseAllowed: false }))).toBe(false);
  });
});

describe('ajaxLinksFor: full-text parts only when the content is visible', () => {
  const available = { body: true, references: true, glossary: true, authors: true, toc: true, 'recommendations-entitled': true };
  it.each<[boolean, boolean, Partial<Record<string, boolean>>]>([
    [
      true,
      true,
      {
        body: true,
        references: true,
        referenceLinks: false,
        glossary: true,
        exam: false,
        authors: true,
        toc: true,
        'recommendations-entitled': true,
      },
    ],
    [false, true, { body: false, references: false, glossary: false, authors: true, toc: true, 'recommendations-entitled': true }],
    [false, false, { body: false, references: false, glossary: false, authors: true, toc: true, 'recommendations-entitled': false }],
  ])('visible %s, entitled %s', (visible, entitled, expected) => {
    expect(ajaxLinksFor(visible, entitled, available)).toMatchObject(expected);
  });
});

describe('buildArticlePageState', () => {
  const base = {
    pii: PII,
    openAccess: false,
    openArchive: false,
    entitledToken: 'tok',
    pdf: null,
    documentDeliveryUrl: null,
    available: { body: true },
  };
  it('entitled reader: full rendering, the token, the privilege type', () => {
    const state = buildArticlePageState({ ...base, access: ENTITLED, reader: { ...IP_READER, privilegeType: 'PRIVILEGED' } });
    expect(state).toMatchObject({
      renderingMode: 'full',
      entitled: true,
      isContentVisible: true,
      displayViewFullText: true,
      entitledToken: 'tok',
      privilegeType: 'PRIVILEGED',
    });
    expect(state.pdf).toEqual({ url: null, urlType: 'none', crawlable: false });
  });
  it('unentitled reader: preview, no token, no body link', () => {
    const state = buildArticlePageState({ ...base, access: DENIED, reader: ANONYMOUS_READER });
    expect(state).toMatchObject({
      renderingMode: 'preview',
      entitled: false,
      isContentVisible: false,
      displayViewFullText: false,
      entitledToken: null,
    });
    expect(state.ajaxLinks.body).toBe(false);
  });
});

describe('pdfEmbed (001 §3): an article read as its PDF', () => {
  const pdf = { url: `/science/article/pii/${PII}/pdfft?pid=${PII}.pdf`, urlType: 'download' as const, crawlable: false };
  const input = {
    pii: PII,
    openAccess: false,
    openArchive: false,
    entitledToken: 'tok',
    documentDeliveryUrl: null,
    reader: ANONYMOUS_READER,
  };
  it.each<[string, ArticleAccess, boolean, typeof pdf | null, { url: string } | null]>([
    ['no body text, a PDF the reader may open: embedded', ENTITLED, false, pdf, { url: pdf.url }],
    ['body text: the page is the article, no embed', ENTITLED, true, pdf, null],
    ['no PDF: nothing to embed', ENTITLED, false, null, null],
    ['not entitled: never', DENIED, false, { ...pdf, urlType: 'download' }, null],
  ])('%s', (_name, access, hasBody, link, expected) => {
    expect(buildArticlePageState({ ...input, access, pdf: link, available: { body: hasBody } }).pdfEmbed).toEqual(expected);
  });
});
