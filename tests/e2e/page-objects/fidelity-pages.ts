import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

/** The two viewports every fidelity page is checked at: desktop and phone. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

/** WCAG 2.2 AA violations of the page (or of one part of it) as "rule: targets" lines. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/** What the fidelity items show on an article page: references, header labels, preview and access. */
export class FidelityArticlePage {
  constructor(readonly page: Page) {}

  async open(path: string) {
    const response = await this.page.goto(path);
    await this.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    return response;
  }

  get header(): Locator {
    return this.page.locator('article header.article-header');
  }
  get articleType(): Locator {
    return this.header.locator('.article-type');
  }
  get history(): Locator {
    return this.header.locator('.article-history');
  }
  get licence(): Locator {
    return this.header.getByText(/^\s*Under a .* licence\s*$/);
  }
  get copyrightLine(): Locator {
    return this.header.locator('.copyright-line');
  }
  get references(): Locator {
    return this.page.locator('#references').getByRole('listitem');
  }
  referencesSaying(text: RegExp): Locator {
    return this.references.filter({ hasText: text });
  }
  get previewReferences(): Locator {
    return this.page.locator('.preview-section--references');
  }
  get accessOptions(): Locator {
    return this.page.getByRole('list', { name: 'Get access to the full text of this article' });
  }
  get viewPdfOrPurchase(): Locator {
    return this.page.getByText('Purchase PDF', { exact: true });
  }
}
