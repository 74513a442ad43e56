import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type Response } from './support/test.ts';
import type pg from 'pg';
import { createInstitutionRepository } from '#src/db/institution-repository.server.ts';
import { createLibraryBannerRepository } from '#src/db/library-banner-repository.server.ts';
import type { LibraryBanner } from '#src/shared/access/library-banner.ts';
import { AccountPages } from './page-objects/account-pages.ts';
import { SiteChrome } from './page-objects/site-chrome.ts';
import { E2E_PORT as PORT, e2ePool } from './support/e2e-site.ts';

/**
 * The institution's library banner in the site header (spec 001 §3 "User config:
 * libraryBanner"): Lectern Demo University's readers (its address range, through
 * X-Forwarded-For, which the e2e server trusts from loopback) see its RIGHT banner; nobody
 * else sees any. ABOVE and DROPDOWN are set on a test institution of this file's own (its own
 * address range), so the demo institution other test files sign in to stays as it is.
 */
const DEMO_READER = '198.51.100.23';
const COLLEGE_READER = '203.0.113.9';
const COLLEGE = { slug: `e2e-banner-college-${PORT}`, name: 'Example Banner College', range: '203.0.113.0/24' };
const DEMO_BANNER_TEXT = 'Lectern Demo University Library';
const BROWSE = '/browse/journals-and-books';
const SUBSCRIPTION_ARTICLE = '/science/article/pii/S0016236113008041'; // Fuel, a demo subscription journal

/** A page of a reader at `address` (none: this machine, no institution), opened at `width` and hydrated. */
async function openAs(
  browser: Browser,
  address: string | null,
  pathname: string,
  width = 1280,
): Promise<{ page: Page; response: Response | null; chrome: SiteChrome }> {
  const context = await browser.newContext(address ? { extraHTTPHeaders: { 'X-Forwarded-For': address } } : {});
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  const response = await page.goto(pathname);
  // Hydrated once the client has read the cookie choice (the banner appears).
  await page.waitForFunction(() => document.querySelector('.cookie-banner, .cookie-settings-link') !== null);
  return { page, response, chrome: new SiteChrome(page) };
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function axeViolations(page: Page, ...selectors: string[]) {
  let builder = new AxeBuilder({ page });
  for (const selector of selectors) builder = builder.include(selector);
  return (await builder.analyze()).violations;
}

test.describe.configure({ mode: 'serial' });

let pool: pg.Pool;
let collegeId: string;

async function setCollegeBanner(banner: LibraryBanner): Promise<void> {
  await createLibraryBannerRepository(pool).set(collegeId, banner);
}

test.beforeAll(async () => {
  pool = await e2ePool();
  const institutions = createInstitutionRepository(pool);
  const college = (await institutions.create({ slug: COLLEGE.slug, name: COLLEGE.name })) ?? (await institutions.findBySlug(COLLEGE.slug))!;
  collegeId = college.id;
  await institutions.addRange(collegeId, COLLEGE.range);
  // The demo's own banner (src/admin/demo-data.ts) is what the first tests look at.
  expect((await institutions.forAddress(DEMO_READER))?.libraryBanner).toMatchObject({ position: 'RIGHT', text: DEMO_BANNER_TEXT });
});

test.afterAll(async () => {
  // Removes the test institution with its range and banner.
  await pool.query('DELETE FROM institutions WHERE slug = $1', [COLLEGE.slug]);
  await pool.end();
});

test('an IP-range reader of Lectern Demo University sees its banner at the right of the header, before the account area; the page is private', async ({
  browser,
}) => {
  const { page, response, chrome } = await openAs(browser, DEMO_READER, BROWSE);
  expect(response?.headers()['cache-control']).toMatch(/\bprivate\b/);
  const banner = chrome.header.getByRole('link', { name: DEMO_BANNER_TEXT, exact: true });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('href', 'https://library.demo-university.example/');
  const beforeAccount = await banner.evaluate((link) => {
    const account = document.querySelector('header nav[aria-label="Account"]');
    return account !== null && (link.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  expect(beforeAccount).toBe(true);
  // Keyboard: reached with Tab from the search button, with a visible focus ring.
  await chrome.searchForm.getByRole('button', { name: 'Search' }).focus();
  await page.keyboard.press('Tab');
  await expect(banner).toBeFocused();
  expect(await banner.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  expect(await axeViolations(page, 'header.site-header')).toEqual([]);

  // The article page of the same reader: entitled through the institution, private, with the banner.
  const article = await page.goto(SUBSCRIPTION_ARTICLE);
  expect(article?.headers()['cache-control']).toMatch(/\bprivate\b/);
  await expect(chrome.header.getByRole('link', { name: DEMO_BANNER_TEXT, exact: true })).toBeVisible();
  await page.context().close();
});

test('an anonymous reader sees no banner, and the publicly cacheable page carries none', async ({ browser }) => {
  const { page, response, chrome } = await openAs(browser, null, BROWSE);
  expect(response?.headers()['cache-control']).toMatch(/^public\b/);
  expect(await response?.text()).not.toContain(DEMO_BANNER_TEXT);
  await expect(chrome.header).toBeVisible();
  await expect(page.locator('[data-library-banner]')).toHaveCount(0);
  await expect(page.getByText(DEMO_BANNER_TEXT)).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Your library' })).toHaveCount(0);

  await page.goto(SUBSCRIPTION_ARTICLE);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-library-banner]')).toHaveCount(0);
  await page.context().close();
});

test('RIGHT at 320 px: the banner moves into the drawer and nothing scrolls sideways', async ({ browser }) => {
  const { page, chrome } = await openAs(browser, DEMO_READER, BROWSE, 320);
  await expect(chrome.header.locator('.library-banner--right')).toBeHidden();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await chrome.menuButton.click();
  const inDrawer = chrome.drawer.getByRole('link', { name: DEMO_BANNER_TEXT, exact: true });
  await expect(inDrawer).toBeVisible();
  await expect(inDrawer).toHaveAttribute('href', 'https://library.demo-university.example/');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, '#site-drawer')).toEqual([]);
  await page.context().close();
});

test('ABOVE: a strip above the header bar with the image and the plain text, linked; reflows at 320 px', async ({ browser }) => {
  const text = 'Example College Library <b>open 24/7</b>';
  await setCollegeBanner({ position: 'ABOVE', text, imageUrl: '/favicon.svg', linkUrl: 'https://library.college.example/' });
  const { page, chrome } = await openAs(browser, COLLEGE_READER, BROWSE);
  const strip = page.getByRole('complementary', { name: 'Your library' });
  const link = strip.getByRole('link', { name: text, exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', 'https://library.college.example/');
  // Plain text: the markup shows as typed, never as elements.
  await expect(link).toHaveText(text);
  await expect(link.locator('b')).toHaveCount(0);
  // The text beside the image names it: the image is not read a second time.
  const image = link.locator('img');
  await expect(image).toHaveAttribute('alt', '');
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const [stripBox, headerBox] = [await strip.boundingBox(), await chrome.header.boundingBox()];
  expect(stripBox!.y + stripBox!.height).toBeLessThanOrEqual(headerBox!.y + 1);
  // Only one place: not also at the right or in a menu.
  await expect(page.locator('[data-library-banner]')).toHaveCount(1);
  expect(await axeViolations(page, 'aside.library-banner', 'header.site-header')).toEqual([]);

  await page.setViewportSize({ width: 320, height: 640 });
  await expect(link).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  const linkBox = await link.boundingBox();
  expect(linkBox!.x + linkBox!.width).toBeLessThanOrEqual(320);
  await page.context().close();
});

test('DROPDOWN: inside the institution menu of the account area; Escape closes it; in the drawer at 320 px', async ({ browser }) => {
  // Image only: the image's alt, the institution's name, names the link.
  await setCollegeBanner({ position: 'DROPDOWN', text: null, imageUrl: '/favicon.svg', linkUrl: 'https://library.college.example/' });
  const { page, chrome } = await openAs(browser, COLLEGE_READER, SUBSCRIPTION_ARTICLE);
  const menuButton = chrome.accountNav.getByRole('button', { name: COLLEGE.name });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  const link = chrome.accountNav.getByRole('link', { name: COLLEGE.name, exact: true });
  await expect(link).toBeHidden();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', 'https://library.college.example/');
  await expect(link.getByRole('img')).toHaveAttribute('alt', COLLEGE.name);
  await expect(page.getByRole('complementary', { name: 'Your library' })).toHaveCount(0);
  expect(await axeViolations(page, 'header.site-header')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(link).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.setViewportSize({ width: 320, height: 640 });
  await expect(menuButton).toBeHidden();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await chrome.menuButton.click();
  await expect(chrome.drawer.getByRole('link', { name: COLLEGE.name, exact: true })).toBeVisible();
  await page.context().close();
});

test('DROPDOWN for a reader signed in as a person on campus: inside the profile menu', async ({ browser }) => {
  await setCollegeBanner({
    position: 'DROPDOWN',
    text: 'Example College Library',
    imageUrl: null,
    linkUrl: 'https://library.college.example/',
  });
  const { page, chrome } = await openAs(browser, COLLEGE_READER, BROWSE);
  await new AccountPages(page).signedIn('reader@lectern.demo', 'lectern-demo');
  await page.goto(BROWSE);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // No separate institution menu: the person's profile menu holds the banner.
  await expect(chrome.accountNav.getByRole('button', { name: COLLEGE.name })).toHaveCount(0);
  const link = chrome.accountNav.getByRole('link', { name: 'Example College Library', exact: true });
  await expect(link).toBeHidden();
  await chrome.accountNav.getByRole('button', { name: 'Dana Reader' }).click();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', 'https://library.college.example/');
  expect(await axeViolations(page, 'header.site-header')).toEqual([]);
  await page.context().close();
});
