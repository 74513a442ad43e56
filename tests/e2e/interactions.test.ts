import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from './support/test.ts';
import { Interactions } from './page-objects/interactions.ts';

/**
 * Page interactions (001 §4, §5, §9): text-selection search, hash links with a 78 px offset,
 * daily download caps and the download modals. Sample: eLife 00109.
 */
const ARTICLE = '/doi/10.7554/eLife.00109';
const PARAGRAPH = 'article.article section p';

async function open(page: Page, path = ARTICLE) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return new Interactions(page);
}

test.describe('text-selection search', () => {
  test('a selection of up to 8 words in the article offers Search in a new tab and Copy, placed 16 px below', async ({ page }) => {
    const ui = await open(page);
    await ui.selectWords(PARAGRAPH, 4);
    const selected = await page.evaluate(() => window.getSelection()!.toString().trim());
    await expect(ui.selectionPopup).toBeVisible();
    const search = ui.selectionPopup.getByRole('link', { name: 'Search' });
    await expect(search).toHaveAttribute('target', '_blank');
    const href = new URL((await search.getAttribute('href'))!, 'http://x');
    expect(href.pathname).toBe('/search');
    expect(href.searchParams.get('zone')).toBe('qSearch');
    expect(href.searchParams.get('origin')).toBe('article');
    expect(href.searchParams.get('qs')).toBe(
      selected
        .replace(/\*/g, '')
        .replace(/-(?=\D|$)/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    await expect(ui.selectionPopup.getByRole('button', { name: 'Copy' })).toBeVisible();
    const { rangeBottom, rangeLeft, popupTop, popupLeft, width } = await page.evaluate(() => {
      const r = window.getSelection()!.getRangeAt(0).getBoundingClientRect();
      const p = document.querySelector('.selection-search')!.getBoundingClientRect();
      return { rangeBottom: r.bottom, rangeLeft: r.left, popupTop: p.top, popupLeft: p.left, width: window.innerWidth };
    });
    expect(Math.round(popupTop - rangeBottom)).toBe(16);
    expect(Math.round(popupLeft - rangeLeft)).toBe(width / rangeLeft < 2 ? -195 : 5);
    expect(
      await new AxeBuilder({ page })
        .include('.selection-search')
        .analyze()
        .then((r) => r.violations),
    ).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(ui.selectionPopup).toBeHidden();
  });

  test('more than 8 words, or a selection outside the content area, shows no popup', async ({ page }) => {
    const ui = await open(page);
    await ui.selectWords(PARAGRAPH, 9);
    expect(await page.evaluate(() => window.getSelection()!.toString().trim().split(/\s+/).length)).toBe(9);
    await page.waitForTimeout(200);
    await expect(ui.selectionPopup).toHaveCount(0);
    await ui.selectWords('.related-content h2', 1);
    await page.waitForTimeout(200);
    await expect(ui.selectionPopup).toHaveCount(0);
  });

  test('where the clipboard cannot be written there is Search but no Copy', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true }));
    const ui = await open(page);
    await ui.selectWords(PARAGRAPH, 3);
    await expect(ui.selectionPopup.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(ui.selectionPopup.getByRole('button', { name: 'Copy' })).toHaveCount(0);
  });

  test.describe('on a touch device', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 800, height: 900 } });

    test('a valid selection shows no popup', async ({ page }) => {
      const ui = await open(page);
      expect(await page.evaluate(() => window.matchMedia('(pointer: coarse)').matches)).toBe(true);
      await ui.selectWords(PARAGRAPH, 3);
      await page.waitForTimeout(300);
      await expect(ui.selectionPopup).toHaveCount(0);
    });
  });
});

test('a hash link puts its target 78 px below the top, on load and after 500 ms', async ({ page }) => {
  await page.goto(ARTICLE);
  // The enhancers of an anonymous page start once its entitledToken arrives (ADR 008): let them settle.
  await page.waitForLoadState('networkidle');
  const id = await page.locator('article.article section[id]').nth(2).getAttribute('id');
  expect(id).toBeTruthy();
  await page.goto(`${page.url().split('#')[0]}#${id}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // Past the second handling (500 ms after load; a busy machine may start the scripts late).
  await page.waitForTimeout(700);
  const top = () => page.locator(`[id="${id}"]`).evaluate((e) => Math.round(e.getBoundingClientRect().top));
  await expect.poll(top).toBe(78);
});

test('on load the hash is handled at once and again 500 ms later, after late content moved its target', async ({ page }) => {
  await page.goto(ARTICLE);
  const id = await page.locator('article.article section[id]').nth(2).getAttribute('id');
  const url = `${page.url().split('#')[0]}#${id}`;
  await page.goto('about:blank');
  // The page's timers run on a clock this test moves: "500 ms later" is exact, not waited for.
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
  // The page's API answers (what enhancers add above the target, e.g. the correction notice) wait
  // until the at-once scroll is checked: the enhancers start in tasks of their own (ADR 013),
  // which this clock does not hold back.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/sdfe/arp/**', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.goto(url);
  // The page starts its scripts after its first frame (ADR 012): one frame and a task on this clock.
  await page.clock.runFor(20);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const top = () => page.locator(`[id="${id}"]`).evaluate((e) => Math.round(e.getBoundingClientRect().top));
  await expect.poll(top).toBe(78);
  release();
  await page.clock.runFor(1);
  await page.waitForLoadState('networkidle');
  // What the enhancers add has arrived (eLife 00109 has a correction notice, at the top of the
  // article): networkidle alone can come early on a busy machine, in a gap between the token, the
  // enhancer chunks and the notice's two requests. Then the target stays put for 300 ms.
  const article = page.locator('article.article');
  await expect(article).toHaveAttribute('data-enhanced', 'true');
  await expect(article).toHaveAttribute('data-topic-annotations', 'received');
  await expect(page.getByRole('note', { name: 'Correction notice' })).toBeVisible();
  await expect
    .poll(async () => {
      const before = await top();
      await page.waitForTimeout(300);
      return before === (await top());
    })
    .toBe(true);
  // Late content (a figure arriving) above the target pushes it down.
  await page.evaluate(() => {
    document.documentElement.style.overflowAnchor = 'none';
    const late = document.createElement('div');
    late.style.height = '400px';
    document.querySelector('article.article')!.prepend(late);
  });
  expect(await top()).toBeGreaterThan(78 + 50);
  await page.clock.runFor(480);
  expect(await top()).toBeGreaterThan(78 + 50);
  await page.clock.runFor(30);
  await expect.poll(top).toBe(78);
});

test.describe('daily download caps', () => {
  test('with 10 full-issue downloads today the click is cancelled and the cap modal opens', async ({ page }) => {
    const ui = await open(page);
    await ui.setCaps({ [await ui.today()]: { issue: 10 } });
    let metadataRequests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/download/issue/metadata')) metadataRequests += 1;
    });
    await ui.clickDownloadFullIssue();
    await expect(ui.capModal).toBeVisible();
    await expect(ui.capModal).toContainText("today's limit of 10 full-issue downloads");
    await expect(ui.downloadIssueModal).toBeHidden();
    expect(metadataRequests).toBe(0);
    expect(
      await new AxeBuilder({ page })
        .include('dialog[open]')
        .analyze()
        .then((r) => r.violations),
    ).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(ui.capModal).toBeHidden();
  });

  test('under the cap (old days cleared) the download-issue modal opens with every article preselected', async ({ page }) => {
    const ui = await open(page);
    const today = await ui.today();
    await ui.setCaps({ '2000-01-01': { issue: 10 }, [today]: { issue: 9 } });
    await ui.clickDownloadFullIssue();
    await expect(ui.downloadIssueModal).toBeVisible();
    const boxes = ui.downloadIssueModal.getByRole('checkbox');
    const count = await boxes.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) await expect(boxes.nth(i)).toBeChecked();
    await expect(ui.downloadIssueModal).toContainText(`${count} of ${count} selected`);
    await boxes.first().uncheck();
    await expect(ui.downloadIssueModal).toContainText(`${count - 1} of ${count} selected`);
    await ui.downloadIssueModal.getByRole('button', { name: 'Deselect all', exact: true }).click();
    await expect(ui.downloadIssueModal.getByRole('button', { name: 'Download selected articles' })).toBeDisabled();
    await ui.downloadIssueModal.getByRole('button', { name: 'Select all', exact: true }).click();
    await expect(ui.downloadIssueModal.getByRole('button', { name: 'Download selected articles' })).toBeEnabled();
    expect(await ui.caps()).toEqual({ [today]: { issue: 10 } });
  });

  test('opened again, the modal opens at once with the articles already loaded: one metadata request, all preselected again', async ({
    page,
  }) => {
    const ui = await open(page);
    let metadataRequests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/download/issue/metadata')) metadataRequests += 1;
    });
    await ui.clickDownloadFullIssue();
    await expect(ui.downloadIssueModal).toBeVisible();
    const boxes = ui.downloadIssueModal.getByRole('checkbox');
    await boxes.first().uncheck();
    await page.keyboard.press('Escape');
    await expect(ui.downloadIssueModal).toBeHidden();
    await ui.clickDownloadFullIssue();
    await expect(ui.downloadIssueModal).toBeVisible();
    await expect(boxes.first()).toBeChecked();
    expect(metadataRequests).toBe(1);
    expect(await ui.caps()).toEqual({ [await ui.today()]: { issue: 2 } });
  });

  test("a failed metadata request opens the transient error modal: 'the download of multiple articles in this issue'", async ({ page }) => {
    await page.route('**/download/issue/metadata**', (route) => route.fulfill({ status: 503, body: '' }));
    const ui = await open(page);
    await ui.clickDownloadFullIssue();
    await expect(ui.transientErrorModal).toBeVisible();
    await expect(ui.transientErrorModal).toContainText('the download of multiple articles in this issue');
    await ui.transientErrorModal.getByRole('button', { name: 'OK' }).click();
    await expect(ui.transientErrorModal).toBeHidden();
  });

  test('with 100 article downloads today a PDF link click is cancelled and the cap modal opens', async ({ page }) => {
    const ui = await open(page);
    const pdf = page.locator('a[data-pdf-url-type]').first();
    // eLife 00109 is open access and PDFs are typeset here: the access bar always offers one.
    await expect(pdf).toHaveCount(1);
    await ui.setCaps({ [await ui.today()]: { article: 100 } });
    const popups: string[] = [];
    page.on('popup', (p) => popups.push(p.url()));
    if (!(await pdf.isVisible())) await page.getByRole('button', { name: 'Other access options' }).click();
    await pdf.click();
    await expect(ui.capModal).toBeVisible();
    await expect(ui.capModal).toContainText("today's limit of 100 article downloads");
    expect(popups).toEqual([]);
  });
});

test.describe('entitled-recommendations popup', () => {
  const ENTITLED = '**/sdfe/arp/pii/*/recommendations/entitled';
  const body = {
    pageLoadId: 'p',
    articles: [
      { pii: 'S2050084X00000001', title: 'An article you can read', thirdParty: false },
      { pii: 'S2050084X00000002', title: 'A third-party article', thirdParty: true },
    ].map((a) => ({
      pii: a.pii,
      doi: null,
      title: a.title,
      publicationTitle: 'eLife',
      publicationSlug: 'elife',
      publicationDate: null,
      publicationYear: 2014,
      articleType: 'research-article',
      authors: [],
      authorCount: 0,
      openAccess: true,
      recommendationToken: 'x'.repeat(64),
      isThirdParty: a.thirdParty,
    })),
  };

  /** Downloads the first PDF (it opens in a new tab, closed at once); the popup is the dialog returned. */
  async function downloadFirstPdf(page: Page, context: BrowserContext) {
    const pdf = page.locator('a[data-pdf-url-type]').first();
    // eLife 00109 is open access and PDFs are typeset here: the access bar always offers one.
    await expect(pdf).toHaveCount(1);
    const popupPage = context.waitForEvent('page');
    await pdf.click();
    await (await popupPage).close();
    return page.getByRole('dialog', { name: 'Recommended articles you have access to' });
  }

  test('after a PDF download it opens with the non-third-party articles preselected; "Do not show this again" is remembered', async ({
    page,
    context,
  }) => {
    await page.route(ENTITLED, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }));
    const ui = await open(page);
    const dialog = await downloadFirstPdf(page, context);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'An article you can read' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'A third-party article' })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Do not show this again' }).check();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('entitled-recs do-not-show'))).not.toBeNull();
    expect(await ui.caps()).toEqual({ [await ui.today()]: { article: 1 } });

    // Opted out: the next download neither asks nor opens it.
    let asked = 0;
    await page.unroute(ENTITLED);
    await page.route(ENTITLED, (route) => {
      asked += 1;
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    });
    await page.reload();
    const again = context.waitForEvent('page');
    await page.locator('a[data-pdf-url-type]').first().click();
    await (await again).close();
    await page.waitForTimeout(300);
    expect(asked).toBe(0);
    await expect(dialog).toBeHidden();
  });

  test('a failed request still opens the popup', async ({ page, context }) => {
    await page.route(ENTITLED, (route) => route.fulfill({ status: 503, body: '' }));
    await open(page);
    const dialog = await downloadFirstPdf(page, context);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Recommended articles cannot be displayed at this time.');
  });
});
