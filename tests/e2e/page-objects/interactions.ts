import type { Locator, Page } from '@playwright/test';

/** Page-level interactions: the text-selection popup, the download modals. */
export class Interactions {
  constructor(readonly page: Page) {}

  get selectionPopup(): Locator {
    return this.page.getByRole('group', { name: 'Selected text' });
  }
  get capModal(): Locator {
    return this.page.getByRole('dialog', { name: 'Download limit reached' });
  }
  get downloadIssueModal(): Locator {
    return this.page.locator('dialog.download-issue-modal');
  }
  get transientErrorModal(): Locator {
    return this.page.getByRole('dialog', { name: 'Temporarily unavailable' });
  }

  /** Selects `words` words from the first text run under `selector` that has that many, as a reader dragging the mouse would, and releases. */
  async selectWords(selector: string, words: number) {
    await this.page.evaluate(
      ([sel, count]) => {
        for (const element of document.querySelectorAll(sel as string)) {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            const match = new RegExp(`^\\s*(\\S+\\s+){${(count as number) - 1}}\\S+`).exec(node.data);
            if (!match) continue;
            const range = document.createRange();
            range.setStart(node, 0);
            range.setEnd(node, match[0].length);
            const selection = window.getSelection()!;
            selection.removeAllRanges();
            selection.addRange(range);
            element.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
            return;
          }
        }
        throw new Error(`no text of ${count} words under ${sel}`);
      },
      [selector, words] as const,
    );
  }

  async setCaps(counts: Record<string, { article?: number; issue?: number }>) {
    await this.page.evaluate((value) => localStorage.setItem('lectern:download-caps', JSON.stringify(value)), counts);
  }
  async caps(): Promise<unknown> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('lectern:download-caps') ?? 'null'));
  }
  async today(): Promise<string> {
    return this.page.evaluate(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
  }

  /** The access bar's "Download full issue" (volume, book), possibly inside 'Other access options'. */
  async clickDownloadFullIssue() {
    const direct = this.page.getByRole('button', { name: /^Download full (issue|volume|book)$/ });
    const more = this.page.getByRole('button', { name: 'Other access options' });
    if (!(await direct.first().isVisible()) && (await more.count()) > 0) await more.click();
    await direct.first().click();
  }
}
