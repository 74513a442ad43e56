import { expect, test, type Page } from './support/test.ts';

/**
 * PDFs in the browser: an open sample's PDF downloads from its address (the enhanced reader's
 * viewer: pdf-reader.test.ts).
 */
const ARTICLE = '/doi/10.7554/eLife.00005';

async function piiOf(page: Page): Promise<string> {
  await page.goto(ARTICLE);
  const pii = /\/science\/article\/pii\/([^/?#]+)/.exec(page.url())?.[1];
  expect(pii).toBeTruthy();
  return pii!;
}

test('the View PDF link of an open sample gives its PDF, which downloads as a file named after its PII', async ({ page }) => {
  test.setTimeout(180_000);
  const pii = await piiOf(page);
  // The access bar's View PDF link (page state from the server) points at the PDF route.
  const viewPdf = page.getByRole('link', { name: 'View PDF' }).first();
  await expect(viewPdf).toHaveAttribute('href', `/science/article/pii/${pii}/pdfft?pid=${pii}.pdf`);
  const response = await page.request.get((await viewPdf.getAttribute('href'))!, { timeout: 150_000 });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.goto(`/sdfe/reader/pii/${pii}/pdf`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${pii}.pdf`);
});

test('the enhanced reader does not open on a host that is not ours', async ({ request, baseURL }) => {
  const res = await request.get(`${baseURL}/sdfe/reader/pii/S2050084X12000051/pdf`, { headers: { Host: 'evil.example.net' } });
  expect(res.status()).toBe(404);
  expect((await res.json()).detail).toContain('own hosts');
});
