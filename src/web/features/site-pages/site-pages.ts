/**
 * The site's own pages behind the footer (spec 001 §2 "Footer"): About, Advertise, Contact and
 * support, Terms and conditions, Privacy policy. A publisher edits their text as Markdown
 * (content/site-pages/*.md, or the same file names in LECTERN_SITE_PAGES_DIR); it becomes
 * data — headings, paragraphs, lists, tables and links (site-page-markdown.ts) — so nothing in
 * it can reach the page as markup. Names, the contact address and the limits come from the
 * installation's settings (src/shared/site/site-settings.ts), so the defaults stay true for it.
 *
 * Every statement in the defaults describes what Lectern does: when the code changes what it
 * stores or which cookies it sets, change content/site-pages/privacy.md (tests/db/site-pages.test.ts
 * fails when a cookie the code sets is not named in it).
 */
import { WROTE_COOKIE, WROTE_COOKIE_MAX_AGE_MS } from '#src/shared/site/read-routing.ts';
import {
  ART_LINK_STATE_COOKIE,
  COOKIE_PREFERENCES_COOKIE,
  COOKIE_PREFERENCES_MAX_AGE,
  type CookieCategory,
} from '#src/shared/site/cookie-preferences.ts';
import type { SiteSettings } from '#src/shared/site/site-settings.ts';
import { safeTargetUrl } from '#src/shared/account/target-url.ts';

/** A run of text: plain, a link, or code (an address, a setting name). */
export type Inline = string | { text: string; href: string } | { code: string };

export type Block =
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'table'; caption: string; columns: string[]; rows: Inline[][][] };

export interface PageSection {
  /** The section's id (its heading's anchor). */
  id: string;
  heading: string;
  blocks: Block[];
}

export interface SitePageContent {
  slug: SitePageSlug;
  /** The page's one h1, and its document title. */
  title: string;
  /** The meta description. */
  description: string;
  intro: Block[];
  sections: PageSection[];
}

export const SITE_PAGE_SLUGS = ['about', 'advertise', 'support', 'terms', 'privacy'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export const PRIVACY_CENTER_PATH = '/privacy-center';
export const PREFERENCES_PATH = '/user/preferences';

/** The slug of a content page's path ("/terms" → "terms"), or null. */
export function sitePageSlugOf(pathname: string): SitePageSlug | null {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  return (SITE_PAGE_SLUGS as readonly string[]).includes(slug) ? (slug as SitePageSlug) : null;
}

/**
 * Hrefs the content may link to: a same-site path, an in-page anchor, an https:// address or
 * a mailto: address. Anything else (javascript:, data:, //host …) renders as plain text.
 */
export function isSafeContentHref(href: string): boolean {
  if (/[\s\\<>"'`]/.test(href)) return false;
  if (href.startsWith('#')) return /^#[A-Za-z][\w-]*$/.test(href);
  if (href.startsWith('/')) return !href.startsWith('//');
  if (href.startsWith('mailto:')) return /^mailto:[^@/]+@[^@/]+$/.test(href);
  if (href.startsWith('https://')) return URL.canParse(href);
  return false;
}

/** The plain text of a block list (meta descriptions, tests). */
export function inlineText(content: Inline[]): string {
  return content.map((part) => (typeof part === 'string' ? part : 'href' in part ? part.text : part.code)).join('');
}

function days(n: number): string {
  return `${n} day${n === 1 ? '' : 's'}`;
}

export const CATEGORY_NAMES: Record<CookieCategory, string> = {
  STRICTLY_NECESSARY: 'Strictly necessary',
  PERFORMANCE: 'Performance',
  FUNCTIONAL: 'Functional',
  TARGETING: 'Targeting',
};

export interface DocumentedCookie {
  name: string;
  category: CookieCategory;
  purpose: string;
  lifetime: string;
  /** When the cookie is set whatever the reader's choice for its category, and why. */
  regardlessOfChoice?: string;
}

/**
 * Every cookie Lectern sets, as the privacy policy and the privacy center describe it. The
 * server's cookie names are its constants' values (src/server/access: SESSION_COOKIE,
 * CSRF_COOKIE, REMEMBERED_COOKIE); tests/db/site-pages.test.ts checks they match.
 */
export function documentedCookies(s: Pick<SiteSettings, 'sessionDays'>): DocumentedCookie[] {
  const preferencesLifetime =
    COOKIE_PREFERENCES_MAX_AGE === 365 * 24 * 60 * 60 ? '1 year' : days(Math.round(COOKIE_PREFERENCES_MAX_AGE / 86400));
  return [
    {
      name: 'lectern.sid',
      category: 'STRICTLY_NECESSARY',
      purpose:
        'Keeps you signed in, personally or through your institution. A random identifier; the server stores only its SHA-256 hash. Not readable by scripts.',
      lifetime: `${days(s.sessionDays)}, or until you sign out`,
    },
    {
      name: 'lectern.csrf',
      category: 'STRICTLY_NECESSARY',
      purpose: 'Protects the sign-in and registration forms against cross-site request forgery. Not readable by scripts.',
      lifetime: 'Until you close the browser',
    },
    {
      name: COOKIE_PREFERENCES_COOKIE,
      category: 'STRICTLY_NECESSARY',
      purpose: 'Remembers your cookie choices from the banner or the privacy center.',
      lifetime: preferencesLifetime,
    },
    {
      name: WROTE_COOKIE,
      category: 'STRICTLY_NECESSARY',
      purpose:
        'Only on a site that reads from a database replica: the moment you last changed something (a setting, a rating, a sign-in), so the next pages you open already show your change. Not readable by scripts.',
      lifetime: `${WROTE_COOKIE_MAX_AGE_MS / 1000} seconds`,
    },
    {
      name: 'lectern.institutions',
      category: 'FUNCTIONAL',
      purpose:
        'Up to five institutions you signed in through, offered first next time (seamless access). It is set when you complete an institutional sign-in, only if you allow functional cookies; delete it in your browser to forget them. Not readable by scripts.',
      lifetime: '1 year',
    },
    {
      name: ART_LINK_STATE_COOKIE,
      category: 'PERFORMANCE',
      purpose:
        'Only when you allow performance cookies: when you follow a link to an article, which kind of page, page area and path you came from, the time, and whether the page was embedded.',
      lifetime: '1 hour',
    },
  ];
}

/**
 * Where the privacy center's "Back to where you were" link goes: its `redirect_to` when that
 * is a same-site path (src/shared/account/target-url.ts), else nowhere (no link). Never the privacy
 * center itself.
 */
export function privacyCenterReturn(redirectTo: string | null | undefined): string | null {
  const target = safeTargetUrl(redirectTo, '');
  if (target === '') return null;
  const path = target.split(/[?#]/)[0] ?? '';
  return path === PRIVACY_CENTER_PATH ? null : target;
}
