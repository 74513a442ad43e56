import { describe, expect, it } from 'vitest';
import {
  libraryBannerFor,
  libraryBannerImageUrl,
  libraryBannerLinkUrl,
  libraryBannerPlacement,
  libraryBannerProblem,
  type LibraryBanner,
} from './library-banner.ts';
import { ANONYMOUS_READER, type Reader, type UserType } from './reader.ts';

const campus = { id: '1', name: 'Campus University' };
const banner: LibraryBanner = {
  position: 'RIGHT',
  text: 'Campus Library',
  imageUrl: '/media/campus-logo.png',
  linkUrl: 'https://library.campus.example/',
};
const withBanner = { ...campus, libraryBanner: banner };

function reader(accessType: UserType, organisationId: string | null = campus.id): Reader {
  return {
    ...ANONYMOUS_READER,
    userType: accessType,
    accessType,
    organisation: organisationId ? { id: organisationId, name: 'Some Institution', via: 'ip-range' } : null,
  };
}

describe('libraryBannerFor: which reader sees the banner', () => {
  it.each<[string, Reader, boolean]>([
    ['anonymous guest', ANONYMOUS_READER, false],
    ['signed-in guest (GUESTREG)', reader('GUESTREG', null), false],
    ['IP-range reader of the institution', reader('IPRANGE'), true],
    ['access-code reader (TICKANON)', reader('TICKANON'), true],
    ['member signed in with credentials (TICKREG)', reader('TICKREG'), true],
    ['federation reader (SHIBANON)', reader('SHIBANON'), true],
    ['federation reader with account (SHIBREG)', reader('SHIBREG'), true],
    ['IP-range reader of another institution', reader('IPRANGE', '2'), false],
    ['an institutional access type without an organisation', reader('IPRANGE', null), false],
    ['admin at home', { ...reader('GUESTREG', null), userType: 'ADMIN' }, false],
    ['admin on campus', { ...reader('IPRANGE'), userType: 'ADMIN' }, true],
  ])('%s → shown: %s', (_name, r, shown) => {
    expect(libraryBannerFor(r, withBanner) !== null).toBe(shown);
  });

  it('nothing without an institution or without a banner', () => {
    expect(libraryBannerFor(reader('IPRANGE'), null)).toBeNull();
    expect(libraryBannerFor(reader('IPRANGE'), campus)).toBeNull();
    expect(libraryBannerFor(reader('IPRANGE'), { ...campus, libraryBanner: null })).toBeNull();
  });

  it('shows position, text, image with alt and link', () => {
    expect(libraryBannerFor(reader('IPRANGE'), withBanner)).toEqual({
      position: 'RIGHT',
      institutionName: 'Campus University',
      text: 'Campus Library',
      imageUrl: '/media/campus-logo.png',
      imageAlt: '',
      linkUrl: 'https://library.campus.example/',
    });
  });

  it.each<[string, Partial<LibraryBanner>, Partial<ReturnType<typeof libraryBannerFor>> | null]>([
    ['image only: alt is the institution name', { text: null }, { text: null, imageAlt: 'Campus University' }],
    ['text only', { imageUrl: null }, { imageUrl: null }],
    ['no link: shown unlinked', { linkUrl: null }, { linkUrl: null }],
    ['text is one line of plain text', { text: '  Campus\n  Library  ' }, { text: 'Campus Library' }],
    ['a javascript: link is dropped', { linkUrl: 'javascript:alert(1)' }, { linkUrl: null }],
    ['a site path is no link target', { linkUrl: '/about' }, { linkUrl: null }],
    ['a protocol-relative image is dropped', { imageUrl: '//evil.example/x.png' }, { imageUrl: null }],
    ['a data: image is dropped', { imageUrl: 'data:image/png;base64,AAAA' }, { imageUrl: null }],
    ['blank text and no image: nothing', { text: '   ', imageUrl: null }, null],
    ['neither text nor a usable image: nothing', { text: null, imageUrl: 'javascript:alert(1)' }, null],
  ])('%s', (_name, change, expected) => {
    const shown = libraryBannerFor(reader('IPRANGE'), { ...campus, libraryBanner: { ...banner, ...change } });
    if (expected === null) expect(shown).toBeNull();
    else expect(shown).toMatchObject(expected);
  });
});

describe('libraryBannerPlacement: where each position goes', () => {
  it.each<[LibraryBanner['position'] | null, boolean, ReturnType<typeof libraryBannerPlacement>]>([
    ['ABOVE', false, { above: true, right: false, dropdown: null, drawer: false }],
    ['ABOVE', true, { above: true, right: false, dropdown: null, drawer: false }],
    ['RIGHT', false, { above: false, right: true, dropdown: null, drawer: true }],
    ['RIGHT', true, { above: false, right: true, dropdown: null, drawer: true }],
    ['DROPDOWN', false, { above: false, right: false, dropdown: 'institution-menu', drawer: true }],
    ['DROPDOWN', true, { above: false, right: false, dropdown: 'profile-menu', drawer: true }],
    [null, true, { above: false, right: false, dropdown: null, drawer: false }],
  ])('%s, signed in as a person: %s', (position, person, expected) => {
    expect(libraryBannerPlacement(position ? { position } : null, person)).toEqual(expected);
  });
});

describe('stored values', () => {
  it.each<[string | null, string | undefined]>([
    ['https://library.example/', 'https://library.example/'],
    ['http://library.example/path?q=1', 'http://library.example/path?q=1'],
    ['HTTPS://Library.Example', 'https://library.example/'],
    ['ftp://library.example/', undefined],
    ['javascript:alert(1)', undefined],
    ['/about', undefined],
    ['https://library.example/a b', undefined],
    ['', undefined],
    [null, undefined],
  ])('link %j → %j', (value, expected) => expect(libraryBannerLinkUrl(value)).toBe(expected));

  it.each<[string, string | undefined]>([
    ['/media/logo.png', '/media/logo.png'],
    ['https://cdn.example/logo.svg', 'https://cdn.example/logo.svg'],
    ['//cdn.example/logo.svg', undefined],
    ['/\\cdn.example/logo.svg', undefined],
    ['data:image/svg+xml,<svg/>', undefined],
    ['logo.png', undefined],
  ])('image %j → %j', (value, expected) => expect(libraryBannerImageUrl(value)).toBe(expected));

  it.each<[{ text: string | null; imageUrl: string | null; linkUrl: string | null }, string | null]>([
    [{ text: 'Library', imageUrl: null, linkUrl: null }, null],
    [{ text: null, imageUrl: '/logo.png', linkUrl: 'https://library.example/' }, null],
    [{ text: '<b>not HTML</b>', imageUrl: null, linkUrl: null }, null],
    [{ text: null, imageUrl: null, linkUrl: 'https://library.example/' }, 'give --text, --image or both'],
    [{ text: ' ', imageUrl: null, linkUrl: null }, 'give --text, --image or both'],
    [{ text: 'x'.repeat(201), imageUrl: null, linkUrl: null }, '--text: at most 200 characters'],
    [{ text: 'Library', imageUrl: 'javascript:alert(1)', linkUrl: null }, '--image: an http(s) URL or a path on this site starting with /'],
    [{ text: 'Library', imageUrl: null, linkUrl: '/about' }, '--link: an http(s) URL'],
  ])('%j → %j', (input, problem) => expect(libraryBannerProblem(input)).toBe(problem));
});
