import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { SearchPage } from './page-objects/search-page.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

const KNOWN_TITLE = 'Molecular architecture of human polycomb repressive complex 2'; // elife00005

test.describe('search (spec 001 §2 /search, §5 max length 250)', () => {
  test('search from the header, filter, sort and open a result', async ({ page }) => {
    const search = new SearchPage(page);
    await page.goto('/');
    await search.searchFromHeader('ribosome');
    expect(new URL(page.url()).searchParams.get('zone')).toBe('header');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “ribosome”');
    await expect(search.status).toHaveText(/^\d+ results/);
    await expect(search.results.first()).toBeVisible();
    // Matched words are marked, and only those words.
    const marks = await page.locator('.search-results mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const m of marks) expect(m.toLowerCase()).toMatch(/^ribosom/);

    await search.applyFilters({ publication: 'eLife', type: 'Research article', openAccess: true, sort: 'Date (newest first)' });
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      qs: 'ribosome',
      publication: 'elife',
      type: 'research-article',
      openAccess: 'true',
      sort: 'date',
    });
    await expect(search.refine.getByLabel('Publication')).toHaveValue('elife');
    const sources = await page.locator('.search-result__source').allTextContents();
    expect(sources.length).toBeGreaterThan(0);
    for (const s of sources) expect(s).toMatch(/^eLife, (\d{4})$/);
    const years = sources.map((s) => Number(s.slice(-4)));
    expect(years).toEqual([...years].sort((a, b) => b - a));

    const first = search.resultTitles.first();
    const title = (await first.textContent())!;
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/science\/article\/pii\/S\w+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('the exact title finds its article first', async ({ page }) => {
    const search = new SearchPage(page);
    await page.goto('/');
    await search.searchFromHeader(KNOWN_TITLE);
    await expect(search.resultTitles.first()).toHaveText(KNOWN_TITLE);
  });

  test('the results page passes axe (WCAG 2.2 AA) and paginates', async ({ page }) => {
    const search = new SearchPage(page);
    await page.goto('/search?qs=protein');
    await expect(search.results).toHaveCount(20);
    expect(await seriousViolations(page)).toEqual([]);
    const pager = page.getByRole('navigation', { name: 'Search result pages' });
    await expect(pager.locator('[aria-current="page"]')).toHaveText('Page 1');
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(search.status).toHaveText(/results, showing 21–/);
  });

  test('no results: a clear page with advice; without filters to remove, no such link', async ({ page }) => {
    await page.goto('/search?qs=qwzxvjkq&openAccess=true');
    await expect(page.getByRole('status')).toHaveText('No articles match “qwzxvjkq” with these filters.');
    await page.getByRole('link', { name: 'Search again without filters' }).click();
    await expect(page.getByRole('status')).toHaveText('No articles match “qwzxvjkq”.');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a query over 250 characters or a malformed parameter is a 400 page that names the problem', async ({ page }) => {
    const long = await page.goto(`/search?qs=${'a'.repeat(251)}`);
    expect(long?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not run this search');
    await expect(page.getByText('The search query is too long: use at most 250 characters.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const year = await page.goto('/search?qs=cell&yearFrom=twenty');
    expect(year?.status()).toBe(400);
    await expect(page.getByText('yearFrom must be a four-digit year.')).toBeVisible();
  });

  test('the results are sent once, in the HTML, and stay as sent while the form comes alive', async ({ page, request }) => {
    const search = new SearchPage(page);
    const path = '/search?qs=ribosome';
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const first = search.results.first();
    const abstract = (await first.locator('.search-result__snippet').textContent())!.trim();
    expect(abstract.length).toBeGreaterThan(40);
    await first.evaluate((li) => li.setAttribute('data-untouched', 'yes'));

    // No script of the page carries a result (React Router's loader data did: every snippet twice).
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('');
    const href = (await first.getByRole('link').getAttribute('href'))!;
    expect(html).toContain(href);
    expect(scripts).not.toContain(href.split('/').pop());
    expect(scripts).not.toContain(abstract.slice(0, 30));

    // The form is live: on a narrow screen its Filters button opens the filters.
    await page.setViewportSize({ width: 390, height: 844 });
    const filters = page.getByRole('button', { name: 'Filters' });
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(search.refine.getByLabel('Publication')).toBeVisible();
    await expect(page.locator('.search-result[data-untouched="yes"]')).toHaveCount(1);
  });

  test('search works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const search = new SearchPage(page);
    await page.goto('/');
    await search.searchFromHeader('cryo-EM');
    await expect(search.results.first()).toBeVisible();
    await search.applyFilters({ yearFrom: '2015' });
    for (const s of await page.locator('.search-result__source').allTextContents())
      expect(Number(s.slice(-4))).toBeGreaterThanOrEqual(2015);
    await context.close();
  });
});

test.describe('related articles (spec 001 §7 refersTo / referredToBy)', () => {
  test('a corrected article shows a notice linking to its correction', async ({ page }) => {
    await page.goto('/doi/10.7554/eLife.00109');
    const notice = page.getByRole('note', { name: 'Correction notice' });
    await expect(notice).toHaveText(
      'This article has been corrected. See the correction: Correction: Synaptic proteins promote calcium-triggered fast transition from point contact to full fusion',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await notice.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Correction: Synaptic proteins/);
    // The correction itself is not "corrected".
    await expect(page.getByRole('note', { name: 'Correction notice' })).toHaveCount(0);
  });

  test('an article with two corrections lists both', async ({ page }) => {
    await page.goto('/doi/10.7554/eLife.08245');
    const notice = page.getByRole('note', { name: 'Correction notice' });
    await expect(notice).toContainText('This article has been corrected. See the corrections:');
    await expect(notice.getByRole('link')).toHaveCount(2);
  });
});
