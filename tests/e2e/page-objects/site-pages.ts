import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The site's own pages (/about … /privacy, /privacy-center, /user/preferences) as a reader uses them. */
export class SitePages {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** A cookie category's checkbox in the privacy center (not the banner's). */
  category(label: string): Locator {
    return this.main.getByRole('checkbox', { name: new RegExp(`^${label}`) });
  }

  async openPrivacyCenter(redirectTo?: string): Promise<void> {
    await this.page.goto(redirectTo === undefined ? '/privacy-center' : `/privacy-center?redirect_to=${encodeURIComponent(redirectTo)}`);
    // The boxes are enabled once the page has read the stored choice in the browser.
    await expect(this.category('Performance cookies')).toBeEnabled();
  }

  async savePreferences(): Promise<void> {
    await this.main.getByRole('button', { name: 'Save preferences' }).press('Enter');
    await expect(this.main.getByText('Your cookie preferences are saved.')).toBeVisible();
  }

  async storedPreferences(): Promise<string | undefined> {
    const cookie = (await this.page.context().cookies()).find((c) => c.name === 'LECTERN_COOKIE_PREFERENCES');
    return cookie ? decodeURIComponent(cookie.value) : undefined;
  }

  /** Every axe violation of the page. */
  async axeViolations(): Promise<string[]> {
    const results = await new AxeBuilder({ page: this.page }).analyze();
    return results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  }

  async overflowsHorizontally(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  }
}
