import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { TableOfContentsPanel } from './page-objects/toc.ts';

// eLife 00218: a "Major datasets" section (EMDB maps EMD-2096 and EMD-2097, PDB 3zfs) and a RefSeq accession in the text.
const DATASETS = '/doi/10.7554/eLife.00218';
// Renewable Energy: no data availability statement, dataset or accession.
const NO_DATA = '/science/article/pii/S0960148113002048';

test.describe('research data (enriched content, 000 §3, §4, §7)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an article with a datasets section shows Research data with resolvable links, and its TOC anchor', async ({ page }) => {
    const enriched = page.waitForResponse((r) => r.url().includes('/enriched-content'));
    await page.goto(DATASETS);
    expect((await enriched).status()).toBe(200);
    const section = page.getByRole('region', { name: 'Research data', exact: true });
    await expect(section.getByRole('heading', { level: 2, name: 'Research data' })).toBeVisible();

    const datasets = section.getByRole('region', { name: 'Datasets' });
    await expect(datasets.getByRole('link', { name: 'EMD-2096' })).toHaveAttribute(
      'href',
      'http://www.ebi.ac.uk/pdbe-srv/emsearch/atlas/2096_summary.html',
    );
    await expect(datasets.getByText('F420-reducing [NiFe] hydrogenase Frh', { exact: true })).toBeVisible();
    await expect(datasets.getByText('Electron Microscopy Data Bank').first()).toBeVisible();
    const links = await section.getByRole('link').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links.length).toBeGreaterThan(3);
    for (const href of links) expect(new URL(href).protocol).toMatch(/^https?:$/);
    await expect(section.getByRole('region', { name: 'Database links' }).getByRole('link', { name: 'NP_070660' })).toHaveAttribute(
      'href',
      'https://www.ncbi.nlm.nih.gov/nuccore/NP_070660',
    );

    // 000 §5: the ec-research-data anchor is in the table of contents and active.
    const toc = new TableOfContentsPanel(page);
    const anchor = toc.sidebar.getByRole('link', { name: 'Research data' });
    await expect(anchor).toHaveAttribute('href', '#ec-research-data');
    await anchor.click();
    await expect(page).toHaveURL(/#ec-research-data$/);
    await expect(section).toBeInViewport();

    const results = await new AxeBuilder({ page }).include('#ec-research-data').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    // Reflow (WCAG 1.4.10): long dataset links wrap; nothing scrolls sideways at 320 px.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('an article without research data shows no section and no anchor', async ({ page }) => {
    const enriched = page.waitForResponse((r) => r.url().includes('/enriched-content'));
    await page.goto(NO_DATA);
    expect((await enriched).status()).toBe(200);
    await page.waitForTimeout(300);
    await expect(page.getByRole('heading', { name: 'Research data' })).toHaveCount(0);
    await expect(new TableOfContentsPanel(page).sidebar.getByRole('link', { name: 'Research data' })).toHaveCount(0);
  });

  test('a failed enriched-content request is swallowed: the page shows, without research data', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route('**/enriched-content', (route) =>
      route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"status":503}' }),
    );
    await page.goto(DATASETS);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('heading', { name: 'Research data' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
