import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test.ts';
import { clientBuildDir } from '#tests/setup/build-if-needed.ts';
import { ARTICLE_INITIAL_JS_BUDGET_BYTES, initialScripts, totalGzipBytes } from '#tests/setup/initial-js.ts';

const CLIENT_DIR = clientBuildDir(path.resolve(import.meta.dirname, '../..'));

/** The article page's variants and layouts: eLife full text, the 810-reference PLOS page, Elsevier, an abstract page. */
const PAGES = [
  '/doi/10.7554/eLife.08687',
  '/doi/10.1371/journal.pone.0012262',
  '/science/article/pii/S0960148113002048',
  '/science/article/abs/pii/S0960148113002048',
];

test('the article page loads at most 100 KB of JavaScript (gzip) before first paint, with no zod and no router data', async ({
  request,
}) => {
  for (const page of PAGES) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    const html = await response.text();
    const scripts = initialScripts(html, CLIENT_DIR);
    const breakdown = scripts.map((s) => `${s.gzipBytes} ${s.src}`).join('\n');
    expect(scripts.length, page).toBeGreaterThan(0);
    expect(totalGzipBytes(scripts), `${page}:\n${breakdown}`).toBeLessThanOrEqual(ARTICLE_INITIAL_JS_BUDGET_BYTES);
    // Validation of JSON in the page uses plain type guards (ADR 007): zod is not among the initial scripts.
    const withZod = scripts.filter((s) => readFileSync(path.join(CLIENT_DIR, s.src), 'utf8').includes('ZodError')).map((s) => s.src);
    expect(withZod, page).toEqual([]);
    // Islands (ADR 007): no React Router runtime data serialised into the page, only each island's props.
    expect(html, page).not.toContain('__reactRouterContext');
    expect(html, page).toContain('data-island="article-toc"');
  }
});
