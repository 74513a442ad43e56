import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { TopicLinks } from './page-objects/topic-links.ts';

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

// eLife 00461 (cryo-EM of the ribosome) shares keywords such as cryo-EM and ribosome with other samples.
const ARTICLE = '/doi/10.7554/eLife.00461';

test.describe('topic links (spec 000 §5, §9)', () => {
  test('link known phrases in the abstract and body, titled "Learn more about {term}", never inside headings, links, tables or math', async ({
    page,
  }) => {
    const topics = new TopicLinks(page);
    await topics.openArticle(ARTICLE);
    await expect(topics.links.first()).toBeVisible();
    const links = await topics.links.evaluateAll((as) =>
      as.map((a) => ({
        href: a.getAttribute('href'),
        title: a.getAttribute('title'),
        text: a.textContent,
        inAbstract: Boolean(a.closest('.abstracts')),
      })),
    );
    expect(links.length).toBeGreaterThan(1);
    expect(links.some((l) => l.inAbstract)).toBe(true);
    expect(links.some((l) => !l.inAbstract)).toBe(true);
    for (const l of links) {
      expect(l.href).toMatch(/^\/topics\/[a-z0-9-]+\/[a-z0-9-]+$/);
      expect(l.title).toMatch(/^Learn more about \S/);
    }
    await expect(page.locator('article .abstracts').getByRole('link', { name: 'ribosome', exact: true })).toHaveAttribute(
      'title',
      'Learn more about ribosome',
    );
    await expect(topics.misplacedLinks).toHaveCount(0);
    // "1 per target in the abstract, 2 per target in body sections."
    const count = (inAbstract: boolean) => {
      const n = new Map<string, number>();
      for (const l of links.filter((x) => x.inAbstract === inAbstract)) n.set(l.href!, (n.get(l.href!) ?? 0) + 1);
      return Math.max(...n.values());
    };
    expect(count(true)).toBe(1);
    expect(count(false)).toBeLessThanOrEqual(2);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a topic link leads to the topic page, which lists the articles and the sentences that use the term', async ({ page }) => {
    const topics = new TopicLinks(page);
    await topics.openArticle(ARTICLE);
    const link = page.locator('article .abstracts').getByRole('link', { name: 'ribosome', exact: true });
    await link.click();
    await expect(page).toHaveURL(/\/topics\/[a-z0-9-]+\/ribosome$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ribosome');
    const articles = page.getByRole('region', { name: 'Articles about ribosome' }).getByRole('heading', { level: 3 });
    // Waits for the third (a count read at once could see a page still arriving).
    await expect(articles.nth(2)).toBeVisible();
    const marked = await page.locator('.topic-page mark').allTextContents();
    expect(marked.length).toBeGreaterThan(0);
    for (const m of marked) expect(m.toLowerCase()).toBe('ribosome');
    // The topic is never linked on its own page.
    await expect(page.locator('.topic-page a.topic-link')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an unknown topic is a 404 page; a failed annotation request leaves the article as it was', async ({ page }) => {
    const missing = await page.goto('/topics/energy/no-such-topic');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.route('**/topics/annotations/**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const failed = page.waitForResponse('**/topics/annotations/**');
    await page.goto(ARTICLE);
    expect((await failed).status()).toBe(500);
    await expect(page.locator('article[data-topic-annotations="requested"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('article a.topic-link')).toHaveCount(0);
  });
});
