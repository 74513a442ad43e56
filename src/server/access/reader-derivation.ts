import {
  DEFAULT_READER_SETTINGS,
  type PrivilegeType,
  type Reader,
  type ReaderOrganisation,
  type ReaderSettings,
  type UserType,
} from '#src/shared/access/reader.ts';

/** An institution as the derivation needs it. */
export interface ReaderInstitution {
  id: string;
  name: string;
  allowCart: boolean;
  settings: ReaderSettings;
}

export interface ReaderFacts {
  /** The signed-in person (password sign-in, or a personal account used at institutional sign-in). */
  user: {
    id: string;
    name: string;
    email: string;
    isAdmin: boolean;
    privilegeType: PrivilegeType;
    settings: ReaderSettings;
  } | null;
  /** The organisation the session acts for after institutional sign-in, and how it signed in. */
  sessionInstitution: { institution: ReaderInstitution; method: 'shibboleth' | 'ticket' } | null;
  /** The institution whose IP range holds the client address. */
  ipInstitution: ReaderInstitution | null;
  /** The signed-in person's organisations (Change organization). */
  memberships: ReaderInstitution[];
}

/**
 * The reader of one request (spec 001 §3 userProfile / User config, §6). Institutional
 * sign-in wins over an IP range (the reader chose it); SHIB* for a federation (SAML), TICK*
 * for the built-in ticket provider; *REG when a personal account is signed in, *ANON when
 * not. ADMIN is a userType only: accessType stays what the access path is, so an admin at
 * home is not an institutional reader (spec 001 §6).
 */
export function deriveReader(facts: ReaderFacts): Reader {
  const { user, sessionInstitution, ipInstitution } = facts;
  let accessType: UserType;
  let current: { institution: ReaderInstitution; via: ReaderOrganisation['via'] } | null = null;
  if (sessionInstitution) {
    const prefix = sessionInstitution.method === 'shibboleth' ? 'SHIB' : 'TICK';
    accessType = `${prefix}${user ? 'REG' : 'ANON'}` as UserType;
    current = { institution: sessionInstitution.institution, via: 'institution-login' };
  } else if (ipInstitution) {
    accessType = 'IPRANGE';
    current = { institution: ipInstitution, via: 'ip-range' };
  } else {
    accessType = user ? 'GUESTREG' : 'GUEST';
  }
  const organisation = current ? toOrganisation(current.institution, current.via) : null;
  const organisations = uniqueOrganisations([
    ...(organisation ? [organisation] : []),
    ...(ipInstitution ? [toOrganisation(ipInstitution, 'ip-range')] : []),
    ...facts.memberships.map((m) => toOrganisation(m, 'membership')),
  ]);
  const privilegeType: PrivilegeType = user?.isAdmin && user.privilegeType === 'NONE' ? 'PRIVILEGED' : (user?.privilegeType ?? 'NONE');
  return {
    userType: user?.isAdmin ? 'ADMIN' : accessType,
    accessType,
    userAnonymity: user ? 'INDIVIDUAL' : 'ANONYMOUS',
    privilegeType,
    user: user ? { id: user.id, name: user.name, email: user.email } : null,
    organisation,
    organisations,
    allowCart: current ? current.institution.allowCart : true,
    settings: combineSettings([user?.settings, current?.institution.settings]),
  };
}

function toOrganisation(institution: ReaderInstitution, via: ReaderOrganisation['via']): ReaderOrganisation {
  return { id: institution.id, name: institution.name, via };
}

function uniqueOrganisations(list: ReaderOrganisation[]): ReaderOrganisation[] {
  const seen = new Set<string>();
  return list.filter((o) => !seen.has(o.id) && seen.add(o.id));
}

/** The stricter of person and institution: purchase needs both to allow it; either may prevent. */
function combineSettings(parts: (ReaderSettings | undefined)[]): ReaderSettings {
  const present = parts.filter((p): p is ReaderSettings => p !== undefined);
  if (present.length === 0) return DEFAULT_READER_SETTINGS;
  return {
    creditCardPurchaseAllowed: present.every((p) => p.creditCardPurchaseAllowed),
    preventTransactionalAccess: present.some((p) => p.preventTransactionalAccess),
    preventDocumentDelivery: present.some((p) => p.preventDocumentDelivery),
  };
}
