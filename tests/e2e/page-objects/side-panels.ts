import type { Locator, Page } from '@playwright/test';

/** The side panel (001 §2) as a reader sees it. */
export class SidePanel {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.locator('dialog.generic-side-panel');
  }
  get authorDialog(): Locator {
    return this.page.locator('dialog.author-panel');
  }
  get expandButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Expand' });
  }
  get closeButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Close side panel' });
  }

  /**
   * Puts an element carrying content-type/content-id into the server-rendered article body,
   * as the body's own markup would, and returns it.
   */
  async addOpener(contentType: string, contentId: string, label: string, attributeStyle: 'plain' | 'data' = 'plain'): Promise<Locator> {
    await this.page.locator('article.article').evaluate(
      (article, [type, id, text, style]) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = text!;
        button.className = 'test-panel-opener';
        button.setAttribute(style === 'data' ? 'data-content-type' : 'content-type', type!);
        button.setAttribute(style === 'data' ? 'data-content-id' : 'content-id', id!);
        const paragraph = article.querySelector('p') ?? article;
        paragraph.append(button);
      },
      [contentType, contentId, label, attributeStyle],
    );
    return this.page.locator('article.article').getByRole('button', { name: label });
  }

  /** A click outside the panel: on the page's left edge (the backdrop of a modal panel). */
  async clickOutside() {
    await this.page.mouse.click(5, 300);
  }
}
