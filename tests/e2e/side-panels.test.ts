import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from './support/test.ts';
import { fulfilJson } from './page-objects/related-content.ts';
import { SidePanel } from './page-objects/side-panels.ts';

/**
 * Side panels (001 §2, §4, §8; 000 §8): any element with content-type and content-id opens the
 * matching panel by delegation on the server-rendered page; every panel but Questions answered
 * closes on an outside click; Escape closes; under 768 px Questions answered is a banner with
 * an Expand button. Sample: eLife 00109 (Axel T Brunger has five other articles in the samples).
 */
const ARTICLE = '/doi/10.7554/eLife.00109';

async function open(page: Page) {
  await page.goto(ARTICLE);
  // Every island live (the delegated openers among them), then the lazy chunks they started.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  // The body's openers are enhancers, attached in tasks of their own after hydration (ADR 013).
  await expect(page.locator('article.article[data-enhanced="true"]')).toBeAttached();
  return new SidePanel(page);
}

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

test("the Author panel lists the author's other articles from /author/{index}/articles; Escape closes and focus returns", async ({
  page,
}) => {
  const panels = await open(page);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (/\/author\/\d+\/articles$/.test(r.url())) requests.push(new URL(r.url()).pathname);
  });
  const brunger = page
    .locator('article')
    .getByRole('button', { name: /Axel T Brunger/ })
    .first();
  await brunger.click();
  await expect(panels.authorDialog).toBeVisible();
  const others = panels.authorDialog.getByRole('region', { name: 'Other articles by this author' });
  await expect(others.getByRole('heading', { name: 'Other articles by this author' })).toBeVisible();
  await expect(others.getByRole('listitem')).toHaveCount(5);
  await expect(others.getByRole('link').first()).toHaveAttribute('href', /^\/science\/article\/pii\/S/);
  expect(requests).toHaveLength(1);
  expect(await axeViolations(page, 'dialog.author-panel')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panels.authorDialog).toBeHidden();
  await expect(brunger).toBeFocused();
});

test("an author name clicked after hydration but before the body's openers have arrived still opens the Author panel", async ({ page }) => {
  // The chunk of the body's panel openers (an enhancer, attached after hydration, ADR 013) is held
  // until the click has been made.
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/side-panel-enhancer-[^/]+\.js$/, (route) => {
    if (!holding) return route.continue();
    held.push(route);
  });
  await page.goto(ARTICLE, { waitUntil: 'commit' });
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const brunger = page
    .locator('article')
    .getByRole('button', { name: /Axel T Brunger/ })
    .first();
  await brunger.click();
  await expect(page.locator('article.article')).not.toHaveAttribute('data-enhanced', 'true');
  const panels = new SidePanel(page);
  await expect(panels.authorDialog).toBeHidden();
  holding = false;
  for (const route of held.splice(0)) await route.continue();
  // The click is given back once they have: the reader's click was not lost.
  await expect(panels.authorDialog).toBeVisible();
  await expect(panels.authorDialog.getByRole('heading', { name: /Axel T Brunger/ })).toBeVisible();
});

test('a Help opener in the related column opens the Help panel; an outside click closes it', async ({ page }) => {
  const panels = await open(page);
  const opener = page.getByRole('button', { name: 'About recommended articles' });
  await opener.click();
  await expect(panels.dialog).toBeVisible();
  await expect(panels.dialog.getByRole('heading', { name: 'Help', level: 2 })).toBeVisible();
  await expect(panels.dialog).toContainText('Recommended articles are other articles on this site');
  await expect(panels.closeButton).toBeFocused();
  expect(await axeViolations(page, 'dialog.generic-side-panel')).toEqual([]);
  await panels.clickOutside();
  await expect(panels.dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('an element in the article body with content-type and content-id opens the Reference panel by delegation', async ({ page }) => {
  const panels = await open(page);
  const referenceId = await page.locator('article.article [id^="bib"]').first().getAttribute('id');
  expect(referenceId).toBeTruthy();
  const referenceText = (await page.locator(`[id="${referenceId}"]`).textContent())!.replace(/\s+/g, ' ').trim();
  const opener = await panels.addOpener('reference', referenceId!, 'Open reference panel');
  await opener.click();
  await expect(panels.dialog.getByRole('heading', { name: 'Reference', level: 2 })).toBeVisible();
  await expect(panels.dialog.locator('.side-panel-text')).toHaveText(referenceText);
  await page.keyboard.press('Escape');
  await expect(panels.dialog).toBeHidden();

  const footnote = await panels.addOpener('footnote', referenceId!, 'Open as footnote', 'data');
  await footnote.click();
  await expect(panels.dialog.getByRole('heading', { name: 'Footnote', level: 2 })).toBeVisible();
  await panels.clickOutside();
  await expect(panels.dialog).toBeHidden();
});

test("opening without an identifier reports 'Invalid state. Side panel opened without identifier.' and opens nothing", async ({ page }) => {
  const panels = await open(page);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const opener = await panels.addOpener('help', '', 'Help without id');
  await opener.click();
  await expect.poll(() => errors.some((e) => e.includes('Invalid state. Side panel opened without identifier.'))).toBe(true);
  await expect(panels.dialog).toBeHidden();
});

test("a side-panel chunk that fails to load reports 'Loading chunk side-panel failed' with its type and source; no panel opens", async ({
  page,
}) => {
  await page.route('**/assets/side-panel-enhancer-*.js', (route) => route.abort('failed'));
  const failures: Array<{ message: string; type: string; source: string }> = [];
  page.on('console', async (m) => {
    if (m.type() !== 'error' || m.args().length === 0) return;
    const detail = await m
      .args()[0]!
      .evaluate((e) =>
        e instanceof Error
          ? { message: e.message, type: String((e as { type?: unknown }).type), source: String((e as { source?: unknown }).source) }
          : null,
      )
      .catch(() => null);
    if (detail) failures.push(detail);
  });
  const panels = await open(page);
  await expect
    .poll(() => failures.find((f) => f.message === 'Loading chunk side-panel failed'))
    .toEqual({
      message: 'Loading chunk side-panel failed',
      type: 'error',
      source: 'features/side-panel/side-panel-enhancer.ts',
    });
  await (await panels.addOpener('help', 'recommended-articles', 'Help without its chunk')).click();
  await page.waitForTimeout(300);
  await expect(panels.dialog).toBeHidden();
});

const QUESTIONS = {
  questions: [
    {
      id: 'q1',
      question: 'What does Synaptotagmin-1 do at the synapse?',
      answer: 'It couples calcium sensing to SNARE-mediated membrane fusion.',
      paragraphs: [],
      engine: 'generative',
    },
  ],
};

/** Opens Questions answered (its request answered with QUESTIONS) in a viewport `width` px wide. */
async function openQuestionsAnswered(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.route('**/article/related/faq/pii/**', (route) => fulfilJson(route, { pii: 'x', ...QUESTIONS }));
  const panels = await open(page);
  await (await panels.addOpener('questions-and-answers', 'all', 'Questions answered in this article')).click();
  return panels;
}

test('under 768 px Questions answered collapses into a banner with Expand; it does not close on an outside click', async ({ page }) => {
  const panels = await openQuestionsAnswered(page, 600);
  await expect(panels.dialog).toHaveAttribute('data-open-state', 'COLLAPSED');
  await expect(panels.expandButton).toBeVisible();
  await expect(panels.expandButton).toHaveAttribute('aria-expanded', 'false');
  await expect(panels.dialog.getByText(QUESTIONS.questions[0]!.question)).toBeHidden();
  await panels.expandButton.click();
  await expect(panels.dialog).toHaveAttribute('data-open-state', 'OPEN');
  await expect(panels.dialog.getByRole('heading', { name: QUESTIONS.questions[0]!.question })).toBeVisible();
  await expect(panels.dialog.getByText('Powered by GenAI')).toBeVisible();
  // The page stays usable: a click on the page beside it leaves the panel open.
  await panels.clickOutside();
  await expect(panels.dialog).toBeVisible();
  expect(await axeViolations(page, 'dialog.generic-side-panel')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panels.dialog).toBeHidden();
});

test('on a wide screen Questions answered opens in full (a collapsed panel shows as open)', async ({ page }) => {
  const panels = await openQuestionsAnswered(page, 1280);
  await expect(panels.dialog).toHaveAttribute('data-shown', 'OPEN');
  await expect(panels.expandButton).toBeHidden();
  await expect(panels.dialog.getByText(QUESTIONS.questions[0]!.answer)).toBeVisible();
});
