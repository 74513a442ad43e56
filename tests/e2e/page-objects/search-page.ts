import type { Locator, Page } from '@playwright/test';

/** The header search form, and the /search page it leads to. */
export class SearchPage {
  constructor(readonly page: Page) {}

  /** Searches from the header form of whatever page is open (zone=header). */
  async searchFromHeader(query: string) {
    const form = this.page.getByRole('search', { name: 'Search articles' });
    await form.getByRole('searchbox', { name: 'Search for articles' }).fill(query);
    await form.getByRole('button', { name: 'Search' }).click();
    await this.page.waitForURL(/\/search\?/);
  }

  get refine(): Locator {
    return this.page.getByRole('search', { name: 'Refine search' });
  }

  get status(): Locator {
    return this.page.locator('.search-status');
  }

  get results(): Locator {
    return this.page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  }

  get resultTitles(): Locator {
    return this.page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 2 });
  }

  async applyFilters(filters: { publication?: string; type?: string; openAccess?: boolean; sort?: string; yearFrom?: string }) {
    if (filters.publication) await this.refine.getByLabel('Publication').selectOption({ label: filters.publication });
    if (filters.type) await this.refine.getByLabel('Article type').selectOption({ label: filters.type });
    if (filters.openAccess) await this.refine.getByLabel('Open access only').check();
    if (filters.sort) await this.refine.getByLabel('Sort by').selectOption({ label: filters.sort });
    if (filters.yearFrom) await this.refine.getByLabel('From year').fill(filters.yearFrom);
    await Promise.all([this.page.waitForURL(/\/search\?/), this.refine.getByRole('button', { name: 'Apply' }).click()]);
  }
}
