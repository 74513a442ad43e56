/**
 * Cookie preferences (spec 001 §3 "Cookie preferences") and the usage cookie
 * SD_ART_LINK_STATE (000 §7, 001 §6/§7): written only when PERFORMANCE cookies are allowed.
 */
export const COOKIE_CATEGORIES = ['STRICTLY_NECESSARY', 'PERFORMANCE', 'FUNCTIONAL', 'TARGETING'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
export type CookiePreferences = Record<CookieCategory, boolean>;

export const COOKIE_PREFERENCES_COOKIE = 'LECTERN_COOKIE_PREFERENCES';
export const ART_LINK_STATE_COOKIE = 'SD_ART_LINK_STATE';
/** The fixed encoding code the cookie carries. */
export const ART_LINK_STATE_ENCODING = 'N';
/** A year, in seconds. */
export const COOKIE_PREFERENCES_MAX_AGE = 365 * 24 * 60 * 60;

/** Strictly necessary cookies can never be switched off. */
export const NECESSARY_ONLY: CookiePreferences = { STRICTLY_NECESSARY: true, PERFORMANCE: false, FUNCTIONAL: false, TARGETING: false };
export const ALL_ALLOWED: CookiePreferences = { STRICTLY_NECESSARY: true, PERFORMANCE: true, FUNCTIONAL: true, TARGETING: true };

/**
 * How the site asks about cookies (001 §2 "cookie banner text varies by mode"; LECTERN_COOKIE_CONSENT):
 * - `opt-in` (the default; GDPR/ePrivacy): optional cookies stay off until the reader allows them;
 * - `opt-out` (e.g. US state laws): optional cookies are on until the reader turns them off.
 * Targeting cookies always need a yes.
 */
export const COOKIE_CONSENT_MODES = ['opt-in', 'opt-out'] as const;
export type CookieConsentMode = (typeof COOKIE_CONSENT_MODES)[number];
export const DEFAULT_COOKIE_CONSENT_MODE: CookieConsentMode = 'opt-in';
/** What opt-out mode allows before the reader chooses. */
export const OPT_OUT_DEFAULTS: CookiePreferences = { STRICTLY_NECESSARY: true, PERFORMANCE: true, FUNCTIONAL: true, TARGETING: false };

/** The preferences in force: the reader's choice, else the mode's default. */
export function effectiveCookiePreferences(choice: CookiePreferences | null, mode: CookieConsentMode): CookiePreferences {
  return choice ?? (mode === 'opt-out' ? OPT_OUT_DEFAULTS : NECESSARY_ONLY);
}

/** The banner's words and buttons by mode (the preferences form is the same in both). */
export interface CookieBannerText {
  message: string;
  /** Buttons besides `Cookie settings`, in order: label and the preferences they save. */
  choices: { label: string; prefs: CookiePreferences }[];
}

export function cookieBannerText(mode: CookieConsentMode): CookieBannerText {
  if (mode === 'opt-out') {
    return {
      message:
        'We use cookies that are necessary for the site to work, and cookies that help us understand how the site is used and remember your choices. They are on unless you turn them off in Cookie settings. We do not use targeting cookies without your consent.',
      choices: [{ label: 'OK', prefs: OPT_OUT_DEFAULTS }],
    };
  }
  return {
    message:
      'We use cookies that are necessary for the site to work. With your consent we also use cookies to understand how the site is used.',
    choices: [
      { label: 'Accept all cookies', prefs: ALL_ALLOWED },
      { label: 'Necessary cookies only', prefs: NECESSARY_ONLY },
    ],
  };
}

/** "STRICTLY_NECESSARY:1,PERFORMANCE:0,FUNCTIONAL:0,TARGETING:0" */
export function serializeCookiePreferences(prefs: CookiePreferences): string {
  return COOKIE_CATEGORIES.map((c) => `${c}:${c === 'STRICTLY_NECESSARY' || prefs[c] ? 1 : 0}`).join(',');
}

/** The stored choice, or null when the reader has not chosen yet (the banner shows). */
export function parseCookiePreferences(value: string | null | undefined): CookiePreferences | null {
  if (!value) return null;
  const entries = new Map(
    value.split(',').map((part) => {
      const [name, flag] = part.split(':');
      return [name?.trim(), flag?.trim()] as const;
    }),
  );
  if (!COOKIE_CATEGORIES.every((c) => entries.get(c) === '1' || entries.get(c) === '0')) return null;
  return {
    STRICTLY_NECESSARY: true,
    PERFORMANCE: entries.get('PERFORMANCE') === '1',
    FUNCTIONAL: entries.get('FUNCTIONAL') === '1',
    TARGETING: entries.get('TARGETING') === '1',
  };
}

/** Cookie values of a Cookie header or `document.cookie` (first occurrence wins; undecodable values are skipped). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      // A malformed cookie is ignored like an absent one.
    }
  }
  return cookies;
}

/** The value of a cookie in a `document.cookie` string (or a Cookie header). */
export function readCookie(cookieHeader: string, name: string): string | null {
  return parseCookies(cookieHeader).get(name) ?? null;
}

export interface ArtLinkState {
  /** Where the link was followed from, e.g. "article" or "search". */
  origin: string;
  /** The page area, e.g. "header", "related-content". */
  zone: string;
  /** What the source was, e.g. "pii:S0960148113002048". */
  source: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  /** Whether the link was followed from an embedded view. */
  embed: boolean;
}

function xmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The SD_ART_LINK_STATE value: `<e><q>science</q><org>{origin}</org><zone>{zone}</zone>
 * <src>{source}</src><date>{ISO timestamp}</date><embed>{true|false}</embed><enc>N</enc></e>`,
 * URI-encoded (the cookie value never holds ; , or spaces).
 */
export function encodeArtLinkState(state: ArtLinkState): string {
  const xml =
    `<e><q>science</q><org>${xmlText(state.origin)}</org><zone>${xmlText(state.zone)}</zone>` +
    `<src>${xmlText(state.source)}</src><date>${new Date(state.timestamp).toISOString()}</date>` +
    `<embed>${state.embed ? 'true' : 'false'}</embed><enc>${ART_LINK_STATE_ENCODING}</enc></e>`;
  return encodeURIComponent(xml);
}

/** The `document.cookie` assignment for the usage cookie, or null when PERFORMANCE is not allowed. */
export function artLinkStateCookie(state: ArtLinkState, prefs: CookiePreferences | null): string | null {
  if (!prefs?.PERFORMANCE) return null;
  return `${ART_LINK_STATE_COOKIE}=${encodeArtLinkState(state)}; Path=/; Max-Age=3600; SameSite=Lax`;
}

export function cookiePreferencesCookie(prefs: CookiePreferences): string {
  return `${COOKIE_PREFERENCES_COOKIE}=${encodeURIComponent(serializeCookiePreferences(prefs))}; Path=/; Max-Age=${COOKIE_PREFERENCES_MAX_AGE}; SameSite=Lax`;
}
