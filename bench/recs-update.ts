/**
 * `npx tsx bench/recs-update.ts --url postgresql://… [--articles 100] [--builder path] [--with-topics]`: adds
 * synthetic articles to a grown database (a copy made by `npm run bench:scale -- --keep`) as
 * bench/scale.ts does — corpus XML with new DOIs and PIIs through the normal ingest path — then
 * updates the recommendations for them (updateRecommendations) and prints the time of each phase
 * and the load average. Measures, never asserts. Each run adds articles: compare two builders
 * (`--builder` another checkout's src/db/recommendation-builder.server.ts) alternately. `--with-topics`
 * runs the topics update beside it, as an ingest run ends, and prints both times.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { updateRecommendations as UpdateRecommendations } from '#src/db/recommendation-builder.server.ts';
import { updateTopics } from '#src/db/topic-updater.server.ts';
import { collectXmlFiles, ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { canSynthesize, seededRandom, shuffled, writeSyntheticFiles } from './scale/synthetic-xml.ts';

const ROOT = process.cwd();
const CORPUS = path.resolve(ROOT, '../shared/corpus');
const WORK = path.join(ROOT, '.cache/recs-update');

const say = (m: string) => process.stderr.write(`[recs-update ${new Date().toISOString().slice(11, 19)}] ${m}\n`);
const load = () => os.loadavg()[0]!.toFixed(2);

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      url: { type: 'string' },
      articles: { type: 'string', default: '100' },
      builder: { type: 'string', default: path.join(ROOT, 'src/db/recommendation-builder.server.ts') },
      seed: { type: 'string', default: String(Date.now() % 100_000) },
      'with-topics': { type: 'boolean', default: false },
    },
  });
  if (!values.url) throw new Error('--url of the grown database is required');
  const count = Number(values.articles);
  const { updateRecommendations } = (await import(path.resolve(values.builder))) as { updateRecommendations: typeof UpdateRecommendations };
  const pool = new pg.Pool({ connectionString: values.url, max: 4 });
  try {
    const { files } = await collectXmlFiles([path.join(CORPUS, 'jats'), path.join(CORPUS, 'elsevier')]);
    const templates: Array<{ file: string; xml: string }> = [];
    for (const file of files) {
      const xml = await fs.readFile(file, 'utf8');
      if (canSynthesize(xml)) templates.push({ file, xml });
    }
    const random = seededRandom(Number(values.seed));
    // JATS copies take the counter as their item number (their PII): past any earlier run's, kept in a file.
    const counterFile = path.join(WORK, 'counter');
    const start = Number(await fs.readFile(counterFile, 'utf8').catch(() => '10000'));
    await fs.mkdir(WORK, { recursive: true });
    await fs.writeFile(counterFile, String(start + count));
    const synth = { counter: start, run: `${String(Date.now()).slice(-9)}`, random };
    const dir = path.join(WORK, `xml-${synth.run}`);
    await writeSyntheticFiles(dir, shuffled(templates, random).slice(0, count), synth);
    const maxBefore = (await pool.query<{ m: string | null }>('SELECT max(id) AS m FROM articles')).rows[0]!.m ?? '0';
    const summary = await ingestPaths(pool, [dir], {
      maxBytes: 50 * 1024 * 1024,
      workers: 1,
      refreshTopics: false,
      refreshRecommendations: false,
    });
    await fs.rm(dir, { recursive: true, force: true });
    const ids = (await pool.query<{ id: string }>('SELECT id FROM articles WHERE id > $1 ORDER BY id', [maxBefore])).rows.map((r) => r.id);
    const n = (await pool.query<{ n: string }>('SELECT count(*) AS n FROM articles')).rows[0]!.n;
    for (const f of summary.failures.slice(0, 3)) say(`failed: ${f.slice(0, 300)}`);
    say(
      `${summary.ingested} articles stored in ${summary.seconds.toFixed(1)} s (${summary.failed} failed); ${n} in the store; load ${load()}`,
    );
    say(`builder ${path.relative(ROOT, path.resolve(values.builder))}`);
    const t0 = performance.now();
    // --with-topics: the topics update beside it, as an ingest run ends (updateAfterIngest).
    const topics = values['with-topics']
      ? updateTopics(pool, ids).then(() => say(`topics: ${((performance.now() - t0) / 1000).toFixed(1)} s`))
      : Promise.resolve();
    const result = await updateRecommendations(pool, ids, {
      onPhase: (phase: string, s: number) => say(`  ${s.toFixed(2).padStart(7)} s  ${phase}`),
    });
    say(`update: ${((performance.now() - t0) / 1000).toFixed(1)} s, ${result.articles} lists written; load ${load()}`);
    await topics;
    if (values['with-topics']) say(`both: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    await pool.end();
  }
}

await main();
