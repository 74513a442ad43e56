import type { Locator, Page } from '@playwright/test';

/** The site header, mobile drawer, footer and cookie banner (spec 001 §2, §6). */
export class SiteChrome {
  constructor(readonly page: Page) {}

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get searchForm(): Locator {
    return this.header.getByRole('search', { name: 'Search articles' });
  }

  get searchBox(): Locator {
    return this.searchForm.getByRole('searchbox', { name: 'Search for articles' });
  }

  get searchToggle(): Locator {
    return this.header.getByRole('button', { name: /^(Open search|Close search)$/ });
  }

  get accountNav(): Locator {
    return this.header.getByRole('navigation', { name: 'Account' });
  }

  get menuButton(): Locator {
    return this.header.getByRole('button', { name: 'Menu' });
  }

  get drawer(): Locator {
    return this.page.getByRole('dialog', { name: 'Site menu' });
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  get cookieBanner(): Locator {
    return this.page.getByRole('region', { name: /^(Cookies on this site|Cookie settings)$/ });
  }

  async bodyOverflow(): Promise<string> {
    return this.page.evaluate(() => getComputedStyle(document.body).overflow);
  }

  async signIn(email: string, password: string) {
    await this.accountNav.getByRole('link', { name: 'Sign in' }).click();
    await this.page.getByLabel('Email address').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  }
}
