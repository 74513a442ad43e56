import { describe, expect, it } from 'vitest';
import type { ArticleAccess } from './article-access.ts';
import { decideArticleAccess, entitlementSubjects, freeSource, type ArticleAccessFacts } from './entitlement.ts';
import { ANONYMOUS_READER, USER_TYPES, type Reader, type UserType } from './reader.ts';

const NOTHING: ArticleAccessFacts = {
  businessModel: 'hybrid',
  openAccess: false,
  openArchive: false,
  freeToRead: false,
  itemWeight: 'FULL-TEXT',
  subscribedInstitutionId: null,
  purchased: false,
  grant: null,
};

const denied: ArticleAccess = {
  entitled: false,
  source: null,
  isContentVisible: false,
  institutionId: null,
  counterAccessType: 'Controlled',
};

describe('decideArticleAccess (001 §3 articleEntitlement, §5 full-text display)', () => {
  it.each<[string, Partial<ArticleAccessFacts>, ArticleAccess]>([
    ['nothing: no access', {}, denied],
    [
      'hybrid + XML open access',
      { openAccess: true },
      { entitled: true, source: 'open-access', isContentVisible: true, institutionId: null, counterAccessType: 'Open' },
    ],
    [
      'hybrid + XML open archive',
      { openArchive: true },
      { entitled: true, source: 'open-archive', isContentVisible: true, institutionId: null, counterAccessType: 'Free_To_Read' },
    ],
    ['subscription model ignores the XML open-access flag', { businessModel: 'subscription', openAccess: true }, denied],
    ['subscription model ignores the XML open-archive flag', { businessModel: 'subscription', openArchive: true }, denied],
    [
      'open-access model: free without any flag',
      { businessModel: 'open-access' },
      { entitled: true, source: 'open-access', isContentVisible: true, institutionId: null, counterAccessType: 'Open' },
    ],
    [
      'free_to_read wins even under subscription',
      { businessModel: 'subscription', freeToRead: true },
      { entitled: true, source: 'free-to-read', isContentVisible: true, institutionId: null, counterAccessType: 'Free_To_Read' },
    ],
    [
      'institutional subscription',
      { businessModel: 'subscription', subscribedInstitutionId: '7' },
      { entitled: true, source: 'subscription', isContentVisible: true, institutionId: '7', counterAccessType: 'Controlled' },
    ],
    [
      'paid order',
      { businessModel: 'subscription', purchased: true },
      { entitled: true, source: 'purchase', isContentVisible: true, institutionId: null, counterAccessType: 'Controlled' },
    ],
    [
      'personal grant',
      { businessModel: 'subscription', grant: { institutionId: null } },
      { entitled: true, source: 'grant', isContentVisible: true, institutionId: null, counterAccessType: 'Controlled' },
    ],
    [
      'institution grant',
      { businessModel: 'subscription', grant: { institutionId: '9' } },
      { entitled: true, source: 'grant', isContentVisible: true, institutionId: '9', counterAccessType: 'Controlled' },
    ],
    [
      'free beats subscription as the reason',
      { openAccess: true, subscribedInstitutionId: '7' },
      { entitled: true, source: 'open-access', isContentVisible: true, institutionId: null, counterAccessType: 'Open' },
    ],
    [
      'subscription beats purchase as the reason',
      { businessModel: 'subscription', subscribedInstitutionId: '7', purchased: true },
      { entitled: true, source: 'subscription', isContentVisible: true, institutionId: '7', counterAccessType: 'Controlled' },
    ],
    [
      'HEAD-AND-TAIL shows the full text',
      { openAccess: true, itemWeight: 'HEAD-AND-TAIL' },
      { entitled: true, source: 'open-access', isContentVisible: true, institutionId: null, counterAccessType: 'Open' },
    ],
    [
      'entitled but HEAD-ONLY: abstract scope only',
      { openAccess: true, itemWeight: 'HEAD-ONLY' },
      { entitled: true, source: 'open-access', isContentVisible: false, institutionId: null, counterAccessType: 'Open' },
    ],
    [
      'subscribed but item weight other: abstract scope only',
      { businessModel: 'subscription', subscribedInstitutionId: '7', itemWeight: 'other' },
      { entitled: true, source: 'subscription', isContentVisible: false, institutionId: '7', counterAccessType: 'Controlled' },
    ],
  ])('%s', (_name, facts, expected) => {
    expect(decideArticleAccess({ ...NOTHING, ...facts })).toEqual(expected);
  });
});

describe('freeSource: what is free to everyone', () => {
  it.each<[Parameters<typeof freeSource>[0], ReturnType<typeof freeSource>]>([
    [{ businessModel: 'hybrid', openAccess: false, openArchive: false, freeToRead: false }, null],
    [{ businessModel: 'hybrid', openAccess: true, openArchive: true, freeToRead: false }, 'open-access'],
    [{ businessModel: 'subscription', openAccess: true, openArchive: true, freeToRead: false }, null],
    [{ businessModel: 'open-access', openAccess: false, openArchive: false, freeToRead: false }, 'open-access'],
    [{ businessModel: 'subscription', openAccess: false, openArchive: false, freeToRead: true }, 'free-to-read'],
  ])('%j → %s', (facts, expected) => {
    expect(freeSource(facts)).toBe(expected);
  });
});

function readerOfType(userType: UserType): Reader {
  const signedIn = userType === 'GUESTREG' || userType.endsWith('REG') || userType === 'ADMIN';
  const org =
    userType === 'IPRANGE'
      ? { id: '7', name: 'Example University', via: 'ip-range' as const }
      : userType.startsWith('SHIB') || userType.startsWith('TICK')
        ? { id: '7', name: 'Example University', via: 'institution-login' as const }
        : null;
  return {
    ...ANONYMOUS_READER,
    userType,
    accessType: userType,
    userAnonymity: signedIn ? 'INDIVIDUAL' : 'ANONYMOUS',
    user: signedIn ? { id: '42', name: 'Ada', email: 'ada@example.org' } : null,
    organisation: org,
    organisations: org ? [org] : [],
  };
}

describe('entitlementSubjects: whose subscriptions, orders and grants count, for every user type', () => {
  const expected: Record<UserType, { userId: string | null; institutionIds: string[] }> = {
    GUEST: { userId: null, institutionIds: [] },
    GUESTREG: { userId: '42', institutionIds: [] },
    IPRANGE: { userId: null, institutionIds: ['7'] },
    SHIBANON: { userId: null, institutionIds: ['7'] },
    SHIBREG: { userId: '42', institutionIds: ['7'] },
    TICKANON: { userId: null, institutionIds: ['7'] },
    TICKREG: { userId: '42', institutionIds: ['7'] },
    ADMIN: { userId: '42', institutionIds: [] },
  };
  it.each(USER_TYPES.map((t) => [t]))('%s', (userType) => {
    expect(entitlementSubjects(readerOfType(userType))).toEqual(expected[userType]);
  });
});
