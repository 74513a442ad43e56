import type { Locator, Page } from '@playwright/test';

/** The article page as a reader sees it. */
export class ArticlePage {
  constructor(readonly page: Page) {}

  async open(path: string) {
    const response = await this.page.goto(path);
    return response;
  }

  get title(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get sectionHeadings(): Locator {
    return this.page.locator('article').getByRole('heading', { level: 2 });
  }

  get mathElements(): Locator {
    return this.page.locator('article math');
  }

  get referenceItems(): Locator {
    return this.page.locator('#references li');
  }

  get authors(): Locator {
    return this.page
      .locator('article')
      .getByRole('list', { name: /authors/i })
      .getByRole('listitem');
  }
}
