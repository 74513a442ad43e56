import type { Locator, Page } from '@playwright/test';

/** The browse page, a journal home and its tables of contents. */
export class BrowsePages {
  constructor(readonly page: Page) {}

  get breadcrumb(): Locator {
    return this.page.getByRole('navigation', { name: 'Breadcrumb' });
  }

  get filters(): Locator {
    return this.page.getByRole('form', { name: 'Filter publications' });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** Publication links under a letter heading on the browse page. */
  underLetter(letter: string): Locator {
    return this.page.getByRole('region', { name: letter, exact: true }).getByRole('listitem');
  }

  /** Article links under an article-type heading of a table of contents. */
  tocSection(type: string): Locator {
    return this.page.getByRole('region', { name: type, exact: true });
  }

  async filter(options: { type: 'All' | 'Journals' | 'Books'; openAccess?: boolean }) {
    await this.filters.getByRole('radio', { name: options.type }).check();
    const oa = this.filters.getByRole('checkbox', { name: 'Publications with open-access articles' });
    if (options.openAccess) await oa.check();
    else await oa.uncheck();
    await Promise.all([
      this.page.waitForURL(/\/browse\/journals-and-books\?/),
      this.filters.getByRole('button', { name: 'Apply filters' }).click(),
    ]);
  }
}
