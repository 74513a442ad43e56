import type { AccountRepository } from '#src/db/account-repository.server.ts';
import type { InstitutionRepository } from '#src/db/institution-repository.server.ts';
import type { InstitutionMethod } from '#src/db/session-repository.server.ts';
import type { InstitutionSignInInput } from '#src/shared/account/account-actions.ts';
import type { AccountUser, InstitutionRecord } from '#src/shared/account/account.ts';

/** Who an institutional sign-in vouches for: the institution, and the person if identified. */
export type InstitutionLoginResult =
  | { ok: true; institution: InstitutionRecord; user: AccountUser | null; method: InstitutionMethod }
  | { ok: false; reason: 'unknown-institution' | 'rejected' };

/**
 * An institutional sign-in provider (`/user/institution/login`). The built-in one checks a
 * member's Lectern credentials or the institution's access code (ticket sign-in: TICKREG /
 * TICKANON). A SAML/Shibboleth provider implements the same interface: its `start` redirects
 * to the identity provider, its assertion consumer calls `complete` with the released
 * attributes, and it answers `method: 'shibboleth'` (SHIBANON / SHIBREG).
 */
export interface InstitutionLogin {
  readonly id: string;
  /** Verifies the reader's proof for the chosen institution. */
  signIn(input: InstitutionSignInInput): Promise<InstitutionLoginResult>;
}

export function builtInInstitutionLogin(accounts: AccountRepository, institutions: InstitutionRepository): InstitutionLogin {
  return {
    id: 'built-in',
    async signIn(input) {
      const institution = await institutions.findBySlug(input.institution);
      if (!institution) return { ok: false, reason: 'unknown-institution' };
      if (input.method === 'access-code') {
        const ok = institution.hasAccessCode && (await institutions.verifyAccessCode(institution.id, input.accessCode ?? ''));
        return ok ? { ok: true, institution, user: null, method: 'ticket' } : { ok: false, reason: 'rejected' };
      }
      const user = await accounts.verifyPassword(input.email ?? '', input.password ?? '');
      if (!user || !(await institutions.isMember(user.id, institution.id))) return { ok: false, reason: 'rejected' };
      return { ok: true, institution, user, method: 'ticket' };
    },
  };
}
