import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import pg from 'pg';
import { SiteChrome } from './page-objects/site-chrome.ts';
import { e2eCluster, listenSecondSite, type SecondSite } from './support/e2e-site.ts';

/**
 * The design system (docs/design-system.md): the dark scheme keeps WCAG 2.2 AA on the article
 * and search pages at desktop and phone sizes, and a publisher's brand set by configuration
 * (README "Configuration": site name, logo, primary colour, publisher and footer links) shows.
 */
/** Display and inline math, tables, figure placeholders, references. */
const ARTICLE = '/science/article/pii/S0960148113002048';
/** An article package: figures with their images, tables. */
const PACKAGE_ARTICLE = '/doi/10.1371/journal.pone.0056489';
const SEARCH = '/search?qs=wind';
const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`)
        .join(' | ')}`,
  );
}

test.describe('dark scheme (prefers-color-scheme: dark)', () => {
  test.use({ colorScheme: 'dark' });

  for (const viewport of VIEWPORTS) {
    test(`article and search pages are dark and axe-clean at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(viewport);
      expect((await page.goto(ARTICLE))?.status()).toBe(200);
      // The page really is dark: light text on a dark page.
      const colours = await page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color]);
      expect(colours).toEqual(['rgb(18, 20, 23)', 'rgb(232, 234, 237)']);
      expect(await axeViolations(page)).toEqual([]);

      expect((await page.goto(PACKAGE_ARTICLE))?.status()).toBe(200);
      // Figures drawn for white paper stay on white.
      await expect(page.locator('.figure-image img').first()).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      expect(await axeViolations(page)).toEqual([]);

      expect((await page.goto(SEARCH))?.status()).toBe(200);
      await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('a publisher brand set by configuration', () => {
  let pool: pg.Pool;
  let site: SecondSite;

  test.beforeAll(async () => {
    pool = new pg.Pool({ connectionString: (await e2eCluster()).url, max: 4 });
    site = await listenSecondSite(pool, {
      site: {
        siteName: 'Example Journals',
        publisherName: 'Example University Press',
        logoUrl: '/favicon.svg',
        primaryColor: '#2e7d32',
        footerLinks: JSON.stringify([
          { label: 'Example University Press', href: 'https://press.example.org/' },
          { label: 'Open access policy', href: '/about' },
        ]),
      },
    });
  });

  test.afterAll(async () => {
    await site?.close();
    await pool?.end();
  });

  test('shows the site name, logo, primary colour, publisher and its links, and names the software modestly', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    expect((await page.goto(`${site.base}${ARTICLE}`))?.status()).toBe(200);
    const chrome = new SiteChrome(page);

    const home = chrome.header.getByRole('link', { name: 'Example Journals home' });
    await expect(home).toHaveText('Example Journals');
    await expect(home.locator('img')).toHaveAttribute('src', '/favicon.svg');
    expect(await home.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The primary colour on the header's search button, with white text (derived: 5.1:1).
    const searchButton = chrome.searchForm.getByRole('button', { name: 'Search' });
    await expect(searchButton).toHaveCSS('background-color', 'rgb(46, 125, 50)');
    await expect(searchButton).toHaveCSS('color', 'rgb(255, 255, 255)');

    await expect(chrome.footer).toContainText('Example Journals is published by Example University Press.');
    await expect(chrome.footer).toContainText(`© ${new Date().getFullYear()} Example University Press.`);
    await expect(chrome.footer).toContainText('Powered by Lectern, open-source scholarly publishing software.');
    const publisherLinks = chrome.footer.getByRole('navigation', { name: 'Example University Press' }).getByRole('link');
    await expect(publisherLinks).toHaveText(['Example University Press', 'Open access policy']);
    await expect(publisherLinks.first()).toHaveAttribute('href', 'https://press.example.org/');

    const results = await new AxeBuilder({ page }).include('header.site-header').include('footer.site-footer').withTags(WCAG_AA).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
