import { expect, test } from './support/test.ts';
import { pdfText } from '../setup/pdf-text.ts';
import { axeViolations, FidelityArticlePage, VIEWPORTS } from './page-objects/fidelity-pages.ts';
import { RelatedContentPanel } from './page-objects/related-content.ts';
import { SearchPage } from './page-objects/search-page.ts';

/**
 * Reading fidelity on the samples: et al. and compact reference links, the typeset PDF,
 * the preview and licence of a paid article, recommendations without notices, one set of
 * article-type labels and human dates, and refusals a browser shows as pages.
 */
const PLOS_810 = '/doi/10.1371/journal.pone.0012262'; // 375 <etal/> in its references
const ELIFE = '/doi/10.7554/eLife.00005';
const FUEL = 'S0016236113008041'; // Fuel, a demo subscription journal: anonymous readers get the preview
const RENEWABLE = '/science/article/pii/S0960148113002048'; // Elsevier, document subtype fla

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('references say et al. where the source does, with DOI and Google Scholar as compact links on one line', async ({ page }) => {
      const article = new FidelityArticlePage(page);
      expect((await article.open(ELIFE))?.status()).toBe(200);
      // bib44 ends its person-group with <etal/>.
      const xu = article.referencesSaying(/Binding of different histone marks/);
      await expect(xu).toContainText('Xu C, Bian C, Yang W, Galka M, Ouyang H, Chen C, et al. (2010).');
      expect(await axeViolations(page)).toEqual([]);
      // elife00573's references carry DOIs: DOI and Google Scholar sit side by side.
      await article.open('/doi/10.7554/eLife.00573');
      const links = article.references.filter({ has: page.getByRole('link', { name: 'DOI', exact: true }) }).first();
      const doi = links.getByRole('link', { name: 'DOI', exact: true });
      const scholar = links.getByRole('link', { name: 'Google Scholar' });
      await expect(doi).toHaveAttribute('href', /^https:\/\/doi\.org\/10\./);
      await doi.scrollIntoViewIfNeeded();
      // Both boxes are read in one evaluation: references above may still be laid out as they
      // scroll in (content-visibility) and move the page between two separate reads.
      const [doiLink, scholarLink] = [await doi.elementHandle(), await scholar.elementHandle()];
      const lineGap = () =>
        page.evaluate(([d, g]) => Math.abs(d!.getBoundingClientRect().top - g!.getBoundingClientRect().top), [
          doiLink,
          scholarLink,
        ] as const);
      await expect.poll(lineGap).toBeLessThan(4);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a paid article: the preview says what the reader can do, shows its copyright, numbers references once and states no open licence', async ({
      page,
    }) => {
      const article = new FidelityArticlePage(page);
      expect((await article.open(`/science/article/pii/${FUEL}`))?.status()).toBe(200);
      await expect(article.viewPdfOrPurchase.first()).toBeAttached();
      await expect(article.licence).toHaveCount(0);
      await expect(article.copyrightLine).toContainText('The Authors');
      const options = article.accessOptions;
      await expect(options.getByRole('link')).toHaveText(['Sign in', 'Access through your institution', 'Purchase this article']);
      await expect(options.getByRole('link', { name: 'Purchase this article' })).toHaveAttribute(
        'href',
        `/science/article/pii/${FUEL}/purchase`,
      );
      // "[1] …" is the reference's own number: the list adds none ("2. [2] Oakey J.E.").
      const list = article.previewReferences.getByRole('list').first();
      expect(await list.evaluate((ol) => getComputedStyle(ol).listStyleType)).toBe('none');
      await expect(list.getByRole('listitem').first()).toContainText(/^\s*\[1\]/);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('article types and dates read as a reader reads them', async ({ page }) => {
      const article = new FidelityArticlePage(page);
      await article.open(RENEWABLE);
      await expect(article.articleType).toHaveText('Research article');
      await article.open(PLOS_810);
      await expect(article.articleType).toHaveText('Research article');
      await expect(article.history).toHaveText('Received 13 December 2009, Accepted 26 June 2010, Available online 18 August 2010');
      await page.goto('/search?qs=renewable+energy');
      const search = new SearchPage(page);
      await expect(search.results.first()).toBeVisible();
      await expect(search.results.getByText('Research article', { exact: true }).first()).toBeVisible();
      await expect(page.getByText(/^fla$|Full-length article/i)).toHaveCount(0);
      await expect(page.getByText(/\b\d{4}-\d{2}-\d{2}\b/)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a browser refused a PDF gets a page with the access options; an API client keeps the problem document', async ({ page }) => {
      const response = await page.goto(`/science/article/pii/${FUEL}/pdfft`);
      expect(response?.status()).toBe(403);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You do not have access to this PDF');
      const options = page.getByRole('list', { name: 'Get access to the full text of this article' });
      await expect(options.getByRole('link')).toHaveText(['Sign in', 'Access through your institution', 'Purchase this article']);
      await expect(page.getByRole('link', { name: 'View the abstract' })).toHaveAttribute('href', `/science/article/abs/pii/${FUEL}`);
      expect(await axeViolations(page)).toEqual([]);

      const api = await page.request.get(`/science/article/pii/${FUEL}/pdfft`, { headers: { Accept: 'application/json' } });
      expect(api.status()).toBe(403);
      expect(api.headers()['content-type']).toContain('application/problem+json');
      expect(((await api.json()) as { status: number }).status).toBe(403);
    });
  });
}

test('recommendations never offer a correction notice (eLife 03908 has one among the samples)', async ({ page }) => {
  const article = new FidelityArticlePage(page);
  await article.open('/doi/10.7554/eLife.03908');
  await page.waitForLoadState('networkidle');
  const related = new RelatedContentPanel(page);
  // The list has arrived: titles, or the empty message when nothing is close enough.
  await expect(related.recommendations).toContainText(/No articles found|\w{4,}/);
  await expect(related.column.getByText('Correction: Epidemiological dynamics of Ebola outbreaks')).toHaveCount(0);
  const more = related.recommendations.getByRole('button', { name: /^Show \d+ more recommended articles?$/ });
  if (await more.count()) await more.click();
  for (const title of await related.recommendationTitles.allTextContents())
    expect(title).not.toMatch(/^\s*(Correction|Retraction|Expression of concern)\b/i);
});

test('the typeset PDF numbers references as the page does, says et al. and has no link chrome', async ({ page }) => {
  test.setTimeout(240_000);
  const article = new FidelityArticlePage(page);
  await article.open(ELIFE);
  const pii = /\/science\/article\/pii\/([^/?#]+)/.exec(page.url())![1]!;
  const response = await page.request.get(`/science/article/pii/${pii}/pdfft`, { timeout: 200_000 });
  expect(response.status()).toBe(200);
  const text = (await pdfText(new Uint8Array(await response.body()))).normalize('NFKC');
  expect(text).toContain('Xu C, Bian C, Yang W, Galka M, Ouyang H, Chen C, et al.');
  expect(text).not.toContain('Google Scholar');
  expect(text).toContain('https://doi.org/10.7554/eLife.00005');
  expect(text).toMatch(/Received 20 June 2012/);
});
