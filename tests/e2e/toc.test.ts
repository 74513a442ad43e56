import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { TableOfContentsPanel } from './page-objects/toc.ts';

// eLife 06416: 14 figures, 2 tables, 8 supplementary files, a long outline.
const ELIFE_06416 = '/doi/10.7554/eLife.06416';
// PLOS ONE 0117688: 14 tables.
const PLOS_TABLES = '/doi/10.1371/journal.pone.0117688';
// eLife 00461: cited by 9 other samples.
const ELIFE_00461 = '/doi/10.7554/eLife.00461';
// Fuel, a demo subscription journal: an anonymous reader is not entitled.
const SUBSCRIPTION_PII = 'S0016236113008041';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 800 };

async function seriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test.describe('table of contents on wide screens', () => {
  test.use({ viewport: WIDE });

  test('shows the blocks with 6 items each until expanded, and the toggles', async ({ page }) => {
    await page.goto(ELIFE_06416);
    const toc = new TableOfContentsPanel(page);
    await expect(toc.sidebar).toBeVisible();
    await expect(toc.opener).toBeHidden();
    for (const title of ['Outline', 'Figures', 'Tables', 'Extras'])
      await expect(toc.sidebar.getByRole('heading', { name: title, exact: true })).toBeVisible();

    const figures = toc.items(toc.sidebar, 'Figures');
    await expect(figures).toHaveCount(6);
    await expect(figures.first()).toHaveText(/^Figure 1\.?$/);
    const showFigures = toc.toggle(toc.sidebar, 'Figures');
    await expect(showFigures).toHaveText('Show all figures');
    await expect(showFigures).toHaveAttribute('aria-expanded', 'false');
    await showFigures.click();
    await expect(figures).toHaveCount(14);
    await expect(showFigures).toHaveText('Hide figures');
    await expect(showFigures).toHaveAttribute('aria-expanded', 'true');
    await showFigures.click();
    await expect(figures).toHaveCount(6);

    const extras = toc.items(toc.sidebar, 'Extras');
    await expect(extras).toHaveCount(6);
    await toc.toggle(toc.sidebar, 'Extras').click();
    await expect(extras).toHaveCount(8);
    await expect(toc.toggle(toc.sidebar, 'Extras')).toHaveText('Hide extras');

    // Two tables: no toggle.
    await expect(toc.items(toc.sidebar, 'Tables')).toHaveCount(2);
    await expect(toc.toggle(toc.sidebar, 'Tables')).toHaveCount(0);

    const outlineLinks = toc.block(toc.sidebar, 'Outline').getByRole('link');
    await expect(outlineLinks).toHaveCount(6);
    const showOutline = toc.toggle(toc.sidebar, 'Outline');
    await expect(showOutline).toHaveText('Show full outline');
    await showOutline.click();
    await expect(showOutline).toHaveText('Hide outline');
    expect(await outlineLinks.count()).toBeGreaterThan(6);
    await expect(toc.block(toc.sidebar, 'Outline').getByRole('link', { name: 'Materials and methods', exact: true })).toBeVisible();
    await showOutline.click();
    await expect(outlineLinks).toHaveCount(6);
  });

  test('tables toggle between 6 and all', async ({ page }) => {
    await page.goto(PLOS_TABLES);
    const toc = new TableOfContentsPanel(page);
    const tables = toc.items(toc.sidebar, 'Tables');
    await expect(tables).toHaveCount(6);
    await expect(toc.toggle(toc.sidebar, 'Tables')).toHaveText('Show all tables');
    await toc.toggle(toc.sidebar, 'Tables').click();
    await expect(tables).toHaveCount(14);
    await expect(toc.toggle(toc.sidebar, 'Tables')).toHaveText('Hide tables');
  });

  test('follows the section in view and links to the figures', async ({ page }) => {
    await page.goto(ELIFE_06416);
    const toc = new TableOfContentsPanel(page);
    await toc.toggle(toc.sidebar, 'Outline').click();
    const discussion = toc.block(toc.sidebar, 'Outline').getByRole('link', { name: 'Materials and methods', exact: true });
    const href = await discussion.getAttribute('href');
    expect(href).toMatch(/^#/);
    await discussion.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(discussion).toHaveAttribute('aria-current', 'location');
    await expect(toc.block(toc.sidebar, 'Outline').locator('[aria-current="location"]')).toHaveCount(1);

    const firstFigure = toc.items(toc.sidebar, 'Figures').first().getByRole('link');
    const figureId = (await firstFigure.getAttribute('href'))!.slice(1);
    await expect(page.locator(`[id="${figureId}"]`)).toHaveCount(1);
  });

  test('Cited by (count) links to section-cited-by, the Cited by panel of the related column', async ({ page, request }) => {
    // eLife 00461 is cited by 9 other samples (samples/README.md).
    await page.goto(ELIFE_00461);
    const pii = page.url().split('/pii/')[1]!.split(/[?#]/)[0]!;
    const citing = (await (await request.get(`/sdfe/arp/citingArticles?pii=${pii}&limit=6`)).json()) as { hitCount: number };
    expect(citing.hitCount).toBe(9);
    const toc = new TableOfContentsPanel(page);
    const citedBy = toc.block(toc.sidebar, 'Cited by').getByRole('link', { name: 'Cited by (9)', exact: true });
    await expect(citedBy).toHaveAttribute('href', '#section-cited-by');
    const target = page.locator('[id="section-cited-by"]');
    await expect(target).toHaveCount(1);
    await expect(target.getByRole('button', { name: 'Cited by (9)', exact: true })).toBeVisible();
    // What the page's requests add around the outline (related column, enhancers) has arrived, so
    // the click lands on the link it aimed at on a busy machine.
    await page.waitForLoadState('networkidle');
    await citedBy.click();
    await expect(page).toHaveURL(/#section-cited-by$/);
    await expect(target).toBeInViewport();
  });

  test('links are active for a reader with access; on the abstract page of a subscription article only the always-active anchor types link', async ({
    page,
  }) => {
    await page.goto(ELIFE_06416);
    const toc = new TableOfContentsPanel(page);
    await expect(toc.block(toc.sidebar, 'Outline').locator('.toc__link--inactive')).toHaveCount(0);
    await expect(toc.items(toc.sidebar, 'Figures').first().getByRole('link')).toHaveCount(1);

    // Fuel (a demo subscription journal), anonymous: not entitled.
    await page.goto(`/science/article/abs/pii/${SUBSCRIPTION_PII}`);
    const outline = toc.block(toc.sidebar, 'Outline');
    await expect(outline.getByRole('link', { name: 'Abstract', exact: true })).toHaveAttribute('href', /^#/);
    const inactive = outline.locator('.toc__link--inactive');
    expect(await inactive.count()).toBeGreaterThan(0);
    await expect(inactive.first()).not.toHaveAttribute('href');
    // The sections are named, but not links.
    const sectionTitle = (await inactive.first().textContent())!.trim();
    await expect(outline.getByRole('link', { name: sectionTitle, exact: true })).toHaveCount(0);
  });

  test('is keyboard operable and axe-clean', async ({ page }) => {
    await page.goto(ELIFE_06416);
    const toc = new TableOfContentsPanel(page);
    const showFigures = toc.toggle(toc.sidebar, 'Figures');
    await showFigures.focus();
    await page.keyboard.press('Enter');
    await expect(showFigures).toHaveText('Hide figures');
    await page.keyboard.press('Space');
    await expect(showFigures).toHaveText('Show all figures');
    await toc.toggle(toc.sidebar, 'Outline').click();
    expect(await seriousViolations(page, '.article-page__toc')).toEqual([]);
  });

  test('downloads all supplementary files as one form POST of repeated eids into a hidden frame', async ({ page }) => {
    await page.goto(ELIFE_06416);
    const toc = new TableOfContentsPanel(page);
    const posted: { url: string; body: string; method: string }[] = [];
    await page.route('**/sdfe/pdf/download/*/attachments', async (route) => {
      const request = route.request();
      posted.push({ url: request.url(), body: request.postData() ?? '', method: request.method() });
      await route.fulfill({ status: 200, contentType: 'application/zip', body: 'PK' });
    });
    await page.evaluate(() => {
      (window as unknown as { usage: unknown[] }).usage = [];
      window.addEventListener('lectern:usage', (e) => (window as unknown as { usage: unknown[] }).usage.push((e as CustomEvent).detail));
    });
    const button = toc.block(toc.sidebar, 'Extras').getByRole('button', { name: 'Download all supplementary files' });
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => posted.length).toBe(1);
    const [post] = posted;
    expect(post!.method).toBe('POST');
    expect(new URL(post!.url).pathname).toBe('/sdfe/pdf/download/S2050084X15064160/attachments');
    const form = new URLSearchParams(post!.body);
    const eids = form.getAll('eids');
    expect(eids.length).toBe(8);
    expect(new Set(eids).size).toBe(8);
    for (const eid of eids) expect(eid).toMatch(/^1-s2\.0-S2050084X15064160-/);
    expect(form.has('_csrf')).toBe(true);
    // The page stays and no window opens: the answer went to the hidden frame, made on submit.
    await expect(page).toHaveURL(/eLife\.06416|S2050084X15064160/);
    expect(page.context().pages()).toHaveLength(1);
    await expect(page.locator('iframe[name="toc-extras-download"]')).toBeHidden();
    expect(page.frames().map((f) => f.name())).toContain('toc-extras-download');
    const usage = await page.evaluate(() => (window as unknown as { usage: Array<Record<string, string>> }).usage);
    expect(usage).toContainEqual({
      currObj: 'MiamiMultiMediaURL',
      activity: 'requestmmfile',
      MMCType: 'zip',
      eid: '1-s2.0-S2050084X15064160-mmc.zip',
    });
    await expect(toc.block(toc.sidebar, 'Extras').locator('form')).toHaveAttribute('data-impression-type', 'bulk');
  });
});

test.describe('table of contents on narrow screens', () => {
  test.use({ viewport: NARROW });

  test('opens as a modal that traps focus and closes with Escape', async ({ page }) => {
    await page.goto(ELIFE_06416);
    const toc = new TableOfContentsPanel(page);
    await expect(toc.sidebar).toBeHidden();
    await expect(toc.opener).toBeVisible();
    await toc.opener.focus();
    await page.keyboard.press('Enter');
    await expect(toc.dialog).toBeVisible();
    await expect(toc.items(toc.dialog, 'Figures')).toHaveCount(6);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await toc.dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    expect(await seriousViolations(page, 'dialog')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(toc.dialog).toBeHidden();
    await expect(toc.opener).toBeFocused();
    // Reflow: nothing scrolls sideways at 320 px.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('following a link closes the modal and goes to the section', async ({ page }) => {
    await page.goto(ELIFE_06416);
    const toc = new TableOfContentsPanel(page);
    await toc.opener.click();
    const link = toc.items(toc.dialog, 'Figures').first().getByRole('link');
    const href = await link.getAttribute('href');
    await link.click();
    await expect(toc.dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});
