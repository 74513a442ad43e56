import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import type pg from 'pg';
import { hashSecret } from '#src/db/secret-hash.server.ts';
import { ALL_ALLOWED, COOKIE_PREFERENCES_COOKIE, serializeCookiePreferences } from '#src/shared/site/cookie-preferences.ts';
import { monthHeading } from '#src/shared/counter/report-period.ts';
import { AccountPages } from './page-objects/account-pages.ts';
import { UsageAdminPage } from './page-objects/usage-admin-page.ts';
import { E2E_PORT as PORT, e2ePool } from './support/e2e-site.ts';

/**
 * COUNTER usage end to end: a reader's full-text view of a real sample article is
 * recorded by the server and shows in the admin page's report, in its table and its files.
 * The browser presents a regular desktop user agent: HeadlessChrome is on the COUNTER robots list.
 */
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ADMIN = { email: 'usage-admin@lectern.test', password: 'correct horse battery staple 42' };
const MONTH = new Date().toISOString().slice(0, 7);

/** Signs in as the usage administrator and waits until the sign-in page is left. */
async function signInAsAdmin(page: Page) {
  await new AccountPages(page).signedIn(ADMIN.email, ADMIN.password);
}

test.describe.configure({ mode: 'serial' });
test.use({ userAgent: DESKTOP });

test.describe('admin usage reports', () => {
  let pool: pg.Pool;

  test.beforeAll(async () => {
    pool = await e2ePool();
    await pool.query(
      `INSERT INTO users (email, name, password_hash, is_admin) VALUES ($1, 'Usage Admin', $2, true)
       ON CONFLICT DO NOTHING`,
      [ADMIN.email, await hashSecret(ADMIN.password)],
    );
  });
  test.afterAll(async () => {
    await pool?.end();
  });

  test('a reader who is not an administrator gets 403 and no report', async ({ page }) => {
    const admin = new UsageAdminPage(page);
    const response = await admin.open();
    expect(response?.status()).toBe(403);
    await expect(admin.heading).toBeVisible();
    await expect(page.getByText('Usage reports are for administrators: sign in with an administrator account.')).toBeVisible();
    await expect(admin.form).toHaveCount(0);
    expect(
      (await page.request.get(`/admin/usage/report?institution=platform&report=pr&begin_date=${MONTH}&end_date=${MONTH}`)).status(),
    ).toBe(403);
  });

  test('a full-text view appears in the platform report, on the page and in the TSV, CSV and JSON files', async ({ page }) => {
    // The reader, who allowed performance cookies: one full-text view of an open eLife article.
    // The page then reports its own load (with the CSRF token); the server already counted it.
    await page
      .context()
      .addCookies([{ name: COOKIE_PREFERENCES_COOKIE, value: serializeCookiePreferences(ALL_ALLOWED), url: `http://127.0.0.1:${PORT}` }]);
    // Other suites that present a person's browser (Mendeley, media) are counted too: start this
    // month's platform report from nothing, so the one view below is the whole of it.
    await pool.query('DELETE FROM usage_events');
    await pool.query('DELETE FROM platform_searches');
    const beacon = page.waitForResponse((r) => r.url().endsWith('/counter/investigation') && r.request().method() === 'POST');
    const article = await page.goto('/doi/10.7554/eLife.00005');
    expect(article?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    const sent = await beacon;
    expect(sent.status()).toBe(204);
    expect(sent.request().postDataJSON()).toMatchObject({ zone: 'full-text', isSuccess: true, fmt: 'html' });

    await signInAsAdmin(page);

    const admin = new UsageAdminPage(page);
    await admin.open();
    await expect(admin.form).toBeVisible();
    // Recording is in the background: ask again until the view is there.
    await expect(async () => {
      await admin.show({ institution: 'All institutions (platform-wide)', report: 'PR_P1 – Platform Usage', from: MONTH, to: MONTH });
      expect(await admin.metricRow('Total_Item_Requests')).toMatchObject({
        Platform: 'Lectern',
        Reporting_Period_Total: '1',
        [monthHeading(MONTH)]: '1',
      });
    }).toPass({ timeout: 20_000 });
    expect(await admin.metricRow('Unique_Item_Requests')).toMatchObject({ Reporting_Period_Total: '1' });
    await expect(page.getByText('Platform Usage', { exact: true })).toBeVisible();

    const tsv = await page.request.get((await admin.download('TSV').getAttribute('href'))!);
    expect(tsv.headers()['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    expect((await tsv.text()).split('\r\n')).toContain('Lectern\tJournal\tTotal_Item_Requests\t1\t1');
    const csv = await page.request.get((await admin.download('CSV').getAttribute('href'))!);
    expect((await csv.text()).split('\r\n')).toContain('Lectern,Journal,Unique_Item_Requests,1,1');
    const json = (await (await page.request.get((await admin.download('JSON').getAttribute('href'))!)).json()) as {
      Report_Header: { Report_ID: string };
      Report_Items: Array<{ Attribute_Performance: Array<{ Data_Type: string; Performance: Record<string, Record<string, number>> }> }>;
    };
    expect(json.Report_Header.Report_ID).toBe('PR_P1');
    // The journal row (a Searches_Platform row of Data_Type Platform leads when other suites searched).
    const journalRow = json.Report_Items[0]!.Attribute_Performance.find((ap) => ap.Data_Type === 'Journal');
    expect(journalRow?.Performance.Total_Item_Requests).toEqual({ [MONTH]: 1 });
  });

  test('an anonymous reader refused a subscription article counts as an investigation and a No_License denial', async ({ page }) => {
    const { rows } = await pool.query<{ pii: string; journal: string }>(
      `SELECT a.pii, p.title AS journal FROM articles a JOIN publications p ON p.id = a.publication_id
        WHERE p.business_model = 'subscription' ORDER BY a.pii LIMIT 1`,
    );
    const paywalled = rows[0]!;
    expect((await page.goto(`/science/article/pii/${paywalled.pii}`))?.status()).toBe(200);

    await signInAsAdmin(page);
    const admin = new UsageAdminPage(page);
    await admin.open();
    await expect(async () => {
      await admin.show({ institution: 'All institutions (platform-wide)', report: 'TR – Title Report', from: MONTH, to: MONTH });
      expect(await admin.metricRow('No_License', paywalled.journal)).toMatchObject({
        Title: paywalled.journal,
        Access_Type: 'Controlled',
        Reporting_Period_Total: '1',
      });
    }).toPass({ timeout: 20_000 });
    expect(await admin.metricRow('Total_Item_Investigations', paywalled.journal)).toMatchObject({ Reporting_Period_Total: '1' });
    await expect(
      admin.table.getByRole('row').filter({ hasText: paywalled.journal }).filter({ hasText: 'Total_Item_Requests' }),
    ).toHaveCount(0);
  });

  test('the report page is keyboard operable, axe-clean and reflows at 320 px', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`/admin/usage?institution=platform&report=tr_j3&begin_date=${MONTH}&end_date=${MONTH}`);
    await expect(page.getByRole('table')).toBeVisible();

    const institution = page.getByLabel('Institution', { exact: true });
    await institution.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Report', { exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Show report' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/report=tr_j3/);
    await expect(page.getByRole('table')).toBeVisible();

    expect((await new AxeBuilder({ page }).include('.usage-admin').analyze()).violations).toEqual([]);

    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('region', { name: /Journal Usage by Access Type/ })).toBeVisible();
  });
});
