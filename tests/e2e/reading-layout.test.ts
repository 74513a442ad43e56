import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from './support/test.ts';
import { TableOfContentsPanel } from './page-objects/toc.ts';

/**
 * On wide screens the outline (left) and the related column (right) stay in view while the
 * reader scrolls the article (000 §2), with the section in view marked in the outline.
 * eLife 06416: a long article with a long outline.
 */
const ELIFE_06416 = '/doi/10.7554/eLife.06416';

async function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
  });
}

test.describe('at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the outline and the related column stay in view deep into the article, the current section marked', async ({ page }) => {
    await page.goto(ELIFE_06416);
    const outline = page.getByRole('navigation', { name: 'Table of contents' });
    const related = page.getByRole('complementary', { name: 'Related content' });
    await expect(outline).toBeVisible();
    await expect(related).toBeVisible();
    // Deep into the article through the outline: the outline is still there, the section marked.
    await new TableOfContentsPanel(page).toggle(outline, 'Outline').click();
    const methods = outline.getByRole('link', { name: 'Materials and methods', exact: true });
    await methods.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(5000);
    await expect(methods).toHaveAttribute('aria-current', 'location');
    await expect(methods).toBeInViewport();
    expect(await inViewport(outline)).toBe(true);
    expect(await inViewport(related)).toBe(true);
    // Half-way down the page, far past the first screen, both columns are still in view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10000);
    expect(await inViewport(outline)).toBe(true);
    expect(await inViewport(related)).toBe(true);
    const results = await new AxeBuilder({ page })
      .include('.article-page__toc')
      .include('.article-page__related')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});

test.describe('at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the columns stack in reading order and nothing scrolls sideways', async ({ page }) => {
    await page.goto(ELIFE_06416);
    await expect(
      page
        .getByRole('button', { name: 'Table of contents' })
        .or(page.getByRole('button', { name: /contents/i }))
        .first(),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const results = await new AxeBuilder({ page })
      .include('.article-page__toc')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});

test('printing an article prints the body, figures, tables and references with their DOIs, not the site around it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(ELIFE_06416);
  await page.emulateMedia({ media: 'print' });
  const article = page.locator('article.article');
  await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(article.locator('figure').first()).toBeVisible();
  await expect(article.locator('table').first()).toBeVisible();
  await expect(article.locator('.references .reference').first()).toBeVisible();
  await expect(page.locator('header.site-header')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Related content' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cite', exact: true })).toBeHidden();
  const doiLink = article.locator(".reference a[href^='https://doi.org/']").first();
  const printed = await doiLink.evaluate((a) => getComputedStyle(a, '::after').content);
  expect(printed).toContain('https://doi.org/');
});

test('on a 390×844 phone the cookie banner takes at most a quarter of the first screen and passes axe', async ({ browser }) => {
  // A first visit: a fresh context without the consent cookie.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(ELIFE_06416);
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await expect(banner).toBeVisible();
  const height = await banner.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeGreaterThan(0);
  expect(height).toBeLessThanOrEqual(844 / 4);
  const results = await new AxeBuilder({ page })
    .include('.cookie-banner')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations).toEqual([]);
  await context.close();
});

test('on a 390×844 phone a wide table shows that it scrolls and is a focusable, labelled scroll region', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/doi/10.1371/journal.pone.0117688');
  const regions = page.locator('.table-scroll');
  const wide = await regions.evaluateAll((els) => els.findIndex((el) => el.scrollWidth > el.clientWidth + 1));
  expect(wide).toBeGreaterThanOrEqual(0);
  const region = regions.nth(wide);
  await expect(region).toHaveAttribute('role', 'region');
  await expect(region).toHaveAttribute('aria-label', /\S/);
  await region.focus();
  await expect(region).toBeFocused();
  expect(await region.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('radial-gradient');
  // The keyboard scrolls it.
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const results = await new AxeBuilder({ page })
    .include('.table-scroll')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
