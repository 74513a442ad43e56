/**
 * The header's account area for every user type (spec 001 §6; §2 "Account" routes): a pure
 * function of the reader, the account settings and the current address.
 */
import { personalizationUrl, REGISTER_PATH, type AccountConfig } from './account-config.ts';
import type { Reader } from '../access/reader.ts';
import { accountHref } from './target-url.ts';

export const USER_NAME_MAX_WIDTH_PX = 175;
export const PROFILE_EMAIL_MAX_WIDTH_PX = 225;

export const ACCOUNT_PATHS = {
  login: '/user/login',
  register: REGISTER_PATH,
  logout: '/user/logout',
  chooseOrg: '/user/chooseorg',
  password: '/user/password',
  profile: '/user/profile',
  alerts: '/user/alerts/journal',
  readingHistory: '/user/history/reading',
  searchHistory: '/user/history/search',
  recommendations: '/user/recommendations',
  institutionLogin: '/user/institution/login',
} as const;

export const GUEST_GREETING = 'Welcome, guest';
export const INSTITUTION_SIGN_IN_LABEL = 'Access through your institution';

/** The institution login path takes `targetUrl` (001 §2), unless the page is an account page itself. */
function institutionLoginHref(current: string): string {
  const href = accountHref(ACCOUNT_PATHS.institutionLogin, current);
  return href.replace('?targetURL=', '?targetUrl=');
}

/** Links that leave the account routes; a publisher sets them in src/web/ui/site-links.ts. */
export interface AccountExternalLinks {
  /** Purchased articles: the cart / order-history site. */
  orderHistoryUrl: string;
  /** Privacy center; opens in a new tab with redirect_to. */
  privacyCenterUrl: string;
  adminToolUrl: string;
}

export interface AccountMenuItem {
  id: string;
  label: string;
  href: string;
  /** Sign out is a POST form carrying the CSRF token. */
  method?: 'post';
  newTab?: boolean;
}

export type AccountArea =
  | { kind: 'anonymous'; items: AccountMenuItem[] }
  /** The guest header of the header sign-in experiment (001 §6): the sign-in choices, up front. */
  | { kind: 'guest'; greeting: string; items: AccountMenuItem[] }
  | { kind: 'institutional'; institutionName: string | null; items: AccountMenuItem[] }
  | { kind: 'individual'; userName: string; userEmail: string; items: AccountMenuItem[] };

function withRedirect(url: string, current: string): string {
  const sep = url.includes('?') ? '&' : '?';
  return `${url}${sep}redirect_to=${encodeURIComponent(current)}`;
}

/**
 * - Anonymous: Register, Sign in (from=globalheader).
 * - SHIBANON / TICKANON: Personalize (when activation is allowed; shibboleth vs ticket
 *   registration URL) and Sign out; without an institution, My Account and Sign in.
 * - Signed in as a person: the profile menu; ADMIN adds Admin Tool.
 * - Change organization whenever the reader has several organisations.
 * - With the header sign-in experiment on (LECTERN_EXPERIMENTS=header-sign-in), an anonymous
 *   visitor gets the guest header instead: a greeting, Sign in, Access through your
 *   institution and Register.
 */
export function accountArea(
  reader: Reader,
  config: AccountConfig,
  current: string,
  links: AccountExternalLinks,
  options: { guestHeader?: boolean } = {},
): AccountArea {
  const href = (path: string) => accountHref(path, current);
  const changeOrg: AccountMenuItem[] = config.hasMultiOrg
    ? [{ id: 'change-organization', label: 'Change organization', href: href(ACCOUNT_PATHS.chooseOrg) }]
    : [];
  const signOut: AccountMenuItem = { id: 'sign-out', label: 'Sign out', href: ACCOUNT_PATHS.logout, method: 'post' };
  const signIn: AccountMenuItem = {
    id: 'sign-in',
    label: 'Sign in',
    href: accountHref(ACCOUNT_PATHS.login, current, { fromGlobalHeader: true }),
  };

  if (reader.userAnonymity === 'INDIVIDUAL') {
    const items: AccountMenuItem[] = [
      { id: 'view-account', label: 'View account', href: href(ACCOUNT_PATHS.profile) },
      signOut,
      { id: 'recommendations', label: 'My recommendations', href: href(ACCOUNT_PATHS.recommendations) },
      { id: 'search-history', label: 'My search history', href: href(ACCOUNT_PATHS.searchHistory) },
      { id: 'reading-history', label: 'My reading history', href: href(ACCOUNT_PATHS.readingHistory) },
      { id: 'alerts', label: 'Manage alerts', href: href(ACCOUNT_PATHS.alerts) },
    ];
    if (config.canChangePassword) items.push({ id: 'change-password', label: 'Change password', href: href(ACCOUNT_PATHS.password) });
    if (config.showPurchasedArticles) {
      items.push({ id: 'purchased-articles', label: 'Purchased articles', href: links.orderHistoryUrl, newTab: true });
    }
    items.push({ id: 'privacy-center', label: 'Privacy center', href: withRedirect(links.privacyCenterUrl, current), newTab: true });
    if (reader.userType === 'ADMIN') items.push({ id: 'admin-tool', label: 'Admin Tool', href: links.adminToolUrl });
    items.push(...changeOrg);
    return { kind: 'individual', userName: config.userName ?? '', userEmail: config.userEmail ?? '', items };
  }

  if (reader.userType === 'SHIBANON' || reader.userType === 'TICKANON') {
    const institutionName = config.institutionName ?? config.orgName;
    if (!institutionName) {
      return {
        kind: 'institutional',
        institutionName: null,
        items: [{ id: 'my-account', label: 'My Account', href: href(ACCOUNT_PATHS.profile) }, signIn, ...changeOrg],
      };
    }
    const personalize: AccountMenuItem[] = config.canActivatePersonalization
      ? [{ id: 'personalize', label: 'Personalize', href: personalizationUrl(reader, config) }]
      : [];
    return { kind: 'institutional', institutionName, items: [...personalize, signOut, ...changeOrg] };
  }

  const register: AccountMenuItem = { id: 'register', label: 'Register', href: href(ACCOUNT_PATHS.register) };
  if (options.guestHeader && reader.organisations.length === 0) {
    const institution: AccountMenuItem = {
      id: 'institution-sign-in',
      label: INSTITUTION_SIGN_IN_LABEL,
      href: institutionLoginHref(current),
    };
    return { kind: 'guest', greeting: GUEST_GREETING, items: [signIn, institution, register] };
  }
  return { kind: 'anonymous', items: [register, signIn, ...changeOrg] };
}
