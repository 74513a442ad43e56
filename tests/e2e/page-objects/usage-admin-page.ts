import type { Locator, Page } from '@playwright/test';

/** /admin/usage: the librarians' COUNTER report page. */
export class UsageAdminPage {
  constructor(readonly page: Page) {}

  async open() {
    return this.page.goto('/admin/usage');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Usage reports' });
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Usage report' });
  }

  async show(options: { institution: string; report: string; from: string; to: string }) {
    await this.form.getByLabel('Institution').selectOption({ label: options.institution });
    await this.form.getByLabel('Report').selectOption({ label: options.report });
    await this.form.getByLabel('First month').fill(options.from);
    await this.form.getByLabel('Last month').fill(options.to);
    await this.form.getByRole('button', { name: 'Show report' }).click();
    await this.page.waitForURL(/\/admin\/usage\?/);
  }

  get table(): Locator {
    return this.page.getByRole('table');
  }

  /** The cells of the data row of one metric (of one title), by column heading. */
  async metricRow(metric: string, title?: string): Promise<Record<string, string>> {
    const headings = await this.table.locator('thead th').allInnerTexts();
    let rows = this.table.locator('tbody tr').filter({ has: this.page.getByRole('cell', { name: metric, exact: true }) });
    if (title) rows = rows.filter({ has: this.page.getByRole('cell', { name: title, exact: true }) });
    const cells = await rows.first().locator('td').allInnerTexts();
    return Object.fromEntries(headings.map((h, i) => [h.trim(), (cells[i] ?? '').trim()]));
  }

  download(format: 'TSV' | 'CSV' | 'JSON'): Locator {
    return this.page.getByRole('list', { name: 'Download this report' }).getByRole('link', { name: `Download ${format}` });
  }
}
