import { expect, test } from './support/test.ts';
import { AccountPages } from './page-objects/account-pages.ts';
import { SitePages } from './page-objects/site-pages.ts';

const PAGES = [
  ['/about', 'About Lectern'],
  ['/advertise', 'Advertise with Lectern'],
  ['/support', 'Contact and support'],
  ['/terms', 'Terms and conditions'],
  ['/privacy', 'Privacy policy'],
  ['/privacy-center', 'Privacy center'],
] as const;

/** The site's own pages behind the footer and the account menu (spec 001 §2). */
test.describe('site pages', () => {
  for (const [path, title] of PAGES) {
    test(`${path}: one h1, landmarks, axe-clean, reflows at 320 px`, async ({ page }) => {
      const site = new SitePages(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(site.main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await site.axeViolations()).toEqual([]);
      await page.setViewportSize({ width: 320, height: 800 });
      expect(await site.overflowsHorizontally()).toBe(false);
      expect(await site.axeViolations()).toEqual([]);
    });
  }

  test('the footer’s Privacy policy link works by keyboard; the policy’s cookie table has a row per cookie', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy policy' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    const table = page.getByRole('main').getByRole('table', { name: 'Cookies this site sets' });
    for (const name of ['lectern.sid', 'lectern.csrf', 'LECTERN_COOKIE_PREFERENCES', 'lectern.institutions', 'SD_ART_LINK_STATE']) {
      await expect(table.getByRole('rowheader', { name })).toBeVisible();
    }
  });

  test('the privacy center turns PERFORMANCE cookies on and off, and the choice survives a reload', async ({ page }) => {
    const site = new SitePages(page);
    await site.openPrivacyCenter();
    const necessary = site.category('Strictly necessary cookies');
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    const performance = site.category('Performance cookies');
    await expect(performance).not.toBeChecked();

    await performance.focus();
    await page.keyboard.press('Space');
    await expect(performance).toBeChecked();
    await site.savePreferences();
    expect(await site.storedPreferences()).toBe('STRICTLY_NECESSARY:1,PERFORMANCE:1,FUNCTIONAL:0,TARGETING:0');
    // The choice is made: the banner no longer asks.
    await expect(page.getByRole('button', { name: 'Accept all cookies' })).toHaveCount(0);

    await page.reload();
    await expect(site.category('Performance cookies')).toBeEnabled();
    await expect(site.category('Performance cookies')).toBeChecked();
    await expect(site.category('Functional cookies')).not.toBeChecked();

    await site.category('Performance cookies').uncheck();
    await site.savePreferences();
    await page.reload();
    await expect(site.category('Performance cookies')).toBeEnabled();
    await expect(site.category('Performance cookies')).not.toBeChecked();
    expect(await site.storedPreferences()).toBe('STRICTLY_NECESSARY:1,PERFORMANCE:0,FUNCTIONAL:0,TARGETING:0');
    expect(await site.axeViolations()).toEqual([]);
  });

  test('the privacy center goes back to a page of this site, and never elsewhere', async ({ page }) => {
    const site = new SitePages(page);
    await site.openPrivacyCenter('/search?qs=cells');
    await site.main.getByRole('link', { name: 'Back to where you were' }).click();
    await expect(page).toHaveURL(/\/search\?qs=cells$/);

    await site.openPrivacyCenter('https://evil.example/');
    await expect(site.main.getByRole('link', { name: 'Back to where you were' })).toHaveCount(0);
    await expect(site.main.getByRole('link', { name: 'My search history' })).toHaveAttribute('href', '/user/history/search');
  });

  test('a signed-in reader finds the privacy center from their preferences, and comes back', async ({ page }) => {
    await new AccountPages(page).signIn(
      'reader@lectern.demo',
      'lectern-demo',
      `/user/login?targetURL=${encodeURIComponent('/user/preferences')}`,
    );
    await expect(page).toHaveURL(/\/user\/preferences$/);
    const site = new SitePages(page);
    await expect(site.main.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    expect(await site.axeViolations()).toEqual([]);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await site.overflowsHorizontally()).toBe(false);

    await site.main.getByRole('link', { name: 'Cookie preferences' }).click();
    await expect(page).toHaveURL(/\/privacy-center\?redirect_to=%2Fuser%2Fpreferences$/);
    await site.main.getByRole('link', { name: 'Back to where you were' }).click();
    await expect(page).toHaveURL(/\/user\/preferences$/);

    await page.goto('/user/about');
    await expect(page).toHaveURL(/\/about$/);
  });
});
