import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { RelatedContentPanel, fulfilJson, recommendationsBody, token } from './page-objects/related-content.ts';

/**
 * Related content (000 §3, §4, §9; 001 §4, §5, §8): recommended articles and their states,
 * feedback, cited by, previous / next article. Recommendation answers are intercepted where a
 * state must be forced (failure, loading, six articles); the rest is the samples' own data.
 */
const ARTICLE = '/doi/10.7554/eLife.00109';
const RECOMMENDATIONS = '**/sdfe/arp/pii/*/recommendations';
const FEEDBACK = '**/sdfe/arp/recommendations/feedback';

async function open(page: Page, path = ARTICLE, { settle = false } = {}) {
  await page.goto(path);
  // Server-rendered buttons respond once React has hydrated the page.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The column's sections load after hydration, each moving the ones below it: a click aimed
  // while one is still arriving could land on the wrong place. Tests that click let them arrive
  // first (tests that hold a request open to see its loading state cannot wait for that).
  if (settle) await page.waitForLoadState('networkidle');
  return new RelatedContentPanel(page);
}

function collectFeedback(
  page: Page,
): Array<Array<{ action: string; recommendationToken: string; properties: { position: number; pageLoadId: string } }>> {
  const sent: Array<Array<{ action: string; recommendationToken: string; properties: { position: number; pageLoadId: string } }>> = [];
  void page.route(FEEDBACK, async (route) => {
    sent.push(JSON.parse(route.request().postData() ?? '[]'));
    await route.fulfill({ status: 204 });
  });
  return sent;
}

test('six recommendations: 3 show, the toggle gives the hidden count, 2 authors per line; Display and TitleClick feedback', async ({
  page,
}) => {
  await page.route(RECOMMENDATIONS, (route) => fulfilJson(route, recommendationsBody(6)));
  const sent = collectFeedback(page);
  const related = await open(page, ARTICLE, { settle: true });
  await expect(related.recommendationTitles).toHaveCount(3);
  await expect(related.recommendations.locator('.related-item__authors').first()).toHaveText('Ada Lovelace, Charles Babbage et al.');
  const more = related.recommendations.getByRole('button', { name: 'Show 3 more recommended articles' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toEqual(
    [1, 2, 3].map((position) => ({
      action: 'Display',
      recommendationToken: token(position - 1),
      properties: { position, pageLoadId: 'page-load-1' },
    })),
  );

  await more.click();
  await expect(related.recommendationTitles).toHaveCount(6);
  await expect(related.recommendations.getByRole('button', { name: 'Show fewer recommended articles' })).toBeVisible();
  await expect.poll(() => sent.length).toBe(2);
  expect(sent[1]!.map((i) => i.properties.position)).toEqual([4, 5, 6]);

  await page.route('**/science/article/pii/S0000000000000001', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>x</title>' }),
  );
  await related.recommendationTitles.nth(1).click();
  await expect.poll(() => sent.length).toBe(3);
  expect(sent[2]).toEqual([
    { action: 'TitleClick', recommendationToken: token(1), properties: { position: 2, pageLoadId: 'page-load-1' } },
  ]);
});

test('invalid recommendation tokens: nothing is sent', async ({ page }) => {
  await page.route(RECOMMENDATIONS, (route) =>
    fulfilJson(
      route,
      recommendationsBody(2, () => 'too-short'),
    ),
  );
  const sent = collectFeedback(page);
  const related = await open(page);
  await expect(related.recommendationTitles).toHaveCount(2);
  await expect(related.recommendations.getByRole('button', { name: /more recommended/ })).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(sent).toEqual([]);
});

test("'Loading...' while recommendations are requested, then the list", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(RECOMMENDATIONS, async (route) => {
    await held;
    await fulfilJson(route, recommendationsBody(1));
  });
  const related = await open(page);
  await expect(related.recommendations.getByText('Loading...')).toBeVisible();
  release();
  await expect(related.recommendationTitles).toHaveCount(1);
  await expect(related.recommendations.getByText('Loading...')).toHaveCount(0);
});

test("a failed request shows 'Recommended articles cannot be displayed at this time.'; none shows 'No articles found.'", async ({
  page,
}) => {
  await page.route(RECOMMENDATIONS, (route) =>
    fulfilJson(route, { type: 'about:blank', title: 'Error', status: 503, detail: 'down' }, 503),
  );
  const related = await open(page);
  await expect(related.recommendations.getByText('Recommended articles cannot be displayed at this time.')).toBeVisible();

  await page.unroute(RECOMMENDATIONS);
  await page.route(RECOMMENDATIONS, (route) => fulfilJson(route, { pageLoadId: 'p', articles: [] }));
  await page.reload();
  await expect(related.recommendations.getByText('No articles found.')).toBeVisible();
});

test('a closed panel is hidden and aria-hidden, and recommendations load only while it is open', async ({ page }) => {
  let requests = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(RECOMMENDATIONS, async (route) => {
    requests += 1;
    await held;
    await fulfilJson(route, recommendationsBody(2)).catch(() => undefined);
  });
  const related = await open(page);
  const toggle = related.toggle('Recommended articles');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(related.recommendations.getByText('Loading...')).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const body = related.recommendations.locator('.related-panel__body');
  await expect(body).toBeHidden();
  await expect(body).toHaveAttribute('aria-hidden', 'true');
  release();
  await toggle.click();
  await expect(related.recommendationTitles).toHaveCount(2);
  expect(requests).toBe(2);
  await toggle.click();
  await toggle.click();
  await expect(related.recommendationTitles).toHaveCount(2);
  expect(requests).toBe(2);
});

test('Cited by (count) lists the citing articles stored here with links by the citing-article rule', async ({ page, request }) => {
  // eLife 00109 is corrected by 12289 and cited by other samples: take the count the API gives.
  const context = await (await request.get('/sdfe/arp/pii/' + (await piiOf(page)) + '/context')).json();
  const citing = await (await request.get(`/sdfe/arp/citingArticles?pii=${context.pii}&limit=6`)).json();
  expect(citing.hitCount, 'samples citing eLife 00109').toBeGreaterThan(0);
  const related = await open(page);
  const panel = related.panel(`Cited by (${citing.hitCount})`);
  await expect(panel).toBeVisible();
  const links = panel.locator('.related-item__title');
  await expect(links).toHaveCount(Math.min(6, citing.hitCount));
  await expect(links.first()).toHaveAttribute('href', `/science/article/pii/${citing.articles[0].pii}`);
  await expect(panel.getByRole('link', { name: 'View all on Scopus' })).toHaveCount(citing.hitCount > 6 ? 1 : 0);
  // Citing-article abstracts expand and collapse (001 §4).
  const withAbstract = citing.articles.findIndex((a: { abstract?: string | null }) => a.abstract);
  expect(withAbstract, 'a citing article with an abstract').toBeGreaterThanOrEqual(0);
  const item = panel.getByRole('listitem').nth(withAbstract);
  const abstract = item.locator('.related-item__abstract');
  await expect(abstract).toBeHidden();
  await item.getByRole('button', { name: 'Show abstract' }).click();
  await expect(abstract).toBeVisible();
  await expect(abstract).toHaveText(citing.articles[withAbstract].abstract);
  await item.getByRole('button', { name: 'Hide abstract' }).click();
  await expect(abstract).toBeHidden();
});

test("Cited by with more than 6 hits: 6 listed and 'View all on Scopus' for this DOI (eLife 00461, cited by 9 samples)", async ({
  page,
}) => {
  const related = await open(page, '/doi/10.7554/eLife.00461');
  const panel = related.panel('Cited by (9)');
  await expect(panel.locator('.related-item__title')).toHaveCount(6);
  const viewAll = panel.getByRole('link', { name: 'View all on Scopus' });
  await expect(viewAll).toHaveAttribute(
    'href',
    `https://www.scopus.com/results/results.uri?src=s&sot=a&s=${encodeURIComponent('REF("10.7554/eLife.00461")')}`,
  );
});

async function piiOf(page: Page): Promise<string> {
  await page.goto(ARTICLE);
  return page.url().split('/pii/')[1]!.split(/[?#]/)[0]!;
}

test('previous / next article from the siblings endpoint; a side without an article is disabled', async ({ page, request }) => {
  const pii = await piiOf(page);
  const context = await (await request.get(`/sdfe/arp/pii/${pii}/context`)).json();
  expect(context.issueId, 'eLife 00109 is in an issue (its volume)').toBeTruthy();
  const siblings = await (await request.get(`/sdfe/arp/issue/${context.issueId}/article/${pii}/siblings`)).json();
  const related = new RelatedContentPanel(page);
  for (const [side, label] of [
    ['previous', 'Previous article'],
    ['next', 'Next article'],
  ] as const) {
    const sibling = siblings[side];
    if (sibling)
      await expect(related.navigation.getByRole('link', { name: label })).toHaveAttribute('href', `/science/article/pii/${sibling.pii}`);
    else await expect(related.navigation.getByText(label)).toHaveAttribute('aria-disabled', 'true');
  }
});

test('the related column is axe-clean and reflows at 320 px', async ({ page }) => {
  await page.route(RECOMMENDATIONS, (route) => fulfilJson(route, recommendationsBody(6)));
  await page.setViewportSize({ width: 320, height: 800 });
  const related = await open(page);
  await expect(related.recommendationTitles).toHaveCount(3);
  const results = await new AxeBuilder({ page }).include('.related-content').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("'Check for updates' opens the crossmark dialog: eLife 00109 has a correction (eLife 12289); Escape closes it", async ({
  page,
  request,
}) => {
  const correction = await (await request.get('/doi/10.7554/eLife.12289', { maxRedirects: 0 })).headers()['location'];
  const related = await open(page, ARTICLE, { settle: true });
  const button = related.column.getByRole('button', { name: 'Check for updates' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Check for updates' });
  await expect(dialog.getByText('This article has been updated.')).toBeVisible();
  const link = dialog.getByRole('listitem').filter({ hasText: 'Correction' }).getByRole('link');
  await expect(link).toHaveAttribute('href', new URL(correction!, 'http://x').pathname);
  const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(results.violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('special issue and virtual special issue panels: headings, editors, links; a closed panel is hidden and aria-hidden', async ({
  page,
}) => {
  const summary = (n: number) => ({
    pii: `S2050084X1400000${n}`,
    doi: null,
    title: `Special issue article ${n}`,
    publicationTitle: 'eLife',
    publicationSlug: 'elife',
    publicationDate: null,
    publicationYear: 2014,
    articleType: 'research-article',
    authors: ['A One', 'B Two', 'C Three'],
    authorCount: 3,
    openAccess: true,
  });
  const editors = Array.from({ length: 9 }, (_, i) => `Editor ${i + 1}`);
  await page.route('**/specialIssueArticles**', (route) =>
    fulfilJson(route, {
      kind: 'special-issue',
      titles: { items: [{ title: 'Membrane fusion', editors }] },
      articles: [summary(1), summary(2)],
      viewMoreUrl: '/journal/elife/vol/2',
    }),
  );
  // The article as if it belonged to virtual special issue 7 (the samples hold none).
  await page.route('**/sdfe/arp/pii/*/context', async (route) => {
    const real = await (await route.fetch()).json();
    await fulfilJson(route, { ...real, virtualSpecialIssueId: '7' });
  });
  await page.route('**/journal/vsi/7?**', (route) =>
    fulfilJson(route, {
      id: '7',
      title: 'Cryo-EM methods',
      description: null,
      editors,
      journalUrl: '/journal/elife/special-issue/7',
      publicationTitle: 'eLife',
      issn: '2050-084X',
      articles: [],
    }),
  );
  const related = await open(page);
  const special = related.panel('Other articles from this issue');
  await expect(special.getByText('Part of special issue', { exact: false }).first()).toBeVisible();
  await expect(special.locator('.related-editors')).toHaveText(`Edited by ${editors.slice(0, 7).join(', ')}`);
  await expect(special.locator('.related-item__title')).toHaveCount(2);
  await expect(special.getByRole('link', { name: 'View more articles' })).toHaveAttribute('href', '/journal/elife/vol/2');
  await related.toggle('Other articles from this issue').click();
  await expect(special.locator('.related-panel__body')).toBeHidden();
  await expect(special.locator('.related-panel__body')).toHaveAttribute('aria-hidden', 'true');

  const vsi = related.panel('Part of special issue');
  await expect(vsi.getByText('Cryo-EM methods')).toBeVisible();
  await expect(vsi.locator('.related-editors')).toHaveText(`Edited by ${[...editors.slice(0, 6), '…', 'Editor 9'].join(', ')}`);
  await expect(vsi.getByRole('link', { name: 'View special issue' })).toHaveAttribute('href', '/journal/elife/special-issue/7');
});

test("the metrics panel shows the article's own views and downloads and its citations from the citation graph", async ({
  page,
  request,
}) => {
  // eLife 00461 is cited by 9 other samples (samples/README.md). This browser is HeadlessChrome,
  // a robot to COUNTER, so its own view is not counted: the panel shows what the server counted.
  const related = await open(page, '/doi/10.7554/eLife.00461');
  const pii = page.url().split('/pii/')[1]!.split(/[?#]/)[0]!;
  const metrics = related.panel('Metrics');
  await expect(metrics.locator('.related-panel__body')).toBeHidden();
  await related.toggle('Metrics').click();
  await expect(related.toggle('Metrics')).toHaveAttribute('aria-expanded', 'true');
  const values = metrics.locator('dl.related-metrics__list');
  await expect(values.locator('dt')).toHaveText(['Views', 'Downloads', 'Citations']);
  const served = (await (await request.get(`/sdfe/arp/pii/${pii}/metrics`)).json()) as {
    views: number;
    downloads: number;
    citations: number;
  };
  expect(served.citations).toBe(9);
  await expect(values.locator('dd')).toHaveText([served.views, served.downloads, served.citations].map((n) => n.toLocaleString('en')));
  await related.toggle('Metrics').click();
  await expect(metrics.locator('.related-panel__body')).toBeHidden();
});
