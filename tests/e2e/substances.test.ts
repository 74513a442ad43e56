import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { SidePanel } from './page-objects/side-panels.ts';

/**
 * Substances on real sample articles (001 §1, §2, §4, §8, §9): the related-content column's
 * Substances section lists the starter-registry substances each article mentions, in order of
 * first mention (the first 6, then a toggle); a substance opens 'Reaxys substance information'
 * with its facts and a link to the chemistry database; previous is disabled at the first,
 * next at the last; moving scrolls the panel to its top.
 */
const ARTICLES = [
  {
    path: '/doi/10.7554/eLife.00109',
    titles: [
      'serotonin',
      'dopamine',
      'HEPES',
      'sodium chloride',
      'ethylenediaminetetraacetic acid',
      'tris(hydroxymethyl)aminomethane',
      'glycerol',
      'L-glutamic acid',
    ],
  },
  {
    path: '/doi/10.7554/eLife.08245',
    titles: [
      'sirolimus',
      'ethylenediaminetetraacetic acid',
      'magnesium chloride',
      'calcium chloride',
      'water',
      'carbon dioxide',
      'acetic acid',
      'methanol',
      'tris(hydroxymethyl)aminomethane',
      'sodium chloride',
      'glycine',
    ],
  },
  {
    path: '/doi/10.1371/journal.pone.0012262',
    titles: [
      'D-glucose',
      'nitric oxide',
      "guanosine 5'-triphosphate",
      'water',
      'glycerol',
      'urea',
      'hydrogen peroxide',
      'carbon dioxide',
      'ammonia',
      'ethanol',
    ],
  },
];

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

function substancesSection(page: Page) {
  return page.locator('aside.related-content section.related-substances');
}

for (const { path, titles } of ARTICLES) {
  test(`${path}: the Substances section lists ${titles.length} substances by first mention, 6 before the toggle`, async ({ page }) => {
    await page.goto(path);
    const section = substancesSection(page);
    await expect(section.getByRole('button', { name: 'Substances', exact: true })).toHaveAttribute('aria-expanded', 'true');
    const items = section.locator('.related-substances__open');
    await expect(items).toHaveText(titles.slice(0, 6));
    await section.getByRole('button', { name: `Show all ${titles.length} substances` }).click();
    await expect(items).toHaveText(titles);
    await expect(section.getByRole('button', { name: 'Show fewer substances' })).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations(page, 'section.related-substances')).toEqual([]);
    // The section toggles closed and open (001 §4 "Related content sections toggle open/closed").
    await section.getByRole('button', { name: 'Substances', exact: true }).click();
    await expect(items.first()).toBeHidden();
    await section.getByRole('button', { name: 'Substances', exact: true }).click();
    await expect(items.first()).toBeVisible();

    // A substance opens its panel at its position.
    const panels = new SidePanel(page);
    await items.nth(2).click();
    await expect(panels.dialog.getByRole('heading', { name: 'Reaxys substance information', level: 2 })).toBeVisible();
    await expect(panels.dialog.getByRole('heading', { name: titles[2], level: 3, exact: true })).toBeVisible();
    await expect(panels.dialog.getByText('Molecular formula')).toBeVisible();
    await expect(panels.dialog.getByText('CAS Registry Number')).toBeVisible();
    expect(await axeViolations(page, 'dialog.generic-side-panel')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panels.dialog).toBeHidden();
    await expect(items.nth(2)).toBeFocused();
  });
}

test('Reaxys substance information on eLife 00109: facts, database link, previous/next bounds, scroll to top', async ({ page }) => {
  await page.goto(ARTICLES[0]!.path);
  const { titles } = ARTICLES[0]!;
  const panels = new SidePanel(page);
  await substancesSection(page).locator('.related-substances__open').first().click();
  const dialog = panels.dialog;
  await expect(dialog.getByRole('heading', { name: 'serotonin', level: 3 })).toBeVisible();
  await expect(dialog.locator('dd')).toContainText(['C10H12N2O', '176.21 g/mol', '50-67-9', '5-hydroxytryptamine; 5-HT']);
  await expect(dialog.getByRole('link', { name: 'PubChem compound 5202' })).toHaveAttribute(
    'href',
    'https://pubchem.ncbi.nlm.nih.gov/compound/5202',
  );
  await expect(dialog.getByRole('link', { name: 'View serotonin in the chemistry database' })).toHaveAttribute(
    'href',
    'https://pubchem.ncbi.nlm.nih.gov/compound/serotonin?utm_source=lectern-substance-panel',
  );
  const previous = dialog.getByRole('button', { name: 'Previous' });
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  // A short window, so the panel body scrolls: each move brings the reader back to its top.
  await page.setViewportSize({ width: 1280, height: 320 });
  const body = dialog.locator('.side-panel-body');
  for (let i = 1; i < titles.length; i += 1) {
    await body.evaluate((b) => b.scrollTo({ top: b.scrollHeight }));
    expect(await body.evaluate((b) => b.scrollTop)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: titles[i], level: 3, exact: true })).toBeVisible();
    expect(await body.evaluate((b) => b.scrollTop)).toBe(0);
  }
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(dialog.getByRole('heading', { name: titles.at(-2), level: 3, exact: true })).toBeVisible();
  expect(await axeViolations(page, 'dialog.generic-side-panel')).toEqual([]);
});

test('an article whose text mentions no registry substance has no Substances section and never asks for one', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/substances')) asked.push(r.url());
  });
  await page.goto('/doi/10.7554/eLife.01662');
  await expect(page.locator('article.article[data-enhanced="true"]')).toBeAttached();
  await expect(substancesSection(page)).toHaveCount(0);
  expect(asked).toEqual([]);
});
