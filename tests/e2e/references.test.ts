import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './support/test.ts';

/**
 * References and inline citations on elife00573 (an insight), whose reference bib3 cites the
 * stored research article elife00461 (spec 000 §2 external reference links, §5 scholarly
 * search lookup; spec 001 §7 reference link calls; WCAG 2.2 SC 1.4.13 for the popover).
 */
const INSIGHT = '/doi/10.7554/eLife.00573';
const CITED_TITLE = 'Ribosome structures to near-atomic resolution from thirty thousand cryo-EM particles';

const citation = (page: Page) => page.locator('article p').getByRole('link', { name: 'Bai et al., 2013' });
const popover = (page: Page) => page.getByRole('dialog', { name: 'Reference' });
const referenceItem = (page: Page) => page.locator('#references li').filter({ hasText: CITED_TITLE });

/**
 * Enhancers arrive after hydration: repeat the gesture until the popover answers it. Each try
 * starts from nothing focused or hovered, so a focus that landed before the enhancer did is
 * given again (focusing an element that already has focus fires no event).
 */
async function openOn(page: Page, target: Locator, gesture: (c: Locator) => Promise<void>) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.mouse.move(1, 1);
    await target.evaluate((el) => (el as HTMLElement).blur());
    await gesture(target);
    await expect(popover(page)).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
const openBy = (page: Page, gesture: (c: Locator) => Promise<void>) => openOn(page, citation(page), gesture);

test.beforeEach(async ({ page }) => {
  const response = await page.goto(INSIGHT);
  expect(response?.status()).toBe(200);
  // The reference-links enhancer has run once the stored cited article is linked.
  await expect(referenceItem(page).getByRole('link', { name: 'View article' })).toBeVisible();
});

test('the reference list links the cited article stored here, its DOI and a scholarly lookup', async ({ page }) => {
  const item = referenceItem(page);
  await expect(item.getByRole('link', { name: 'DOI', exact: true })).toHaveAttribute('href', 'https://doi.org/10.7554/eLife.00461');
  const scholar = new URL((await item.getByRole('link', { name: 'Google Scholar' }).getAttribute('href'))!);
  expect(scholar.origin + scholar.pathname).toBe('https://scholar.google.com/scholar_lookup');
  expect(scholar.searchParams.get('title')).toBe(CITED_TITLE);
  expect(scholar.searchParams.get('publication_year')).toBe('2013');
  expect(scholar.searchParams.getAll('author')).toEqual(['X Bai', 'IS Fernandez', 'G McMullan', 'SHW Scheres']);

  const internal = item.getByRole('link', { name: 'View article' });
  await expect(internal).toBeVisible();
  await internal.click();
  await expect(page).toHaveURL(/\/science\/article\/pii\/S2050084X\w+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CITED_TITLE);
});

test('hovering a citation shows the reference; it stays while hovered and closes when left', async ({ page }) => {
  await openBy(page, (c) => c.hover());
  const dialog = popover(page);
  await expect(dialog).toContainText(CITED_TITLE);
  await expect(dialog.getByRole('link', { name: 'View article' })).toBeVisible();
  await expect(citation(page)).toHaveAttribute('aria-expanded', 'true');

  await dialog.getByRole('link', { name: 'Google Scholar' }).hover();
  await page.waitForTimeout(1_000); // longer than the grace period that closes a left popover
  await expect(dialog).toBeVisible();

  await page.mouse.move(1, 1);
  await expect(dialog).toBeHidden();
  await expect(citation(page)).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes a hovered popover without moving the pointer', async ({ page }) => {
  await openBy(page, (c) => c.hover());
  await page.keyboard.press('Escape');
  await expect(popover(page)).toBeHidden();
});

test('keyboard: focus opens it, Tab enters it, Escape closes it and focus returns to the citation', async ({ page }) => {
  await openBy(page, (c) => c.focus());
  await page.keyboard.press('Tab');
  // The first stop is the reference's opener of the Reference side panel, then its links.
  await expect(popover(page).locator('[data-content-type="reference"]')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(popover(page).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popover(page)).toBeHidden();
  await expect(citation(page)).toBeFocused();
});

test('keyboard: it closes when focus moves past it', async ({ page }) => {
  await openBy(page, (c) => c.focus());
  const links = (await popover(page).getByRole('link').count()) + (await popover(page).getByRole('button').count());
  for (let i = 0; i <= links; i += 1) await page.keyboard.press('Tab');
  // Focus is past the popover (on the next citation, which may open its own).
  await expect(page.getByRole('dialog').filter({ hasText: CITED_TITLE })).toBeHidden();
  await expect(citation(page)).toHaveAttribute('aria-expanded', 'false');
});

test('a click opens it without leaving the text, and "View in references" goes to the list', async ({ page }) => {
  await openBy(page, (c) => c.click());
  await expect(page).not.toHaveURL(/#bib3$/);
  await page.mouse.move(1, 1);
  await expect(popover(page)).toBeVisible(); // pinned by the click
  await popover(page).getByText(CITED_TITLE).click(); // selecting its text does not close it
  await expect(popover(page)).toBeVisible();
  await popover(page).getByRole('link', { name: 'View in references' }).click();
  await expect(page).toHaveURL(/#bib3$/);
  await expect(popover(page)).toBeHidden();
});

test('the open popover has no accessibility violations', async ({ page }) => {
  await openBy(page, (c) => c.focus());
  await expect(popover(page).getByRole('link', { name: 'View article' })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('#citation-popover')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('an Elsevier citation "[1]" shows its sb:reference in the popover', async ({ page }) => {
  await page.goto('/science/article/pii/S0960148113002048');
  const first = page.locator('article').getByRole('link', { name: '[1]', exact: true }).first();
  const dialog = popover(page);
  await openOn(page, first, (c) => c.focus());
  await expect(dialog).toContainText('Evaluation of different turbine concepts for wind power');
  await expect(dialog.getByRole('link', { name: 'Google Scholar' })).toHaveAttribute(
    'href',
    /^https:\/\/scholar\.google\.com\/scholar_lookup\?title=Evaluation\+of\+different\+turbine\+concepts\+for\+wind\+power&/,
  );
});
