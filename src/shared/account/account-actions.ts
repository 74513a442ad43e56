import type {
  AccountUser,
  JournalAlert,
  JournalAlertKind,
  ReadingHistoryEntry,
  RecommendedArticle,
  SearchHistoryEntry,
} from './account.ts';

/** What an account action tells the page: done, or a message for the reader (and its HTTP status). */
export type ActionOutcome = { ok: true } | { ok: false; status: number; message: string; retryAfterSeconds?: number };

export interface InstitutionChoice {
  slug: string;
  name: string;
  /** The institution accepts its access code at institutional sign-in. */
  hasAccessCode: boolean;
}

export interface InstitutionSignInInput {
  institution: string;
  method: 'credentials' | 'access-code';
  email?: string;
  password?: string;
  accessCode?: string;
}

export interface AccountRecommendations {
  /** How they were chosen; the page says so. */
  basis: 'recent-in-journals-read' | 'none';
  articles: RecommendedArticle[];
}

/**
 * The account operations of one request, for route loaders and actions (src/web has no
 * database access). The server implements them over the repositories and this request's
 * session cookie (src/server/access/account-actions.server.ts).
 */
export interface AccountActions {
  /** false when the host runs without accounts (API-only tests): account pages say so. */
  available: boolean;
  /** A CSRF token bound to this browser (sets the HttpOnly CSRF cookie when needed) — for sign-in and register forms. */
  boundCsrfToken(): string;
  register(input: { name: string; email: string; password: string }): Promise<ActionOutcome>;
  signIn(email: string, password: string): Promise<ActionOutcome>;
  signOut(): Promise<void>;
  changePassword(current: string, next: string): Promise<ActionOutcome>;
  profile(): Promise<AccountUser | null>;
  /** Fire-and-forget: never delays or fails the article page. */
  recordReading(pii: string): void;
  readingHistory(): Promise<ReadingHistoryEntry[]>;
  /** Fire-and-forget, from the search loader, for signed-in readers. */
  recordSearch(query: string, filters: Record<string, string>): void;
  searchHistory(): Promise<SearchHistoryEntry[]>;
  clearSearchHistory(): Promise<void>;
  alerts(): Promise<JournalAlert[]>;
  addAlert(publicationSlug: string, kind: JournalAlertKind): Promise<ActionOutcome>;
  removeAlert(publicationSlug: string, kind: JournalAlertKind): Promise<void>;
  recommendations(): Promise<AccountRecommendations>;
  institutions(): Promise<InstitutionChoice[]>;
  institutionSignIn(input: InstitutionSignInInput): Promise<ActionOutcome>;
  /** Change organization: act for another of the reader's organisations. */
  chooseOrganisation(institutionId: string): Promise<ActionOutcome>;
}

const UNAVAILABLE: ActionOutcome = { ok: false, status: 503, message: 'Accounts are not available on this server.' };

/** The account operations of a host without accounts. */
export const NO_ACCOUNT_ACTIONS: AccountActions = {
  available: false,
  boundCsrfToken: () => '',
  register: async () => UNAVAILABLE,
  signIn: async () => UNAVAILABLE,
  signOut: async () => {},
  changePassword: async () => UNAVAILABLE,
  profile: async () => null,
  recordReading: () => {},
  readingHistory: async () => [],
  recordSearch: () => {},
  searchHistory: async () => [],
  clearSearchHistory: async () => {},
  alerts: async () => [],
  addAlert: async () => UNAVAILABLE,
  removeAlert: async () => {},
  recommendations: async () => ({ basis: 'none', articles: [] }),
  institutions: async () => [],
  institutionSignIn: async () => UNAVAILABLE,
  chooseOrganisation: async () => UNAVAILABLE,
};

/** Exact texts (ADR 005): generic so they never reveal which accounts exist. */
export const SIGN_IN_FAILED = 'Incorrect email or password.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const REGISTERED_MESSAGE =
  'Thank you for registering. If this e-mail address was not registered before, your account is ready: sign in with it below.';
