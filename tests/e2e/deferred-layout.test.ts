import { expect, test } from './support/test.ts';

/**
 * ADR 015: the article skips its off-screen parts only where the page's own scripts run (they lay
 * every part out soon after). Where the page's scripts are refused — here by a stale nonce, as in
 * the bench's static copy or behind a proxy that rewrites them — the article is laid out whole:
 * no part keeps a guessed height, so nothing overflows onto what follows it.
 */
const ARTICLE = '/doi/10.1371/journal.pone.0012262';

/** Content-visibility of every deferred part of the article (sections, the references). */
const skippedParts = () =>
  [...document.querySelectorAll('.article-body section, .back-matter section, .article-content > .references')].filter(
    (e) => getComputedStyle(e).contentVisibility === 'auto',
  ).length;

test('the served page skips its off-screen parts until its script has laid them all out', async ({ page }) => {
  const response = await page.goto(ARTICLE, { waitUntil: 'domcontentloaded' });
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-deferred-layout', '');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect.poll(() => page.evaluate(skippedParts), { timeout: 30_000 }).toBe(0);
});

test('where the page’s scripts are refused, nothing is skipped and no part keeps a guessed height', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  // The page as a cache or proxy might replay it: its scripts carry a nonce the response's CSP does not name.
  await page.route(`**${ARTICLE}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/nonce="[^"]*"/g, 'nonce="stale"');
    await route.fulfill({ response, body: html });
  });
  const response = await page.goto(ARTICLE);
  expect(response?.status()).toBe(200);
  expect(refused.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-deferred-layout'))).toBe(false);
  // Scripting is on in this browser; the parts are laid out all the same.
  expect(await page.evaluate(() => matchMedia('(scripting: enabled)').matches)).toBe(true);
  expect(await page.evaluate(skippedParts)).toBe(0);
  expect(await page.locator('.article-body section').count()).toBeGreaterThan(5);
});
