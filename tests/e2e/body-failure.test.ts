import { expect, test } from './support/test.ts';
import { withE2eDatabase } from './support/e2e-site.ts';

/**
 * A body that fails (001 §4, §8): the page shows 'Sorry, something went wrong. Please try again
 * and make sure cookies are enabled' in the body's place, and the rest of the article stays.
 * The body is server-only HTML (ADR 004), so the failure is a stored body that cannot be
 * rendered: this file breaks the body of one article (used by no other end-to-end test) in the
 * e2e server's database for its duration, and restores it afterwards.
 */
const DOI = '10.1371/journal.pgen.1003316';
const BODY_FAILED = 'Sorry, something went wrong. Please try again and make sure cookies are enabled';

let pii = '';
let body: unknown = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await withE2eDatabase(async (db) => {
    const { rows } = await db.query<{ pii: string; body: unknown }>(`SELECT pii, model->'body' AS body FROM articles WHERE doi = $1`, [
      DOI,
    ]);
    expect(rows).toHaveLength(1);
    pii = rows[0]!.pii;
    body = rows[0]!.body;
    // A stored node whose children are not a list: rendering the body throws.
    await db.query(`UPDATE articles SET model = jsonb_set(model, '{body}', $2::jsonb), updated_at = now() WHERE doi = $1`, [
      DOI,
      JSON.stringify([{ type: 'para', id: 'p-broken', children: 5 }]),
    ]);
  });
});

test.afterAll(async () => {
  await withE2eDatabase(async (db) => {
    await db.query(`UPDATE articles SET model = jsonb_set(model, '{body}', $2::jsonb), updated_at = now() WHERE doi = $1`, [
      DOI,
      JSON.stringify(body),
    ]);
  });
});

test("a body that cannot be shown says 'Sorry, something went wrong…' in its place; title, abstract and references stay", async ({
  page,
}) => {
  const response = await page.goto(`/science/article/pii/${pii}`);
  expect(response?.status()).toBe(200);
  const article = page.locator('article.article');
  await expect(article.getByRole('alert')).toHaveText(BODY_FAILED);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(article.getByRole('heading', { name: 'Abstract', exact: true })).toBeVisible();
  // The references are kept: all 33 of the article's XML.
  await expect(article.locator('section.references .reference-list > li')).toHaveCount(33);
});
