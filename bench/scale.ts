/**
 * `npm run bench:scale -- --articles 100000`: the site at 10k, 30k and 100k articles on a
 * throwaway PostgreSQL 15 (scripts/pg15-cluster.sh). Measures, never asserts.
 *
 * 1. The shared corpus (../shared/corpus, JATS and Elsevier) is ingested as `npm run ingest` does it.
 * 2. At each size point the database is grown to 100 articles short of it by copying stored
 *    articles in SQL (bench/scale/grow.ts: new DOI and PII, shuffled title and abstract, every
 *    dependent row; secondary indexes and foreign keys dropped for the copy and recreated from
 *    their recorded definitions after it, the catalogue then checked against the migrations' one,
 *    everything ANALYZEd), then 100 synthetic XML files (corpus files with new DOIs and PIIs and shuffled
 *    title words and abstract sentences, bench/scale/synthetic-xml.ts) go through the normal
 *    ingest path (ingest articles/s), after which the topics and recommendations are updated as
 *    an ingest run updates them (the update time for 100 new articles).
 * 3. The site as `npm start` runs it is started on that database and read over HTTP: search
 *    (common terms and known-item titles), article pages, recommendations and cited-by JSON,
 *    OAI-PMH ListRecords (first and a resumption page), the whole sitemap.
 * Prints one table (markdown) and writes it to bench/results/scale-<date>.md.
 *
 * Options: --articles N (default 100000; the points are 10k, 30k, 100k up to N, and N),
 * --points a,b,… (other size points), --update-cap S (stop an update after S seconds, default 120;
 * it rolls back), --keep (leave the cluster running, print its URL).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '#src/db/client.server.ts';
import { refreshRecommendations } from '#src/db/recommendation-builder.server.ts';
import { refreshTopics } from '#src/db/topic-builder.server.ts';
import { collectXmlFiles, ingestPaths, updateAfterIngest } from '#src/ingest/ingest-paths.server.ts';
import { buildIfNeeded } from '#tests/setup/build-if-needed.ts';
import { createGrower } from './scale/grow.ts';
import { COMMON_QUERIES, oaiPages, percentiles, readSitemap, startServer, timeAll, timedGet, type Timings } from './scale/measure.ts';
import { canSynthesize, seededRandom, shuffled, writeSyntheticFiles } from './scale/synthetic-xml.ts';

const ROOT = process.cwd();
const CORPUS = path.resolve(ROOT, '../shared/corpus');
const WORK = path.join(ROOT, '.cache/bench-scale');
const CLUSTER = path.join(WORK, 'pg15');
const MAX_XML_BYTES = 50 * 1024 * 1024;
const UPDATE_BATCH = 100;
const SAMPLE_PAGES = 100;
const KNOWN_ITEMS = 20;
/** Searched before measuring (not in COMMON_QUERIES): rare, middling and common words, a phrase. */
const WARM_UP_QUERIES = ['warm', 'zebrafish', 'ribosome', 'virus', 'acid', '%22cell%20death%22'];
const UPDATE_APP = 'lectern-bench-scale-update';

/** Seconds, or Infinity past the cap ("> N s"). */
const seconds = (v: number, cap?: number) => (Number.isFinite(v) ? `${v.toFixed(1)} s` : `> ${cap ?? ''} s (stopped)`);

/**
 * Runs an update, and stops it after `capSeconds`: its connections are terminated, so its
 * transaction rolls back and the run goes on. Returns its seconds, or Infinity when stopped.
 */
async function capped(pool: pg.Pool, run: () => Promise<unknown>, capSeconds: number): Promise<number> {
  const t0 = performance.now();
  let stopped = false;
  const timer = setTimeout(() => {
    stopped = true;
    void pool
      .query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()', [UPDATE_APP])
      .catch(() => {});
  }, capSeconds * 1000);
  try {
    await run();
  } catch (e) {
    if (!stopped) throw e;
  } finally {
    clearTimeout(timer);
  }
  return stopped ? Infinity : (performance.now() - t0) / 1000;
}

const say = (m: string) => process.stderr.write(`[bench:scale ${new Date().toISOString().slice(11, 19)}] ${m}\n`);

interface Point {
  articles: number;
  growPerSecond: number;
  rebuildSeconds: number;
  /** The 1-minute load average when growing, measuring and done (a shared machine's timings depend on it). */
  load: number[];
  minutes: number;
  ingestPerSecond: number;
  bytesPerArticle: number;
  search: Timings;
  knownItemsFound: number;
  page: Timings;
  recommendations: Timings;
  citedBy: Timings;
  add100: { store: number; topics: number; recommendations: number; update: number };
  oai: { firstMs: number; nextMs: number };
  sitemap: { ms: number; files: number; urls: number; maxUrlsPerFile: number; index: boolean };
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      articles: { type: 'string', default: '100000' },
      'update-cap': { type: 'string', default: '120' },
      points: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  const target = Number(values.articles);
  if (!Number.isInteger(target) || target < 2000) throw new Error('--articles takes a whole number of at least 2000');
  const points = values.points
    ? values.points
        .split(',')
        .map(Number)
        .filter((p) => p <= target)
    : [10_000, 30_000, 100_000].filter((p) => p <= target);
  if (!points.includes(target)) points.push(target);
  const started = performance.now();
  const resultFile = path.join(ROOT, 'bench/results', `scale-${new Date().toISOString().slice(0, 10)}.md`);

  buildIfNeeded(ROOT, say);
  const templates = await corpusTemplates();
  await fs.rm(WORK, { recursive: true, force: true });
  await fs.mkdir(WORK, { recursive: true });
  const url = execFileSync('scripts/pg15-cluster.sh', ['start', CLUSTER], { encoding: 'utf8' }).trim();
  // Interrupted: the cluster is stopped and its files removed all the same.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (!values.keep) execFileSync('scripts/pg15-cluster.sh', ['stop', CLUSTER]);
      process.exit(130);
    });
  }
  say(`PostgreSQL 15 at ${url}`);
  const db = await openDatabase({ databaseUrl: url, dataDir: path.join(WORK, 'data'), poolSize: 8, log: say });
  const rows: Point[] = [];
  try {
    const version = (await db.pool.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]!.v;
    say(`ingesting the corpus (${CORPUS})`);
    const corpus = await ingestPaths(db.pool, [path.join(CORPUS, 'jats'), path.join(CORPUS, 'elsevier')], {
      maxBytes: MAX_XML_BYTES,
      workers: 1,
    });
    say(`corpus: ${corpus.ingested} articles in ${corpus.seconds.toFixed(1)} s, ${corpus.failed} failed`);
    const grower = await createGrower(db.pool, { batchSize: 1000, parallel: 2 });
    // One copy of every article, then topics and recommendations built in full: every keyword is
    // now shared by several articles, so further copies add no topic and an update's work is the
    // steady state of a grown site, not the catch-up of topics the copies would have made.
    await grower.growTo(corpus.ingested * 2);
    const f0 = performance.now();
    await refreshTopics(db.pool);
    await refreshRecommendations(db.pool);
    say(`copied once and rebuilt topics and recommendations in ${((performance.now() - f0) / 1000).toFixed(1)} s`);
    // Updates run on their own connections, so one that outlasts --update-cap can be stopped (rolled back).
    const updatePool = new pg.Pool({ connectionString: url, max: 3, application_name: UPDATE_APP });
    // A stopped update's connections end with an error: expected, not a crash.
    updatePool.on('error', () => {});
    updatePool.on('connect', (client) => client.on('error', () => {}));
    const updateCap = Number(values['update-cap']);
    const synth = { counter: 0, run: String(Date.now()).slice(-9), random: seededRandom(13) };

    for (const point of points) {
      const growTo = point - UPDATE_BATCH;
      const pointStarted = performance.now();
      const load = [os.loadavg()[0]!];
      const before = await grower.count();
      say(`growing ${before} → ${growTo} articles by copying`);
      let last = before;
      const growth = await grower.growTo(growTo, (n) => {
        if (n - last < 10_000) return;
        say(`  ${n} articles`);
        last = n;
      });
      const grown = (await grower.count()) - before;

      // Stored as `npm run ingest` stores them (ingest articles/s), then topics and recommendations updated as its run ends.
      const add = await ingestSynthetic(db.pool, templates, synth, UPDATE_BATCH, 'add');
      // Side by side, as an ingest run ends (updateAfterIngest); each part's own time too.
      let parts: { topics: number | null; recommendations: number | null } = { topics: null, recommendations: null };
      const failures: string[] = [];
      const updateSeconds = await capped(
        updatePool,
        async () => {
          parts = await updateAfterIngest(updatePool, add.ids, { fail: (m) => failures.push(m) });
        },
        updateCap,
      );
      if (failures.length > 0 && Number.isFinite(updateSeconds)) throw new Error(failures.join('; '));
      const topicsSeconds = parts.topics ?? Infinity;
      const recommendationsSeconds = parts.recommendations ?? Infinity;
      say(
        `${add.count} new articles: stored at ${add.perSecond.toFixed(1)}/s, updated in ${seconds(updateSeconds, updateCap)} (topics ${seconds(topicsSeconds, updateCap)}, recommendations ${seconds(recommendationsSeconds, updateCap)}, side by side)`,
      );
      await db.pool.query('ANALYZE');

      const size = await db.pool.query<{ bytes: string; n: string }>(
        'SELECT pg_database_size(current_database()) AS bytes, (SELECT count(*) FROM articles) AS n',
      );
      const articles = Number(size.rows[0]!.n);
      load.push(os.loadavg()[0]!);
      const measured = await measureSite(db.pool, url);
      load.push(os.loadavg()[0]!);
      const row: Point = {
        articles,
        growPerSecond: grown / Math.max(growth.seconds, 0.001),
        rebuildSeconds: growth.rebuildSeconds,
        load,
        minutes: (performance.now() - pointStarted) / 60_000,
        ingestPerSecond: add.perSecond,
        bytesPerArticle: Number(size.rows[0]!.bytes) / articles,
        add100: { store: add.seconds, topics: topicsSeconds, recommendations: recommendationsSeconds, update: updateSeconds },
        ...measured,
      };
      rows.push(row);
      say(`at ${articles}: search p95 ${row.search.p95.toFixed(0)} ms, page p95 ${row.page.p95.toFixed(0)} ms`);
      // Written after every size point: an interrupted run keeps the points it reached.
      const table = renderTable(rows, {
        minutes: (performance.now() - started) / 60_000,
        version,
        corpus: corpus.ingested,
        cap: updateCap,
        requested: target,
      });
      await fs.mkdir(path.dirname(resultFile), { recursive: true });
      await fs.writeFile(resultFile, `${table}\n`);
      say(`written to ${path.relative(ROOT, resultFile)}`);
      if (point === points.at(-1)) process.stdout.write(`${table}\n`);
    }
    await updatePool.end();
  } finally {
    await db.close();
    if (values.keep) say(`cluster kept: ${url} (scripts/pg15-cluster.sh stop ${CLUSTER})`);
    else {
      execFileSync('scripts/pg15-cluster.sh', ['stop', CLUSTER]);
      await fs.rm(WORK, { recursive: true, force: true });
    }
  }
}

/** Corpus XML files that can be copied into synthetic articles (bench/scale/synthetic-xml.ts). */
async function corpusTemplates(): Promise<Array<{ file: string; xml: string }>> {
  const { files } = await collectXmlFiles([path.join(CORPUS, 'jats'), path.join(CORPUS, 'elsevier')]);
  if (files.length === 0) throw new Error(`no corpus XML under ${CORPUS} (the bench copies the shared corpus)`);
  const out: Array<{ file: string; xml: string }> = [];
  for (const file of files) {
    const xml = await fs.readFile(file, 'utf8');
    if (canSynthesize(xml)) out.push({ file, xml });
  }
  return out;
}

/** `n` synthetic XML files through the normal ingest path (one read worker, as on 2 cores); the new ids. */
async function ingestSynthetic(
  pool: pg.Pool,
  templates: Array<{ file: string; xml: string }>,
  synth: { counter: number; run: string; random: () => number },
  n: number,
  label: string,
): Promise<{ ids: string[]; count: number; seconds: number; perSecond: number }> {
  const dir = path.join(WORK, `xml-${label}-${synth.counter}`);
  const picked = shuffled(templates, synth.random).slice(0, n);
  while (picked.length < n) picked.push(templates[picked.length % templates.length]!);
  await writeSyntheticFiles(dir, picked, synth);
  const maxBefore = (await pool.query<{ m: string | null }>('SELECT max(id) AS m FROM articles')).rows[0]!.m ?? '0';
  const summary = await ingestPaths(pool, [dir], {
    maxBytes: MAX_XML_BYTES,
    workers: 1,
    refreshTopics: false,
    refreshRecommendations: false,
  });
  if (summary.failed > 0) say(`${summary.failed} synthetic files failed: ${summary.failures.slice(0, 3).join('; ')}`);
  const ids = (await pool.query<{ id: string }>('SELECT id FROM articles WHERE id > $1 ORDER BY id', [maxBefore])).rows.map((r) => r.id);
  await fs.rm(dir, { recursive: true, force: true });
  return { ids, count: summary.ingested, seconds: summary.seconds, perSecond: summary.ingested / summary.seconds };
}

async function measureSite(
  pool: pg.Pool,
  databaseUrl: string,
): Promise<Pick<Point, 'search' | 'knownItemsFound' | 'page' | 'recommendations' | 'citedBy' | 'oai' | 'sitemap'>> {
  const sample = (
    await pool.query<{ pii: string; title: string }>(
      'SELECT pii, title FROM articles TABLESAMPLE BERNOULLI (5) ORDER BY random() LIMIT $1',
      [SAMPLE_PAGES],
    )
  ).rows;
  const cited = (
    await pool.query<{ pii: string }>(
      'SELECT a.pii FROM articles a WHERE a.id IN (SELECT cited_article_id FROM citation_links TABLESAMPLE BERNOULLI (10) LIMIT 5000) ORDER BY random() LIMIT $1',
      [SAMPLE_PAGES],
    )
  ).rows;
  const knownItems = sample.filter((s) => s.title.length > 20).slice(0, KNOWN_ITEMS);
  say('starting the site on the grown database');
  const server = await startServer(databaseUrl, path.join(WORK, 'site-data'));
  try {
    const { base } = server;
    // Warm-up: the first requests of each kind pay for a worker's first compile and connections,
    // and the primary hands requests to its workers (one per core) in turn: a few of each kind
    // reach every worker, with words outside the measured query set.
    for (let i = 0; i < 3 * os.availableParallelism(); i++) {
      await timedGet(`${base}/search?qs=${WARM_UP_QUERIES[i % WARM_UP_QUERIES.length]}`);
      // Cited articles' pages: the sampled pages are measured below (and a rendered page is cached, ADR 011).
      await timedGet(`${base}/science/article/pii/${(cited[i] ?? sample[0]!).pii}`);
    }
    say('search');
    const searchTimes: number[] = [];
    let knownItemsFound = 0;
    for (const q of COMMON_QUERIES) searchTimes.push((await timedGet(`${base}/search?qs=${encodeURIComponent(q)}`)).ms);
    for (const k of knownItems) {
      const r = await timedGet(`${base}/search?qs=${encodeURIComponent(k.title)}`);
      searchTimes.push(r.ms);
      if (r.body.includes(`/science/article/pii/${k.pii}`)) knownItemsFound++;
    }
    say('article pages');
    const page = await timeAll(sample.map((s) => `${base}/science/article/pii/${s.pii}`));
    say('recommendations and cited-by');
    const recommendations = await timeAll(
      sample.map((s) => `${base}/sdfe/arp/pii/${s.pii}/recommendations`),
      'application/json',
    );
    const citedBy = await timeAll(
      cited.map((s) => `${base}/sdfe/arp/citingArticles?pii=${s.pii}`),
      'application/json',
    );
    say('OAI-PMH and the sitemap');
    const oai = await oaiPages(base);
    const sitemap = await readSitemap(base);
    return { search: percentiles(searchTimes), knownItemsFound, page, recommendations, citedBy, oai, sitemap };
  } finally {
    await server.stop();
  }
}

function renderTable(rows: Point[], run: { minutes: number; version: string; corpus: number; cap: number; requested: number }): string {
  const ms = (v: number) => `${Math.round(v)} ms`;
  const s = (v: number) => seconds(v, run.cap);
  const lines: Array<[string, (p: Point) => string, string]> = [
    ['growing by SQL copies (articles/s, not the ingest path)', (p) => p.growPerSecond.toFixed(0), ''],
    ['of which: recreating the indexes and foreign keys dropped for the copy', (p) => `${p.rebuildSeconds.toFixed(0)} s`, ''],
    [`ingest, normal path (${UPDATE_BATCH} synthetic XML, one read worker, articles/s)`, (p) => p.ingestPerSecond.toFixed(1), ''],
    ['database bytes per article', (p) => `${Math.round(p.bytesPerArticle / 1024)} kB`, ''],
    [`search p50 (${COMMON_QUERIES.length} common terms + ${KNOWN_ITEMS} known-item titles)`, (p) => ms(p.search.p50), ''],
    ['search p95', (p) => ms(p.search.p95), '≤ 50 ms'],
    ['known-item titles found on the first page', (p) => `${p.knownItemsFound}/${KNOWN_ITEMS}`, ''],
    [`article page p50 (${SAMPLE_PAGES} random articles)`, (p) => ms(p.page.p50), ''],
    ['article page p95', (p) => ms(p.page.p95), '≤ 100 ms'],
    ['recommendations JSON p95', (p) => ms(p.recommendations.p95), ''],
    ['cited-by JSON p95 (cited articles)', (p) => ms(p.citedBy.p95), ''],
    [`adding ${UPDATE_BATCH} articles: storing`, (p) => s(p.add100.store), ''],
    [`adding ${UPDATE_BATCH} articles: topics update (beside the recommendations')`, (p) => s(p.add100.topics), ''],
    [`adding ${UPDATE_BATCH} articles: recommendations update (beside the topics')`, (p) => s(p.add100.recommendations), ''],
    [
      `updating after ${UPDATE_BATCH} new articles (topics and recommendations side by side, as an ingest run ends; stopped after ${run.cap} s)`,
      (p) => s(p.add100.update),
      '≤ 10 s',
    ],
    ['OAI-PMH ListRecords, first page', (p) => ms(p.oai.firstMs), ''],
    ['OAI-PMH ListRecords, resumption page', (p) => ms(p.oai.nextMs), ''],
    ['sitemap: reading the index and every file', (p) => ms(p.sitemap.ms), ''],
    [
      'sitemap files (index?) / most URLs in one file',
      (p) => `${p.sitemap.files} (${p.sitemap.index ? 'index' : 'one file'}) / ${p.sitemap.maxUrlsPerFile.toLocaleString('en-US')}`,
      '≤ 50,000',
    ],
    ['load average (1 min) when growing / measuring / done, 2 cores', (p) => p.load.map((l) => l.toFixed(1)).join(' / '), ''],
    ['minutes for this point (growing, adding 100, measuring)', (p) => p.minutes.toFixed(1), ''],
  ];
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const header = `| | ${rows.map((r) => r.articles.toLocaleString('en-US')).join(' | ')} | target at 100k |`;
  const rule = `|---|${rows.map(() => '---').join('|')}|---|`;
  const body = lines.map(([name, value, goal]) => `| ${name} | ${rows.map(value).join(' | ')} | ${goal} |`);
  return [
    `## npm run bench:scale -- --articles ${run.requested}${rows.at(-1)!.articles < run.requested ? ` (reached ${rows.at(-1)!.articles.toLocaleString('en-US')})` : ''}`,
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${os.availableParallelism()} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB · PostgreSQL ${run.version} (scripts/pg15-cluster.sh, fsync off) · Node ${process.version} · ${run.corpus} corpus articles copied · ${run.minutes.toFixed(1)} min in all`,
    '',
    header,
    rule,
    ...body,
  ].join('\n');
}

main().catch((e: unknown) => {
  process.stderr.write(`bench:scale: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
