import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import cliProgress from 'cli-progress';
import type { ServerBuild } from 'react-router';
import { loadDotEnv, loadEnv } from '#src/config/env.server.ts';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { openDatabase, type Database } from '#src/db/client.server.ts';
import { ensureTopics } from '#src/db/topic-builder.server.ts';
import { ensureRecommendations } from '#src/db/recommendation-builder.server.ts';
import { createFindingServices } from './finding-services.ts';
import { deriveRecommendationTokenKey } from './recommendations/recommendation-token.ts';
import { createTopicRepository } from '#src/db/topic-repository.server.ts';
import { ingestPaths, summaryLine } from '#src/ingest/ingest-paths.server.ts';
import { createAssetRepository } from '#src/db/asset-repository.server.ts';
import { createFeedRepository } from '#src/db/feed-repository.server.ts';
import { createHarvestRepository } from '#src/db/harvest-repository.server.ts';
import { deriveTokenKey } from './oai/resumption-token.ts';
import { createBrowseRepository } from '#src/db/browse-repository.server.ts';
import { createSectionDataRepository } from '#src/db/section-data-repository.server.ts';
import { createEnrichedContentRepository } from '#src/db/enriched-content-repository.server.ts';
import { ensureDemoData } from '#src/admin/demo-data.ts';
import { createApp } from './app.ts';
import { createDownloads } from './downloads/create-downloads.server.ts';
import { createUsageRepository } from '#src/db/usage-repository.server.ts';
import { createUsageRecorder } from './counter/usage-recorder.server.ts';
import { pdfLinkSource } from './downloads/pdf-link.ts';
import { createAccessService } from './access/article-access.server.ts';
import { deriveEntitledTokenKey } from './access/entitled-token.ts';
import { siteSecret } from './access/site-secret.server.ts';
import { accountsFromEnv } from './access/accounts-env.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { buildIfNeeded, clientBuildDir, serverBuildPath } from './build-if-needed.ts';
import { createLogger } from './logger.ts';

/**
 * `npm start`: build if needed, start (or join) the database, run migrations, ingest the
 * samples on first start, serve. Ctrl-C stops the server and the embedded database cleanly.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Ingests the samples into an empty database; true when it did. */
async function seedSamples(db: Database, samplesDir: string, maxBytes: number, say: (m: string) => void): Promise<boolean> {
  const articles = createArticleRepository(db.pool);
  if ((await articles.countArticles()) > 0) return false;
  say(`the database has no articles: ingesting the samples from ${samplesDir}`);
  const bar = new cliProgress.SingleBar(
    { format: 'ingesting samples [{bar}] {value}/{total}', stream: process.stderr, noTTYOutput: true, notTTYSchedule: 2000 },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  const summary = await ingestPaths(db.pool, [samplesDir], {
    maxBytes,
    onProgress: (done, total) => {
      if (!started) bar.start(total, 0);
      started = true;
      bar.update(done);
    },
  });
  bar.stop();
  for (const failure of summary.failures) say(failure);
  say(summaryLine(summary));
  return true;
}

async function main(): Promise<void> {
  loadDotEnv();
  const env = loadEnv();
  const say = (m: string) => process.stderr.write(`${m}\n`);
  const log = createLogger(env.LOG_LEVEL);
  buildIfNeeded(ROOT, say);
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, log: say, poolSize: 20 });
  const state: { server?: Server } = {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping…`);
    await new Promise<void>((resolve) => (state.server ? state.server.close(() => resolve()) : resolve()));
    state.server?.closeAllConnections();
    await db.close();
    say('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (env.LECTERN_SEED_SAMPLES === '1') {
    const seeded = await seedSamples(db, path.resolve(ROOT, env.LECTERN_SAMPLES_DIR), env.LECTERN_MAX_XML_BYTES, say);
    if (seeded && env.LECTERN_DEMO === '1') await ensureDemoData(db.pool, env.LECTERN_DEMO_PASSWORD, say);
  }
  const topics = await ensureTopics(db.pool);
  if (topics) say(`built the topics store: ${topics.topics} topics, ${topics.occurrences} uses`);
  const recommended = await ensureRecommendations(db.pool);
  if (recommended) say(`built the recommendations: ${recommended.recommendations} for ${recommended.articles} articles`);
  const build = (await import(pathToFileURL(serverBuildPath(ROOT)).href)) as ServerBuild;
  const usage = createUsageRepository(db.pool);
  const usageRecorder = createUsageRecorder(usage, log);
  const downloads = createDownloads(db.pool, localFolderStorage(path.join(env.dataDir, 'assets')), { say, usage: usageRecorder });
  const secret = siteSecret(env.dataDir);
  const app = createApp({
    articles: createArticleRepository(db.pool),
    topics: createTopicRepository(db.pool),
    browse: createBrowseRepository(db.pool),
    access: createAccessService({ entitlements: createEntitlementRepository(db.pool), tokenKey: deriveEntitledTokenKey(secret), pdfLink: pdfLinkSource() }),
    sectionData: createSectionDataRepository(db.pool),
    enriched: createEnrichedContentRepository(db.pool),
    ...accountsFromEnv(db.pool, secret),
    admin: { pool: db.pool },
    finding: createFindingServices(db.pool, {
      tokenKey: deriveRecommendationTokenKey(secret),
      ...(env.LECTERN_RECOMMENDATIONS_FEEDBACK_URL
        ? { forwardFeedback: { url: env.LECTERN_RECOMMENDATIONS_FEEDBACK_URL, timeoutMs: env.LECTERN_RECOMMENDATIONS_FEEDBACK_TIMEOUT_MS } }
        : {}),
    }),
    log,
    build,
    clientDir: clientBuildDir(ROOT),
    publicUrl: env.PUBLIC_URL,
    site: { siteName: env.LECTERN_SITE_NAME, publisherName: env.LECTERN_PUBLISHER_NAME, contactEmail: env.LECTERN_CONTACT_EMAIL, rightsUrl: env.LECTERN_RIGHTS_URL,
      cookieConsent: env.LECTERN_COOKIE_CONSENT, experiments: env.LECTERN_EXPERIMENTS },
    downloads,
    counter: { usage, recorder: usageRecorder },
    machine: {
      harvest: createHarvestRepository(db.pool),
      feeds: createFeedRepository(db.pool),
      oai: {
        repositoryId: env.LECTERN_OAI_REPOSITORY_ID,
        adminEmail: env.LECTERN_OAI_ADMIN_EMAIL,
        // Without a configured secret, tokens are valid on this process only (a restart means a fresh harvest).
        tokenKey: deriveTokenKey(env.LECTERN_OAI_TOKEN_SECRET ?? randomBytes(32)),
      },
    },
    mapTileUrl: env.LECTERN_MAP_TILE_URL,
    media: {
      baseUrl: env.LECTERN_MEDIA_BASE_URL,
      assets: createAssetRepository(db.pool),
      storage: localFolderStorage(path.join(env.dataDir, 'assets')),
    },
  });
  const server = app.listen(env.PORT, env.HOST, () => {
    say(`Lectern is serving on http://${env.HOST}:${env.PORT} (database: ${db.description})`);
  });
  state.server = server;
  server.on('error', (e) => {
    say(`cannot listen on ${env.HOST}:${env.PORT}: ${e.message}`);
    void stop('error');
  });
}

main().catch((e: unknown) => {
  process.stderr.write(`lectern: ${(e as Error).message}\n`);
  process.exit(1);
});
