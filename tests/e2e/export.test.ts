import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { parseCitation } from '../setup/parse-citation.ts';

/**
 * Export citation (spec 001 §2 "Export": a GET form to /sdfe/arp/cite with pii, format and
 * withabstract=true; the RefWorks path) and the share links (§5 share title limits), on the
 * real Elsevier sample S0960148113002048, as a reader uses them.
 */
const PII = 'S0960148113002048';
const TITLE = 'Robust VAWT control system evaluation by coupled aerodynamic and electrical simulations';

/** Opens the Cite popover from the article toolbar and returns its export form. */
async function openCite(page: Page) {
  await page.getByRole('button', { name: 'Cite', exact: true }).click();
  return page.getByRole('dialog', { name: 'Cite this article' }).getByRole('group', { name: 'Export citation' });
}

async function downloadFrom(page: Page, action: () => Promise<unknown>) {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  return { name: download.suggestedFilename(), text: await fs.readFile((await download.path())!, 'utf8') };
}

test('choosing BibTeX with the abstract downloads {pii}.bib that citation-js reads', async ({ page }) => {
  await page.goto(`/science/article/pii/${PII}`);
  const form = await openCite(page);
  await form.getByLabel('Format').selectOption({ label: 'BibTeX' });
  await form.getByLabel('Include abstract').check();
  const { name, text } = await downloadFrom(page, () => form.getByRole('button', { name: 'Export citation' }).click());
  expect(name).toBe(`${PII}.bib`);
  const [item] = parseCitation(text);
  expect(item).toMatchObject({ title: TITLE, 'container-title': 'Renewable Energy', DOI: '10.1016/j.renene.2013.03.038', page: '193-201' });
  expect(item!.author).toEqual([
    { family: 'Goude', given: 'Anders' },
    { family: 'Bülow', given: 'Fredrik' },
  ]);
  expect(item!.abstract).toMatch(/^A control system for a vertical axis wind turbine is presented\./);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still downloads RIS (the default format), without the abstract unless ticked', async ({ page }) => {
    await page.goto(`/science/article/pii/${PII}`);
    const form = await openCite(page);
    await expect(form.getByLabel('Format')).toHaveValue('application/x-research-info-systems');
    const { name, text } = await downloadFrom(page, () => form.getByRole('button', { name: 'Export citation' }).click());
    expect(name).toBe(`${PII}.ris`);
    expect(text.startsWith('TY  - JOUR\r\n')).toBe(true);
    expect(text).toContain(`TI  - ${TITLE}\r\n`);
    expect(text).not.toContain('AB  - ');
  });

  test('plain text and RefWorks download with their names', async ({ page }) => {
    await page.goto(`/science/article/pii/${PII}`);
    const form = await openCite(page);
    await form.getByLabel('Format').selectOption({ label: 'Text' });
    const plain = await downloadFrom(page, () => form.getByRole('button', { name: 'Export citation' }).click());
    expect(plain.name).toBe(`${PII}.txt`);
    expect(plain.text.split('\n').slice(0, 2)).toEqual(['Anders Goude, Fredrik Bülow,', `${TITLE},`]);
    expect(plain.text).toContain('https://doi.org/10.1016/j.renene.2013.03.038.\n');
    const refworks = await downloadFrom(page, () => page.getByRole('link', { name: 'Export to RefWorks' }).click());
    expect(refworks.name).toBe(`${PII}-refworks.txt`);
    expect(refworks.text.split('\n').slice(0, 5)).toEqual([
      'RT Journal Article',
      'SR Electronic(1)',
      `ID ${PII}`,
      'A1 Goude, Anders',
      'A1 Bülow, Fredrik',
    ]);
  });
});

test('share links carry the DOI link and the title cut to 70 characters plus an ellipsis in the e-mail subject', async ({ page }) => {
  await page.goto(`/science/article/pii/${PII}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share' }).getByRole('navigation', { name: 'Share this article' });
  await expect(share.getByRole('link')).toHaveText([
    'Share by e-mail',
    'Share on Facebook',
    'Share on Twitter',
    'Share on LinkedIn',
    'Share on Reddit',
  ]);
  const mail = new URL((await share.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href'))!);
  expect(mail.searchParams.get('subject')).toBe(`${TITLE.slice(0, 70).trimEnd()}…`);
  const reddit = new URL((await share.getByRole('link', { name: 'Share on Reddit' }).getAttribute('href'))!);
  expect(reddit.searchParams.get('url')).toBe('https://doi.org/10.1016/j.renene.2013.03.038');
  expect(reddit.searchParams.get('title')).toBe(TITLE);
});

test('Cite and Share are toolbar buttons: the abstract follows the authors, the popovers close on Escape and return focus', async ({
  page,
}) => {
  await page.goto(`/science/article/pii/${PII}`);
  const article = page.locator('article.article');
  // Nothing between the authors (the header) and the abstract: the toolbar sits above the title.
  await expect(article.locator('.article-content > *').nth(1)).toContainText(TITLE);
  await expect(article.locator('.article-content > *').nth(2).getByRole('heading', { name: 'Abstract' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Export citation' })).toBeHidden();
  for (const [button, dialog] of [
    ['Cite', 'Cite this article'],
    ['Share', 'Share'],
  ] as const) {
    const opener = page.getByRole('button', { name: button, exact: true });
    await opener.click();
    const popover = page.getByRole('dialog', { name: dialog });
    await expect(popover).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(popover.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the toolbar and its open popovers pass axe (WCAG 2.2 AA) at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/science/article/pii/${PII}`);
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
    expect((await new AxeBuilder({ page }).include('.article-tools').withTags(tags).analyze()).violations).toEqual([]);
    for (const [button, dialog] of [
      ['Cite', 'Cite this article'],
      ['Share', 'Share'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      expect((await new AxeBuilder({ page }).include('.article-tools').withTags(tags).analyze()).violations).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });
}
