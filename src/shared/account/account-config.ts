import { libraryBannerFor, type LibraryBanner, type ShownLibraryBanner } from '../access/library-banner.ts';
import type { Reader } from '../access/reader.ts';

/** The header's account area settings (spec 001 §3 "User config", §6), besides the reader itself. */
export interface AccountConfig {
  /** Personal registration for readers signed in through a federation (SHIBANON). */
  shib_regUrl: string;
  /** Personal registration for ticket (built-in institutional sign-in) readers (TICKANON). */
  tick_regUrl: string;
  /** Personalize: an anonymous institutional reader may create a personal account. */
  canActivatePersonalization: boolean;
  /** Change organization shows when the reader may act for more than one organisation. */
  hasMultiOrg: boolean;
  orgName: string | null;
  institutionName: string | null;
  userName: string | null;
  userEmail: string | null;
  /** Change password is not offered to institutional sign-in types (spec 001 §6). */
  canChangePassword: boolean;
  /** Purchased articles: admins or when the cart is allowed (spec 001 §6). */
  showPurchasedArticles: boolean;
  /** The current institution's library banner, for its readers only (spec 001 §3 libraryBanner). */
  libraryBanner: ShownLibraryBanner | null;
}

export const REGISTER_PATH = '/user/register';

/** Derives the account area settings from the reader and the current organisation's registration URLs. */
export function accountConfigFor(
  reader: Reader,
  registration: {
    shibRegUrl: string | null;
    tickRegUrl: string | null;
    id?: string;
    name?: string;
    libraryBanner?: LibraryBanner | null;
  } | null,
): AccountConfig {
  const anonymousInstitutional = reader.accessType === 'SHIBANON' || reader.accessType === 'TICKANON';
  return {
    shib_regUrl: registration?.shibRegUrl ?? REGISTER_PATH,
    tick_regUrl: registration?.tickRegUrl ?? REGISTER_PATH,
    canActivatePersonalization: anonymousInstitutional,
    hasMultiOrg: reader.organisations.length > 1,
    orgName: reader.organisation?.name ?? null,
    institutionName: reader.organisation?.name ?? null,
    userName: reader.user?.name ?? null,
    userEmail: reader.user?.email ?? null,
    canChangePassword: reader.user !== null && !['SHIBANON', 'SHIBREG', 'TICKANON', 'TICKREG'].includes(reader.accessType),
    showPurchasedArticles: reader.user !== null && (reader.userType === 'ADMIN' || reader.allowCart),
    libraryBanner:
      registration?.id !== undefined && registration.name !== undefined
        ? libraryBannerFor(reader, { ...registration, id: registration.id, name: registration.name })
        : null,
  };
}

/** Personalize goes to the Shibboleth registration URL for SHIBANON, otherwise the ticket one (spec 001 §6). */
export function personalizationUrl(reader: Reader, config: AccountConfig): string {
  return reader.accessType === 'SHIBANON' ? config.shib_regUrl : config.tick_regUrl;
}
