import { expect, test } from './support/test.ts';

/**
 * The article page's first paint waits for nothing but its HTML (ADR 012): its stylesheets are
 * inlined, and its scripts are requested only after the browser has painted. One page load of
 * the median-size sample article (the one `npm run bench` measures) checks all of it.
 */
const ARTICLE = '/doi/10.7554/eLife.03756';

test('the article page paints from its HTML alone: stylesheets inline, scripts requested after the first paint', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const response = await page.goto(ARTICLE);
  expect(response?.status()).toBe(200);
  const html = await response!.text();

  // The HTML names no stylesheet the browser would fetch and no script or module preload: only
  // `disabled` links beside the inlined styles, which tell lazy chunks the sheet is already here.
  const stylesheetLinks = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  expect(stylesheetLinks.length).toBeGreaterThan(0);
  expect(stylesheetLinks.filter((l) => !/\sdisabled=""/.test(l))).toEqual([]);
  expect(html).not.toMatch(/<script[^>]*\ssrc=|rel="modulepreload"/);
  const inlined = [...html.matchAll(/<style[^>]*data-href="([^"]+)"/g)].map((m) => m[1]!);
  expect(inlined).toEqual(stylesheetLinks.map((l) => /href="([^"]+)"/.exec(l)![1]));

  // The inlined styles lay the page out, and the page still comes alive.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.locator('.article-page').evaluate((e) => getComputedStyle(e).display)).toBe('grid');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // No inlined stylesheet is fetched afterwards, and every script started after the first contentful paint.
  expect(requested.filter((p) => inlined.includes(p))).toEqual([]);
  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => /\/assets\/[^/]+\.js$/.test(new URL(e.name).pathname))
      .map((e) => ({ script: new URL(e.name).pathname, beforePaint: e.startTime < paint }));
    return { painted: paint !== Infinity, scripts };
  });
  expect(order.painted).toBe(true);
  expect(order.scripts.length).toBeGreaterThan(0);
  expect(order.scripts.filter((s) => s.beforePaint)).toEqual([]);
});
