import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { SidePanel } from './page-objects/side-panels.ts';

/**
 * Every side panel is reachable from a real page (001 §2): a footnote marker in the body opens
 * the Footnote panel; the citation popover's reference label opens the Reference panel; the
 * help link 'What’s this?' next to the topic links opens the Help panel. Body clicks are
 * handled by delegation on the server-rendered HTML. Escape closes and focus returns.
 */
async function axeViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

test('a footnote marker in the body of Renewable Energy S0960148113002048 opens the Footnote panel', async ({ page }) => {
  await page.goto('/science/article/pii/S0960148113002048');
  await expect(page.locator('article.article[data-enhanced="true"]')).toBeAttached();
  const panels = new SidePanel(page);
  const marker = page.locator('article.article .article-body a.xref[data-xref-type="fn"]').first();
  const id = (await marker.getAttribute('href'))!.slice(1);
  const noteText = (await page.locator(`[id="${id}"]`).textContent())!.replace(/\s+/g, ' ').trim();
  expect(noteText).toContain('ccl.net');
  await marker.click();
  await expect(panels.dialog.getByRole('heading', { name: 'Footnote', level: 2 })).toBeVisible();
  await expect(panels.dialog.locator('.side-panel-text')).toHaveText(noteText);
  await expect(panels.dialog.getByRole('link', { name: 'Go to this in the article' })).toHaveAttribute('href', `#${id}`);
  // The marker did not jump to the note: the page stays where the reader was.
  expect(new URL(page.url()).hash).toBe('');
  expect(await axeViolations(page, 'dialog.generic-side-panel')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panels.dialog).toBeHidden();
  await expect(marker).toBeFocused();
});

test("the citation popover's reference opener in eLife 00109 opens the Reference panel", async ({ page }) => {
  await page.goto('/doi/10.7554/eLife.00109');
  await expect(page.locator('article.article[data-enhanced="true"]')).toBeAttached();
  const panels = new SidePanel(page);
  const citation = page.locator('article.article a.xref[data-xref-type="bibr"]:not([data-refids])').first();
  const id = (await citation.getAttribute('href'))!.slice(1);
  const referenceText = (await page.locator(`[id="${id}"]`).textContent())!.replace(/\s+/g, ' ').trim();
  await citation.click();
  const popover = page.getByRole('dialog', { name: 'Reference' }).and(page.locator('.citation-popover'));
  await expect(popover).toBeVisible();
  const opener = popover.locator('[data-content-type="reference"]');
  await expect(opener).toHaveAttribute('data-content-id', id);
  await opener.click();
  await expect(panels.dialog.getByRole('heading', { name: 'Reference', level: 2 })).toBeVisible();
  await expect(panels.dialog.locator('.side-panel-text')).toHaveText(referenceText);
  expect(await axeViolations(page, 'dialog.generic-side-panel')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panels.dialog).toBeHidden();
  // Back where the reader was: the popover's opener, the popover still open beneath.
  await expect(opener).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
});

test("'What’s this?' beside the topic links of eLife 00461 opens the Help panel", async ({ page }) => {
  await page.goto('/doi/10.7554/eLife.00461');
  await expect(page.locator('article.article[data-topic-annotations="received"]')).toBeAttached();
  const panels = new SidePanel(page);
  const help = page.getByRole('button', { name: 'What\u2019s this? About topic links' });
  await expect(help).toBeVisible();
  expect(await axeViolations(page, '.topic-links-help')).toEqual([]);
  await help.click();
  await expect(panels.dialog.getByRole('heading', { name: 'Help', level: 2 })).toBeVisible();
  await expect(panels.dialog.locator('.side-panel-text')).toContainText('Highlighted terms in this article link to topic pages');
  expect(await axeViolations(page, 'dialog.generic-side-panel')).toEqual([]);
  await panels.clickOutside();
  await expect(panels.dialog).toBeHidden();
  await expect(help).toBeFocused();
});
