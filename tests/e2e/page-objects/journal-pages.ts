import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

/** The home page, a journal page, and the search page's filters on a narrow screen. */
export class JournalPages {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** A page section by its heading (a `region` named by its h2). */
  section(name: string): Locator {
    return this.page.getByRole('main').getByRole('region', { name, exact: true });
  }

  /** A journal's link on the home page (its cover and title). */
  journalCard(title: string): Locator {
    return this.section('Journals').getByRole('link', { name: title, exact: true });
  }

  /** The alternate (feed) link of the head with this MIME type. */
  alternate(type: 'application/rss+xml' | 'application/atom+xml'): Locator {
    return this.page.locator(`head link[rel="alternate"][type="${type}"]`);
  }

  get filtersButton(): Locator {
    return this.page.getByRole('search', { name: 'Refine search' }).getByRole('button', { name: /^Filters/ });
  }

  /** Whether an image has loaded (a broken cover has no natural width). */
  async loaded(image: Locator): Promise<boolean> {
    return image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  }

  /** Waits until React has hydrated the page (server-rendered buttons are inert before). */
  async hydrated(): Promise<void> {
    await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  }

  /** Serious and critical WCAG 2.2 AA violations at each viewport, all on the one page load. */
  async axeAt(viewports: ReadonlyArray<{ width: number; height: number }>): Promise<string[]> {
    const found: string[] = [];
    for (const viewport of viewports) {
      await this.page.setViewportSize(viewport);
      const results = await new AxeBuilder({ page: this.page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      for (const v of results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        found.push(
          `${viewport.width}×${viewport.height} ${v.id}: ${v.help} ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
        );
      }
    }
    return found;
  }
}

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;
