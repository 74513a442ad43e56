import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from './support/test.ts';
import pg from 'pg';
import { SiteChrome } from './page-objects/site-chrome.ts';
import { e2eCluster, listenSecondSite, type SecondSite } from './support/e2e-site.ts';

/**
 * The site as a publisher configures it differently from the default (README "Configuration"):
 * LECTERN_EXPERIMENTS=header-sign-in,pdf-download-label (001 §6 "A guest header shows when an
 * experiment flag for header sign-in is on"; 000 §3 PDF link urlType abTest), LECTERN_COOKIE_CONSENT=opt-out (001 §2 "cookie banner text varies by
 * mode") and LECTERN_RIGHTS_URL (001 §5, §9 Rights and content). A second Lectern server, configured so, runs here on the e2e database and its build.
 */
const ARTICLE = '/science/article/pii/S0960148113002048';

let pool: pg.Pool;
let site: SecondSite;
let base: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  pool = new pg.Pool({ connectionString: (await e2eCluster()).url, max: 4 });
  site = await listenSecondSite(pool, {
    site: {
      experiments: ['header-sign-in', 'pdf-download-label'],
      cookieConsent: 'opt-out',
      rightsUrl: 'https://rights.example.org/request?content={pii}',
    },
    trustProxy: 'loopback',
  });
  base = site.base;
});

test.afterAll(async () => {
  await site?.close();
  await pool?.end();
});

async function open(page: Page, pathname: string, width = 1280) {
  await page.setViewportSize({ width, height: 800 });
  const response = await page.goto(`${base}${pathname}`);
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return new SiteChrome(page);
}

const prefsCookie = async (context: BrowserContext) =>
  decodeURIComponent((await context.cookies()).find((c) => c.name === 'LECTERN_COOKIE_PREFERENCES')?.value ?? '');

test.describe('guest header (header sign-in experiment on)', () => {
  test('an anonymous visitor is greeted and offered Sign in, institution access and Register, each coming back here', async ({ page }) => {
    const chrome = await open(page, ARTICLE);
    const account = chrome.accountNav;
    await expect(account).toContainText('Welcome, guest');
    const here = encodeURIComponent(ARTICLE);
    await expect(account.getByRole('link')).toHaveText(['Sign in', 'Access through your institution', 'Register']);
    await expect(account.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/user/login?targetURL=${here}&from=globalheader`);
    await expect(account.getByRole('link', { name: 'Access through your institution' })).toHaveAttribute(
      'href',
      `/user/institution/login?targetUrl=${here}`,
    );
    await expect(account.getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/user/register?targetURL=${here}`);
    const results = await new AxeBuilder({ page }).include('header.site-header').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await account.getByRole('link', { name: 'Access through your institution' }).click();
    await page.waitForURL(/\/user\/institution\/login\?/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('on a phone the drawer greets the guest and lists the same choices', async ({ page }) => {
    const chrome = await open(page, ARTICLE, 375);
    await chrome.menuButton.click();
    await expect(chrome.drawer).toContainText('Welcome, guest');
    await expect(chrome.drawer.getByRole('link', { name: 'Access through your institution' })).toBeVisible();
    await expect(chrome.drawer.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('a reader inside an institution’s IP range gets the institutional header, not the guest one', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.20' } });
    const page = await context.newPage();
    await page.goto(`${base}${ARTICLE}`);
    const account = new SiteChrome(page).accountNav;
    await expect(account.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(account).not.toContainText('Welcome, guest');
    await expect(account.getByRole('link', { name: 'Access through your institution' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('cookie banner in opt-out mode', () => {
  test('tells the reader the optional cookies are on; OK keeps them on and targeting off', async ({ page, context }) => {
    const chrome = await open(page, '/');
    await expect(chrome.cookieBanner).toContainText('They are on unless you turn them off in Cookie settings.');
    await expect(chrome.cookieBanner.getByRole('button')).toHaveText(['OK', 'Cookie settings']);
    await chrome.cookieBanner.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(chrome.cookieBanner.getByRole('checkbox', { name: /Performance cookies/ })).toBeChecked();
    await expect(chrome.cookieBanner.getByRole('checkbox', { name: /Functional cookies/ })).toBeChecked();
    await expect(chrome.cookieBanner.getByRole('checkbox', { name: /Targeting cookies/ })).not.toBeChecked();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await chrome.cookieBanner.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(chrome.cookieBanner).toHaveCount(0);
    expect(await prefsCookie(context)).toBe('STRICTLY_NECESSARY:1,PERFORMANCE:1,FUNCTIONAL:1,TARGETING:0');
  });

  test('before any choice, following an article link writes the usage cookie (performance is on until turned off)', async ({
    page,
    context,
  }) => {
    await open(page, '/');
    await page.getByRole('main').locator('a[href^="/science/article/pii/"]').first().click();
    await page.waitForURL(/\/science\/article\/pii\//);
    const state = (await context.cookies()).find((c) => c.name === 'SD_ART_LINK_STATE')?.value;
    expect(decodeURIComponent(state ?? '')).toMatch(/^<e><q>science<\/q><org>home<\/org>/);
  });

  test('a reader who turned performance cookies off gets no usage cookie', async ({ page, context }) => {
    const chrome = await open(page, '/');
    await chrome.cookieBanner.getByRole('button', { name: 'Cookie settings' }).click();
    await chrome.cookieBanner.getByRole('checkbox', { name: /Performance cookies/ }).uncheck();
    await chrome.cookieBanner.getByRole('button', { name: 'Save settings' }).click();
    expect(await prefsCookie(context)).toBe('STRICTLY_NECESSARY:1,PERFORMANCE:0,FUNCTIONAL:1,TARGETING:0');
    await page.getByRole('main').locator('a[href^="/science/article/pii/"]').first().click();
    await page.waitForURL(/\/science\/article\/pii\//);
    expect((await context.cookies()).find((c) => c.name === 'SD_ART_LINK_STATE')).toBeUndefined();
  });

  test('the privacy policy states the mode', async ({ page }) => {
    await open(page, '/privacy');
    await expect(page.getByText('Performance and functional cookies are on until you turn them off')).toBeVisible();
  });
});

test.describe('Rights and content (LECTERN_RIGHTS_URL)', () => {
  test('the article header links the rights service for this article, in a new tab', async ({ page }) => {
    await open(page, ARTICLE);
    const link = page.locator('article header.article-header').getByRole('link', { name: 'Rights and content' });
    await expect(link).toHaveAttribute('href', 'https://rights.example.org/request?content=S0960148113002048');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('a correction (a free document subtype, 001 §9) has no such link', async ({ page }) => {
    await open(page, '/doi/10.7554/eLife.12289');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rights and content' })).toHaveCount(0);
  });
});

test.describe('PDF link A/B variant (LECTERN_EXPERIMENTS=pdf-download-label)', () => {
  test('an entitled reader gets "Download PDF" (urlType abTest) in place of "View PDF", opening the PDF in a new tab', async ({ page }) => {
    await open(page, '/doi/10.7554/eLife.12481');
    const bar = page.getByRole('region', { name: /access/i });
    const link = bar.getByRole('link', { name: /^Download PDF/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /\/pdf/);
    await expect(bar.getByRole('link', { name: /^View PDF/ })).toHaveCount(0);
  });
});
