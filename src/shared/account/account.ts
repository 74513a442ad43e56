/**
 * Account data as pages show it (spec 001 §2 "Account" routes). Plain data: the repositories
 * in src/db produce it, the account pages in src/web render it.
 */
import type { LibraryBanner } from '../access/library-banner.ts';
import type { PrivilegeType } from '../access/reader.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

export interface AccountUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  privilegeType: PrivilegeType;
  creditCardPurchaseAllowed: boolean;
  preventTransactionalAccess: boolean;
  preventDocumentDelivery: boolean;
  createdAt: string;
}

export interface InstitutionRecord {
  id: string;
  slug: string;
  name: string;
  shibRegUrl: string | null;
  tickRegUrl: string | null;
  linkResolverUrl: string | null;
  allowCart: boolean;
  creditCardPurchaseAllowed: boolean;
  preventTransactionalAccess: boolean;
  preventDocumentDelivery: boolean;
  /** Members may sign in off-site with the institution's access code. */
  hasAccessCode: boolean;
  /** The header banner its readers see (spec 001 §3 libraryBanner); null or absent: none. */
  libraryBanner?: LibraryBanner | null;
  /** The library's document-delivery service ("Order Document", 0015); null or absent: none. */
  documentDeliveryUrl?: string | null;
}

export interface ReadingHistoryEntry {
  pii: string;
  title: string;
  publicationTitle: string;
  publicationSlug: string;
  readAt: string;
}

export interface SearchHistoryEntry {
  id: string;
  query: string;
  filters: Record<string, string>;
  searchedAt: string;
}

export type JournalAlertKind = 'new-issue' | 'articles-in-press';
export const JOURNAL_ALERT_KINDS: readonly JournalAlertKind[] = ['new-issue', 'articles-in-press'];

export interface JournalAlert {
  publicationSlug: string;
  publicationTitle: string;
  kind: JournalAlertKind;
  createdAt: string;
}

export interface RecommendedArticle {
  pii: string;
  title: string;
  publicationTitle: string;
  publicationDate: string | null;
}
