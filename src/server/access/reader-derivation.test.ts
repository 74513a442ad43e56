import { describe, expect, it } from 'vitest';
import { accountConfigFor } from '#src/shared/account/account-config.ts';
import { isInstitutionalReader } from '#src/shared/access/reader.ts';
import { deriveReader, type ReaderFacts, type ReaderInstitution } from './reader-derivation.ts';

const open = { creditCardPurchaseAllowed: true, preventTransactionalAccess: false, preventDocumentDelivery: false };
const campus: ReaderInstitution = {
  id: '1',
  name: 'Campus University',
  allowCart: false,
  settings: { ...open, preventDocumentDelivery: true },
};
const library: ReaderInstitution = { id: '2', name: 'City Library', allowCart: true, settings: open };
const person = { id: '7', name: 'Ada Reader', email: 'ada@example.org', isAdmin: false, privilegeType: 'NONE' as const, settings: open };
const admin = { ...person, id: '8', isAdmin: true };
const none: ReaderFacts = { user: null, sessionInstitution: null, ipInstitution: null, memberships: [] };

describe('deriveReader', () => {
  it.each<[string, ReaderFacts, string, string, string, string | null, boolean]>([
    // name, facts, userType, accessType, anonymity, organisation, institutional
    ['anonymous off-site', none, 'GUEST', 'GUEST', 'ANONYMOUS', null, false],
    ['signed in off-site', { ...none, user: person }, 'GUESTREG', 'GUESTREG', 'INDIVIDUAL', null, false],
    ['anonymous on campus', { ...none, ipInstitution: campus }, 'IPRANGE', 'IPRANGE', 'ANONYMOUS', 'Campus University', true],
    [
      'signed in on campus',
      { ...none, user: person, ipInstitution: campus },
      'IPRANGE',
      'IPRANGE',
      'INDIVIDUAL',
      'Campus University',
      true,
    ],
    [
      'federation, no account',
      { ...none, sessionInstitution: { institution: campus, method: 'shibboleth' } },
      'SHIBANON',
      'SHIBANON',
      'ANONYMOUS',
      'Campus University',
      true,
    ],
    [
      'federation with account',
      { ...none, user: person, sessionInstitution: { institution: campus, method: 'shibboleth' } },
      'SHIBREG',
      'SHIBREG',
      'INDIVIDUAL',
      'Campus University',
      true,
    ],
    [
      'access code',
      { ...none, sessionInstitution: { institution: library, method: 'ticket' } },
      'TICKANON',
      'TICKANON',
      'ANONYMOUS',
      'City Library',
      true,
    ],
    [
      'member credentials',
      { ...none, user: person, sessionInstitution: { institution: library, method: 'ticket' } },
      'TICKREG',
      'TICKREG',
      'INDIVIDUAL',
      'City Library',
      true,
    ],
    [
      'institutional sign-in beats the IP range',
      { ...none, ipInstitution: campus, sessionInstitution: { institution: library, method: 'ticket' } },
      'TICKANON',
      'TICKANON',
      'ANONYMOUS',
      'City Library',
      true,
    ],
    ['admin at home', { ...none, user: admin }, 'ADMIN', 'GUESTREG', 'INDIVIDUAL', null, false],
    ['admin on campus', { ...none, user: admin, ipInstitution: campus }, 'ADMIN', 'IPRANGE', 'INDIVIDUAL', 'Campus University', true],
  ])('%s', (_name, facts, userType, accessType, anonymity, organisation, institutional) => {
    const reader = deriveReader(facts);
    expect(reader.userType).toBe(userType);
    expect(reader.accessType).toBe(accessType);
    expect(reader.userAnonymity).toBe(anonymity);
    expect(reader.organisation?.name ?? null).toBe(organisation);
    expect(isInstitutionalReader(reader)).toBe(institutional);
  });

  it('privilege: the account’s type; an admin is at least PRIVILEGED', () => {
    expect(deriveReader({ ...none, user: person }).privilegeType).toBe('NONE');
    expect(deriveReader({ ...none, user: { ...person, privilegeType: 'DATA_CHECKOUT' } }).privilegeType).toBe('DATA_CHECKOUT');
    expect(deriveReader({ ...none, user: admin }).privilegeType).toBe('PRIVILEGED');
    expect(deriveReader(none).privilegeType).toBe('NONE');
  });

  it('cart and settings come from the organisation in use, the stricter of person and institution', () => {
    const onCampus = deriveReader({
      ...none,
      user: { ...person, settings: { ...open, creditCardPurchaseAllowed: false } },
      ipInstitution: campus,
    });
    expect(onCampus.allowCart).toBe(false);
    expect(onCampus.settings).toEqual({
      creditCardPurchaseAllowed: false,
      preventTransactionalAccess: false,
      preventDocumentDelivery: true,
    });
    expect(deriveReader(none).allowCart).toBe(true);
  });

  it('lists every organisation once: the one in use first, then the range, then memberships', () => {
    const reader = deriveReader({ ...none, user: person, ipInstitution: campus, memberships: [campus, library] });
    expect(reader.organisations).toEqual([
      { id: '1', name: 'Campus University', via: 'ip-range' },
      { id: '2', name: 'City Library', via: 'membership' },
    ]);
    expect(accountConfigFor(reader, null).hasMultiOrg).toBe(true);
    expect(accountConfigFor(deriveReader({ ...none, user: person, memberships: [campus] }), null).hasMultiOrg).toBe(false);
  });
});

describe('accountConfigFor', () => {
  it.each<[string, ReaderFacts, boolean, boolean]>([
    // name, facts, canActivatePersonalization, canChangePassword
    ['guest', none, false, false],
    ['registered', { ...none, user: person }, false, true],
    ['SHIBANON', { ...none, sessionInstitution: { institution: campus, method: 'shibboleth' } }, true, false],
    ['TICKREG', { ...none, user: person, sessionInstitution: { institution: library, method: 'ticket' } }, false, false],
    ['IP range, signed in', { ...none, user: person, ipInstitution: campus }, false, true],
  ])('%s', (_name, facts, personalize, changePassword) => {
    const config = accountConfigFor(deriveReader(facts), { shibRegUrl: 'https://idp.example/register', tickRegUrl: null });
    expect(config.canActivatePersonalization).toBe(personalize);
    expect(config.canChangePassword).toBe(changePassword);
    expect(config.shib_regUrl).toBe('https://idp.example/register');
    expect(config.tick_regUrl).toBe('/user/register');
  });
});
