/**
 * Who is reading (spec 001 §3 "userProfile", "User config"; §6). Derived on the server for
 * every request from the session and the client address (src/server/access), never from
 * anything the browser says about itself, and handed to pages as plain data.
 */
export const USER_TYPES = ['GUEST', 'GUESTREG', 'IPRANGE', 'SHIBANON', 'SHIBREG', 'TICKANON', 'TICKREG', 'ADMIN'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** INDIVIDUAL means signed in as a person (spec 001 §3 "userAnonymity"). */
export type UserAnonymity = 'ANONYMOUS' | 'INDIVIDUAL';

/** PRIVILEGED and DATA_CHECKOUT may see `View article XML` (spec 000 §3). */
export type PrivilegeType = 'NONE' | 'PRIVILEGED' | 'DATA_CHECKOUT';

export interface ReaderOrganisation {
  id: string;
  name: string;
  /** How the reader is associated with it now: by address range or by institutional sign-in. */
  via: 'ip-range' | 'institution-login' | 'membership';
}

export interface ReaderUser {
  id: string;
  name: string;
  email: string;
}

export interface ReaderSettings {
  creditCardPurchaseAllowed: boolean;
  preventTransactionalAccess: boolean;
  preventDocumentDelivery: boolean;
}

export interface Reader {
  userType: UserType;
  /** userProfile.accessType: GUEST, GUESTREG, IPRANGE, … (institutional = not GUEST/GUESTREG). */
  accessType: UserType;
  userAnonymity: UserAnonymity;
  privilegeType: PrivilegeType;
  /** The signed-in person, if any. */
  user: ReaderUser | null;
  /** The organisation whose access the reader uses now (orgName / institutionName). */
  organisation: ReaderOrganisation | null;
  /** Every organisation the reader may act for; Change organization shows when more than one. */
  organisations: ReaderOrganisation[];
  /** allowCart: the reader may buy single articles. */
  allowCart: boolean;
  settings: ReaderSettings;
}

export const DEFAULT_READER_SETTINGS: ReaderSettings = {
  creditCardPurchaseAllowed: true,
  preventTransactionalAccess: false,
  preventDocumentDelivery: false,
};

/** The anonymous visitor from an address no institution claims. */
export const ANONYMOUS_READER: Reader = Object.freeze({
  userType: 'GUEST',
  accessType: 'GUEST',
  userAnonymity: 'ANONYMOUS',
  privilegeType: 'NONE',
  user: null,
  organisation: null,
  organisations: [],
  allowCart: true,
  settings: DEFAULT_READER_SETTINGS,
}) as Reader;

/** Spec 001 §6: an institutional user has an access type other than GUEST or GUESTREG. */
export function isInstitutionalReader(reader: Pick<Reader, 'accessType'>): boolean {
  return reader.accessType !== 'GUEST' && reader.accessType !== 'GUESTREG';
}
