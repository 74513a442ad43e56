import type { Request, Response } from 'express';
import { COOKIE_PREFERENCES_COOKIE, effectiveCookiePreferences, parseCookiePreferences } from '#src/shared/site/cookie-preferences.ts';
import { siteSettingsOf } from '../site-settings.ts';
import { cookieOptions, requestCookie } from './cookies.ts';

/** Institutions this browser signed in through, most recent first (001 §4 seamless access). */
export const REMEMBERED_COOKIE = 'lectern.institutions';
const MAX_REMEMBERED = 5;
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The remembered institution ids; anything malformed in the cookie is dropped. */
export function rememberedInstitutions(req: Request): string[] {
  const value = requestCookie(req, REMEMBERED_COOKIE) ?? '';
  return value
    .split('.')
    .filter((s) => /^\d{1,18}$/.test(s))
    .slice(0, MAX_REMEMBERED);
}

/**
 * Remembers the institution for seamless access: a FUNCTIONAL cookie, so only when functional
 * cookies are allowed (the reader's choice, else the consent mode's default); otherwise nothing is stored.
 */
export function rememberInstitution(req: Request, res: Response, institutionId: string): void {
  const choice = parseCookiePreferences(requestCookie(req, COOKIE_PREFERENCES_COOKIE));
  if (!effectiveCookiePreferences(choice, siteSettingsOf(req).cookieConsent).FUNCTIONAL) return;
  const list = [institutionId, ...rememberedInstitutions(req).filter((s) => s !== institutionId)].slice(0, MAX_REMEMBERED);
  res.cookie(REMEMBERED_COOKIE, list.join('.'), cookieOptions(req, ONE_YEAR_MS));
}
