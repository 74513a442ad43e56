import type { Locator, Page } from '@playwright/test';

/** The ways a reader moves between articles: the publication line, issue pages, Cited by and recommendations. */
export class FindingPaths {
  constructor(readonly page: Page) {}

  get articleTitle(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** "Volume 3" / "Volume 117, Part A" in the article's publication line. */
  get issueLink(): Locator {
    return this.page.locator('.publication-line a.publication-issue');
  }

  get relatedColumn(): Locator {
    return this.page.getByRole('complementary', { name: 'Related content' });
  }

  /** The panel whose toggle button is named `title` (e.g. /^Cited by \(\d+\)$/). */
  panel(title: string | RegExp): Locator {
    return this.relatedColumn.locator('section.related-panel').filter({ has: this.page.getByRole('button', { name: title }) });
  }

  get citedByLinks(): Locator {
    return this.panel(/^Cited by \(\d+\)$/).locator('a.related-item__title');
  }

  get recommendationLinks(): Locator {
    return this.panel('Recommended articles').locator('a.related-item__title');
  }
}
