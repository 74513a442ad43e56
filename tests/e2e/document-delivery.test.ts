import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page, type Request } from './support/test.ts';
import type pg from 'pg';
import { ADMIN_COMMANDS } from '#src/admin/admin-commands.ts';
import { runAdmin } from '#src/admin/run-admin.ts';
import { AccessBar } from './page-objects/access-bar.ts';
import { E2E_PORT, e2ePool } from './support/e2e-site.ts';

/**
 * Document delivery (spec 000 §3 urlType order, "PDF order and purchase"; 001 §3 accessOptions
 * linkType ORDER; 001 §4 "order PDF"): an institution of this file's own (its own address
 * range, inside 203.0.113.0/24 that other files may use as a whole — the most specific range
 * wins), whose readers may not buy articles and whose library has a document-delivery service,
 * set up with the admin commands. Its IP-range reader (X-Forwarded-For, trusted from loopback)
 * of a subscription article gets "Order Document", which POSTs the article's pii, doi and title
 * to the library in a new window.
 */
const LIBRARY = {
  slug: `e2e-docdel-${E2E_PORT}`,
  name: 'Example Document Delivery Library',
  range: '203.0.113.200/29',
  reader: '203.0.113.201',
};
const ORDER_URL = `https://ill.docdel-${E2E_PORT}.example/order`;
const FUEL = 'S0016236113008041'; // Fuel, a demo subscription journal
const ARTICLE = `/science/article/pii/${FUEL}`;

test.describe.configure({ mode: 'serial' });

let pool: pg.Pool;
const admin = async (...args: string[]) => {
  const result = await runAdmin(args, ADMIN_COMMANDS, async () => ({ pool, close: async () => {} }));
  expect(result.stderr).toBe('');
  expect(result.exitCode).toBe(0);
};

async function openAs(browser: Browser, address: string | null): Promise<{ context: BrowserContext; page: Page; bar: AccessBar }> {
  const context = await browser.newContext(address ? { extraHTTPHeaders: { 'X-Forwarded-For': address } } : {});
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await page.goto(ARTICLE))?.status()).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const bar = new AccessBar(page);
  await expect(bar.region).toBeVisible();
  return { context, page, bar };
}

test.beforeAll(async () => {
  pool = await e2ePool();
  await pool.query('DELETE FROM institutions WHERE slug = $1', [LIBRARY.slug]);
  await admin('institution:create', '--slug', LIBRARY.slug, '--name', LIBRARY.name, '--no-cart');
  await admin('ip-range:add', '--institution', LIBRARY.slug, '--cidr', LIBRARY.range);
  await admin('institution:document-delivery', '--institution', LIBRARY.slug, '--url', ORDER_URL);
});

test.afterAll(async () => {
  if (!pool) return;
  // Removes the test institution with its range and service.
  await pool.query('DELETE FROM institutions WHERE slug = $1', [LIBRARY.slug]);
  await pool.end();
});

test("the library's reader orders the article: a POST of pii, doi and title to the library in a new window", async ({ browser }) => {
  const { context, page, bar } = await openAs(browser, LIBRARY.reader);
  try {
    const order = bar.region.getByRole('button', { name: 'Order Document', exact: true });
    await expect(order).toBeVisible();
    await expect(bar.region.getByText('Purchase PDF')).toHaveCount(0);
    // The library's service is another site: answered here, its request kept.
    const posted: Request[] = [];
    await context.route(ORDER_URL, async (route) => {
      posted.push(route.request());
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Order received</title><h1>Order received</h1>',
      });
    });
    const [popup] = await Promise.all([page.waitForEvent('popup'), order.click()]);
    await expect(popup.getByRole('heading', { name: 'Order received' })).toBeVisible();
    expect(popup.url()).toBe(ORDER_URL);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.method()).toBe('POST');
    const body = new URLSearchParams(posted[0]!.postData() ?? '');
    const doi = (await pool.query<{ doi: string }>('SELECT doi FROM articles WHERE pii = $1', [FUEL])).rows[0]!.doi;
    const title = await page.getByRole('heading', { level: 1 }).first().innerText();
    expect([...body.keys()]).toEqual(['pii', 'doi', 'title']);
    expect(body.get('pii')).toBe(FUEL);
    expect(body.get('doi')).toBe(doi);
    expect(body.get('title')).toBe(title.replace(/\s+/g, ' ').trim());
    // The opener stays on the article.
    expect(new URL(page.url()).pathname).toBe(ARTICLE);
  } finally {
    await context.close();
  }
});

test('the access bar with Order Document is keyboard operable and axe-clean, and reflows at 320 px', async ({ browser }) => {
  const { context, page, bar } = await openAs(browser, LIBRARY.reader);
  try {
    const order = bar.region.getByRole('button', { name: 'Order Document', exact: true });
    await order.focus();
    await expect(order).toBeFocused();
    const results = await new AxeBuilder({ page }).include('.access-bar').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  } finally {
    await context.close();
  }
});

test('an anonymous reader never sees Order Document', async ({ browser }) => {
  const { context, bar } = await openAs(browser, null);
  try {
    await expect(bar.region.getByText('Purchase PDF').first()).toBeVisible();
    await expect(bar.region.getByText('Order Document')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
