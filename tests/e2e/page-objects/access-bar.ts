import type { Locator, Page } from '@playwright/test';

/** The article page's access bar (spec 000 §2, §3; 001 §4) as a reader sees it. */
export class AccessBar {
  constructor(readonly page: Page) {}

  get region(): Locator {
    return this.page.getByRole('region', { name: 'Download and access options' });
  }

  /** Items visible in the bar itself (not in the popover). */
  get visibleItems(): Locator {
    return this.region.getByRole('list', { name: 'Access options' }).getByRole('listitem').filter({ visible: true });
  }

  get otherOptionsButton(): Locator {
    return this.region.getByRole('button', { name: 'Other access options' });
  }

  get popoverItems(): Locator {
    return this.region.locator('.other-access__panel').getByRole('listitem').filter({ visible: true });
  }

  get arrow(): Locator {
    return this.otherOptionsButton.locator('svg');
  }

  get divider(): Locator {
    return this.region.locator('.access-bar__divider');
  }

  get quickSearch(): Locator {
    return this.region.getByRole('search', { name: 'Quick search' });
  }

  get banners(): Locator {
    return this.region.locator('.access-banner');
  }

  /** The universal PDF button of a third-party article (000 §3), named by its state's configured label. */
  universalPdf(label: string): Locator {
    return this.region
      .locator('.universal-pdf')
      .getByRole('link', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  }

  /** The universal PDF button's tooltip (shown on hover or focus, hidden on Escape). */
  get universalPdfTooltip(): Locator {
    return this.region.locator('.universal-pdf [role="tooltip"]');
  }

  /** A dismissible banner by its id (config banners, or the rules' `preprint` and `unentitled-message`). */
  banner(id: string): Locator {
    return this.region.locator(`.access-banner[data-banner="${id}"]`);
  }

  /** The labels of every item, in the bar then in the popover (the popover need not be open). */
  async allLabels(): Promise<string[]> {
    const inBar = await this.visibleItems.allInnerTexts();
    const inPopover = await this.region
      .locator('.other-access__panel li')
      .evaluateAll((items) => items.filter((li) => getComputedStyle(li).display !== 'none').map((li) => (li.textContent ?? '').trim()));
    return [...inBar, ...inPopover].map((t) => t.replace(/\s+/g, ' ').trim());
  }

  /** The arrow's rotation in degrees (0 closed, 180 open). */
  async arrowRotation(): Promise<number> {
    return this.arrow.evaluate((el) => {
      const t = getComputedStyle(el).transform;
      if (t === 'none') return 0;
      const [a, b] = t
        .slice(t.indexOf('(') + 1, -1)
        .split(',')
        .map(Number);
      return Math.round((Math.atan2(b!, a!) * 180) / Math.PI + 360) % 360;
    });
  }

  /** The appearance of the visible bar items, in order: "button" or "link". */
  async appearances(): Promise<string[]> {
    return this.visibleItems.evaluateAll((items) =>
      items.map((li) => (li.querySelector('.access-bar__action--button') ? 'button' : 'link')),
    );
  }
}
