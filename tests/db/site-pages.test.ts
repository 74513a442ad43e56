import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '#src/db/account-repository.server.ts';
import { CSRF_COOKIE } from '#src/server/access/csrf.ts';
import { REMEMBERED_COOKIE } from '#src/server/access/seamless-access.ts';
import { SESSION_COOKIE } from '#src/server/access/session-store.ts';
import { createApp, type AppOptions } from '#src/server/app.ts';
import { ART_LINK_STATE_COOKIE, COOKIE_PREFERENCES_COOKIE } from '#src/shared/site/cookie-preferences.ts';
import { DOWNLOAD_CAP_STORAGE_KEY } from '#src/shared/access/downloads/download-caps.ts';
import { ENTITLED_RECS_OPT_OUT_KEY } from '#src/web/ui/entitled-recommendations.ts';
import { accountExternalLinks, FOOTER_LINKS } from '#src/web/ui/site-links.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { BrowserClient } from '#tests/setup/browser-client.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { ingestAll, listen, type RunningApp } from '#tests/setup/test-app.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'site pages password';

/** The text of every h1 of a page (tags stripped, entities of the few kinds React writes decoded). */
function h1s(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .trim(),
  );
}

function mainOf(html: string): string {
  return /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
}

/** Every `export const X_COOKIE = '…'` in src/: the cookie names the code sets. */
function cookieConstantsInSource(): string[] {
  const names: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const m of readFileSync(full, 'utf8').matchAll(/export const \w*_COOKIE\s*=\s*'([^']+)'/g)) names.push(m[1]!);
      }
    }
  };
  walk(path.join(ROOT, 'src'));
  return names;
}

/** The site's own pages (spec 001 §2 "Footer", account routes, privacy center) over real HTTP. */
describe('the site pages', () => {
  let pool: pg.Pool;
  let build: ServerBuild;
  let options: AppOptions;
  let running: RunningApp;
  let admin: BrowserClient;

  beforeAll(async () => {
    pool = openTestPool();
    const accounts = createAccountRepository(pool);
    await accounts.createUser({ email: 'editor@example.org', name: 'An Editor', password: PASSWORD, isAdmin: true });
    build = await loadServerBuild();
    options = {
      ...fullAppOptions(pool, build),
      site: {
        siteName: 'Example Journals',
        publisherName: 'Example University Press',
        contactEmail: 'journals@example.org',
        rightsUrl: 'https://rights.example.org/request?content={pii}',
      },
    };
    await ingestAll(pool, ['samples/elsevier/S0960148113002048.norm-xml', 'samples/elife/elife12289.xml']);
    running = await listen(createApp(options));
    admin = new BrowserClient(running.base);
    const signIn = await admin.submit('/user/login', { email: 'editor@example.org', password: PASSWORD });
    expect(signIn.status).toBe(302);
  }, 180_000);
  afterAll(async () => {
    await running?.close();
    await pool?.end();
  });

  it.each(FOOTER_LINKS.map((l) => [l.label, l.href]))('footer link %s (%s) answers 200 with one h1', async (_label, href) => {
    const page = await admin.page(href);
    expect(page.status, href).toBe(200);
    const headings = h1s(page.html);
    expect(headings).toHaveLength(1);
    expect(headings[0]).not.toBe('');
  });

  it.each([
    ['/about', 'About Example Journals'],
    ['/advertise', 'Advertise with Example Journals'],
    ['/support', 'Contact and support'],
    ['/terms', 'Terms and conditions'],
    ['/privacy', 'Privacy policy'],
    ['/privacy-center', 'Privacy center'],
  ])('%s is public, cacheable, titled %s, inside the main landmark', async (href, title) => {
    const page = await new BrowserClient(running.base).page(href);
    expect(page.status).toBe(200);
    expect(h1s(page.html)).toEqual([title]);
    expect(h1s(mainOf(page.html))).toEqual([title]);
    expect(page.res.headers.get('cache-control')).toMatch(/^public\b/);
    expect(page.html).toContain(`<title>${title} | Example Journals</title>`);
  });

  it('serves the operator’s Markdown (LECTERN_SITE_PAGES_DIR) instead of the default, HTML shown as text', async () => {
    const about =
      '---\ntitle: Our story at {{siteName}}\ndescription: Who we are.\n---\n\nWe publish <b onclick="x()">open</b> books.\n\n## Write to us {#write}\n\n- [Contact](/support)\n';
    const own = await listen(createApp({ ...options, sitePages: { about } }));
    try {
      const page = await new BrowserClient(own.base).page('/about');
      expect(page.status).toBe(200);
      expect(h1s(page.html)).toEqual(['Our story at Example Journals']);
      const main = mainOf(page.html);
      expect(main).toContain('We publish &lt;b onclick=&quot;x()&quot;&gt;open&lt;/b&gt; books.');
      expect(main).not.toContain('<b onclick');
      expect(main).toContain('<h2 id="write" tabindex="-1">Write to us</h2>');
      expect(h1s((await new BrowserClient(own.base).page('/terms')).html)).toEqual(['Terms and conditions']);
    } finally {
      await own.close();
    }
  });

  it('keeps a signed-in reader’s copy of a site page out of shared caches', async () => {
    const page = await admin.page('/about');
    expect(page.res.headers.get('cache-control')).toMatch(/^private\b/);
  });

  it.each(
    (['production', 'non-production'] as const).flatMap((env) => {
      const links = accountExternalLinks(env);
      return [
        links.orderHistoryUrl,
        `${links.privacyCenterUrl}?redirect_to=${encodeURIComponent('/search?qs=cells')}`,
        links.adminToolUrl,
      ].map((href) => [env, href]);
    }),
  )('account menu external link (%s) %s answers 200 with one h1', async (_env, href) => {
    const page = await admin.page(href);
    expect(page.status, href).toBe(200);
    expect(h1s(page.html)).toHaveLength(1);
  });

  it('names every cookie the code sets in the privacy policy, and the browser storage keys', async () => {
    const text = mainOf((await new BrowserClient(running.base).page('/privacy')).html);
    const fromModules = [SESSION_COOKIE, CSRF_COOKIE, REMEMBERED_COOKIE, COOKIE_PREFERENCES_COOKIE, ART_LINK_STATE_COOKIE];
    const inSource = cookieConstantsInSource();
    expect(inSource).toEqual(expect.arrayContaining(fromModules));
    for (const name of new Set([...fromModules, ...inSource])) expect(text, name).toContain(`<code>${name}</code>`);
    for (const key of [DOWNLOAD_CAP_STORAGE_KEY, ENTITLED_RECS_OPT_OUT_KEY]) expect(text, key).toContain(key);
  });

  it('states the session lifetime and the download caps this server enforces', async () => {
    const config = options.downloads!.config;
    const terms = mainOf((await new BrowserClient(running.base).page('/terms')).html);
    expect(terms).toContain(`At most ${config.pdfDailyCap} single-article PDFs per reader per day (UTC).`);
    expect(terms).toContain(`At most ${config.issueDailyCap} full issue, volume or book downloads per reader per day (UTC).`);
    expect(terms).toContain(`At most ${config.pdfsPerMinute} PDFs per reader per minute.`);
    const privacy = mainOf((await new BrowserClient(running.base).page('/privacy')).html);
    expect(privacy).toContain('14 days, or until you sign out');
  });

  it.each(['/support', '/advertise', '/privacy'])('%s gives the configured contact address', async (href) => {
    const html = mainOf((await new BrowserClient(running.base).page(href)).html);
    expect(html).toContain('<a href="mailto:journals@example.org">journals@example.org</a>');
    expect(html).not.toContain('LECTERN_CONTACT_EMAIL');
  });

  describe('privacy center redirect_to', () => {
    it.each([
      ['/science/article/pii/S0016236113008041', '/science/article/pii/S0016236113008041'],
      ['/search?qs=cells&zone=header', '/search?qs=cells&amp;zone=header'],
    ])('links back to the same-site path %s', async (target, href) => {
      const html = mainOf((await new BrowserClient(running.base).page(`/privacy-center?redirect_to=${encodeURIComponent(target)}`)).html);
      expect(html).toContain(`href="${href}">Back to where you were</a>`);
    });

    it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/privacy-center', ''])(
      'offers no way back to %s',
      async (target) => {
        const html = mainOf((await new BrowserClient(running.base).page(`/privacy-center?redirect_to=${encodeURIComponent(target)}`)).html);
        expect(html).toContain('Cookie preferences');
        expect(html).not.toContain('Back to where you were');
        expect(html).not.toContain('evil.example');
      },
    );
  });

  describe('account pages', () => {
    it('sends an anonymous reader from /user/preferences to sign in and back', async () => {
      const res = await new BrowserClient(running.base).request('/user/preferences');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/user/login?targetURL=%2Fuser%2Fpreferences');
    });

    it('shows a signed-in reader their preferences, privately', async () => {
      const page = await admin.page('/user/preferences');
      expect(page.status).toBe(200);
      expect(page.res.headers.get('cache-control')).toBe('private, no-store');
      expect(h1s(page.html)).toEqual(['Preferences']);
      const main = mainOf(page.html);
      for (const href of [
        '/user/password',
        '/user/alerts/journal',
        '/user/history/reading',
        '/user/history/search',
        '/privacy-center?redirect_to=%2Fuser%2Fpreferences',
      ]) {
        expect(main, href).toContain(`href="${href}"`);
      }
    });

    it('sends /user/about to /about', async () => {
      const res = await new BrowserClient(running.base).request('/user/about');
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/about');
    });
  });

  it('shows the Rights and content link of LECTERN_RIGHTS_URL on an article page, but not for a free document subtype (an erratum)', async () => {
    const article = await (await fetch(`${running.base}/science/article/pii/S0960148113002048`)).text();
    expect(article).toContain(
      '<a href="https://rights.example.org/request?content=S0960148113002048" rel="noopener" target="_blank">Rights and content</a>',
    );
    const correction = (await pool.query<{ pii: string }>("SELECT pii FROM articles WHERE doi = '10.7554/eLife.12289'")).rows[0]!.pii;
    const erratum = await (await fetch(`${running.base}/science/article/pii/${correction}`)).text();
    expect(erratum).toContain('<h1');
    expect(erratum).not.toContain('Rights and content');
  });
});
