import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from './support/test.ts';
import { AccountPages } from './page-objects/account-pages.ts';
import { withE2eDatabase } from './support/e2e-site.ts';

/**
 * Safety (author content is untrusted): the hostile-content corpus (tests/xss, see its README) goes through the
 * real ingest into the end-to-end server's database, and every article page is opened in
 * Chromium with a dialog, console, page-error, CSP-violation and `window.__xss` canary.
 * Nothing may run, and nothing that could run later may be in the page.
 */
const PORT = Number(process.env.E2E_PORT ?? 3107);
const XSS = path.resolve('tests/xss');
const run = promisify(execFile);

const CASES = ['jats', 'elsevier'].flatMap((dir) =>
  readdirSync(path.join(XSS, dir))
    .filter((f) => f.endsWith('.xml'))
    .sort()
    .map((f) => {
      const xml = readFileSync(path.join(XSS, dir, f), 'utf8');
      const doi = /<article-id pub-id-type="doi">([^<]+)</.exec(xml)?.[1] ?? /<xocs:doi>([^<]+)</.exec(xml)?.[1];
      return { name: `${dir}/${f}`, id: /^([je]\d\d)-/.exec(f)![1]!.toUpperCase(), doi: doi! };
    }),
);

// One ingest for the file: its pages are opened in order in one worker (a failure does not stop the rest).
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The CLI joins the server's running embedded PostgreSQL through its data directory.
  const { stdout } = await run('npx', ['tsx', 'src/ingest/cli.ts', path.join(XSS, 'jats'), path.join(XSS, 'elsevier')], {
    env: { ...process.env, LECTERN_DATA_DIR: `.cache/e2e-data-${PORT}`, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  expect(stdout).toMatch(new RegExp(`ingested \\d+, updated \\d+, failed 0 in`));
  // The hostile content is in the full text: make every case free to read (spec 001 §6), so each page renders its body.
  await withE2eDatabase(async (db) => {
    const { rowCount } = await db.query('UPDATE articles SET free_to_read = true WHERE lower(doi) = ANY($1::text[])', [
      CASES.map((c) => c.doi.toLowerCase()),
    ]);
    expect(rowCount).toBe(CASES.length);
  });
});

interface Alarms {
  dialogs: string[];
  errors: string[];
  console: string[];
}

/** Hooks that would notice any script from content: dialogs, errors, console, CSP reports and the canary. */
async function watch(page: Page): Promise<Alarms> {
  const alarms: Alarms = { dialogs: [], errors: [], console: [] };
  page.on('dialog', (d) => {
    alarms.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on('pageerror', (e) => alarms.errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' || /xss|Content Security Policy/i.test(m.text())) alarms.console.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      (w.__cspViolations as string[]).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
    // The canary: any script from content sets window.__xss.
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => w.__xssHits,
      set: (v: unknown) => {
        w.__xssHits = v;
      },
    });
  });
  return alarms;
}

/** Everything in the DOM that could run script now or on a later event. */
function dangerousDom(): string[] {
  const found: string[] = [];
  const SAFE = /^(?:https?|mailto):$/;
  for (const el of document.querySelectorAll('*')) {
    for (const name of el.getAttributeNames()) {
      const value = el.getAttribute(name) ?? '';
      const where = `<${el.localName} ${name}="${value.slice(0, 60)}">`;
      if (/^on/i.test(name) || ['srcdoc', 'formaction', 'xlink:href'].includes(name)) found.push(where);
      if (['href', 'src', 'action', 'data'].includes(name)) {
        const url = new URL(value, location.href);
        if (!SAFE.test(url.protocol) || /^\s*(?:javascript|vbscript|data):/i.test(value)) found.push(where);
      }
    }
  }
  for (const s of document.querySelectorAll(
    '.article-content script, .article-content style, .article-content iframe, .article-content object, .article-content embed, .article-content svg',
  )) {
    found.push(`<${s.localName}> in content`);
  }
  for (const s of document.scripts) {
    if (s.type === 'application/ld+json') {
      // Structured data is never run, but it holds article text: it must stay one JSON value
      // with no markup that could close the element.
      const text = s.textContent ?? '';
      if (text.includes('<')) found.push(`markup in JSON-LD: ${text.slice(text.indexOf('<'), text.indexOf('<') + 60)}`);
      try {
        JSON.parse(text);
      } catch {
        found.push(`JSON-LD that is not JSON: ${text.slice(0, 60)}`);
      }
    } else if (!s.nonce && !s.src) {
      // The framework's own scripts carry the per-response nonce or come from /assets.
      found.push(`script without nonce: ${s.textContent?.slice(0, 60)}`);
    }
  }
  return found;
}

/** Moves over, focuses and animates every element of the content, as a reader (or an attacker's CSS) would. */
function provoke(): void {
  for (const el of document.querySelectorAll<HTMLElement>('.article-content *')) {
    for (const type of ['mouseover', 'mouseenter', 'focus', 'animationstart', 'load', 'error']) el.dispatchEvent(new Event(type));
    el.focus?.();
  }
}

for (const c of CASES) {
  test(`${c.name}: the page shows the article and runs nothing from it`, async ({ page }) => {
    const alarms = await watch(page);
    const response = await page.goto(`/doi/${c.doi}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`XSS case ${c.id}:`);
    await expect(page.getByText(`Case ${c.id} body text.`)).toBeVisible();
    await page.evaluate(provoke);
    await page.waitForLoadState('networkidle');

    expect(await page.evaluate(dangerousDom)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xssHits?: unknown }).__xssHits)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    expect(alarms).toEqual({ dialogs: [], errors: [], console: [] });
    // A title that spells "</title><script>" stays text: one <title>, no meta refresh from content.
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('meta[http-equiv]').count()).toBe(0);
  });
}

test('the article XML view shows the stored XML without running its scripts', async ({ page }) => {
  // The XML view is for privileged readers (000 §2/§6): the demo administrator is PRIVILEGED.
  await new AccountPages(page).signedIn('admin@lectern.demo', 'lectern-demo');
  const alarms = await watch(page);
  for (const id of ['J01', 'J17', 'E07']) {
    const c = CASES.find((x) => x.id === id)!;
    await page.goto(`/doi/${c.doi}`);
    const pii = /\/science\/article\/pii\/([^/?#]+)/.exec(page.url())![1]!;
    // The XML view needs this reader's entitledToken for the article (spec 001 §6): the page carries it.
    const token = [...(await page.content()).matchAll(/[A-Za-z0-9_-]{40,}\.[A-Za-z0-9_-]{43}/g)]
      .map((m) => m[0])
      .find((t) => Buffer.from(t.split('.')[0]!, 'base64url').toString('utf8').includes(pii));
    expect(token).toBeDefined();
    const response = await page.goto(`/sdfe/arp/pii/${pii}/xocs?entitledToken=${encodeURIComponent(token!)}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(response?.headers()['content-security-policy']).toContain('sandbox');
    expect(await response?.text()).toBe(readFileSync(path.join(XSS, c.name), 'utf8'));
    expect(await page.evaluate(() => (window as unknown as { __xssHits?: unknown }).__xssHits)).toBeUndefined();
  }
  expect(alarms.dialogs).toEqual([]);
  expect(alarms.errors).toEqual([]);
});

test("pages carry a Content-Security-Policy that allows only the framework's nonced scripts", async ({ page, request }) => {
  const c = CASES[0]!;
  const first = await request.get(`/doi/${c.doi}`);
  const second = await request.get(`/doi/${c.doi}`);
  const csp = first.headers()['content-security-policy'] ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k!, v]),
  );
  const scriptSrc = directives.get('script-src') ?? [];
  const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(scriptSrc.filter((s) => !s.startsWith("'nonce-"))).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(first.headers()['x-content-type-options']).toBe('nosniff');
  // A fresh nonce per response, and every inline script of the page carries it.
  expect(second.headers()['content-security-policy']).not.toBe(csp);
  const html = await first.text();
  const inline = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
  expect(inline.length).toBeGreaterThan(0);
  for (const attrs of inline) {
    // JSON-LD is a data block the browser never runs; every other script is the framework's.
    const allowed = attrs.includes(`nonce="${nonce}"`) || /\bsrc="\/assets\//.test(attrs) || attrs.includes('type="application/ld+json"');
    expect(allowed, attrs).toBe(true);
  }

  // The browser enforces it: an inline script without the nonce is refused.
  const alarms = await watch(page);
  await page.goto(`/doi/${c.doi}`);
  // The canary is live: a script that does run is seen.
  expect(
    await page.evaluate(
      () => (((window as unknown as { __xss: unknown }).__xss = 'probe'), (window as unknown as { __xssHits?: unknown }).__xssHits),
    ),
  ).toBe('probe');
  await page.evaluate(() => delete (window as unknown as { __xssHits?: unknown }).__xssHits);
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__xss = "injected"';
    document.body.append(s);
    return (window as unknown as { __xssHits?: unknown }).__xssHits;
  });
  expect(ran).toBeUndefined();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.length))
    .toBeGreaterThan(0);
  expect(alarms.dialogs).toEqual([]);
});
