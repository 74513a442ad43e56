import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The account pages (spec 001 §2 "Account") as a reader uses them: by label and role. */
export class AccountPages {
  constructor(readonly page: Page) {}

  async register(name: string, email: string, password: string): Promise<void> {
    await this.page.goto('/user/register');
    await this.page.getByLabel('Name').fill(name);
    await this.page.getByLabel('Email address').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Register' }).click();
  }

  async signIn(email: string, password: string, path = '/user/login'): Promise<void> {
    await this.page.goto(path);
    await this.page.getByLabel('Email address').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  /** Signs in and waits until the sign-in page is left. */
  async signedIn(email: string, password: string): Promise<void> {
    await this.signIn(email, password);
    await this.page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
  }

  async signOut(): Promise<void> {
    await this.page.goto('/user/logout');
    await this.page.getByRole('button', { name: 'Sign out' }).click();
  }

  /** Serious and critical axe violations of the current page. */
  async axeViolations(): Promise<string[]> {
    const results = await new AxeBuilder({ page: this.page }).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
  }

  async expectHeading(name: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
}
