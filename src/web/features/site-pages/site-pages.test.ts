import { describe, expect, it } from 'vitest';
import { COOKIE_CATEGORIES } from '#src/shared/site/cookie-preferences.ts';
import { FOOTER_LINKS } from '#src/web/ui/site-links.ts';
import {
  documentedCookies,
  inlineText,
  isSafeContentHref,
  privacyCenterReturn,
  SITE_PAGE_SLUGS,
  sitePageSlugOf,
  type Block,
  type Inline,
  type SitePageContent,
} from './site-pages.ts';
import { sitePageContent } from './site-page-markdown.ts';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '#src/shared/site/site-settings.ts';

const CONFIGURED: SiteSettings = {
  siteName: 'Example Journals',
  publisherName: 'Example University Press',
  contactEmail: 'journals@example.org',
  downloadLimits: { pdfDaily: 42, issueDaily: 3, pdfsPerMinute: 7 },
  sessionDays: 30,
  rightsUrl: null,
  cookieConsent: 'opt-in',
  experiments: [],
  mendeley: DEFAULT_SITE_SETTINGS.mendeley,
  brand: DEFAULT_SITE_SETTINGS.brand,
};

function blockInlines(block: Block): Inline[][] {
  if (block.kind === 'paragraph') return [block.content];
  if (block.kind === 'list') return block.items;
  return block.rows.flat();
}

function pageInlines(page: SitePageContent): Inline[][] {
  return [...page.intro, ...page.sections.flatMap((s) => s.blocks)].flatMap(blockInlines);
}

function pageText(page: SitePageContent): string {
  const tables = [...page.intro, ...page.sections.flatMap((s) => s.blocks)].flatMap((b) =>
    b.kind === 'table' ? [b.caption, ...b.columns] : [],
  );
  return [page.title, ...page.sections.map((s) => s.heading), ...tables, ...pageInlines(page).map(inlineText)].join('\n');
}

function hrefs(page: SitePageContent): string[] {
  return pageInlines(page)
    .flat()
    .flatMap((part) => (typeof part === 'object' && 'href' in part ? [part.href] : []));
}

describe('sitePageSlugOf', () => {
  it.each([
    ['/about', 'about'],
    ['/terms/', 'terms'],
    ['/privacy', 'privacy'],
    ['/privacy-center', null],
    ['/user/about', null],
    ['/', null],
    ['/About', null],
  ])('%s → %s', (path, slug) => {
    expect(sitePageSlugOf(path)).toBe(slug);
  });

  it('knows a page for every footer link outside the account and cart routes', () => {
    const contentLinks = FOOTER_LINKS.filter((l) => !l.href.startsWith('/user/'));
    for (const l of contentLinks) expect(sitePageSlugOf(l.href), l.href).not.toBeNull();
  });
});

describe('isSafeContentHref', () => {
  it.each([
    ['/about', true],
    ['/oai?verb=Identify', true],
    ['#cookies', true],
    ['mailto:journals@example.org', true],
    ['https://example.org/path', true],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    ['data:text/html,<b>', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['http://example.org', false],
    ['mailto:a@b.org?bcc=c@d.org/x', false],
    ['#" onclick="x', false],
    ['', false],
  ])('%s → %s', (href, safe) => {
    expect(isSafeContentHref(href)).toBe(safe);
  });
});

describe('privacyCenterReturn', () => {
  it.each([
    ['/science/article/pii/S0960148113002048', '/science/article/pii/S0960148113002048'],
    ['/search?qs=cells', '/search?qs=cells'],
    ['/user/profile', '/user/profile'],
    ['https://evil.example/', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['/privacy-center', null],
    ['/privacy-center?redirect_to=/x', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(privacyCenterReturn(value)).toBe(expected);
  });
});

describe('sitePageContent', () => {
  it.each(SITE_PAGE_SLUGS)('%s: a title, sections with unique ids, only safe links, no placeholder text', (slug) => {
    for (const settings of [DEFAULT_SITE_SETTINGS, CONFIGURED]) {
      const page = sitePageContent(slug, settings);
      expect(page.title).not.toBe('');
      expect(page.description).not.toBe('');
      expect(new Set(page.sections.map((s) => s.id)).size).toBe(page.sections.length);
      for (const href of hrefs(page)) expect(isSafeContentHref(href), href).toBe(true);
      expect(pageText(page)).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder/i);
    }
  });

  it('names the configured site and publisher', () => {
    expect(sitePageContent('about', CONFIGURED).title).toBe('About Example Journals');
    expect(pageText(sitePageContent('about', CONFIGURED))).toContain('Example University Press publishes its journals');
    expect(pageText(sitePageContent('about', DEFAULT_SITE_SETTINGS))).toContain('Lectern is where the publisher publishes');
  });

  it('starts a sentence with the publisher name capitalised', () => {
    expect(pageText(sitePageContent('advertise', DEFAULT_SITE_SETTINGS))).toContain('The publisher handles advertising');
  });

  it.each(['support', 'advertise', 'privacy'] as const)('%s links the contact address when one is set', (slug) => {
    expect(hrefs(sitePageContent(slug, CONFIGURED))).toContain('mailto:journals@example.org');
  });

  it.each(['support', 'advertise', 'privacy'] as const)('%s says how to set the contact address when none is set', (slug) => {
    const page = sitePageContent(slug, DEFAULT_SITE_SETTINGS);
    expect(pageText(page)).toContain('LECTERN_CONTACT_EMAIL');
    expect(hrefs(page).some((h) => h.startsWith('mailto:'))).toBe(false);
    expect(hrefs(page)).toContain('/support');
  });

  it.each([
    ['opt-in', 'Performance and functional cookies are off until you allow them.'],
    ['opt-out', 'Performance and functional cookies are on until you turn them off; targeting cookies only ever with your consent.'],
  ] as const)('the privacy policy states the %s consent mode', (cookieConsent, sentence) => {
    expect(pageText(sitePageContent('privacy', { ...CONFIGURED, cookieConsent }))).toContain(sentence);
  });

  it('states the configured download caps and throttle in the terms', () => {
    const text = pageText(sitePageContent('terms', CONFIGURED));
    expect(text).toContain('At most 42 single-article PDFs per reader per day');
    expect(text).toContain('At most 3 full issue, volume or book downloads');
    expect(text).toContain('At most 7 PDFs per reader per minute');
  });

  it('links the machine interfaces from About', () => {
    expect(hrefs(sitePageContent('about', DEFAULT_SITE_SETTINGS))).toEqual(
      expect.arrayContaining(['/browse/journals-and-books', '/search', '/oai?verb=Identify', '/r51/status']),
    );
  });

  it('gives access routes on the support page', () => {
    expect(hrefs(sitePageContent('support', DEFAULT_SITE_SETTINGS))).toEqual(
      expect.arrayContaining([
        '/user/institution/login',
        '/user/login',
        '/user/register',
        '/user/purchases',
        '/user/preferences',
        '/privacy-center',
      ]),
    );
  });
});

describe('documentedCookies', () => {
  it('gives the session lifetime configured', () => {
    expect(documentedCookies({ sessionDays: 30 }).find((c) => c.name === 'lectern.sid')?.lifetime).toBe('30 days, or until you sign out');
  });

  it('puts every cookie in a known category and lists each once', () => {
    const cookies = documentedCookies(DEFAULT_SITE_SETTINGS);
    expect(new Set(cookies.map((c) => c.name)).size).toBe(cookies.length);
    for (const c of cookies) expect(COOKIE_CATEGORIES).toContain(c.category);
  });

  it('lists every documented cookie in the privacy policy table', () => {
    const text = pageText(sitePageContent('privacy', DEFAULT_SITE_SETTINGS));
    for (const c of documentedCookies(DEFAULT_SITE_SETTINGS)) expect(text).toContain(c.name);
  });
});
