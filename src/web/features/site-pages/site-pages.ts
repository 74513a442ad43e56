/**
 * The site's own pages behind the footer (spec 001 §2 "Footer"): About, Advertise, Contact and
 * support, Terms and conditions, Privacy policy. Their text is data — headings, paragraphs,
 * lists, tables and links — that a publisher edits here; no Markdown, no HTML, so nothing in
 * it can reach the page as markup. Names, the contact address and the limits come from the
 * installation's settings (src/shared/site/site-settings.ts), so the defaults stay true for it.
 *
 * Every statement in the defaults describes what Lectern does: when the code changes what it
 * stores or which cookies it sets, change the privacy policy here (tests/db/site-pages.test.ts
 * fails when a cookie the code sets is not named in it).
 */
import { ART_LINK_STATE_COOKIE, COOKIE_PREFERENCES_COOKIE, COOKIE_PREFERENCES_MAX_AGE, type CookieCategory } from '#src/shared/site/cookie-preferences.ts';
import { DOWNLOAD_CAP_STORAGE_KEY } from '#src/shared/access/downloads/download-caps.ts';
import { ENTITLED_RECS_OPT_OUT_KEY } from '#src/web/ui/entitled-recommendations.ts';
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

function capitalised(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const p = (...content: Inline[]): Block => ({ kind: 'paragraph', content });
const list = (...items: Inline[][]): Block => ({ kind: 'list', items });
const link = (text: string, href: string): Inline => ({ text, href });
const code = (value: string): Inline => ({ code: value });

/** The contact sentence: the configured address, or how to configure it and where else to go. */
function contactBlocks(settings: SiteSettings, subject: string): Block[] {
  if (settings.contactEmail) {
    return [p(`Write to `, link(settings.contactEmail, `mailto:${settings.contactEmail}`), ` with “${subject}” in the subject line.`)];
  }
  return [
    p(
      `This site has no contact address yet. The site's operator publishes one by setting `,
      code('LECTERN_CONTACT_EMAIL'),
      ` (for example `,
      code('LECTERN_CONTACT_EMAIL=journals@example.org'),
      `) and restarting Lectern; it then appears here, on the support page and in the privacy policy.`,
    ),
    p(`Until then, the help pages of this site answer most questions: `, link('Contact and support', '/support'), `, `, link('Terms and conditions', '/terms'), ` and `, link('Privacy policy', '/privacy'), `.`),
  ];
}

function about(s: SiteSettings): SitePageContent {
  return {
    slug: 'about',
    title: `About ${s.siteName}`,
    description: `${s.siteName} publishes the journals and books of ${s.publisherName} online.`,
    intro: [
      p(
        `${s.siteName} is where ${s.publisherName} publishes its journals and books online. Articles are rendered from their XML into web pages, PDFs and open metadata, so people, search engines and library systems all read the same content.`,
      ),
      p(
        `The site runs on Lectern, open-source scholarly publishing software released under the MIT licence: anyone may run, study and improve it.`,
      ),
    ],
    sections: [
      {
        id: 'find-articles',
        heading: 'Find articles',
        blocks: [
          list(
            [link('Browse journals and books', '/browse/journals-and-books'), ' — every publication, A to Z, with its volumes and issues.'],
            [link('Search', '/search'), ' — all articles by words, authors, journal, year and article type.'],
            [link('Latest articles', '/'), ' — the newest articles on the home page.'],
          ),
        ],
      },
      {
        id: 'open-interfaces',
        heading: 'For libraries, indexes and machines',
        blocks: [
          list(
            [link('OAI-PMH', '/oai?verb=Identify'), ' at ', code('/oai'), ': Dublin Core metadata for every article, and the JATS XML of JATS articles, for harvesters.'],
            ['RSS and Atom feeds of each journal at ', code('/journal/{journal}/feed'), ' and ', code('/journal/{journal}/atom'), ' (articles in press: ', code('…/articles-in-press/feed'), ').'],
            [link('COUNTER SUSHI', '/r51/status'), ' at ', code('/r51'), ': COUNTER Release 5.1 usage reports for subscribing institutions, with the API key the publisher issues them.'],
            [link('Sitemap', '/sitemap.xml'), ' for search engines.'],
          ),
        ],
      },
      {
        id: 'access',
        heading: 'Reading articles',
        blocks: [
          p(
            `Open access articles are free to everyone. Other articles are available to members of subscribing institutions and to readers who buy them; `,
            link('Contact and support', '/support'),
            ` explains the ways in.`,
          ),
        ],
      },
      {
        id: 'site-information',
        heading: 'Site information',
        blocks: [
          list(
            [link('Terms and conditions', '/terms')],
            [link('Privacy policy', '/privacy'), ' and ', link('cookie preferences', PRIVACY_CENTER_PATH)],
            [link('Contact and support', '/support')],
            [link('Advertise', '/advertise')],
          ),
        ],
      },
    ],
  };
}

function advertise(s: SiteSettings): SitePageContent {
  return {
    slug: 'advertise',
    title: `Advertise with ${s.siteName}`,
    description: `How to reach ${s.publisherName} about advertising and sponsorship on ${s.siteName}.`,
    intro: [p(`${capitalised(s.publisherName)} handles advertising and sponsorship on ${s.siteName} directly.`)],
    sections: [
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [
          ...contactBlocks(s, 'Advertising'),
          p(`Say which journals or subject areas you want to reach, when, and in what form (for example a sponsored collection or an announcement).`),
        ],
      },
      {
        id: 'what-readers-see',
        heading: 'What readers see',
        blocks: [
          p(
            `The site shows no third-party advertising of its own and sets no targeting cookies (see the `,
            link('Privacy policy', '/privacy'),
            `). Readership figures are counted by the COUNTER standard, so the numbers ${s.publisherName} can share are comparable with other publishers'.`,
          ),
        ],
      },
    ],
  };
}

function support(s: SiteSettings): SitePageContent {
  return {
    slug: 'support',
    title: 'Contact and support',
    description: `Contact ${s.publisherName} and get help with access, accounts and downloads on ${s.siteName}.`,
    intro: [p(`Help with reading, access and your account on ${s.siteName}.`)],
    sections: [
      { id: 'contact', heading: 'Contact us', blocks: [...contactBlocks(s, 'Support'), p(`When a problem is about one article, include its address or DOI.`)] },
      {
        id: 'access',
        heading: 'Getting access to articles',
        blocks: [
          list(
            ['Open access articles are free to read and download for everyone; the article page says “Open access”.'],
            ['On your institution’s network, access through its subscription is recognised automatically.'],
            ['Away from it, use ', link('Remote access', '/user/institution/login'), ' to sign in through your institution.'],
            [
              'Buy a single article from its page: ',
              link('register', '/user/register'),
              ' or ',
              link('sign in', '/user/login'),
              ' first; your ',
              link('purchased articles', '/user/purchases'),
              ' stay available to you.',
            ],
          ),
        ],
      },
      {
        id: 'account',
        heading: 'Your account',
        blocks: [
          list(
            [link('My account', '/user/profile'), ' — your details and organizations.'],
            [link('Preferences', PREFERENCES_PATH), ' — password, alerts, cookies and history in one place.'],
            [link('Change password', '/user/password')],
            [link('Manage alerts', '/user/alerts/journal')],
            [link('My reading history', '/user/history/reading'), ' and ', link('My search history', '/user/history/search')],
            [link('Cookie preferences', PRIVACY_CENTER_PATH)],
          ),
        ],
      },
      {
        id: 'downloads',
        heading: 'Downloads',
        blocks: [
          p(
            `Each reader may download ${s.downloadLimits.pdfDaily} article PDFs and ${s.downloadLimits.issueDaily} full issues, volumes or books per day (UTC). Past the limit the site says so and downloads start again the next day; the `,
            link('Terms and conditions', '/terms'),
            ` give the details.`,
          ),
        ],
      },
    ],
  };
}

function terms(s: SiteSettings): SitePageContent {
  const { pdfDaily, issueDaily, pdfsPerMinute } = s.downloadLimits;
  return {
    slug: 'terms',
    title: 'Terms and conditions',
    description: `The terms of use of ${s.siteName}: article licences, download limits, purchases and accounts.`,
    intro: [p(`These terms apply to everyone who uses ${s.siteName}, which ${s.publisherName} runs. By using the site you accept them.`)],
    sections: [
      {
        id: 'licences',
        heading: 'Articles and their licences',
        blocks: [
          p(
            `Each article states its copyright holder and its licence on its page. What you may do with an article — share it, adapt it, reuse its figures — is what that licence allows; open access articles usually carry a Creative Commons licence. Where no licence is stated, the copyright holder reserves all rights and you may read and download the article for your own study and research.`,
          ),
        ],
      },
      {
        id: 'access',
        heading: 'Access',
        blocks: [
          p(
            `Access through an institution is for that institution's authorised users, under its agreement with ${s.publisherName}. Do not share your sign-in details, and do not pass on articles you read through a subscription beyond what the licence allows.`,
          ),
        ],
      },
      {
        id: 'downloads',
        heading: 'Downloads and fair use',
        blocks: [
          list(
            [`At most ${pdfDaily} single-article PDFs per reader per day (UTC).`],
            [`At most ${issueDaily} full issue, volume or book downloads per reader per day (UTC).`],
            [`At most ${pdfsPerMinute} PDFs per reader per minute.`],
          ),
          p(`A reader is your account when you are signed in, otherwise your network address. Past a limit the site refuses further downloads with “Too many requests” until it resets.`),
          p(
            `Systematic or automated downloading — robots, scripts, crawling article pages or PDFs — is not allowed. Harvest metadata and JATS XML through `,
            link('OAI-PMH', '/oai?verb=Identify'),
            ` and follow new articles through the journal feeds instead.`,
          ),
        ],
      },
      {
        id: 'purchases',
        heading: 'Purchases',
        blocks: [
          p(
            `Single articles are sold through the payment provider named on the purchase page, which shows the price before you pay. Your payment details go to that provider only; ${s.siteName} keeps the order (the article, the price and the provider's reference). A purchased article stays available in `,
            link('Purchased articles', '/user/purchases'),
            `.`,
          ),
        ],
      },
      {
        id: 'accounts',
        heading: 'Accounts',
        blocks: [p(`Keep your password to yourself and your details accurate. ${capitalised(s.publisherName)} may close an account that breaks these terms.`)],
      },
      {
        id: 'changes',
        heading: 'Changes and contact',
        blocks: [p(`These terms may change; the version on this page applies. Questions: see `, link('Contact and support', '/support'), `.`)],
      },
    ],
  };
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
  const preferencesLifetime = COOKIE_PREFERENCES_MAX_AGE === 365 * 24 * 60 * 60 ? '1 year' : days(Math.round(COOKIE_PREFERENCES_MAX_AGE / 86400));
  return [
    {
      name: 'lectern.sid',
      category: 'STRICTLY_NECESSARY',
      purpose: 'Keeps you signed in, personally or through your institution. A random identifier; the server stores only its SHA-256 hash. Not readable by scripts.',
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

function privacy(s: SiteSettings): SitePageContent {
  return {
    slug: 'privacy',
    title: 'Privacy policy',
    description: `Which cookies ${s.siteName} sets, what it stores about readers, for how long, and how to delete it.`,
    intro: [
      p(
        `This policy says exactly what ${s.siteName} keeps in your browser and on its server, why, for how long, and how to remove it. ${capitalised(s.publisherName)} is responsible for this data.`,
      ),
    ],
    sections: [
      {
        id: 'cookies',
        heading: 'Cookies',
        blocks: [
          {
            kind: 'table',
            caption: 'Cookies this site sets',
            columns: ['Cookie', 'Kind', 'Why', 'How long'],
            rows: documentedCookies(s).map((c) => [[code(c.name)], [CATEGORY_NAMES[c.category]], [c.purpose], [c.lifetime]]),
          },
          p(
            s.cookieConsent === 'opt-out'
              ? `Performance and functional cookies are on until you turn them off; targeting cookies only ever with your consent. `
              : `Performance and functional cookies are off until you allow them. `,
            `The site sets no targeting or advertising cookies and loads no third-party scripts. Change your choices at any time in the `,
            link('privacy center', PRIVACY_CENTER_PATH),
            `.`,
          ),
        ],
      },
      {
        id: 'browser-storage',
        heading: 'Other storage in your browser',
        blocks: [
          list(
            [code(DOWNLOAD_CAP_STORAGE_KEY), ' (local storage): how many articles and issues you downloaded today, so the page can tell you before you reach the download limit. Only today’s counts are kept.'],
            [code(ENTITLED_RECS_OPT_OUT_KEY), ' (local storage): that you asked not to be shown the recommendations pop-up again.'],
          ),
          p(`Neither is sent to the server.`),
        ],
      },
      {
        id: 'server-data',
        heading: 'What the server stores',
        blocks: [
          list(
            ['Your account: name, e-mail address, the organizations you belong to, and your password as an argon2id hash — never the password itself.'],
            [`Sign-in sessions: the hash of the session cookie, the account or institution it is for, and when it was last used. Deleted when you sign out or when it expires after ${days(s.sessionDays)}.`],
            ['Failed sign-in attempts: the e-mail address tried and the network address, to slow down password guessing. Deleted after a day.'],
            ['Reading history: the articles you open while signed in, and when. See ', link('My reading history', '/user/history/reading'), '.'],
            ['Search history: the searches you run while signed in, with their filters. See and clear it in ', link('My search history', '/user/history/search'), '.'],
            ['Journal alerts you set up.'],
            ['Purchases: the article, the price, the payment provider and its reference, and the order’s status. No card details.'],
            ['Download counts for the download limits: per account, or per network address when you are not signed in, per day. Per-minute counts are deleted after an hour.'],
            [
              'Usage statistics (COUNTER): for each article view or download, the article, what was used, when, the access type, your institution, your account if you are signed in, and SHA-256 hashes of your session or network address and browser — never the network address itself. Institutions receive these as anonymous COUNTER reports.',
            ],
            ['Recommendation feedback: which recommended article was shown or chosen, and its position, without your account.'],
            ['The request log: one line per request with the method, the page address and the status, without network addresses or cookies.'],
          ),
        ],
      },
      {
        id: 'retention',
        heading: 'How long',
        blocks: [
          p(
            `Sessions, failed sign-ins and per-minute download counts are deleted automatically as described above. Your account, histories, alerts and purchases are kept until your account is deleted. Usage statistics and daily download counts are kept for reporting until ${s.publisherName} removes them; when an account is deleted, its usage statistics lose the link to it.`,
          ),
        ],
      },
      {
        id: 'your-choices',
        heading: 'Your choices and deleting your data',
        blocks: [
          list(
            ['Change which cookies you allow in the ', link('privacy center', PRIVACY_CENTER_PATH), '.'],
            ['Clear your search history in ', link('My search history', '/user/history/search'), '.'],
            ['Sign out to end your session and delete it from the server.'],
            ['To see everything stored about you, correct it, or delete your account with its histories, alerts and purchases, contact us as below.'],
          ),
          ...contactBlocks(s, 'Privacy'),
        ],
      },
    ],
  };
}

const PAGES: Record<SitePageSlug, (settings: SiteSettings) => SitePageContent> = { about, advertise, support, terms, privacy };

/** A content page with this installation's names, contact address and limits filled in. */
export function sitePageContent(slug: SitePageSlug, settings: SiteSettings): SitePageContent {
  return PAGES[slug](settings);
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
