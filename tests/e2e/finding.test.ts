import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { FindingPaths } from './page-objects/finding.ts';
import { SearchPage } from './page-objects/search-page.ts';

/** elife00461, the most cited sample: cited by the insight 00573 and research advances. */
const RIBOSOME_TITLE = 'Ribosome structures to near-atomic resolution from thirty thousand cryo-EM particles';
const FEEDBACK = '/sdfe/arp/recommendations/feedback';

/** axe (WCAG 2.2 AA) on the page, or only on `scope` (what this feature adds to a page others own). */
async function seriousViolations(page: Page, scope?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

test.describe('finding articles: search, issue page, Cited by, recommendations', () => {
  test('search from the header, open a result, go to its issue page and back, follow a Cited by entry and a recommendation', async ({
    page,
  }) => {
    const search = new SearchPage(page);
    const finding = new FindingPaths(page);
    await page.goto('/');
    await search.searchFromHeader(RIBOSOME_TITLE);
    await expect(search.resultTitles.first()).toHaveText(RIBOSOME_TITLE);
    await search.resultTitles.first().getByRole('link').click();
    await expect(finding.articleTitle).toHaveText(RIBOSOME_TITLE);
    const articleUrl = page.url();

    // The publication line links to the issue (here eLife's volume), which lists the article.
    await expect(finding.issueLink).toHaveText(/^Volume \d+$/);
    await finding.issueLink.click();
    await expect(page).toHaveURL(/\/journal\/elife\/vol\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Volume \d+$/);
    await expect(page.getByRole('link', { name: RIBOSOME_TITLE })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(articleUrl);
    await expect(finding.articleTitle).toHaveText(RIBOSOME_TITLE);

    // Cited by (count): a citing article stored here opens its page.
    const citing = finding.citedByLinks.first();
    await expect(citing).toBeVisible();
    const citingTitle = (await citing.textContent())!.trim();
    await citing.click();
    await expect(finding.articleTitle).toHaveText(citingTitle);
    await page.goBack();
    await expect(finding.articleTitle).toHaveText(RIBOSOME_TITLE);

    // Recommended articles: shown ones are reported (Display), a click is reported (TitleClick) and opens the article.
    const recommendation = finding.recommendationLinks.first();
    await expect(recommendation).toBeVisible();
    const recommendedTitle = (await recommendation.textContent())!.trim();
    const titleClick = page.waitForRequest(
      (r) => r.url().endsWith(FEEDBACK) && r.method() === 'POST' && r.postData()!.includes('"TitleClick"'),
    );
    await recommendation.click();
    const sent = (await titleClick).postDataJSON() as unknown;
    expect(sent).toEqual([expect.objectContaining({ action: 'TitleClick', properties: expect.objectContaining({ position: 1 }) })]);
    await expect(finding.articleTitle).toHaveText(recommendedTitle);
    expect(recommendedTitle).not.toBe(RIBOSOME_TITLE);
  });

  test('displayed recommendations are reported to the feedback URL and accepted', async ({ page }) => {
    const finding = new FindingPaths(page);
    const display = page.waitForResponse((r) => r.url().endsWith(FEEDBACK) && r.request().postData()?.includes('"Display"') === true);
    await page.goto('/search?qs=ribosome+cryo-EM');
    await new SearchPage(page).resultTitles.first().getByRole('link').click();
    await expect(finding.recommendationLinks.first()).toBeVisible();
    expect((await display).status()).toBe(204);
  });

  test('a part of a volume has its own table of contents, linked from its articles', async ({ page }) => {
    const finding = new FindingPaths(page);
    await page.goto('/science/article/pii/S0016236113008041');
    await expect(finding.issueLink).toHaveText('Volume 117, Part A');
    await expect(page.locator('.publication-line a.publication-title')).toHaveAttribute('href', '/journal/fuel');
    expect(await seriousViolations(page, '.publication-line')).toEqual([]);
    await finding.issueLink.click();
    await expect(page).toHaveURL(/\/journal\/fuel\/vol\/117\/part\/PA$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volume 117, Part A');
    await expect(page.getByRole('status').first()).toHaveText('1 article');
    expect(await seriousViolations(page)).toEqual([]);
    expect((await page.goto('/journal/fuel/vol/117/part/PB'))!.status()).toBe(404);
    expect((await page.goto('/journal/fuel/vol/117/suppl/PA'))!.status()).toBe(404);
  });
});
