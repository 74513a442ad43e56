import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import type pg from 'pg';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { E2E_PORT, listenSecondSite, type SecondSite, ownDatabase, type OwnDatabase } from './support/e2e-site.ts';

/**
 * Publishers' forms the samples lack, as a reader sees them: formulas given as whole LaTeX
 * documents (PubMed Central's convention) and a group author whose members are listed apart
 * from the byline (eLife's 2016 form). The crafted articles (tests/fixtures/publisher-forms)
 * are served from a database of their own, by a second Lectern app on the same build, so the
 * e2e site's own data stays as every other test expects it.
 */
const DATABASE = `lectern_e2e_forms_${E2E_PORT}`;

let db: OwnDatabase | undefined;
let pool: pg.Pool;
let site: SecondSite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  db = await ownDatabase(DATABASE);
  pool = db.pool;
  const summary = await ingestPaths(pool, [path.resolve('tests/fixtures/publisher-forms')], { maxBytes: 20 * 1024 * 1024 });
  expect(summary.failures).toEqual([]);
  site = await listenSecondSite(pool);
});

test.afterAll(async () => {
  await site?.close();
  await db?.drop();
});

async function openArticle(page: Page, doi: string) {
  const response = await page.goto(`${site.base}/doi/${doi}`);
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).include('.article-content').analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

test('formulas given as whole LaTeX documents are MathML; the one that cannot be converted shows its TeX', async ({ page }) => {
  await openArticle(page, '10.5555/ltf.2024.e00017');
  const body = page.locator('.article-body');
  const inline = body.locator('.math-inline');
  const display = body.locator('.disp-formula');
  await expect(inline).toHaveCount(3);
  await expect(display).toHaveCount(3);
  // Every inline formula and the first two display formulas: one native <math> each, drawn.
  for (const formula of [...(await inline.all()), display.nth(0), display.nth(1)]) {
    await expect(formula.locator('math')).toHaveCount(1);
    expect((await formula.locator('math').boundingBox())?.width).toBeGreaterThan(0);
  }
  await expect(body.locator('math')).toHaveCount(5);
  // No preamble, no delimiters, no environment name reaches the page.
  await expect(body).not.toContainText('documentclass');
  await expect(body).not.toContainText('\\begin');
  await expect(body).not.toContainText('$$');
  await expect(display.nth(0).getByRole('group', { name: 'Equation (1)' })).toBeVisible();
  // The logistic model: a fraction, and the align environment's two rows.
  await expect(display.nth(0).locator('mfrac')).toHaveCount(2);
  await expect(display.nth(1).locator('mtr')).toHaveCount(2);
  await expect(display.nth(1).locator('math')).toContainText('Δ');
  // The xy-pic diagram temml cannot draw: its TeX, as code, in the labelled formula box.
  const kept = display.nth(2);
  await expect(kept.getByRole('group', { name: 'Equation (3)' }).locator('code.tex')).toHaveText(
    '\\xymatrix{A \\ar[r]^{k_1} & B \\ar[r]^{k_2} & C}',
  );
  await expect(kept.locator('.formula-label')).toHaveText('(3)');
  await expectAxeClean(page);
});

test("a group author's members are listed apart from the byline, with affiliations and ORCID iDs", async ({ page }) => {
  await openArticle(page, '10.5555/ltf.2024.e00018');
  const byline = page.getByRole('list', { name: 'Authors' });
  await expect(byline.getByRole('listitem')).toHaveText([
    /^Chidi Okafor/,
    /^Open Replication Consortium \(3 members\)/,
    /^Field Data Collective \(1 member\)/,
  ]);
  await expect(byline).not.toContainText('Meera Iyer');

  const details = page.locator('section.group-authors');
  await expect(details.getByRole('heading', { level: 2, name: 'Group author details' })).toBeVisible();
  await expect(details.getByRole('heading', { level: 3 })).toHaveText(['Open Replication Consortium', 'Field Data Collective']);
  const consortium = details.getByRole('list', { name: 'Members of Open Replication Consortium' });
  await expect(consortium.getByRole('listitem')).toHaveText([
    'Meera Iyer Science Exchange, Palo Alto, United States',
    'Tomas Novak Center for Open Science, Charlottesville, United States',
    'Rania Haddad Science Exchange, Palo Alto, United States',
  ]);
  await expect(consortium.getByRole('link', { name: 'ORCID profile of Meera Iyer' })).toHaveAttribute(
    'href',
    'https://orcid.org/0000-0002-1825-0097',
  );
  await expect(consortium.getByRole('link', { name: 'ORCID profile of Rania Haddad' })).toHaveAttribute(
    'href',
    'https://orcid.org/0000-0001-5109-3700',
  );
  await expect(consortium.getByRole('link', { name: /ORCID profile of Tomas Novak/ })).toHaveCount(0);
  const collective = details.getByRole('list', { name: 'Members of Field Data Collective' });
  await expect(collective.getByRole('listitem')).toHaveText(['Yui Tanaka Kyoto Field Station, Japan']);
  await expectAxeClean(page);
});
