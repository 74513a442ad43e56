import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { BrowsePages } from './page-objects/browse-pages.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

test.describe('browse journals and books (spec 001 §2)', () => {
  test('home → browse → journal → issue → article and back, each page accessible', async ({ page }) => {
    const browse = new BrowsePages(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse all journals and books' }).click();
    await expect(browse.heading).toHaveText('Browse journals and books');
    await expect(browse.underLetter('E').filter({ hasText: 'eLife' })).toContainText('37 articles');
    await expect(browse.underLetter('P').filter({ hasText: 'PLoS ONE' })).toContainText('8 articles');
    expect(await seriousViolations(page)).toEqual([]);

    await browse.underLetter('P').getByRole('link', { name: 'PLoS ONE', exact: true }).click();
    await expect(page).toHaveURL(/\/journal\/plos-one$/);
    await expect(browse.heading).toHaveText('PLoS ONE');
    await expect(browse.breadcrumb.getByRole('link', { name: 'Journals and books' })).toBeVisible();
    const issues = page.getByRole('region', { name: 'Volumes and issues' });
    await expect(issues.getByRole('link', { name: /^Volume \d+, Issue \d+$/ })).toHaveCount(8);
    await expect(issues.getByRole('listitem').filter({ hasText: 'Volume 7, Issue 12' }).last()).toContainText('20 December 2012');
    expect(await seriousViolations(page)).toEqual([]);

    await issues.getByRole('link', { name: 'Volume 7, Issue 12' }).click();
    await expect(page).toHaveURL(/\/journal\/plos-one\/vol\/7\/issue\/12$/);
    await expect(browse.heading).toHaveText('Volume 7, Issue 12');
    await expect(page.getByText('Cover date: 20 December 2012')).toBeVisible();
    await expect(browse.breadcrumb.getByRole('link', { name: 'Volume 7' })).toBeVisible();
    const articleLink = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link');
    await expect(articleLink).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    const title = (await articleLink.textContent())!.trim();
    await articleLink.click();
    await expect(page).toHaveURL(/\/science\/article\/pii\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 40));
    await page.goBack();
    await expect(browse.heading).toHaveText('Volume 7, Issue 12');
  });

  test('filters by content type and open access with a GET form, keeping the choice', async ({ page }) => {
    const browse = new BrowsePages(page);
    await page.goto('/browse/journals-and-books');
    await browse.filter({ type: 'Books' });
    await expect(page).toHaveURL(/contentType=book/);
    await expect(page.getByText('No publications match these filters.')).toBeVisible();
    await expect(browse.filters.getByRole('radio', { name: 'Books' })).toBeChecked();
    await browse.filter({ type: 'Journals', openAccess: true });
    await expect(page).toHaveURL(/contentType=journal&accessType=open-access/);
    await expect(browse.underLetter('E').filter({ hasText: 'eLife' })).toBeVisible();
    await expect(browse.filters.getByRole('checkbox', { name: 'Publications with open-access articles' })).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a volume without issues lists its articles by type; unknown journals and issues are the 404 page', async ({ page }) => {
    const browse = new BrowsePages(page);
    await page.goto('/journal/elife/vol/2');
    await expect(browse.heading).toHaveText('Volume 2');
    await expect(page.getByRole('status').filter({ hasText: 'articles' })).toHaveText('8 articles');
    await expect(
      page
        .getByRole('main')
        .getByText(/^Article e\d{5}$/)
        .first(),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    for (const path of ['/journal/no-such-journal', '/journal/plos-one/vol/7/issue/99', '/journal/elife/vol/999']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    }
  });
});

test.describe('browse without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form still submits and the server renders the filtered list', async ({ page }) => {
    const browse = new BrowsePages(page);
    await page.goto('/browse/journals-and-books');
    await browse.filter({ type: 'Books' });
    await expect(page.getByText('No publications match these filters.')).toBeVisible();
    await browse.filter({ type: 'Journals' });
    await expect(page.getByRole('status').filter({ hasText: /publications$/ })).toHaveText('23 publications');
  });
});
