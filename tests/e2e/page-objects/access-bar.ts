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

  /** The arrow's rotation in degrees (0 closed, 180 open). */
  async arrowRotation(): Promise<number> {
    return this.arrow.evaluate((el) => {
      const t = getComputedStyle(el).transform;
      if (t === 'none') return 0;
      const [a, b] = t.slice(t.indexOf('(') + 1, -1).split(',').map(Number);
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
