import { expect, test } from './support/test.ts';
import { SidePanel } from './page-objects/side-panels.ts';

/**
 * The open side panel is in the URL (ADR 009): an opener in the body sets `?panel=<kind>:<id>`,
 * Back closes the panel and Forward opens it again, and a shared link opens it on load.
 * Sample: eLife 00109.
 */
const ARTICLE = '/doi/10.7554/eLife.00109';

test('an opener sets ?panel=reference:<id>; Back closes the panel, Forward reopens it; a shared link opens it', async ({ page }) => {
  await page.goto(ARTICLE);
  await expect(page.locator('article.article[data-enhanced="true"]')).toBeAttached();
  const panels = new SidePanel(page);
  const id = (await page.locator('article.article [id^="bib"]').first().getAttribute('id'))!;
  await (await panels.addOpener('reference', id, 'Open reference panel')).click();
  await expect(panels.dialog.getByRole('heading', { name: 'Reference', level: 2 })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('panel')).toBe(`reference:${id}`);

  await page.goBack();
  await expect(panels.dialog).toBeHidden();
  expect(new URL(page.url()).searchParams.has('panel')).toBe(false);
  await page.goForward();
  await expect(panels.dialog.getByRole('heading', { name: 'Reference', level: 2 })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panels.dialog).toBeHidden();
  expect(new URL(page.url()).searchParams.has('panel')).toBe(false);

  // A shared link to the article's page (its canonical path) with the Help panel open.
  await page.goto(`${new URL(page.url()).pathname}?panel=help:cited-by`);
  await expect(panels.dialog.getByRole('heading', { name: 'Help', level: 2 })).toBeVisible();
  await expect(panels.dialog.locator('.side-panel-text')).toHaveText(
    'Cited by lists the articles on this site whose reference lists include this article, newest first.',
  );
});
