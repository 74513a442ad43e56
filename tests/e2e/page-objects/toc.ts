import type { Locator, Page } from '@playwright/test';

/** The article page's table of contents (sidebar on wide screens, modal on narrow ones). */
export class TableOfContentsPanel {
  constructor(readonly page: Page) {}

  get sidebar(): Locator {
    return this.page.getByRole('navigation', { name: 'Table of contents' });
  }

  get opener(): Locator {
    return this.page.getByRole('button', { name: 'Table of contents' });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Table of contents' });
  }

  block(root: Locator, title: string): Locator {
    return root.getByRole('region', { name: title });
  }

  items(root: Locator, title: string): Locator {
    return this.block(root, title).getByRole('listitem');
  }

  toggle(root: Locator, title: string): Locator {
    return this.block(root, title).getByRole('button', { name: /^(Show|Hide)/ });
  }
}
