import { describe, expect, it } from 'vitest';
import type { ArticlePageState } from '#src/shared/article/article-page-state.ts';
import type { UserType } from '#src/shared/access/reader.ts';
import {
  accessBarItems,
  cutInstitutionName,
  PREPRINT_BANNER_ID,
  remoteAccessLabel,
  ruleBanners,
  showUnentitledBanner,
  UNENTITLED_BANNER_ID,
  type AccessBarArticle,
  type AccessBarContext,
  type AccessBarItem,
} from './access-bar-layout.ts';

type State = Parameters<typeof accessBarItems>[1];

const article: AccessBarArticle = {
  pii: 'S0960148113002048',
  doi: '10.1016/j.renene.2013.04.001',
  citationDatabaseId: null,
  contentType: 'JL',
};

const base: State = {
  entitled: false,
  isThirdParty: false,
  accessOptions: { linkType: null, linkUrl: null, remoteAccessOptions: null },
  pdf: { url: null, urlType: 'none', crawlable: false },
  openManuscriptUrl: null,
  clinicalKeyUrl: null,
  downloadFullIssue: false,
  ssrnId: null,
};

const ctx: AccessBarContext = {
  patientAccessUrl: 'https://help.example.org/patient-access',
  institutionLoginPath: '/user/institution/login',
  currentPath: '/science/article/pii/S0960148113002048',
  seamlessInstitution: null,
  linkingHubLinks: [],
};

const state = (over: Partial<State>): State => ({ ...base, ...over });
const reader = (accessType: UserType) => ({ accessType });

/** An item as "kind:label" (PDF items by their urlType), to compare orders compactly. */
function describeItem(item: AccessBarItem): string {
  switch (item.kind) {
    case 'universal-pdf':
      return `universal-pdf:${item.doi ?? item.citationDatabaseId}`;
    case 'view-pdf':
    case 'download-pdf':
    case 'order-pdf':
    case 'purchase-pdf':
      return `${item.kind}:${item.pdf.urlType}:${item.pdf.url}`;
    case 'download-full-issue':
      return `${item.kind}:${item.label}`;
    default:
      return `${item.kind}:${item.label}`;
  }
}

const entitledFull = state({
  entitled: true,
  pdf: { url: '/science/article/pii/S0960148113002048/pdf?md5=abc', urlType: 'download', crawlable: true },
  downloadFullIssue: true,
  openManuscriptUrl: 'https://manuscripts.example.org/123',
});

describe('access bar layout rule (spec 001 §4)', () => {
  it.each<[string, State, UserType, Partial<AccessBarContext>, AccessBarArticle, string[]]>([
    [
      'third-party article → universal PDF widget only, even when entitled',
      state({ isThirdParty: true, entitled: true, pdf: entitledFull.pdf }),
      'GUEST',
      {},
      article,
      ['universal-pdf:10.1016/j.renene.2013.04.001'],
    ],
    [
      'entitled → View PDF, download full issue, open manuscript',
      entitledFull,
      'IPRANGE',
      {},
      article,
      [
        'view-pdf:download:/science/article/pii/S0960148113002048/pdf?md5=abc',
        'download-full-issue:Download full issue',
        'open-manuscript:Open manuscript',
      ],
    ],
    [
      'entitled book → Download full book',
      entitledFull,
      'GUEST',
      {},
      { ...article, contentType: 'BK' },
      [
        'view-pdf:download:/science/article/pii/S0960148113002048/pdf?md5=abc',
        'download-full-issue:Download full book',
        'open-manuscript:Open manuscript',
      ],
    ],
    [
      'entitled handbook → Download full volume',
      state({ entitled: true, downloadFullIssue: true }),
      'GUEST',
      {},
      { ...article, contentType: 'HB' },
      ['download-full-issue:Download full volume'],
    ],
    [
      'entitled book series → Download full volume',
      state({ entitled: true, downloadFullIssue: true }),
      'GUEST',
      {},
      { ...article, contentType: 'BS' },
      ['download-full-issue:Download full volume'],
    ],
    [
      'entitled with urlType none and nothing else → empty',
      state({ entitled: true, pdf: { url: '/x.pdf', urlType: 'none', crawlable: false } }),
      'GUEST',
      {},
      article,
      [],
    ],
    [
      'not entitled with a clinical-key link → that link plus open manuscript',
      state({ clinicalKeyUrl: 'https://www.clinicalkey.com/content/123', openManuscriptUrl: 'https://m.example.org/1' }),
      'IPRANGE',
      {},
      article,
      ['clinical-key:Access through ClinicalKey', 'open-manuscript:Open manuscript'],
    ],
    [
      'not entitled institutional user → ASH, purchase, download, order (by link type), link resolvers, open manuscript, another institution',
      state({
        accessOptions: { linkType: 'PURCHASE', linkUrl: 'https://cart.example.org/S0960148113002048', remoteAccessOptions: null },
        openManuscriptUrl: 'https://m.example.org/1',
      }),
      'IPRANGE',
      { linkingHubLinks: [{ siteName: 'Library Link', redirectUrl: 'https://resolver.example.edu/?id=1' }] },
      article,
      [
        'patient-access:Patient access',
        'purchase-pdf:purchase:https://cart.example.org/S0960148113002048/purchase',
        'link-resolver:Full text at Library Link',
        'open-manuscript:Open manuscript',
        'another-institution:Access through another institution',
      ],
    ],
    [
      'not entitled institutional user with DOWNLOAD link type → download PDF',
      state({ accessOptions: { linkType: 'DOWNLOAD', linkUrl: 'https://docdel.example.org/1', remoteAccessOptions: null } }),
      'SHIBREG',
      { patientAccessUrl: null },
      article,
      ['download-pdf:download:https://docdel.example.org/1', 'another-institution:Access through another institution'],
    ],
    [
      'not entitled institutional user with ORDER link type → order PDF',
      state({ accessOptions: { linkType: 'ORDER', linkUrl: 'https://docdel.example.org/order', remoteAccessOptions: null } }),
      'TICKANON',
      { patientAccessUrl: null },
      article,
      ['order-pdf:order:https://docdel.example.org/order', 'another-institution:Access through another institution'],
    ],
    [
      'not entitled via Shibboleth (guest) → the set without institution access',
      state({
        accessOptions: {
          linkType: 'PURCHASE',
          linkUrl: 'https://cart.example.org/p',
          remoteAccessOptions: {
            institutionName: 'University of Somewhere',
            institutionUrl: 'https://idp.example.edu/sso',
            remoteAccessType: 'SHIB',
          },
        },
        openManuscriptUrl: 'https://m.example.org/1',
      }),
      'GUEST',
      {},
      article,
      [
        'open-manuscript:Open manuscript',
        'patient-access:Patient access',
        'purchase-pdf:purchase:https://cart.example.org/p/purchase',
        'another-institution:Access through another institution',
      ],
    ],
    [
      'plain not entitled, no institution known → remote access, open manuscript, ASH, purchase',
      state({
        accessOptions: { linkType: 'PURCHASE', linkUrl: 'https://cart.example.org/p', remoteAccessOptions: null },
        openManuscriptUrl: 'https://m.example.org/1',
      }),
      'GUEST',
      {},
      article,
      [
        'remote-access:Access through your institution',
        'open-manuscript:Open manuscript',
        'patient-access:Patient access',
        'purchase-pdf:purchase:https://cart.example.org/p/purchase',
      ],
    ],
    [
      'plain not entitled with an institution known → remote access names it, plus another institution',
      state({
        accessOptions: {
          linkType: null,
          linkUrl: null,
          remoteAccessOptions: {
            institutionName: 'Massachusetts Institute of Technology',
            institutionUrl: null,
            remoteAccessType: 'SELFMANRA',
          },
        },
      }),
      'GUESTREG',
      { patientAccessUrl: null },
      article,
      ['remote-access:Access through **Massachusetts Institute o…**', 'another-institution:Access through another institution'],
    ],
    [
      'plain not entitled, institution remembered by seamless access → its name',
      base,
      'GUEST',
      { patientAccessUrl: null, seamlessInstitution: { institutionName: 'Utrecht University', institutionUrl: 'https://idp.uu.nl/' } },
      article,
      ['remote-access:Access through **Utrecht University**', 'another-institution:Access through another institution'],
    ],
    [
      'purchase without a URL is not offered',
      state({ accessOptions: { linkType: 'PURCHASE', linkUrl: null, remoteAccessOptions: null } }),
      'GUEST',
      { patientAccessUrl: null },
      article,
      ['remote-access:Access through your institution'],
    ],
  ])('%s', (_name, pageState, accessType, over, art, expected) => {
    expect(accessBarItems(art, pageState, reader(accessType), { ...ctx, ...over }).map(describeItem)).toEqual(expected);
  });

  it('sends remote access to the institution sign-in with targetUrl, or to the known institution', () => {
    const [generic] = accessBarItems(article, base, reader('GUEST'), ctx);
    expect(generic).toMatchObject({ href: '/user/institution/login?targetUrl=%2Fscience%2Farticle%2Fpii%2FS0960148113002048' });
    const [known] = accessBarItems(article, base, reader('GUEST'), {
      ...ctx,
      seamlessInstitution: { institutionName: 'UU', institutionUrl: 'https://idp.uu.nl/' },
    });
    expect(known).toMatchObject({ href: 'https://idp.uu.nl/' });
  });
});

describe('institution name and seamless access label (001 §4, §5)', () => {
  it.each([
    ['Utrecht University', 'Utrecht University'],
    ['a'.repeat(25), 'a'.repeat(25)],
    ['a'.repeat(26), `${'a'.repeat(25)}…`],
    ['Massachusetts Institute of Technology', 'Massachusetts Institute o…'],
    ['  Padded  ', 'Padded'],
  ])('cutInstitutionName(%j) → %j', (name, expected) => {
    expect(cutInstitutionName(name)).toBe(expected);
  });

  it.each([
    [null, 'Access through your institution'],
    ['', 'Access through your institution'],
    ['Utrecht University', 'Access through **Utrecht University**'],
  ])('remoteAccessLabel(%j) → %j', (name, expected) => {
    expect(remoteAccessLabel(name)).toBe(expected);
  });
});

describe('unentitled message banner (001 §4)', () => {
  const hub = [{ siteName: 'Library', redirectUrl: 'https://r.example.edu' }];
  it.each<[string, State, UserType, typeof hub, boolean]>([
    ['institutional, not entitled, nothing else → shown', base, 'IPRANGE', [], true],
    ['guest → hidden', base, 'GUEST', [], false],
    ['registered guest → hidden', base, 'GUESTREG', [], false],
    ['entitled → hidden', state({ entitled: true }), 'IPRANGE', [], false],
    ['third-party → hidden', state({ isThirdParty: true }), 'IPRANGE', [], false],
    [
      'DOWNLOAD link type → hidden',
      state({ accessOptions: { linkType: 'DOWNLOAD', linkUrl: 'u', remoteAccessOptions: null } }),
      'IPRANGE',
      [],
      false,
    ],
    [
      'ORDER link type → hidden',
      state({ accessOptions: { linkType: 'ORDER', linkUrl: 'u', remoteAccessOptions: null } }),
      'IPRANGE',
      [],
      false,
    ],
    [
      'PURCHASE link type → still shown',
      state({ accessOptions: { linkType: 'PURCHASE', linkUrl: 'u', remoteAccessOptions: null } }),
      'SHIBANON',
      [],
      true,
    ],
    ['linking-hub links → hidden', base, 'IPRANGE', hub, false],
    ['clinical-key link → hidden', state({ clinicalKeyUrl: 'https://ck.example.org' }), 'IPRANGE', [], false],
  ])('%s', (_name, pageState, accessType, links, expected) => {
    expect(showUnentitledBanner(pageState, reader(accessType), links)).toBe(expected);
  });
});

describe('rule banners: unentitled message and preprint (SSRN id)', () => {
  it.each<[string, State, UserType, string[]]>([
    ['neither', state({ entitled: true }), 'GUEST', []],
    ['preprint when an ssrn id exists', state({ entitled: true, ssrnId: '2345678' }), 'GUEST', [PREPRINT_BANNER_ID]],
    ['both, unentitled first', state({ ssrnId: '2345678' }), 'IPRANGE', [UNENTITLED_BANNER_ID, PREPRINT_BANNER_ID]],
  ])('%s', (_name, pageState, accessType, ids) => {
    expect(ruleBanners(pageState, reader(accessType), []).map((b) => b.id)).toEqual(ids);
  });

  it('links the preprint banner to the preprint server by abstract_id', () => {
    const [banner] = ruleBanners(state({ ssrnId: '2345678' }), reader('GUEST'), []);
    expect(banner).toMatchObject({ messageType: 'textWithLink', linkUrl: 'https://papers.ssrn.com/sol3/papers.cfm?abstract_id=2345678' });
  });
});

export type { ArticlePageState };
