import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { readArticleBuffer } from '#src/ingest/read-article.server.ts';
import { previewOf } from '#src/web/ui/article-preview.ts';
import { isText, type ContentNode } from '#src/shared/article/content-model.ts';
import { withE2eDatabase } from './support/e2e-site.ts';

/**
 * The preview layout (001 §2, §5, §6) for a reader without access. Every sample is open
 * access, so this file makes one article (used by no other end-to-end test) subscription-only
 * in the e2e server's database for its duration, and restores it afterwards.
 */
const FILE = 'samples/plos/journal.pcbi.1004082.xml';
const DOI = '10.1371/journal.pcbi.1004082';

const { model } = readArticleBuffer(FILE, readFileSync(FILE));

function paragraphs(nodes: readonly ContentNode[], out: string[] = []): string[] {
  for (const n of nodes) {
    if (isText(n)) continue;
    if (n.type === 'para')
      out.push(
        (n.children ?? [])
          .map((c) => (isText(c) ? c.text : ''))
          .join('')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    else paragraphs(n.children ?? [], out);
  }
  return out;
}

let pii = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await withE2eDatabase(async (db) => {
    const { rows } = await db.query<{ pii: string; business_model: string }>(
      `UPDATE articles a SET open_access = false, open_archive = false, free_to_read = false
         FROM publications p WHERE p.id = a.publication_id AND a.doi = $1 RETURNING a.pii, p.business_model`,
      [DOI],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.business_model).not.toBe('open-access');
    pii = rows[0]!.pii;
  });
});

test.afterAll(async () => {
  await withE2eDatabase(async (db) => {
    await db.query('UPDATE articles SET open_access = $2, open_archive = $3 WHERE doi = $1', [DOI, model.openAccess, model.openArchive]);
  });
});

test('an unentitled reader gets the preview layout and nothing more of the body', async ({ page }) => {
  const response = await page.goto(`/science/article/pii/${pii}`);
  expect(response?.status()).toBe(200);
  const article = page.locator('article');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(article.locator('.article-body')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Table of contents' })).toHaveCount(0);

  const previewToc = page.getByRole('navigation', { name: 'Article preview' });
  await expect(previewToc).toBeVisible();
  const links = previewToc.getByRole('link');
  const titles = await links.allTextContents();
  expect(titles.slice(0, 4)).toEqual(['Abstract', 'Introduction', 'Section snippets', 'References']);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    await expect(page.locator(`[id="${href.slice(1)}"]`)).toHaveCount(1);
  }

  // Sections in order: Abstract, Introduction, Section snippets, References (count).
  const headings = await article.locator('.article-preview h2').allTextContents();
  const wanted = ['Introduction', 'Section snippets', `References (${model.references.length})`];
  expect(headings.filter((h) => wanted.includes(h))).toEqual(wanted);
  const preview = previewOf(model);
  await expect(article.getByText(preview.introduction!.snippet)).toBeVisible();
  for (const s of preview.sections) await expect(article.getByRole('heading', { level: 3, name: s.title, exact: true })).toBeVisible();

  const text = (await article.textContent()) ?? '';
  const long = paragraphs(model.body).filter((p) => p.length > 300);
  expect(long.length).toBeGreaterThan(3);
  for (const p of long) expect(text).not.toContain(p.slice(0, 300));

  // No access: neither the access message nor a full-text button.
  await expect(page.getByText('You have access to this article')).toHaveCount(0);
});

test('preview references: half the count, 10 shown, View more references reveals the rest', async ({ page }) => {
  await page.goto(`/science/article/pii/${pii}`);
  const section = page.locator('#preview-section-references');
  const items = section.locator('li');
  const expected = Math.min(50, Math.floor(model.references.length / 2));
  expect(expected).toBeGreaterThan(10);
  await expect(items.filter({ visible: true })).toHaveCount(10);
  const more = section.getByText('View more references');
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(items.filter({ visible: true })).toHaveCount(expected);
});

test('the preview page is axe-clean and reflows at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`/science/article/pii/${pii}`);
  await expect(page.getByRole('navigation', { name: 'Article preview' })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("the abstract page: a reader with access reads 'You have access to this article' and View full text leads to the full text; a reader without access does not", async ({
  page,
}) => {
  const open = '/science/article/pii/S0960148113002048'; // Renewable Energy: open to everyone
  await page.goto(open.replace('/article/pii/', '/article/abs/pii/'));
  await expect(page.getByText('You have access to this article', { exact: true })).toBeVisible();
  const viewFullText = page.getByRole('link', { name: 'View full text', exact: true });
  await expect(viewFullText).toHaveAttribute('href', open);
  await viewFullText.click();
  await page.waitForURL((url) => url.pathname === open);
  await expect(page.locator('article .article-body')).toHaveCount(1);

  await page.goto(`/science/article/abs/pii/${pii}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('You have access to this article')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View full text' })).toHaveCount(0);
});
