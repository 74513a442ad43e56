import type { Locator, Page } from '@playwright/test';

/** Topic links on an article page, and the topic page they lead to. */
export class TopicLinks {
  constructor(readonly page: Page) {}

  /** Opens an article and waits until its topic annotations are received and applied. */
  async openArticle(path: string) {
    const response = await this.page.goto(path);
    await this.page.locator('article[data-topic-annotations="received"]').waitFor();
    return response;
  }

  get links(): Locator {
    return this.page.locator('article a.topic-link');
  }

  /** Topic links where the spec says none may be: headings, links, tables, math, skipped sections. */
  get misplacedLinks(): Locator {
    return this.page.locator(
      [
        'h1',
        'h2',
        'h3',
        'h4',
        'h5',
        'h6',
        'a:not(.topic-link)',
        'table',
        'math',
        '.acknowledgment',
        '.appendix',
        '.affiliations',
        '.back-section--data-availability',
      ]
        .map((context) => `article ${context} a.topic-link`)
        .join(', '),
    );
  }
}
