/**
 * INP figures in `npm run bench` (the page's interactions respond in ≤ 100 ms on a 4×
 * CPU-throttled Chromium): opens the outline, a citation popover, the author panel and the
 * figure viewer on an article page in the system Chromium (CHROME_PATH) with the CPU slowed 4×
 * (DevTools Emulation.setCPUThrottlingRate), and prints, per interaction, the longest Event
 * Timing entry (PerformanceObserver 'event', durationThreshold 16: the time from the input to
 * the next paint after its handlers) and the time until what it opens is visible (that wait
 * includes the lazy chunk's download). Measures only; never asserted in a test.
 */
import { chromium, type Page } from 'playwright-core';
import { HEADLESS_CHROMIUM_ARGS } from '#src/shared/site/chromium-args.ts';

type Print = (name: string, value: number | string) => void;

interface Interaction {
  name: string;
  /** Clicks the control; resolves when what it opens is visible. */
  run(page: Page): Promise<boolean>;
}

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;

const INTERACTIONS: Interaction[] = [
  {
    name: 'outline',
    async run(page) {
      const toggle = page
        .getByRole('navigation', { name: 'Table of contents' })
        .getByRole('region', { name: 'Outline' })
        .getByRole('button', { name: /^Show/ });
      if ((await toggle.count()) === 0) return false;
      await toggle.first().click();
      await page.getByRole('navigation', { name: 'Table of contents' }).getByRole('button', { name: 'Hide outline' }).waitFor(VISIBLE);
      return true;
    },
  },
  {
    name: 'citation_popover',
    async run(page) {
      const citation = page.locator('article p a[data-xref-type="bibr"]').first();
      if ((await citation.count()) === 0) return false;
      await citation.scrollIntoViewIfNeeded();
      await citation.click();
      await page.getByRole('dialog', { name: 'Reference' }).waitFor(VISIBLE);
      await page.keyboard.press('Escape');
      return true;
    },
  },
  {
    name: 'author_panel',
    async run(page) {
      const author = page.locator('button.author-name').first();
      if ((await author.count()) === 0) return false;
      await author.scrollIntoViewIfNeeded();
      await author.click();
      await page.locator('dialog.author-panel').waitFor(VISIBLE);
      await page.keyboard.press('Escape');
      return true;
    },
  },
  {
    name: 'figure_viewer',
    async run(page) {
      const opener = page.getByRole('button', { name: /^View larger: / }).first();
      if ((await opener.count()) === 0) return false;
      await opener.scrollIntoViewIfNeeded();
      await opener.click();
      await page
        .locator('dialog[open]')
        .filter({ has: page.getByRole('button', { name: 'Close figure viewer' }) })
        .waitFor(VISIBLE);
      await page.keyboard.press('Escape');
      return true;
    },
  },
];

/** Collects Event Timing entries of interactions (interactionId > 0) from the first paint on. */
function observeEvents() {
  const seen: { name: string; duration: number; at: number }[] = [];
  (window as unknown as { __eventTimings: typeof seen }).__eventTimings = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      if (entry.interactionId) seen.push({ name: entry.name, duration: entry.duration, at: entry.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Event Timing entries arrive after the paint that follows the handlers: two frames and a moment. */
async function settledEntries(page: Page): Promise<{ name: string; duration: number; at: number }[]> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100)))));
  return page.evaluate(() =>
    (window as unknown as { __eventTimings: { name: string; duration: number; at: number }[] }).__eventTimings.slice(),
  );
}

export async function interactionBench(url: string, print: Print, label: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...HEADLESS_CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(observeEvents);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
    print('inp_article', `${label}, Chromium CPU throttled 4×, 1280×900`);
    for (const interaction of INTERACTIONS) {
      const before = (await settledEntries(page)).length;
      const t0 = performance.now();
      const done = await interaction.run(page).catch((e: unknown) => {
        print(`inp_${interaction.name}_error`, (e as Error).message.split('\n')[0]!);
        return null;
      });
      const visibleMs = performance.now() - t0;
      if (done === false) print(`inp_${interaction.name}`, 'absent on this page');
      if (!done) continue;
      // The click's own entries (pointerdown, pointerup, click); the Escape that closed it comes later.
      const entries = (await settledEntries(page)).slice(before).filter((e) => e.name !== 'keydown' && e.name !== 'keyup');
      const longest = entries.reduce((n, e) => Math.max(n, e.duration), 0);
      print(`inp_${interaction.name}_event_ms`, entries.length > 0 ? Math.round(longest) : '< 16 (no entry over the threshold)');
      print(`inp_${interaction.name}_visible_ms`, Math.round(visibleMs));
    }
  } finally {
    await browser.close();
  }
}
