import { chromium, type Browser, type Route } from 'playwright-core';
import { HEADLESS_CHROMIUM_ARGS } from '#src/shared/site/chromium-args.ts';

/**
 * Prints HTML to PDF with headless Chromium (playwright-core): ONE shared browser, launched
 * on first use and closed when idle, with a small limit on pages printing at once. The page
 * is loaded from an address nothing on the network answers: the document and the article's
 * files come from route handlers (files from asset storage), every other request is refused,
 * so typesetting never fetches anything from outside.
 */
const ORIGIN = 'http://typeset.lectern.invalid';

export interface PrintJob {
  html: string;
  /** Running header text (journal — DOI), escaped here. */
  header: string;
  /** Bytes of an article file by attachment-eid, for `/media/{eid}` in the HTML. */
  media(eid: string): Promise<{ body: Buffer; contentType: string } | undefined>;
}

export interface PdfTypesetter {
  /** Whether Chromium started at the start-up probe. */
  readonly available: boolean;
  /** Resolves once the start-up probe has finished. */
  ready: Promise<boolean>;
  print(job: PrintJob): Promise<Buffer>;
  /** Jobs waiting for a printing slot (the /metrics PDF queue depth). */
  queueDepth(): number;
  close(): Promise<void>;
}

export interface TypesetterOptions {
  chromePath: string;
  concurrency?: number;
  idleMs?: number;
  say?: (message: string) => void;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function limiter(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  const run = async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
  return Object.assign(run, { waiting: () => waiting.length });
}

export function createPdfTypesetter(options: TypesetterOptions): PdfTypesetter {
  const limit = limiter(options.concurrency ?? 2);
  const idleMs = options.idleMs ?? 120_000;
  let browser: Promise<Browser> | undefined;
  let idle: NodeJS.Timeout | undefined;
  let busy = 0;
  let available = false;

  const launch = () => chromium.launch({ executablePath: options.chromePath, args: [...HEADLESS_CHROMIUM_ARGS], headless: true });
  const shared = (): Promise<Browser> => {
    if (!browser) {
      browser = launch();
      browser.then(
        (b) => b.on('disconnected', () => (browser = undefined)),
        () => (browser = undefined),
      );
    }
    return browser;
  };
  const shutdown = async () => {
    const b = browser;
    browser = undefined;
    if (b) await (await b.catch(() => undefined))?.close().catch(() => undefined);
  };

  const ready = launch().then(
    async (b) => {
      await b.close();
      available = true;
      return true;
    },
    (e: unknown) => {
      options.say?.(
        `PDF typesetting is off: Chromium at ${options.chromePath} does not start (${(e as Error).message.split('\n')[0]}); articles without a stored PDF get no PDF link (set CHROME_PATH)`,
      );
      return false;
    },
  );

  async function printOnce(job: PrintJob): Promise<Buffer> {
    const context = await (await shared()).newContext({ javaScriptEnabled: false, offline: false });
    try {
      const page = await context.newPage();
      await page.route('**/*', async (route: Route) => {
        const url = new URL(route.request().url());
        if (url.origin !== ORIGIN) return route.abort('blockedbyclient');
        if (url.pathname === '/article') return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: job.html });
        const eid = /^\/media\/([^/]+)$/.exec(url.pathname)?.[1];
        const file = eid ? await job.media(decodeURIComponent(eid)).catch(() => undefined) : undefined;
        return file
          ? route.fulfill({ status: 200, contentType: file.contentType, body: file.body })
          : route.fulfill({ status: 404, body: '' });
      });
      await page.goto(`${ORIGIN}/article`, { waitUntil: 'load', timeout: 120_000 });
      const small = 'font-family: DejaVu Sans, Arial, sans-serif; font-size: 7.5pt; color: #333; width: 100%; margin: 0 18mm;';
      return await page.pdf({
        format: 'A4',
        printBackground: true,
        preferCSSPageSize: true,
        displayHeaderFooter: true,
        headerTemplate: `<div style="${small} display: flex; justify-content: space-between;"><span>${escapeHtml(job.header)}</span></div>`,
        footerTemplate: `<div style="${small} text-align: center;"><span class="pageNumber"></span> / <span class="totalPages"></span></div>`,
        margin: { top: '22mm', bottom: '20mm', left: '18mm', right: '18mm' },
        tagged: true,
        outline: true,
      });
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  return {
    get available() {
      return available;
    },
    ready,
    queueDepth: () => limit.waiting(),
    print(job) {
      return limit(async () => {
        if (!(await ready)) throw new Error('PDF typesetting is off: Chromium is not usable');
        clearTimeout(idle);
        busy++;
        try {
          return await printOnce(job);
        } finally {
          busy--;
          if (busy === 0) idle = setTimeout(() => void shutdown(), idleMs).unref();
        }
      });
    },
    async close() {
      clearTimeout(idle);
      await ready;
      await shutdown();
    },
  };
}
