import {
  COOKIE_PREFERENCES_COOKIE,
  DEFAULT_COOKIE_CONSENT_MODE,
  effectiveCookiePreferences,
  parseCookiePreferences,
  readCookie,
} from '#src/shared/site/cookie-preferences.ts';
import type { InvestigationInput } from '#src/shared/counter/investigation.ts';
import type { Enhancer } from '../../ui/use-enhancers.ts';

/**
 * Spec 001 §7 "POST /counter/investigation": the page reports its own load, only when the reader
 * allowed PERFORMANCE cookies (001 §6). The server counted the view already and drops this as the
 * same click; it counts when a cache served the page. It never decides access from these fields.
 * The body is typed by the server's contract (`InvestigationInput`), so the two cannot drift.
 */
export interface InvestigationBody extends InvestigationInput {
  begintime: number;
  isIpUser: boolean;
  isSuccess: boolean;
  isbn: string;
  issn: string;
  origin: string;
  pii: string;
  primary: string;
  zone: 'abstract' | 'full-text';
  fmt: 'html';
}

export function investigationBody(page: {
  pii: string;
  abstractPage: boolean;
  issn: string;
  isbn: string;
  loadedAt: number;
}): InvestigationBody {
  return {
    begintime: Math.round(page.loadedAt),
    isIpUser: false,
    isSuccess: true,
    isbn: page.isbn,
    issn: page.issn,
    origin: 'article',
    pii: page.pii,
    primary: 'article',
    zone: page.abstractPage ? 'abstract' : 'full-text',
    fmt: 'html',
  };
}

/** PERFORMANCE allowed: by the reader's choice in the cookie, else by the consent mode's default. */
export function performanceAllowed(cookieHeader: string, mode: string = DEFAULT_COOKIE_CONSENT_MODE): boolean {
  const choice = parseCookiePreferences(readCookie(cookieHeader, COOKIE_PREFERENCES_COOKIE));
  return effectiveCookiePreferences(choice, mode === 'opt-out' ? 'opt-out' : 'opt-in').PERFORMANCE;
}

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

export const enhance: Enhancer = (root, { pii }) => {
  if (!performanceAllowed(document.cookie, meta('cookie-consent'))) return;
  const body = investigationBody({
    pii,
    abstractPage: root.classList.contains('article--abstract'),
    issn: meta('citation_issn'),
    isbn: meta('citation_isbn'),
    loadedAt: performance.timeOrigin,
  });
  void fetch('/counter/investigation', {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': meta('csrf-token') },
    body: JSON.stringify(body),
  }).catch(() => {});
};
