import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from './support/test.ts';
import { SiteChrome } from './page-objects/site-chrome.ts';

/** Header, drawer, account menus, footer and cookie banner (spec 001 §2, §5, §6, §9). */
const ARTICLE = '/science/article/pii/S0960148113002048';

async function open(page: Page, path: string, width = 1280) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  // Hydrated once the client has read the cookie choice (the banner appears).
  await page.waitForFunction(() => document.querySelector('.cookie-banner, .cookie-settings-link') !== null);
  return new SiteChrome(page);
}

async function artLinkState(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'SD_ART_LINK_STATE')?.value;
}

test('header search: GET /search with qs, origin and zone=header, at most 250 characters', async ({ page }) => {
  const chrome = await open(page, '/');
  await expect(chrome.searchToggle).toBeHidden();
  await expect(chrome.searchBox).toHaveAttribute('maxlength', '250');
  await chrome.searchBox.fill('x'.repeat(300));
  await expect(chrome.searchBox).toHaveValue('x'.repeat(250));
  await chrome.searchBox.fill('polycomb');
  await chrome.searchBox.press('Enter');
  await page.waitForURL(/\/search\?/);
  const params = new URL(page.url()).searchParams;
  expect([params.get('qs'), params.get('origin'), params.get('zone')]).toEqual(['polycomb', 'header', 'header']);
});

test('search bar toggle on narrow screens opens and closes the search form', async ({ page }) => {
  const chrome = await open(page, ARTICLE, 375);
  await expect(chrome.searchForm).toBeHidden();
  await expect(chrome.searchToggle).toHaveAttribute('aria-expanded', 'false');
  await chrome.searchToggle.click();
  await expect(chrome.searchToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(chrome.searchBox).toBeVisible();
  await chrome.searchToggle.click();
  await expect(chrome.searchForm).toBeHidden();
});

test('mobile drawer: Escape closes it, tabbing out closes it, the body does not scroll while open', async ({ page }) => {
  const chrome = await open(page, ARTICLE, 375);
  await expect(chrome.accountNav).toBeHidden();
  await chrome.menuButton.click();
  await expect(chrome.drawer).toBeVisible();
  await expect(chrome.drawer.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await chrome.bodyOverflow()).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(chrome.drawer).toBeHidden();
  await expect(chrome.menuButton).toBeFocused();
  expect(await chrome.bodyOverflow()).not.toBe('hidden');

  await chrome.menuButton.click();
  await expect(chrome.drawer).toBeVisible();
  await chrome.drawer.getByRole('button', { name: 'Close menu' }).focus();
  await page.keyboard.press('Tab');
  await expect(chrome.drawer).toBeHidden();
  expect(await chrome.bodyOverflow()).not.toBe('hidden');
});

test('anonymous header: Register and Sign in with the encoded targetURL; sign-in adds from=globalheader', async ({ page }) => {
  const chrome = await open(page, ARTICLE);
  const target = `targetURL=${encodeURIComponent(ARTICLE)}`;
  await expect(chrome.accountNav.getByRole('link')).toHaveText(['Register', 'Sign in']);
  await expect(chrome.accountNav.getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/user/register?${target}`);
  await expect(chrome.accountNav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/user/login?${target}&from=globalheader`);
});

test('on an account page (a known marker) the account links carry no targetURL', async ({ page }) => {
  const chrome = await open(page, '/user/institution/login');
  await expect(chrome.accountNav.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/user/register');
  await expect(chrome.accountNav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/login?from=globalheader');
});

test('signed in as an individual: the profile menu with name, email and the account links; Sign out is a POST', async ({ page }) => {
  const chrome = await open(page, ARTICLE);
  await chrome.signIn('reader@lectern.demo', 'lectern-demo');
  await page.waitForURL((url) => url.pathname === ARTICLE);
  const toggle = chrome.accountNav.getByRole('button', { name: 'Dana Reader' });
  await expect(toggle).toBeVisible();
  expect(await toggle.locator('.profile-menu__name').evaluate((el) => getComputedStyle(el).maxWidth)).toBe('175px');
  await toggle.click();
  await expect(chrome.accountNav.getByText('reader@lectern.demo')).toBeVisible();
  expect(await chrome.accountNav.getByText('reader@lectern.demo').evaluate((el) => getComputedStyle(el).maxWidth)).toBe('225px');
  const labels = await chrome.accountNav.locator('.profile-menu__list').getByRole('listitem').allInnerTexts();
  expect(labels.map((l) => l.replace(/\s*\(opens in a new tab\)/, '').trim())).toEqual([
    'View account',
    'Sign out',
    'My recommendations',
    'My search history',
    'My reading history',
    'Manage alerts',
    'Change password',
    'Purchased articles',
    'Privacy center',
  ]);
  await expect(chrome.accountNav.getByRole('link', { name: 'View account' })).toHaveAttribute(
    'href',
    `/user/profile?targetURL=${encodeURIComponent(ARTICLE)}`,
  );
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  expect(
    await new AxeBuilder({ page })
      .include('header')
      .analyze()
      .then((r) => r.violations.map((v) => v.id)),
  ).toEqual([]);

  await toggle.click();
  await chrome.accountNav.getByRole('button', { name: 'Sign out' }).click();
  await expect(chrome.accountNav.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('signed in as ADMIN: Admin Tool is offered', async ({ page }) => {
  const chrome = await open(page, ARTICLE);
  await chrome.signIn('admin@lectern.demo', 'lectern-demo');
  await page.waitForURL((url) => url.pathname === ARTICLE);
  await chrome.accountNav.getByRole('button', { name: 'Ada Admin' }).click();
  await expect(chrome.accountNav.getByRole('link', { name: 'Admin Tool' })).toBeVisible();
});

test('signed in anonymously through an institution (access code: TICKANON): Personalize to the ticket registration URL and Sign out, no profile menu', async ({
  page,
}) => {
  await page.goto(`/user/institution/login?targetUrl=${encodeURIComponent(ARTICLE)}`);
  const form = page.getByRole('form', { name: 'Sign in with an access code' });
  await form.getByLabel('Institution').selectOption({ label: 'Lectern Demo University' });
  await form.getByLabel('Access code').fill('demo-university-access');
  await form.getByRole('button', { name: 'Sign in with access code' }).click();
  await page.waitForURL((url) => url.pathname === ARTICLE);
  const chrome = new SiteChrome(page);
  const items = chrome.accountNav.locator('.account-area__list').getByRole('listitem');
  await expect(items).toHaveText(['Personalize', 'Sign out']);
  // The demo institution has no ticket registration URL of its own: the site's registration.
  await expect(chrome.accountNav.getByRole('link', { name: 'Personalize' })).toHaveAttribute('href', '/user/register');
  await expect(chrome.accountNav.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(chrome.accountNav.getByRole('link', { name: 'Change password' })).toHaveCount(0);
  await chrome.accountNav.getByRole('button', { name: 'Sign out' }).click();
  await expect(chrome.accountNav.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('the logo links home', async ({ page }) => {
  const chrome = await open(page, ARTICLE);
  const logo = chrome.header.getByRole('link', { name: 'Lectern home' });
  await expect(logo).toHaveAttribute('href', '/');
  await logo.click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('footer: the links and the current-year copyright', async ({ page }) => {
  const chrome = await open(page, '/');
  await expect(chrome.footer.getByRole('navigation', { name: 'Site information' }).getByRole('link')).toHaveText([
    'About',
    'Remote access',
    'Shopping cart',
    'Advertise',
    'Contact and support',
    'Terms and conditions',
    'Privacy policy',
  ]);
  await expect(chrome.footer).toContainText(`© ${new Date().getFullYear()} `);
});

test('cookie banner: with necessary cookies only, following an article link writes no SD_ART_LINK_STATE', async ({ page, context }) => {
  const chrome = await open(page, '/');
  await expect(chrome.cookieBanner).toBeVisible();
  await chrome.cookieBanner.getByRole('button', { name: 'Necessary cookies only' }).click();
  await expect(chrome.cookieBanner).toHaveCount(0);
  await page.getByRole('main').locator('a[href^="/science/article/pii/"]').first().click();
  await page.waitForURL(/\/science\/article\/pii\//);
  await expect(chrome.header).toBeVisible();
  expect(await artLinkState(context)).toBeUndefined();
  // The choice is kept: no banner on the next page.
  await expect(chrome.cookieBanner).toHaveCount(0);
});

test('cookie banner: with PERFORMANCE allowed, following an article link writes SD_ART_LINK_STATE', async ({ page, context }) => {
  const chrome = await open(page, '/');
  await chrome.cookieBanner.getByRole('button', { name: 'Cookie settings' }).click();
  const performance = chrome.cookieBanner.getByRole('checkbox', { name: /Performance cookies/ });
  await expect(chrome.cookieBanner.getByRole('checkbox', { name: /Strictly necessary cookies/ })).toBeDisabled();
  await performance.check();
  await chrome.cookieBanner.getByRole('button', { name: 'Save settings' }).click();
  await expect(chrome.cookieBanner).toHaveCount(0);
  const prefs = (await context.cookies()).find((c) => c.name === 'LECTERN_COOKIE_PREFERENCES')?.value;
  expect(decodeURIComponent(prefs ?? '')).toBe('STRICTLY_NECESSARY:1,PERFORMANCE:1,FUNCTIONAL:0,TARGETING:0');
  await page.getByRole('main').locator('a[href^="/science/article/pii/"]').first().click();
  await page.waitForURL(/\/science\/article\/pii\//);
  // A page reached by a click, not goto: its footer's button is inert until its island has hydrated.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const value = decodeURIComponent((await artLinkState(context)) ?? '');
  expect(value).toMatch(
    /^<e><q>science<\/q><org>home<\/org><zone>[a-z-]+<\/zone><src>\/<\/src><date>\d{4}-\d\d-\d\dT[^<]+<\/date><embed>false<\/embed><enc>N<\/enc><\/e>$/,
  );
  // The footer's Cookie settings reopens the choice.
  await chrome.footer.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(chrome.cookieBanner).toBeVisible();
});

test('header, drawer, footer and cookie banner are axe-clean; nothing scrolls sideways at 320 px', async ({ page }) => {
  const chrome = await open(page, ARTICLE, 320);
  const violations = async () =>
    (await new AxeBuilder({ page }).include('header').include('footer').include('.cookie-banner').analyze()).violations.map(
      (v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    );
  expect(await violations()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await chrome.menuButton.click();
  await expect(chrome.drawer).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
