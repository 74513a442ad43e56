/**
 * `npm run bench`: prints `name: value` lines. Measures, never asserts.
 * - ingest throughput over samples/ on a fresh embedded database, and with vs without questions and answers
 * - ingest throughput over the shared corpus with vs without enriched content and package renditions
 * - server render time of the largest sample article (median of ≥ 20 renders)
 * - article-page requests/s under concurrent load vs the same bytes as a static file
 * - gzip bytes of the article page's HTML and of its initial JavaScript, per file, against the 100 KB budget
 *   (`npm run bench -- --only page-bytes` prints only these, ADR 007)
 * - Lighthouse on the median article and the largest ones, each beside its static copy (ratios), INP of four interactions on a 4× throttled CPU
 * - recommendations' topical share (subject or keyword in common) over the samples and the shared corpus
 *
 * `npm run bench -- --only ssr`: the ingest and the article page against its static copy only
 * (ssr_vs_static of the anonymous article page, ADR 008), for a quick run.
 * `npm run bench -- --only page`: the ingest, Lighthouse on the median article, its static copy and the largest articles, and the INP figures.
 * `npm run bench -- --only search [--articles N]`: search p50/p95 only (bench/search.ts).
 */
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ARTICLE_INITIAL_JS_BUDGET_BYTES, initialScripts, totalGzipBytes } from '#tests/setup/initial-js.ts';
import type { ServerBuild } from 'react-router';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { openDatabase } from '#src/db/client.server.ts';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { createApp } from '#src/server/app.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { buildIfNeeded, clientBuildDir, serverBuildPath } from '#tests/setup/build-if-needed.ts';
import { renderArticleHtml } from '#src/web/routes/article-content.tsx';
import { lighthouseBench, medianSampleArticle } from './lighthouse.ts';
import { interactionBench } from './interactions.ts';
import { BROWSER_USER_AGENT, loadAgainst, overloadBench } from './load.ts';
import { findingBench } from './finding.ts';
import { corpusRelevanceBench } from './recommendation-relevance.ts';
import { qaIngestBench } from './qa-ingest.ts';
import { enrichmentIngestBench } from './enrichment-ingest.ts';
import { searchBenchOnly } from './search.ts';

const ROOT = process.cwd();
const DATA_DIR = path.join(ROOT, '.cache/bench-data');
const LARGEST_DOI = '10.7554/eLife.06416';
const RENDERS = 25;
/**
 * The largest sample articles, each measured by Lighthouse like the median one (issue goal:
 * performance ≥ 95 on them): the 2,866-author eLife article, the 810-reference PLOS article and
 * the Elsevier article with ~1,000 formulas.
 */
const LARGEST_FOR_LIGHTHOUSE = [
  { name: 'elife06416', doi: LARGEST_DOI },
  { name: 'pone0012262', doi: '10.1371/journal.pone.0012262' },
  { name: 'S0022000014000026', pii: 'S0022000014000026' },
] as const;
/** The article whose outline, citation popover, author panel and figure viewer the INP figures open. */
const INP_DOI = '10.1371/journal.pone.0056489';

const print = (name: string, value: number | string) => process.stdout.write(`${name}: ${value}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const onlyIndex = process.argv.indexOf('--only');
const ONLY_SSR = onlyIndex !== -1 && process.argv[onlyIndex + 1] === 'ssr';
/** `--only page`: the ingest, then Lighthouse against the static reference and the INP figures. */
const ONLY_PAGE = onlyIndex !== -1 && process.argv[onlyIndex + 1] === 'page';
const QUICK = ONLY_SSR || ONLY_PAGE;
/** `--no-page-cache`: the page render cache off (ADR 011), to compare ssr_vs_static with and without it in one sitting. */
const NO_PAGE_CACHE = process.argv.includes('--no-page-cache');

/** `--only page-bytes`: ingest, serve, print the article page's bytes, nothing else. */
const ONLY_PAGE_BYTES = process.argv.slice(2).join(' ').replace('=', ' ') === '--only page-bytes';

const ONLY_SEARCH = onlyIndex !== -1 && process.argv[onlyIndex + 1] === 'search';
const articlesIndex = process.argv.indexOf('--articles');

async function main() {
  if (ONLY_SEARCH) {
    const articles = articlesIndex === -1 ? null : Number(process.argv[articlesIndex + 1]);
    return searchBenchOnly(path.join(ROOT, '.cache/bench-search-data'), print, articles);
  }
  buildIfNeeded(ROOT, (m) => process.stderr.write(`${m}\n`));
  if (ONLY_PAGE_BYTES) return pageBytesOnly();
  await fs.rm(DATA_DIR, { recursive: true, force: true });
  const db = await openDatabase({ dataDir: DATA_DIR, poolSize: 20 });
  try {
    const summary = await ingestPaths(db.pool, ['samples'], { maxBytes: 50 * 1024 * 1024 });
    print('ingest_articles', summary.ingested);
    print('ingest_failed', summary.failed);
    print('ingest_articles_per_s', (summary.ingested / summary.seconds).toFixed(1));
    print('ingest_mb_per_s', (summary.bytes / 1024 / 1024 / summary.seconds).toFixed(2));
    if (!QUICK) {
      await qaIngestBench(db.pool, print);
      await enrichmentIngestBench(db.pool, DATA_DIR, print);
    }

    const articles = createArticleRepository(db.pool);
    const pii = (await articles.findPiiByDoi(LARGEST_DOI))!;
    const record = (await articles.findByPii(pii))!;
    const times: number[] = [];
    for (let i = 0; i < (QUICK ? 0 : RENDERS); i++) {
      const t0 = performance.now();
      renderArticleHtml(record.model, 'full');
      times.push(performance.now() - t0);
    }
    if (!QUICK) {
      print('render_largest_article', `${pii} (${LARGEST_DOI})`);
      print('render_largest_median_ms', median(times).toFixed(1));
      await findingBench(db.pool, print);
    }

    const build = (await import(pathToFileURL(serverBuildPath(ROOT)).href)) as ServerBuild;
    const clientDir = clientBuildDir(ROOT);
    // The site as `npm start` wires it (entitlement decides every article page; without it a page is a 404).
    const app = createApp({ ...fullAppOptions(db.pool, build), clientDir, ...(NO_PAGE_CACHE ? { renderCacheBytes: 0 } : {}) });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const pagePath = `/science/article/pii/${pii}`;
    const response = await fetch(base + pagePath, { headers: { 'user-agent': BROWSER_USER_AGENT } });
    if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}, not the article page`);
    const html = await response.text();
    // An anonymous request: the anonymous variant of the page (no token; what a CDN keeps when the edge names the bucket).
    print(
      'ssr_vs_static_page',
      `anonymous ${pagePath} (${LARGEST_DOI}), etag ${response.headers.get('etag') ? 'yes' : 'no'}, page render cache ${NO_PAGE_CACHE ? 'off' : 'on'}`,
    );
    const staticName = `bench-static-${process.pid}.html`;
    await fs.writeFile(path.join(clientDir, staticName), html);
    try {
      if (!ONLY_PAGE) {
        // Both as a reader's browser asks (a request without a User-Agent is a robot's: the crawler's page).
        const page = await loadAgainst(base + pagePath, { concurrency: 16, seconds: 5, userAgent: BROWSER_USER_AGENT });
        const file = await loadAgainst(`${base}/${staticName}`, { concurrency: 16, seconds: 5, userAgent: BROWSER_USER_AGENT });
        print('article_page_requests_per_s', page.rps.toFixed(1));
        print('static_same_bytes_requests_per_s', file.rps.toFixed(1));
        print('ssr_vs_static', (page.rps / file.rps).toFixed(3));
      }
      if (!ONLY_SSR) await runLighthouse(base, articles, clientDir);
    } finally {
      await fs.rm(path.join(clientDir, staticName), { force: true });
      await new Promise((r) => server.close(r));
    }

    printPageBytes(html, clientDir);
  } finally {
    await db.close();
  }
  if (QUICK) return;
  // Recommendation relevance over the shared corpus, in a database of its own (≥ 0.8 expected).
  await corpusRelevanceBench(path.join(ROOT, '.cache/bench-corpus-data'), print);
  await overloadBench(print, { dataDir: path.join(ROOT, '.cache/bench-overload') });
}

/** The article page's HTML and initial JavaScript (tests/setup/initial-js.ts), per file, against the budget. */
function printPageBytes(html: string, clientDir: string) {
  print('article_html_bytes', Buffer.byteLength(html));
  print('article_html_gzip_bytes', gzipSync(html).length);
  const scripts = initialScripts(html, clientDir);
  for (const s of scripts) print(`article_js_file ${s.src}`, `${s.gzipBytes} gzip (${s.bytes} bytes)`);
  print('article_js_files', scripts.length);
  print('article_js_gzip_bytes', totalGzipBytes(scripts));
  print('article_js_gzip_budget_bytes', ARTICLE_INITIAL_JS_BUDGET_BYTES);
  print('article_js_vs_budget', (totalGzipBytes(scripts) / ARTICLE_INITIAL_JS_BUDGET_BYTES).toFixed(3));
}

async function pageBytesOnly() {
  await fs.rm(DATA_DIR, { recursive: true, force: true });
  const db = await openDatabase({ dataDir: DATA_DIR, poolSize: 4 });
  try {
    await ingestPaths(db.pool, ['samples'], { maxBytes: 50 * 1024 * 1024 });
    const pii = (await createArticleRepository(db.pool).findPiiByDoi(LARGEST_DOI))!;
    const build = (await import(pathToFileURL(serverBuildPath(ROOT)).href)) as ServerBuild;
    const clientDir = clientBuildDir(ROOT);
    const server = createApp({ ...fullAppOptions(db.pool, build), clientDir }).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/science/article/pii/${pii}`);
      if (response.status !== 200) throw new Error(`the article page of ${pii} answered ${response.status}`);
      print('article_page', `${pii} (${LARGEST_DOI})`);
      printPageBytes(await response.text(), clientDir);
    } finally {
      await new Promise((r) => server.close(r));
    }
  } finally {
    await db.close();
  }
}

/**
 * Lighthouse (mobile defaults, system Chromium) on the median-size sample article
 * (bench/lighthouse.ts), then on a static reference: the same page's HTML as our server sent it,
 * saved as a file in the client build folder and served by Express's static file handler (no
 * pandoc here; its CSS, scripts and images load from the same origin as the page's), and the
 * page's figures over the reference's as ratios. The same for each of the largest articles, then
 * the INP figures (bench/interactions.ts).
 */
async function runLighthouse(base: string, articles: { findPiiByDoi(doi: string): Promise<string | null> }, clientDir: string) {
  try {
    const median = await medianSampleArticle(ROOT);
    const pii = (median.doi ? await articles.findPiiByDoi(median.doi) : null) ?? median.pii;
    const label = `${pii} (${path.relative(ROOT, median.file)}, ${median.bytes} bytes)`;
    await pageAndStaticCopy(`${base}/science/article/pii/${pii}`, label, 'lighthouse', base, clientDir);
    await largestArticlesLighthouse(base, articles, clientDir);
    await interactionBench(`${base}/doi/${INP_DOI}`, print, `${INP_DOI} (figures, citations, authors)`);
  } catch (e) {
    print('lighthouse_error', (e as Error).message);
  }
}

/**
 * Lighthouse on the page at `url` (`<prefix>_…`), then on its static copy (`<prefix>_static_…`;
 * for the median article `lighthouse_static_…`), and the page's figures over the copy's
 * (`<prefix>_lcp_vs_static`, …). The copy has the page's exact bytes, so a ratio near 1 says
 * the time is the bytes' and the browser's, not our scripts'.
 */
async function pageAndStaticCopy(url: string, label: string, prefix: string, base: string, clientDir: string) {
  const page = await lighthouseBench(url, print, label, prefix);
  const staticName = `bench-lighthouse-static-${process.pid}.html`;
  await fs.writeFile(path.join(clientDir, staticName), await (await fetch(url)).text());
  // A failed static-copy run (a trace Lighthouse could not record on a busy machine) still leaves the other pages measured.
  try {
    const file = await lighthouseBench(
      `${base}/${staticName}`,
      print,
      // Its inline styles apply; its scripts do not run (the saved nonce is not the one the static handler's CSP names), like pandoc's static HTML.
      `${label}: our own rendered HTML saved as a static file (inline styles, images; no scripts run), served by a plain static handler`,
      `${prefix}_static`,
      undefined,
      true,
    );
    print(`${prefix}_lcp_vs_static`, (page.lcpMs / file.lcpMs).toFixed(2));
    print(`${prefix}_fcp_vs_static`, (page.fcpMs / file.fcpMs).toFixed(2));
    print(`${prefix}_tbt_vs_static`, file.tbtMs > 0 ? (page.tbtMs / file.tbtMs).toFixed(2) : `${page.tbtMs.toFixed(0)} ms vs 0 ms`);
    print(`${prefix}_performance_vs_static`, (page.performance / file.performance).toFixed(2));
    print(`${prefix}_cls_page_vs_static`, `${page.cls.toFixed(3)} vs ${file.cls.toFixed(3)}`);
  } catch (e) {
    print(`${prefix}_static_error`, (e as Error).message);
  } finally {
    await fs.rm(path.join(clientDir, staticName), { force: true });
  }
}

/**
 * Lighthouse on each of LARGEST_FOR_LIGHTHOUSE and on its static copy (median of three runs each,
 * printed as `lighthouse_large_<name>_…` and `lighthouse_large_<name>_static_…`, with the ratios),
 * with the exact bytes and gzip bytes of its HTML.
 */
async function largestArticlesLighthouse(base: string, articles: { findPiiByDoi(doi: string): Promise<string | null> }, clientDir: string) {
  for (const article of LARGEST_FOR_LIGHTHOUSE) {
    const prefix = `lighthouse_large_${article.name}`;
    const pii = 'pii' in article ? article.pii : await articles.findPiiByDoi(article.doi);
    const url = `${base}/science/article/pii/${pii}`;
    const response = await fetch(url);
    if (!pii || response.status !== 200) {
      print(`${prefix}_error`, `${url} answered ${response.status}`);
      continue;
    }
    const html = await response.text();
    print(`${prefix}_html_bytes`, Buffer.byteLength(html));
    print(`${prefix}_html_gzip_bytes`, gzipSync(html).length);
    try {
      await pageAndStaticCopy(url, `${pii} (${'doi' in article ? article.doi : article.name})`, prefix, base, clientDir);
    } catch (e) {
      // One article's failed run (a DevTools timeout on a busy machine) leaves the others measured.
      print(`${prefix}_error`, (e as Error).message);
    }
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
