import { describe, expect, it } from 'vitest';
import { accessBarItems, type AccessBarContext } from './access-bar/access-bar-layout.ts';
import { pdfLinkAction } from './access-bar/pdf-link.ts';
import { documentDeliveryFor, documentDeliveryUrlOf, ORDER_TITLE_MAX, orderDocumentFields } from './document-delivery.ts';
import { documentDeliveryUrlSchema } from './document-delivery-url.ts';
import { ANONYMOUS_READER, type Reader } from './reader.ts';

describe('documentDeliveryUrlSchema: the admin command accepts only absolute http(s) URLs', () => {
  it.each([
    ['https://library.example.edu/ill/order', true],
    ['http://ill.example.org/request?via=lectern', true],
    ['  https://library.example.edu/order  ', true],
    ['javascript:alert(1)', false],
    ['/relative/order', false],
    ['//library.example.edu/order', false],
    ['ftp://library.example.edu/order', false],
    ['https://user:secret@library.example.edu/order', false],
    ['https://library.example.edu/a b', false],
    ['https://library.example.edu/"onmouseover', false],
    [`https://library.example.edu/${'a'.repeat(2000)}`, false],
  ])('%s → %s', (value, ok) => {
    expect(documentDeliveryUrlSchema.safeParse(value).success).toBe(ok);
  });

  it('trims what it accepts', () => {
    expect(documentDeliveryUrlSchema.parse('  https://library.example.edu/order ')).toBe('https://library.example.edu/order');
  });
});

describe('documentDeliveryUrlOf: a stored value reaches the page only when it is a valid URL', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['javascript:alert(1)', null],
    ['https://library.example.edu/order', 'https://library.example.edu/order'],
  ])('%s → %s', (stored, expected) => {
    expect(documentDeliveryUrlOf(stored)).toBe(expected);
  });
});

describe('orderDocumentFields: what the order form posts to the library', () => {
  it.each([
    [
      'pii, doi and title',
      { pii: 'S0016236113008041', doi: '10.1016/j.fuel.2013.09.001', title: 'Coal  and\n biomass' },
      [
        { name: 'pii', value: 'S0016236113008041' },
        { name: 'doi', value: '10.1016/j.fuel.2013.09.001' },
        { name: 'title', value: 'Coal and biomass' },
      ],
    ],
    ['no doi, blank title: the pii alone', { pii: 'S0016236113008041', doi: null, title: '  ' }, [{ name: 'pii', value: 'S0016236113008041' }]],
    ['no title given', { pii: 'S0016236113008041', doi: '10.1/x' }, [{ name: 'pii', value: 'S0016236113008041' }, { name: 'doi', value: '10.1/x' }]],
  ])('%s', (_name, article, expected) => {
    expect(orderDocumentFields(article)).toEqual(expected);
  });

  it(`cuts a title to ${ORDER_TITLE_MAX} characters with an ellipsis`, () => {
    const title = orderDocumentFields({ pii: 'S1', doi: null, title: 'x'.repeat(ORDER_TITLE_MAX + 10) }).find((f) => f.name === 'title')!.value;
    expect(title).toHaveLength(ORDER_TITLE_MAX);
    expect(title.endsWith('…')).toBe(true);
  });
});

describe('the access bar: an ORDER link type becomes "Order Document", posted into a new window with the article fields', () => {
  const ctx: AccessBarContext = { patientAccessUrl: null, institutionLoginPath: '/user/institution/login', currentPath: '/', seamlessInstitution: null, linkingHubLinks: [] };
  const state = {
    entitled: false,
    isThirdParty: false,
    accessOptions: { linkType: 'ORDER' as const, linkUrl: 'https://library.example.edu/ill', remoteAccessOptions: null },
    pdf: { url: null, urlType: 'none' as const, crawlable: false },
    openManuscriptUrl: null,
    clinicalKeyUrl: null,
    downloadFullIssue: false,
    ssrnId: null,
  };
  const article = { pii: 'S0016236113008041', doi: '10.1016/j.fuel.2013.09.001', citationDatabaseId: null, contentType: 'JL', title: 'A title' };

  it('an IP-range reader gets the order item first, with pii, doi and title', () => {
    const [first] = accessBarItems(article, state, { accessType: 'IPRANGE' }, ctx);
    expect(first).toEqual({
      kind: 'order-pdf',
      pdf: { url: 'https://library.example.edu/ill', urlType: 'order', crawlable: false },
      fields: [
        { name: 'pii', value: 'S0016236113008041' },
        { name: 'doi', value: '10.1016/j.fuel.2013.09.001' },
        { name: 'title', value: 'A title' },
      ],
    });
    expect(pdfLinkAction(first?.kind === 'order-pdf' ? first.pdf : { url: null, urlType: 'none' })).toEqual({
      method: 'post',
      action: 'https://library.example.edu/ill',
      label: 'Order Document',
      target: '_blank',
    });
  });

  it('a guest never gets it (the layout rule gives order PDF to institutional readers only)', () => {
    expect(accessBarItems(article, state, { accessType: 'GUEST' }, ctx).map((i) => i.kind)).not.toContain('order-pdf');
  });
});

describe('documentDeliveryFor: which readers are offered their library\'s service', () => {
  const URL = 'https://library.example.edu/ill';
  const onCampus: Reader = {
    ...ANONYMOUS_READER,
    userType: 'IPRANGE',
    accessType: 'IPRANGE',
    organisation: { id: '7', name: 'Example University', via: 'ip-range' },
    organisations: [{ id: '7', name: 'Example University', via: 'ip-range' }],
    allowCart: false,
  };
  const settings = (over: Partial<Reader['settings']>) => ({ ...onCampus.settings, ...over });
  it.each<[string, Reader, string | null, string | null]>([
    ['IP-range reader, no cart, library has a service', onCampus, URL, URL],
    ['no service', onCampus, null, null],
    ['preventDocumentDelivery', { ...onCampus, settings: settings({ preventDocumentDelivery: true }) }, URL, null],
    ['may buy (cart allowed, card allowed)', { ...onCampus, allowCart: true }, URL, null],
    ['cart allowed but no credit card purchase: may not buy', { ...onCampus, allowCart: true, settings: settings({ creditCardPurchaseAllowed: false }) }, URL, URL],
    ['cart allowed but transactional access prevented: may not buy', { ...onCampus, allowCart: true, settings: settings({ preventTransactionalAccess: true }) }, URL, URL],
    ['institutional sign-in (TICKANON)', { ...onCampus, userType: 'TICKANON', accessType: 'TICKANON' }, URL, URL],
    ['anonymous guest', { ...ANONYMOUS_READER, allowCart: false }, URL, null],
    ['signed-in guest (GUESTREG)', { ...ANONYMOUS_READER, userType: 'GUESTREG', accessType: 'GUESTREG', allowCart: false }, URL, null],
  ])('%s', (_name, reader, url, expected) => {
    expect(documentDeliveryFor(reader, url)).toBe(expected);
  });
});
