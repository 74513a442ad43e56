import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { ArticlePage } from './page-objects/article-page.ts';
import { elsevierFacts, jatsFacts, type SourceFacts } from './source-facts.ts';

const ARTICLES: Array<{ name: string; file: string; facts: () => SourceFacts; path: string }> = [
  {
    name: 'eLife article with MathML',
    file: 'samples/elife/elife08687.xml',
    facts: () => jatsFacts('samples/elife/elife08687.xml'),
    path: '/doi/10.7554/eLife.08687',
  },
  {
    name: 'PLOS article with 810 references',
    file: 'samples/plos/journal.pone.0012262.xml',
    facts: () => jatsFacts('samples/plos/journal.pone.0012262.xml'),
    path: '/doi/10.1371/journal.pone.0012262',
  },
  {
    name: 'Elsevier article',
    file: 'samples/elsevier/S0960148113002048.norm-xml',
    facts: () => elsevierFacts('samples/elsevier/S0960148113002048.norm-xml'),
    path: '/science/article/pii/S0960148113002048',
  },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

for (const article of ARTICLES) {
  test.describe(article.name, () => {
    test('shows title, authors, section headings, math and every reference', async ({ page }) => {
      const facts = article.facts();
      const reader = new ArticlePage(page);
      const response = await reader.open(article.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/science\/article\/pii\/[0-9A-Za-z]+$/);
      await expect(reader.title).toHaveText(facts.title);
      await expect(page.locator('article').getByText(facts.firstAuthorSurname).first()).toBeVisible();
      expect(await reader.sectionHeadings.count()).toBeGreaterThan(2);
      await expect(reader.referenceItems).toHaveCount(facts.referenceCount);
      await expect(reader.mathElements).toHaveCount(facts.mathCount);
    });

    test('has no serious or critical accessibility violations', async ({ page }) => {
      // axe over the 810-reference and ~1,000-formula pages takes tens of seconds.
      test.slow();
      await page.goto(article.path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('the DOI link redirects to the article page of eLife 00005', async ({ page }) => {
  const response = await page.goto('/doi/10.7554/eLife.00005');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/science\/article\/pii\/S2050084X\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Molecular architecture of human polycomb repressive complex 2');
  await expect(page.locator('#references li').first()).toBeVisible();
});

test('an unknown PII gets a real 404 page', async ({ page }) => {
  const response = await page.goto('/science/article/pii/S0000000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the body is sent once, in the HTML, and survives hydration untouched', async ({ page, request }) => {
  const path = '/science/article/pii/S0960148113002048';
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // A paragraph from deep in the body (not the abstract, which also feeds the meta description).
  const paragraph = page.locator('article section p[id]').nth(8);
  const text = (await paragraph.textContent())!.trim();
  expect(text.length).toBeGreaterThan(80);
  await paragraph.evaluate((p) => p.setAttribute('data-untouched', 'yes'));

  const html = await (await request.get(path)).text();
  const snippet = text.slice(0, 60);
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('');
  expect(html).toContain(snippet);
  expect(scripts).not.toContain(snippet);

  await page.waitForTimeout(300);
  await expect(page.locator('article p[data-untouched="yes"]')).toHaveCount(1);
});

test('the article page reflows at 320 px: no page-level horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of ['/doi/10.7554/eLife.08687', '/science/article/pii/S0960148113002048']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the home page lists journals and the latest articles', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Journals', exact: true })).toBeVisible();
  await expect(page.getByText('eLife', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest articles' })).toBeVisible();
  expect(await page.locator('.article-list__item').count()).toBeGreaterThan(5);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the header search finds articles', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search for articles' }).fill('polycomb');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?.*qs=polycomb/);
  await expect(page.getByRole('link', { name: 'Molecular architecture of human polycomb repressive complex 2' })).toBeVisible();
});

test('following an in-app link to an article shows its full content', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  const link = page.locator('.article-list__title a').first();
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/science\/article\/pii\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await page.locator('article p').count()).toBeGreaterThan(0);
});
