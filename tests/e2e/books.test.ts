import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import type pg from 'pg';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { TableOfContentsPanel } from './page-objects/toc.ts';
import { E2E_PORT, listenSecondSite, type SecondSite, ownDatabase, type OwnDatabase } from './support/e2e-site.ts';

/**
 * Book chapters (contentType BK) as a reader uses them ("Books" of the table of
 * contents; 001 §4, §7, §9). The samples hold journal articles only, so this file serves the
 * crafted book fixtures (tests/fixtures/books/README.md) from a database of their own — a
 * second database in the e2e server's PostgreSQL cluster — through a second Lectern app on the
 * same build; the e2e site's own data stays as every other test expects it.
 */
const DATABASE = `lectern_e2e_books_${E2E_PORT}`;
const [CH1, CH2, CH3] = ['B9780128000007000011', 'B9780128000007000023', 'B9780128000007000035'];
const CHAPTERS = '**/sdfe/arp/isbn/*/chapters';

let db: OwnDatabase | undefined;
let pool: pg.Pool;
let site: SecondSite;
let base: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  db = await ownDatabase(DATABASE);
  pool = db.pool;
  const summary = await ingestPaths(pool, [path.resolve('tests/fixtures/books')], { maxBytes: 20 * 1024 * 1024 });
  expect(summary.failures).toEqual([]);
  site = await listenSecondSite(pool);
  base = site.base;
});

test.afterAll(async () => {
  await site?.close();
  await db?.drop();
});

async function openChapter(page: Page, pii: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto(`${base}/science/article/pii/${pii}`);
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const toc = new TableOfContentsPanel(page);
  return { toc, sidebar: toc.sidebar };
}

test('Chapter contents / Book contents: the book tab fetches the chapter list on first selection only, with Loading… meanwhile', async ({
  page,
}) => {
  const requests: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHAPTERS, async (route) => {
    requests.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  const { sidebar } = await openChapter(page, CH2);
  const chapterTab = sidebar.getByRole('tab', { name: 'Chapter contents' });
  const bookTab = sidebar.getByRole('tab', { name: 'Book contents' });
  await expect(chapterTab).toHaveAttribute('aria-selected', 'true');
  await expect(sidebar.getByRole('tabpanel')).toContainText('Introduction');
  expect(requests).toEqual([]);

  await bookTab.click();
  await expect(bookTab).toHaveAttribute('aria-selected', 'true');
  await expect(sidebar.getByRole('tabpanel')).toHaveText('Loading\u2026');
  release();
  const panel = sidebar.getByRole('tabpanel');
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('listitem').first()).toContainText('Measuring things carefully');
  await expect(panel.locator('[aria-current="page"]')).toContainText('Sampling without bias');
  await expect(panel.getByRole('link', { name: /Reporting uncertainty/ })).toHaveAttribute(
    'href',
    new RegExp(`/science/article/pii/${CH3}$`),
  );
  expect(requests).toEqual(['/sdfe/arp/isbn/9780128000007/chapters']);

  // Back and forth: no second request.
  await chapterTab.click();
  await bookTab.click();
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  expect(requests).toHaveLength(1);
  const results = await new AxeBuilder({ page }).include('nav[aria-label="Table of contents"]').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('the tabs work by keyboard (arrow keys move between them)', async ({ page }) => {
  const { sidebar } = await openChapter(page, CH1);
  const chapterTab = sidebar.getByRole('tab', { name: 'Chapter contents' });
  await chapterTab.focus();
  await page.keyboard.press('ArrowRight');
  const bookTab = sidebar.getByRole('tab', { name: 'Book contents' });
  await expect(bookTab).toBeFocused();
  await expect(bookTab).toHaveAttribute('aria-selected', 'true');
  await expect(sidebar.getByRole('tabpanel').getByRole('listitem')).toHaveCount(3);
});

test('a long book shows its first chapters and its own Show full contents / Hide contents toggle', async ({ page }) => {
  await page.route(CHAPTERS, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { chapters: Array<Record<string, unknown>> };
    const first = body.chapters[0]!;
    const more = Array.from({ length: 9 }, (_, i) => ({
      ...first,
      pii: `B97801280000070001${String(i).padStart(2, '0')}`,
      title: `Appendix chapter ${i + 1}`,
    }));
    await route.fulfill({ response, json: { ...body, chapters: [...body.chapters, ...more] } });
  });
  const { sidebar } = await openChapter(page, CH1);
  await sidebar.getByRole('tab', { name: 'Book contents' }).click();
  const panel = sidebar.getByRole('tabpanel');
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(6);
  const toggle = panel.getByRole('button', { name: 'Show full contents' });
  await toggle.click();
  await expect(items).toHaveCount(12);
  await expect(panel.getByRole('button', { name: 'Hide contents' })).toBeVisible();
});

test('a book without chapters to list says "This chapter does not have an outline."', async ({ page }) => {
  await page.route(CHAPTERS, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, chapters: [] } });
  });
  const { sidebar } = await openChapter(page, CH1);
  await sidebar.getByRole('tab', { name: 'Book contents' }).click();
  await expect(sidebar.getByRole('tabpanel')).toHaveText('This chapter does not have an outline.');
});

test('Part of volume: the other chapters of the book and View more chapters; previous / next chapter', async ({ page }) => {
  await openChapter(page, CH2);
  const related = page.getByRole('complementary', { name: 'Related content' });
  await expect(related.getByText('Part of volume')).toBeVisible();
  await expect(related.getByText('Other chapters from this volume')).toBeVisible();
  await expect(related.getByRole('link', { name: 'Measuring things carefully' }).first()).toBeVisible();
  await expect(related.getByRole('link', { name: 'View more chapters' })).toHaveAttribute('href', '/science/book/9780128000007');
  const nav = page.getByRole('navigation', { name: 'Chapters in this book' });
  await expect(nav.getByRole('link', { name: 'Previous chapter' })).toHaveAttribute('href', `/science/article/pii/${CH1}`);
  await expect(nav.getByRole('link', { name: 'Next chapter' })).toHaveAttribute('href', `/science/article/pii/${CH3}`);
  // The last chapter has no next one: a disabled control.
  await openChapter(page, CH3);
  await expect(page.getByRole('navigation', { name: 'Chapters in this book' }).getByText('Next chapter')).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('the access bar offers Download full book for a chapter', async ({ page }) => {
  await openChapter(page, CH1);
  await expect(page.getByRole('region', { name: /access/i }).getByText('Download full book')).toBeVisible();
});
