import { test as base, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page, Request, Response, Route } from '@playwright/test';

/**
 * Playwright's `test`, with navigations that wait for the page to come alive. An article page
 * paints from its HTML and starts its scripts after the first paint (ADR 012); until React has
 * hydrated them, its buttons are server-rendered and inert. A reader waits a moment; a test that
 * clicks at once would lose its click on a busy machine. So every `goto`, `reload`, `goBack` and
 * `goForward` of an HTML page that has scripts resolves once the page set `data-hydrated` (the
 * islands boot module and React Router's root both do), or after a few seconds if it never does
 * (a page whose script failed: the test then sees it fail as a reader would).
 */
const HYDRATION_WAIT_MS = 10_000;

function isHydrated(): boolean {
  const root = document.documentElement;
  // An article's content takes its openers and popovers from enhancers attached after hydration
  // (ADR 013), each in a task of its own: the content says `data-enhanced` once all have arrived.
  const content = document.querySelector('.article-page__main > article');
  if (root.dataset.hydrated === 'true') return !content || (content as HTMLElement).dataset.enhanced === 'true';
  // Nothing to hydrate: no islands and no React Router scripts (a static page, an error page of the host).
  return !document.querySelector('[data-island]') && !document.querySelector('script[type="module"]');
}

async function untilHydrated(page: Page, response: Response | null): Promise<void> {
  if (!response || !/^text\/html\b/.test(response.headers()['content-type'] ?? '')) return;
  await page.waitForFunction(isHydrated, undefined, { timeout: HYDRATION_WAIT_MS, polling: 50 }).catch(() => undefined);
}

const patched = new WeakSet<Page>();

function waitsForHydration(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  const settle = async (navigation: Promise<Response | null>, waitUntil?: string) => {
    const response = await navigation;
    if (waitUntil !== 'commit') await untilHydrated(page, response);
    return response;
  };
  page.goto = (url, options) => settle(goto(url, options), options?.waitUntil);
  page.reload = (options) => settle(reload(options), options?.waitUntil);
  page.goBack = (options) => settle(goBack(options), options?.waitUntil);
  page.goForward = (options) => settle(goForward(options), options?.waitUntil);
}

function pagesWaitForHydration(context: BrowserContext): void {
  for (const page of context.pages()) waitsForHydration(page);
  context.on('page', waitsForHydration);
}

export const test = base.extend<object, { browser: Browser }>({
  // Scripts off (`test.use({ javaScriptEnabled: false })`): nothing will hydrate, nothing to wait for.
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) pagesWaitForHydration(context);
    await provide(context);
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitsForHydration(page);
    await provide(page);
  },
  // Contexts and pages a test makes itself get the same navigations.
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) pagesWaitForHydration(context);
        return context;
      };
      browser.newPage = async (options) => {
        const page = await newPage(options);
        if (options?.javaScriptEnabled !== false) waitsForHydration(page);
        return page;
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
});
