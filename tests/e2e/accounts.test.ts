import { expect, test } from './support/test.ts';
import { AccountPages } from './page-objects/account-pages.ts';

/** Sign up, sign in and sign out in Chromium through the account pages (spec 001 §6; ADR 005). */
test.describe('accounts', () => {
  test('sign up, sign in to the page I came from, see my account, sign out', async ({ page }) => {
    const account = new AccountPages(page);
    const email = `reader-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
    await account.register('Ada E2E', email, 'a long enough password');
    await expect(page).toHaveURL(/\/user\/login\?registered=1/);
    await expect(page.getByRole('status')).toContainText('Thank you for registering.');

    await account.signIn(email, 'a long enough password', `/user/login?targetURL=${encodeURIComponent('/user/profile')}&from=globalheader`);
    await expect(page).toHaveURL(/\/user\/profile$/);
    await account.expectHeading('My account');
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
    expect(await account.axeViolations()).toEqual([]);

    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'lectern.sid');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    await account.signOut();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).some((c) => c.name === 'lectern.sid')).toBe(false);
    await page.goto('/user/profile');
    await expect(page).toHaveURL(/\/user\/login\?targetURL=%2Fuser%2Fprofile/);
  });

  test('a wrong password shows the generic message in a focused error summary', async ({ page }) => {
    const account = new AccountPages(page);
    await account.signIn('nobody-here@example.org', 'not the password');
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('Incorrect email or password.');
    await expect(summary).toBeFocused();
    expect(await account.axeViolations()).toEqual([]);
  });

  test('register shows field errors linked to their fields; the pages are axe-clean and reflow at 320 px', async ({ page }) => {
    const account = new AccountPages(page);
    await page.setViewportSize({ width: 320, height: 800 });
    await account.register('', 'not-an-address', 'short');
    await expect(page.getByRole('alert')).toContainText('The password must be at least 8 characters.');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(await account.axeViolations()).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    for (const path of ['/user/login', '/user/institution/login']) {
      await page.goto(path);
      expect(await account.axeViolations(), path).toEqual([]);
    }
  });
});
