import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './support/test.ts';
import type pg from 'pg';
import { createAccountRepository } from '#src/db/account-repository.server.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { createInstitutionRepository } from '#src/db/institution-repository.server.ts';
import { readArticleBuffer } from '#src/ingest/read-article.server.ts';
import { TEST_PAYMENT_LABEL } from '#src/shared/access/purchase.ts';
import { fingerprints } from '../setup/paywall-fingerprints.ts';
import { AccountPages } from './page-objects/account-pages.ts';
import { E2E_PORT as PORT, e2ePool } from './support/e2e-site.ts';

/**
 * Entitlement (spec 001 §6) in Chromium: entitlement decides what each reader sees of one article.
 * Every sample is open access, so this file makes one article (used by no other end-to-end
 * test) paid content for its duration — not free by its XML flags, in a journal that is not open access — and
 * gives a test institution (an address range, a subscription to the journal) access to it.
 */
const FILE = 'samples/elsevier/S0167577X14001256.norm-xml';
/** An address in the test institution's range; the server trusts X-Forwarded-For from loopback (playwright.config). */
const CAMPUS = '192.0.2.44';

const { model } = readArticleBuffer(FILE, readFileSync(FILE));
const pii = model.pii;
const prints = fingerprints(model);

async function articleText(page: Page): Promise<string> {
  return ((await page.locator('article').first().textContent()) ?? '').replace(/\s+/g, ' ');
}

async function campusPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': CAMPUS } });
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

let pool: pg.Pool;

test.beforeAll(async () => {
  pool = await e2ePool();
  const { rows } = await pool.query<{ business_model: string }>(
    `UPDATE articles a SET open_access = false, open_archive = false, free_to_read = false
       FROM publications p WHERE p.id = a.publication_id AND a.pii = $1 RETURNING p.business_model`,
    [pii],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.business_model).not.toBe('open-access');
  const institutions = createInstitutionRepository(pool);
  const entitlements = createEntitlementRepository(pool);
  const campus =
    (await institutions.create({ slug: `e2e-campus-${PORT}`, name: 'Example Campus University' })) ??
    (await institutions.findBySlug(`e2e-campus-${PORT}`))!;
  await institutions.addRange(campus.id, '192.0.2.0/24');
  const { rows: pub } = await pool.query<{ publication_id: string }>('SELECT publication_id FROM articles WHERE pii = $1', [pii]);
  await entitlements.addSubscription({ institutionId: campus.id, publicationId: pub[0]!.publication_id });
  expect(prints.length).toBeGreaterThan(3);
});

test.afterAll(async () => {
  await pool.query('UPDATE articles SET open_access = $2, open_archive = $3 WHERE pii = $1', [pii, model.openAccess, model.openArchive]);
  await pool.query('DELETE FROM institutions WHERE slug = $1', [`e2e-campus-${PORT}`]);
  await pool.end();
});

test('a reader at an address of the subscribing institution sees the full text and View PDF', async ({ browser }) => {
  const page = await campusPage(browser);
  await page.goto(`/science/article/pii/${pii}`);
  await expect(page.locator('article .article-body')).toHaveCount(1);
  const text = await articleText(page);
  expect(prints.filter((p) => text.includes(p)).length).toBe(prints.length);
  await expect(page.getByRole('link', { name: 'View PDF' }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Article preview' })).toHaveCount(0);
  await page.context().close();
});

test('an anonymous reader gets the preview with Purchase PDF and institutional access offered, and no body text', async ({ page }) => {
  await page.goto(`/science/article/pii/${pii}`);
  await expect(page.getByRole('navigation', { name: 'Article preview' })).toBeVisible();
  await expect(page.locator('article .article-body')).toHaveCount(0);
  const text = await articleText(page);
  expect(prints.filter((p) => text.includes(p))).toEqual([]);
  await expect(page.getByRole('button', { name: 'Purchase PDF' }).first()).toBeVisible();
  await expect(page.getByText('Access through your institution').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View PDF' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View article XML' })).toHaveCount(0);
});

test('a purchase unlocks the article; the purchased articles page lists it; a privileged reader sees View article XML', async ({
  page,
}) => {
  const account = new AccountPages(page);
  const email = `buyer-${PORT}-${Date.now()}@example.org`;
  await account.register('Bea Buyer', email, 'a long enough password');
  await expect(page).toHaveURL(/\/user\/login\?registered=1/);
  await account.signIn(email, 'a long enough password');
  await expect(page).not.toHaveURL(/\/user\/login/);

  await page.goto(`/science/article/pii/${pii}`);
  const cart = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Purchase PDF' }).first().click();
  const purchase = await cart;
  await expect(purchase).toHaveURL(new RegExp(`/science/article/pii/${pii}/purchase$`));
  await expect(purchase.getByRole('heading', { level: 1, name: 'Purchase article' })).toBeVisible();
  await expect(purchase.getByText(TEST_PAYMENT_LABEL)).toBeVisible();
  const results = await new AxeBuilder({ page: purchase }).include('main').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const pay = purchase.getByRole('button', { name: /^Pay / });
  await pay.focus();
  await purchase.keyboard.press('Enter');
  await expect(purchase).toHaveURL(new RegExp(`/science/article/pii/${pii}$`));
  await expect(purchase.locator('article .article-body')).toHaveCount(1);
  const text = await articleText(purchase);
  expect(prints.filter((p) => text.includes(p)).length).toBe(prints.length);

  await purchase.goto('/user/purchases');
  await expect(purchase.getByRole('heading', { level: 1, name: 'Purchased articles' })).toBeVisible();
  await expect(purchase.getByRole('main').locator(`a[href="/science/article/pii/${pii}"]`)).toHaveCount(1);

  // The XML link follows the account's privilege type (000 §6), read from the database on every request.
  await expect(purchase.getByRole('link', { name: 'View article XML' })).toHaveCount(0);
  const user = await createAccountRepository(pool).findByEmail(email);
  await createAccountRepository(pool).setPrivilegeType(user!.id, 'PRIVILEGED');
  await purchase.goto(`/science/article/pii/${pii}`);
  const xmlLink = purchase.getByRole('link', { name: 'View article XML' });
  await expect(xmlLink).toBeVisible();
  const href = await xmlLink.getAttribute('href');
  expect(href).toMatch(new RegExp(`^/sdfe/arp/pii/${pii}/xocs\\?entitledToken=`));
  const xml = await purchase.request.get(href!);
  expect(xml.status()).toBe(200);
  expect(await xml.text()).toBe(readFileSync(FILE, 'utf8'));
});
