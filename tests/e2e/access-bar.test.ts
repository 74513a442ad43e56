import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { AccessBar } from './page-objects/access-bar.ts';

/**
 * The access bar on real sample articles (spec 000 §2–§5, §9; 001 §4). The e2e server runs
 * with the publisher config of fixtures/access-bar-config.ts (four utility links, one without
 * an id, a welcome banner, a patient access link).
 */
const OPEN_ARTICLE = '/science/article/pii/S0960148113002048'; // open to everyone: View PDF
const SUBSCRIPTION_ARTICLE = '/science/article/pii/S0016236113008041'; // Fuel, a demo subscription journal

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  const bar = new AccessBar(page);
  await expect(bar.region).toBeVisible();
  // Hydrated: the popover button answers clicks only after React attached its handlers.
  await page.waitForFunction(() => document.querySelector('.access-bar')?.getAttribute('data-seamless-access-completed') === 'true');
  return bar;
}

test.describe('items per width: at most 2 below 48em, 3 from 48em with a divider, the rest in the popover', () => {
  for (const [width, shown, divider] of [
    [375, 2, false],
    [800, 3, true],
    [1280, 3, true],
  ] as const) {
    test(`${width} px`, async ({ page }) => {
      const bar = await open(page, OPEN_ARTICLE, width);
      await expect(bar.visibleItems).toHaveCount(shown);
      await expect(bar.visibleItems.first()).toHaveText('View PDF');
      expect(await bar.appearances()).toEqual(['button', ...Array(shown - 1).fill('link')]);
      await expect(bar.divider).toBeVisible({ visible: divider });
      await bar.otherOptionsButton.click();
      // View PDF + Download full issue (entitled, in an issue) + 3 components with an id = 5 entries; the rest are in the popover.
      await expect(bar.popoverItems).toHaveCount(5 - shown);
      const labels = [...(await bar.visibleItems.allInnerTexts()), ...(await bar.popoverItems.allInnerTexts())];
      expect(labels).toEqual(['View PDF', 'Download full issue', 'Browse journals', 'Search all articles', 'Open access articles']);
    });
  }
});

test('the first item is a button-styled link and the others are links; **bold** shows bold; a component without an id is skipped with a warning', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  const bar = await open(page, OPEN_ARTICLE, 1280);
  const browse = bar.region.getByRole('link', { name: 'Browse journals' });
  await expect(browse.locator('strong')).toHaveText('journals');
  await expect(bar.region.getByText('Component without an id')).toHaveCount(0);
  expect(warnings.some((w) => w.includes('Access bar component without id skipped'))).toBe(true);
  await expect(bar.region.getByRole('link', { name: 'View PDF' })).toHaveAttribute('target', '_blank');
});

test('the not-entitled set for an anonymous visitor: remote access, patient access, purchase (a POST into sd-shopping-cart)', async ({
  page,
}) => {
  const bar = await open(page, SUBSCRIPTION_ARTICLE, 1280);
  await expect(bar.visibleItems).toHaveText(['Access through your institution', 'Patient access', 'Purchase PDF']);
  await expect(bar.visibleItems.first().getByRole('link')).toHaveAttribute(
    'href',
    `/user/institution/login?targetUrl=${encodeURIComponent(SUBSCRIPTION_ARTICLE)}`,
  );
  const purchase = bar.visibleItems.nth(2).locator('form');
  await expect(purchase).toHaveAttribute('method', 'post');
  await expect(purchase).toHaveAttribute('target', 'sd-shopping-cart');
  await expect(purchase).toHaveAttribute('action', `${SUBSCRIPTION_ARTICLE}/purchase`);
  await expect(purchase.locator('input[name="_csrf"]')).toHaveValue(/.+/);
});

test('Other access options: keyboard opens it, the arrow flips, Escape closes it and focus returns', async ({ page }) => {
  const bar = await open(page, SUBSCRIPTION_ARTICLE, 1280);
  await expect(bar.otherOptionsButton).toHaveAttribute('aria-expanded', 'false');
  expect(await bar.arrowRotation()).toBe(0);
  await bar.otherOptionsButton.focus();
  await page.keyboard.press('Enter');
  await expect(bar.otherOptionsButton).toHaveAttribute('aria-expanded', 'true');
  await expect(bar.popoverItems.first()).toBeVisible();
  await expect.poll(() => bar.arrowRotation()).toBe(180);
  await page.keyboard.press('Tab');
  await expect(bar.popoverItems.first().getByRole('link')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(bar.otherOptionsButton).toHaveAttribute('aria-expanded', 'false');
  await expect(bar.popoverItems).toHaveCount(0);
  await expect(bar.otherOptionsButton).toBeFocused();
  await expect.poll(() => bar.arrowRotation()).toBe(0);
  // A click outside closes it too.
  await bar.otherOptionsButton.click();
  await expect(bar.popoverItems.first()).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(bar.otherOptionsButton).toHaveAttribute('aria-expanded', 'false');
});

test('sticky from 48em once less than fully visible; scrolls away below 48em', async ({ page }) => {
  const bar = await open(page, OPEN_ARTICLE, 1280);
  await expect(bar.region).toHaveAttribute('data-stuck', 'false');
  await page.mouse.wheel(0, 3000);
  await expect(bar.region).toHaveAttribute('data-stuck', 'true');
  const box = await bar.region.boundingBox();
  expect(box!.y).toBeLessThanOrEqual(0);
  expect(box!.y).toBeGreaterThan(-5);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.wheel(0, 3000);
  await expect.poll(async () => (await bar.region.boundingBox())!.y).toBeLessThan(-100);
  await expect(bar.region).toHaveAttribute('data-stuck', 'false');
});

test('a banner is dismissed with its close button and does not come back', async ({ page }) => {
  const bar = await open(page, OPEN_ARTICLE, 1280);
  const welcome = bar.banners.filter({ hasText: 'New: browse every journal on Lectern.' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('link', { name: 'Browse journals' })).toHaveAttribute('href', '/browse/journals-and-books');
  await welcome.getByRole('button', { name: 'Close the welcome message' }).click();
  await expect(welcome).toHaveCount(0);
  await bar.otherOptionsButton.click();
  await page.keyboard.press('Escape');
  await page.mouse.wheel(0, 2000);
  await expect(welcome).toHaveCount(0);
});

test('quick search: not submitted when empty; otherwise a GET with qs, origin=article and zone=qSearch', async ({ page }) => {
  const bar = await open(page, OPEN_ARTICLE, 1280);
  const box = bar.quickSearch.getByRole('searchbox', { name: 'Quick search' });
  const submit = bar.quickSearch.getByRole('button', { name: 'Submit quick search' });
  await submit.click();
  await box.fill('   ');
  await submit.click();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe(OPEN_ARTICLE);
  await box.fill('wind turbine');
  await submit.click();
  await page.waitForURL(/\/search\?/);
  const params = new URL(page.url()).searchParams;
  expect([params.get('qs'), params.get('origin'), params.get('zone')]).toEqual(['wind turbine', 'article', 'qSearch']);
});

test('the access bar is axe-clean, open and closed', async ({ page }) => {
  await open(page, SUBSCRIPTION_ARTICLE, 1280);
  const bar = new AccessBar(page);
  const check = async () => {
    const results = await new AxeBuilder({ page }).include('.access-bar').analyze();
    return results.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  };
  expect(await check()).toEqual([]);
  await bar.otherOptionsButton.click();
  expect(await check()).toEqual([]);
});

test('reflow at 320 px: the access bar and page do not scroll sideways', async ({ page }) => {
  for (const path of [OPEN_ARTICLE, SUBSCRIPTION_ARTICLE]) {
    const bar = await open(page, path, 320);
    await bar.otherOptionsButton.click();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      bar: document.querySelector('.access-bar')!.scrollWidth,
      panel: document.querySelector('.other-access__panel')!.getBoundingClientRect().right,
    }));
    expect(widths.page).toBeLessThanOrEqual(320);
    expect(widths.bar).toBeLessThanOrEqual(320);
    expect(widths.panel).toBeLessThanOrEqual(320);
  }
});

test('seamless access: after signing in through an institution once, the remote access button names it', async ({ page, baseURL }) => {
  // Remembering the institution is a FUNCTIONAL cookie: the reader allowed those.
  await page
    .context()
    .addCookies([
      { name: 'LECTERN_COOKIE_PREFERENCES', value: 'STRICTLY_NECESSARY:1,PERFORMANCE:0,FUNCTIONAL:1,TARGETING:0', url: baseURL! },
    ]);
  const bar = await open(page, SUBSCRIPTION_ARTICLE, 1280);
  await bar.region.getByRole('link', { name: 'Access through your institution' }).click();
  const form = page.getByRole('form', { name: 'Sign in with your institution account' });
  await form
    .getByLabel(/institution/i)
    .first()
    .selectOption({ label: 'Lectern Demo University' });
  await form.getByLabel('Email address').fill('member@lectern.demo');
  await form.getByLabel('Password').fill('lectern-demo');
  await form.getByRole('button', { name: 'Sign in via institution' }).click();
  await page.waitForURL((url) => url.pathname === SUBSCRIPTION_ARTICLE);
  // Entitled through the institution now: the not-entitled set is gone.
  await expect(bar.region.getByRole('link', { name: 'Access through your institution' })).toHaveCount(0);
  await expect(bar.region.getByRole('button', { name: 'Purchase PDF' })).toHaveCount(0);

  await page.getByRole('banner').getByRole('navigation', { name: 'Account' }).getByRole('button').first().click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForLoadState('load');
  await open(page, SUBSCRIPTION_ARTICLE, 1280);
  const remote = bar.visibleItems.first().getByRole('link');
  await expect(remote).toHaveAccessibleName('Access through Lectern Demo University');
  await expect(remote.locator('strong')).toHaveText('Lectern Demo University');
  await bar.otherOptionsButton.click();
  await expect(bar.region.getByRole('link', { name: 'Access through another institution' })).toBeVisible();
});
