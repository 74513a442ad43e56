import { describe, expect, it } from 'vitest';
import { documentDeliveryFor, documentDeliveryUrlOf, ORDER_TITLE_MAX, orderDocumentFields } from './document-delivery.ts';
import { ANONYMOUS_READER, type Reader } from './reader.ts';

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
    [
      'no doi, blank title: the pii alone',
      { pii: 'S0016236113008041', doi: null, title: '  ' },
      [{ name: 'pii', value: 'S0016236113008041' }],
    ],
    [
      'no title given',
      { pii: 'S0016236113008041', doi: '10.1/x' },
      [
        { name: 'pii', value: 'S0016236113008041' },
        { name: 'doi', value: '10.1/x' },
      ],
    ],
  ])('%s', (_name, article, expected) => {
    expect(orderDocumentFields(article)).toEqual(expected);
  });

  it(`cuts a title to ${ORDER_TITLE_MAX} characters with an ellipsis`, () => {
    const title = orderDocumentFields({ pii: 'S1', doi: null, title: 'x'.repeat(ORDER_TITLE_MAX + 10) }).find(
      (f) => f.name === 'title',
    )!.value;
    expect(title).toHaveLength(ORDER_TITLE_MAX);
    expect(title.endsWith('…')).toBe(true);
  });
});

describe("documentDeliveryFor: which readers are offered their library's service", () => {
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
    [
      'cart allowed but no credit card purchase: may not buy',
      { ...onCampus, allowCart: true, settings: settings({ creditCardPurchaseAllowed: false }) },
      URL,
      URL,
    ],
    [
      'cart allowed but transactional access prevented: may not buy',
      { ...onCampus, allowCart: true, settings: settings({ preventTransactionalAccess: true }) },
      URL,
      URL,
    ],
    ['institutional sign-in (TICKANON)', { ...onCampus, userType: 'TICKANON', accessType: 'TICKANON' }, URL, URL],
    ['anonymous guest', { ...ANONYMOUS_READER, allowCart: false }, URL, null],
    ['signed-in guest (GUESTREG)', { ...ANONYMOUS_READER, userType: 'GUESTREG', accessType: 'GUESTREG', allowCart: false }, URL, null],
  ])('%s', (_name, reader, url, expected) => {
    expect(documentDeliveryFor(reader, url)).toBe(expected);
  });
});
