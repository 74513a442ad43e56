import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from './support/test.ts';

/**
 * The Mendeley button (spec 001 §4: "Chrome, Edge, Firefox, Safari only: if the importer is
 * absent it opens its download page; when the page becomes visible again it reloads and
 * opens the importer after 750 ms") in the export area of the real Elsevier sample
 * S0960148113002048. The server runs with the default (Mendeley's public) addresses; every
 * request to mendeley.com is answered here by page.route, never by the internet.
 */
const PII = 'S0960148113002048';
const ARTICLE = `/science/article/pii/${PII}`;
const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IMPORTER = 'https://www.mendeley.com/import/?url=';
const DOWNLOAD = 'https://www.mendeley.com/reference-management/web-importer';

async function stubMendeley(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.context().route('https://www.mendeley.com/**', (route: Route) => {
    requested.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Mendeley stub</title><h1>Mendeley stub</h1></html>',
    });
  });
  return requested;
}

async function openArticle(page: Page) {
  await page.goto(ARTICLE);
  await expect(page.locator('article[data-enhanced="true"]')).toBeAttached();
  return page.locator('.article-tools');
}

test.describe('in desktop Chrome', () => {
  test.use({ userAgent: DESKTOP_CHROME });

  test('the export area has the button; without the importer it opens the download page, and on return the page reloads and opens the importer after 750 ms', async ({
    page,
  }) => {
    const requested = await stubMendeley(page);
    const tools = await openArticle(page);
    const button = tools.getByRole('button', { name: 'Add to Mendeley' });
    await expect(button).toBeVisible();

    const [download] = await Promise.all([page.context().waitForEvent('page'), button.click()]);
    await download.waitForLoadState();
    expect(download.url()).toBe(DOWNLOAD);
    await download.close();

    // The reader comes back to the article tab: the page reloads …
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await reloaded;
    const start = Date.now();
    // … and 750 ms later opens the importer for this article.
    const importer = await page.context().waitForEvent('page');
    expect(Date.now() - start).toBeGreaterThanOrEqual(700);
    await importer.waitForLoadState();
    expect(importer.url()).toBe(`${IMPORTER}${encodeURIComponent(new URL(ARTICLE, page.url()).href)}`);
    expect(requested).toEqual([DOWNLOAD, importer.url()]);

    // A later click opens the importer directly: it was installed from the download page.
    const [again] = await Promise.all([
      page.context().waitForEvent('page'),
      (await openArticle(page)).getByRole('button', { name: 'Add to Mendeley' }).click(),
    ]);
    expect(again.url()).toBe(importer.url());
  });

  test('the button is keyboard operable and the page stays axe-clean', async ({ page }) => {
    await stubMendeley(page);
    const tools = await openArticle(page);
    const button = tools.getByRole('button', { name: 'Add to Mendeley' });
    await button.focus();
    await expect(button).toBeFocused();
    const [opened] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    expect(opened.url()).toBe(DOWNLOAD);
    const results = await new AxeBuilder({ page }).include('.article-tools').analyze();
    expect(results.violations).toEqual([]);
  });
});

test('another browser (here headless Chromium, as the other end-to-end tests) gets no Mendeley button', async ({ page }) => {
  const requested = await stubMendeley(page);
  const tools = await openArticle(page);
  // The export area is there (in the Cite popover of the article toolbar), without the button.
  await expect(page.getByRole('button', { name: 'Cite', exact: true })).toBeVisible();
  await expect(tools.getByRole('button', { name: 'Add to Mendeley' })).toHaveCount(0);
  await expect(page.locator('.mendeley-slot')).toBeHidden();
  expect(requested).toEqual([]);
});
