import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import type pg from 'pg';
import { ADMIN_COMMANDS } from '#src/admin/admin-commands.ts';
import { runAdmin } from '#src/admin/run-admin.ts';
import { accessBarConfigFrom } from '#src/shared/access/access-bar-config.ts';
import { E2E_ACCESS_BAR_CONFIG } from './fixtures/access-bar-config.ts';
import { AccessBar } from './page-objects/access-bar.ts';
import { AccountPages } from './page-objects/account-pages.ts';
import { e2ePool } from './support/e2e-site.ts';

/**
 * Publisher-supplied access facts on real sample articles (spec 000 §3–§5, 001 §4):
 * a third-party journal's article offers the universal PDF button instead of our PDF and
 * purchase options; an article with an SSRN id shows the preprint banner; Open manuscript and
 * the clinical-key branch. The facts are set in the e2e server's database with the admin
 * commands before the tests and put back afterwards. No other e2e test asserts about these
 * three articles or their journals.
 */
const THIRD_PARTY_PII = 'S0022314X13001777'; // Journal of Number Theory (demo: subscription)
/** The DOI as the sample's XML gives it. */
const THIRD_PARTY = {
  pii: THIRD_PARTY_PII,
  issn: '0022-314X',
  doi: /<ce:doi>([^<]+)<\/ce:doi>/.exec(readFileSync(`samples/elsevier/${THIRD_PARTY_PII}.norm-xml`, 'utf8'))![1]!,
};
const WITH_LINKS = 'S0012821X13002185'; // Earth and Planetary Science Letters (demo: subscription)
const OPEN_DOI = '10.7554/eLife.01489'; // open access
const SSRN_ID = '2345678';
const MANUSCRIPT = 'https://repository.example.org/aam/epsl-2013';
const CLINICAL_KEY = 'https://clinicalkey.example.com/article/epsl-2013';
const OPEN_MANUSCRIPT = 'https://repository.example.org/aam/elife-01489';
const CONFIG = accessBarConfigFrom(JSON.stringify(E2E_ACCESS_BAR_CONFIG));
const COMPONENT_LABELS = CONFIG.components.filter((c) => c.id).map((c) => c.label.replaceAll('**', ''));
const FOUND_DOI_LABEL = CONFIG.universalPdf.states.find((s) => s.name === 'found-doi')!.label;

type Saved = {
  thirdParty: boolean;
  links: Array<{ pii: string; ssrn_id: string | null; open_manuscript_url: string | null; clinical_key_url: string | null }>;
};

test.describe.configure({ mode: 'serial' });

async function open(page: Page, path: string, width = 1280) {
  await page.setViewportSize({ width, height: 800 });
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const bar = new AccessBar(page);
  await expect(bar.region).toBeVisible();
  return bar;
}

async function axeViolationsOfBar(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('.access-bar').analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe('publisher-supplied access facts', () => {
  let pool: pg.Pool;
  let openPii: string;
  let saved: Saved;
  const admin = async (...args: string[]) => {
    const result = await runAdmin(args, ADMIN_COMMANDS, async () => ({ pool, close: async () => {} }));
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
  };

  test.beforeAll(async () => {
    // The CLI's commands, run against the e2e server's embedded PostgreSQL.
    pool = await e2ePool();
    openPii = (await pool.query<{ pii: string }>('SELECT pii FROM articles WHERE doi = $1', [OPEN_DOI])).rows[0]!.pii;
    const thirdParty = (
      await pool.query<{ third_party: boolean }>('SELECT third_party FROM publications WHERE issn = $1', [THIRD_PARTY.issn])
    ).rows[0]!.third_party;
    const links = (
      await pool.query<Saved['links'][number]>(
        'SELECT pii, ssrn_id, open_manuscript_url, clinical_key_url FROM articles WHERE pii = ANY($1)',
        [[WITH_LINKS, openPii]],
      )
    ).rows;
    saved = { thirdParty, links };
    await admin('publication:set-third-party', '--publication', THIRD_PARTY.issn);
    await admin(
      'article:set-links',
      '--article',
      WITH_LINKS,
      '--clear',
      '--ssrn-id',
      SSRN_ID,
      '--open-manuscript',
      MANUSCRIPT,
      '--clinical-key',
      CLINICAL_KEY,
    );
    await admin('article:set-links', '--article', openPii, '--clear', '--open-manuscript', OPEN_MANUSCRIPT);
  });

  test.afterAll(async () => {
    if (!pool) return;
    await pool.query('UPDATE publications SET third_party = $2 WHERE issn = $1', [THIRD_PARTY.issn, saved.thirdParty]);
    for (const l of saved.links) {
      await pool.query('UPDATE articles SET ssrn_id = $2, open_manuscript_url = $3, clinical_key_url = $4 WHERE pii = $1', [
        l.pii,
        l.ssrn_id,
        l.open_manuscript_url,
        l.clinical_key_url,
      ]);
    }
    await pool.end();
  });

  test('a third-party article: the universal PDF button to doi.org, in a new tab, with a tooltip on focus that Escape hides; none of our PDF or purchase options', async ({
    page,
  }) => {
    const bar = await open(page, `/science/article/pii/${THIRD_PARTY.pii}`);
    const button = bar.universalPdf(FOUND_DOI_LABEL);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', `https://doi.org/${THIRD_PARTY.doi}`);
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAccessibleName(`${FOUND_DOI_LABEL} (opens in a new tab)`);
    // found-doi adds the external-link arrow (000 §4).
    await expect(button.locator('svg.universal-pdf__arrow')).toHaveCount(1);
    expect(await bar.allLabels()).toEqual([`${FOUND_DOI_LABEL} (opens in a new tab)`, ...COMPONENT_LABELS]);
    await expect(bar.region.getByText('Purchase PDF')).toHaveCount(0);
    await expect(bar.region.getByText('View PDF')).toHaveCount(0);
    await expect(bar.region.getByText('Access through your institution')).toHaveCount(0);

    await expect(bar.universalPdfTooltip).toBeHidden();
    await button.focus();
    await expect(bar.universalPdfTooltip).toBeVisible();
    await expect(bar.universalPdfTooltip).toHaveText(`Opens the article at its publisher through doi.org/${THIRD_PARTY.doi}`);
    await expect(button).toHaveAttribute('aria-describedby', (await bar.universalPdfTooltip.getAttribute('id'))!);
    expect(await axeViolationsOfBar(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(bar.universalPdfTooltip).toBeHidden();
    await expect(button).toBeFocused();

    // The preview layout still: a third-party article's body is not given away.
    await expect(page.getByText('Article preview').first()).toBeVisible();
  });

  test('a signed-in reader who may buy articles cannot buy a third-party one here', async ({ page }) => {
    await new AccountPages(page).signedIn('reader@lectern.demo', 'lectern-demo');
    const bar = await open(page, `/science/article/pii/${THIRD_PARTY.pii}`);
    await expect(bar.universalPdf(FOUND_DOI_LABEL)).toBeVisible();
    await expect(bar.region.getByText('Purchase PDF')).toHaveCount(0);
    await page.goto(`/science/article/pii/${THIRD_PARTY.pii}/purchase`);
    await expect(page.getByText('Purchasing articles is not available for your account or institution.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  });

  test('an article with an SSRN id shows the preprint banner with its SSRN link; it can be dismissed', async ({ page }) => {
    const bar = await open(page, `/science/article/pii/${WITH_LINKS}`);
    const banner = bar.banner('preprint');
    await expect(banner).toContainText('This article was posted as a preprint before publication.');
    const link = banner.getByRole('link', { name: 'View the preprint' });
    await expect(link).toHaveAttribute('href', `https://papers.ssrn.com/sol3/papers.cfm?abstract_id=${SSRN_ID}`);
    await banner.getByRole('button', { name: 'Close the preprint message' }).click();
    await expect(banner).toHaveCount(0);
    // The publisher's own banner stays.
    await expect(bar.banner('welcome')).toBeVisible();
  });

  test('not entitled with a clinical-key link: Access through ClinicalKey, then Open manuscript, and no purchase', async ({ page }) => {
    const bar = await open(page, `/science/article/pii/${WITH_LINKS}`);
    expect(await bar.allLabels()).toEqual(['Access through ClinicalKey', 'Open manuscript', ...COMPONENT_LABELS]);
    const clinical = bar.region.getByRole('link', { name: 'Access through ClinicalKey' });
    await expect(clinical).toHaveAttribute('href', CLINICAL_KEY);
    await expect(clinical).toHaveAttribute('target', '_blank');
    await expect(bar.region.getByRole('link', { name: 'Open manuscript' })).toHaveAttribute('href', MANUSCRIPT);
    await expect(bar.region.getByText('Purchase PDF')).toHaveCount(0);
    expect(await axeViolationsOfBar(page)).toEqual([]);
  });

  test('entitled: Open manuscript follows View PDF', async ({ page }) => {
    const bar = await open(page, `/science/article/pii/${openPii}`);
    const labels = await bar.allLabels();
    expect(labels[0]).toBe('View PDF');
    expect(labels.slice(labels.indexOf('Open manuscript') + 1)).toEqual(COMPONENT_LABELS);
    expect(labels.filter((l) => l !== 'Download full issue')).toEqual(['View PDF', 'Open manuscript', ...COMPONENT_LABELS]);
    await bar.otherOptionsButton.click();
    await expect(bar.region.getByRole('link', { name: 'Open manuscript' })).toHaveAttribute('href', OPEN_MANUSCRIPT);
  });

  test('at 320 px the universal PDF button and the preprint banner reflow without sideways scrolling', async ({ page }) => {
    for (const path of [`/science/article/pii/${THIRD_PARTY.pii}`, `/science/article/pii/${WITH_LINKS}`]) {
      const bar = await open(page, path, 320);
      const overflow = await bar.region.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await expect(new AccessBar(page).banner('preprint')).toBeVisible();
  });
});
