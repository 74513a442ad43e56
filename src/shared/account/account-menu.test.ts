import { describe, expect, it } from 'vitest';
import { accountConfigFor } from './account-config.ts';
import { accountArea, PROFILE_EMAIL_MAX_WIDTH_PX, USER_NAME_MAX_WIDTH_PX, type AccountArea } from './account-menu.ts';
import { ANONYMOUS_READER, type Reader, type UserType } from '../access/reader.ts';

const links = { orderHistoryUrl: '/user/purchases', privacyCenterUrl: '/privacy-center', adminToolUrl: '/admin' };
const current = '/science/article/pii/S0960148113002048';
const target = 'targetURL=%2Fscience%2Farticle%2Fpii%2FS0960148113002048';
const uni = { id: 'i1', name: 'Utrecht University', via: 'institution-login' as const };
const other = { id: 'i2', name: 'Leiden University', via: 'membership' as const };

function reader(userType: UserType, over: Partial<Reader> = {}): Reader {
  const individual = !['GUEST', 'IPRANGE', 'SHIBANON', 'TICKANON'].includes(userType);
  return {
    ...ANONYMOUS_READER,
    userType,
    accessType: userType,
    userAnonymity: individual ? 'INDIVIDUAL' : 'ANONYMOUS',
    user: individual ? { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.org' } : null,
    ...over,
  };
}

const registration = { shibRegUrl: 'https://idp.example.edu/register', tickRegUrl: 'https://tickets.example.edu/register' };
const area = (r: Reader, at = current): AccountArea => accountArea(r, accountConfigFor(r, registration), at, links);
const labels = (a: AccountArea) => a.items.map((i) => i.label);

const PROFILE = ['View account', 'Sign out', 'My recommendations', 'My search history', 'My reading history', 'Manage alerts'];

describe('account area per user type (001 §6)', () => {
  it.each<[string, Reader, AccountArea['kind'], string[]]>([
    ['anonymous visitor', reader('GUEST'), 'anonymous', ['Register', 'Sign in']],
    ['IP-range visitor (anonymous)', reader('IPRANGE', { organisation: uni, organisations: [uni] }), 'anonymous', ['Register', 'Sign in']],
    [
      'SHIBANON with institution',
      reader('SHIBANON', { organisation: uni, organisations: [uni] }),
      'institutional',
      ['Personalize', 'Sign out'],
    ],
    [
      'TICKANON with institution',
      reader('TICKANON', { organisation: uni, organisations: [uni] }),
      'institutional',
      ['Personalize', 'Sign out'],
    ],
    ['SHIBANON without institutional association', reader('SHIBANON'), 'institutional', ['My Account', 'Sign in']],
    [
      'SHIBANON with several organisations',
      reader('SHIBANON', { organisation: uni, organisations: [uni, other] }),
      'institutional',
      ['Personalize', 'Sign out', 'Change organization'],
    ],
    ['GUESTREG (cart allowed)', reader('GUESTREG'), 'individual', [...PROFILE, 'Change password', 'Purchased articles', 'Privacy center']],
    ['GUESTREG without cart', reader('GUESTREG', { allowCart: false }), 'individual', [...PROFILE, 'Change password', 'Privacy center']],
    ['SHIBREG: no Change password', reader('SHIBREG', { allowCart: false }), 'individual', [...PROFILE, 'Privacy center']],
    ['TICKREG: no Change password', reader('TICKREG'), 'individual', [...PROFILE, 'Purchased articles', 'Privacy center']],
    [
      'ADMIN without cart still gets Purchased articles, plus Admin Tool',
      reader('ADMIN', { allowCart: false }),
      'individual',
      [...PROFILE, 'Change password', 'Purchased articles', 'Privacy center', 'Admin Tool'],
    ],
    [
      'individual with several organisations',
      reader('GUESTREG', { allowCart: false, organisation: uni, organisations: [uni, other] }),
      'individual',
      [...PROFILE, 'Change password', 'Privacy center', 'Change organization'],
    ],
  ])('%s', (_name, r, kind, expected) => {
    const a = area(r);
    expect(a.kind).toBe(kind);
    expect(labels(a)).toEqual(expected);
  });

  it('shows the name and email of a signed-in person', () => {
    expect(area(reader('GUESTREG'))).toMatchObject({ userName: 'Ada Lovelace', userEmail: 'ada@example.org' });
    expect([USER_NAME_MAX_WIDTH_PX, PROFILE_EMAIL_MAX_WIDTH_PX]).toEqual([175, 225]);
  });

  it('sends Personalize to the shibboleth registration URL for SHIBANON, else the ticket one', () => {
    const shib = area(reader('SHIBANON', { organisation: uni, organisations: [uni] }));
    const tick = area(reader('TICKANON', { organisation: uni, organisations: [uni] }));
    expect(shib.items[0]!.href).toBe(registration.shibRegUrl);
    expect(tick.items[0]!.href).toBe(registration.tickRegUrl);
  });

  it('adds from=globalheader and the encoded targetURL to Sign in; Register gets targetURL', () => {
    const a = area(reader('GUEST'));
    expect(a.items.find((i) => i.id === 'sign-in')!.href).toBe(`/user/login?${target}&from=globalheader`);
    expect(a.items.find((i) => i.id === 'register')!.href).toBe(`/user/register?${target}`);
  });

  it('leaves targetURL out when the address already is an account page (a known marker)', () => {
    const a = area(reader('GUEST'), '/user/profile?tab=1');
    expect(a.items.find((i) => i.id === 'register')!.href).toBe('/user/register');
  });

  it('signs out with a POST and opens Privacy center in a new tab with redirect_to', () => {
    const a = area(reader('GUESTREG'));
    expect(a.items.find((i) => i.id === 'sign-out')).toMatchObject({ href: '/user/logout', method: 'post' });
    expect(a.items.find((i) => i.id === 'privacy-center')).toMatchObject({
      href: `/privacy-center?redirect_to=${encodeURIComponent(current)}`,
      newTab: true,
    });
  });
});

describe('guest header of the header sign-in experiment (001 §6 "A guest header shows when an experiment flag for header sign-in is on")', () => {
  const guestArea = (r: Reader, at = current): AccountArea =>
    accountArea(r, accountConfigFor(r, registration), at, links, { guestHeader: true });

  it('greets an anonymous visitor and offers Sign in, institution access and Register, each returning here', () => {
    const a = guestArea(reader('GUEST'));
    expect(a).toMatchObject({ kind: 'guest', greeting: 'Welcome, guest' });
    expect(a.items.map((i) => [i.label, i.href])).toEqual([
      ['Sign in', `/user/login?${target}&from=globalheader`],
      ['Access through your institution', `/user/institution/login?targetUrl=${target.slice('targetURL='.length)}`],
      ['Register', `/user/register?${target}`],
    ]);
  });

  it('is off without the flag', () => {
    expect(area(reader('GUEST')).kind).toBe('anonymous');
  });

  it.each<[string, Reader, AccountArea['kind']]>([
    ['IP-range visitor: already at an institution', reader('IPRANGE', { organisation: uni, organisations: [uni] }), 'anonymous'],
    ['SHIBANON', reader('SHIBANON', { organisation: uni, organisations: [uni] }), 'institutional'],
    ['signed-in person', reader('GUESTREG'), 'individual'],
  ])('leaves other readers as they are: %s', (_name, r, kind) => {
    expect(guestArea(r).kind).toBe(kind);
  });

  it('leaves targetUrl out on an account page', () => {
    expect(guestArea(reader('GUEST'), '/user/register').items.find((i) => i.id === 'institution-sign-in')!.href).toBe(
      '/user/institution/login',
    );
  });
});
