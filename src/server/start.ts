import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import cliProgress from 'cli-progress';
import type { ServerBuild } from 'react-router';
import { loadDotEnv, loadEnv } from '#src/config/env.server.ts';
import { logoFileRefusal } from '#src/config/brand-logo.server.ts';
import { buildPaths, PACKAGE_ROOT } from '#src/config/paths.server.ts';
import { DEFAULT_DEMO_PASSWORD, startupRefusals } from '#src/config/exposure.ts';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { openDatabase, type Database } from '#src/db/client.server.ts';
import { leaveShutdownSignalsToServer } from '#src/db/embedded-postgres.server.ts';
import { ensureTopics } from '#src/db/topic-builder.server.ts';
import { convertCopiedSentences } from '#src/db/topic-sentences.server.ts';
import { createSubstanceRepository } from '#src/db/substance-repository.server.ts';
import { createExamRepository } from '#src/db/exam-repository.server.ts';
import { ensureRecommendations } from '#src/db/recommendation-builder.server.ts';
import { createFindingServices } from './finding-services.ts';
import { deriveRecommendationTokenKey } from './recommendations/recommendation-token.ts';
import { createTopicRepository } from '#src/db/topic-repository.server.ts';
import { ingestPaths, summaryLine, type IngestSummary } from '#src/ingest/ingest-paths.server.ts';
import type { PackageOptions } from '#src/ingest/package/package-input.server.ts';
import { createAssetRepository } from '#src/db/asset-repository.server.ts';
import { createFeedRepository } from '#src/db/feed-repository.server.ts';
import { createHarvestRepository } from '#src/db/harvest-repository.server.ts';
import { deriveTokenKey } from './oai/resumption-token.ts';
import { createBrowseRepository } from '#src/db/browse-repository.server.ts';
import { createJournalRepository } from '#src/db/journal-repository.server.ts';
import { createSectionDataRepository } from '#src/db/section-data-repository.server.ts';
import { createEnrichedContentRepository } from '#src/db/enriched-content-repository.server.ts';
import { createQuestionRepository } from '#src/db/question-repository.server.ts';
import { ensureDemoData } from '#src/admin/demo-data.ts';
import { createApp } from './app.ts';
import { createDownloads } from './downloads/create-downloads.server.ts';
import { createUsageRepository } from '#src/db/usage-repository.server.ts';
import { createUsageRecorder } from './counter/usage-recorder.server.ts';
import { createUsageBatch, type UsageBatch } from './counter/usage-batch.server.ts';
import { pdfLinkSource } from './downloads/pdf-link.ts';
import { createAccessService } from './access/article-access.server.ts';
import { deriveEntitledTokenKey } from './access/entitled-token.ts';
import { siteSecret } from './access/site-secret.server.ts';
import { deriveVmLinkKey } from './virtual-microscope/vm-link.ts';
import { createDeepZoomRepository } from '#src/db/deep-zoom-repository.server.ts';
import { accountsFromEnv } from './access/accounts-env.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { viteDevelopment, type DevelopmentWeb } from './vite-development.server.ts';
import { createLogger, type Logger } from './logger.ts';
import { downloadConfig } from './downloads/download-config.ts';
import { testPaymentProvider } from './access/payment/payment-provider.ts';
import { purchasePriceFromEnv } from './access/purchase-actions.server.ts';
import { crawlerSettingsFromEnv } from './access/visitor-crawler.server.ts';
import { accessBarConfigFrom } from '#src/shared/access/access-bar-config.ts';
import { gracefulShutdown } from './ops/graceful-shutdown.server.ts';
import { createHttpServer } from './ops/http-server.server.ts';
import { setUpOps } from './ops/ops-setup.server.ts';
import { readYourWrites } from './ops/read-your-writes.ts';
import { isClusterWorker, runPrimary } from './ops/cluster.server.ts';
import { readSitePageOverrides } from './site-pages.server.ts';

/**
 * `npm start` (the built host, `build/host/start.js`) and `npm run dev` (this file through tsx,
 * pages from Vite): start (or join) the database, run migrations, ingest the samples on first
 * start, serve. Never builds: production runs what `npm run build` made. Ctrl-C stops the
 * server and the embedded database cleanly.
 */

/** Ingests the samples into an empty database; true when it did. */
async function seedSamples(
  db: Database,
  samplesDir: string,
  maxBytes: number,
  say: (m: string) => void,
  recordIngest: (s: IngestSummary) => void,
  packages: PackageOptions,
): Promise<boolean> {
  const articles = createArticleRepository(db.pool);
  if ((await articles.countArticles()) > 0) return false;
  say(`the database has no articles: ingesting the samples from ${samplesDir}`);
  const bar = new cliProgress.SingleBar(
    // A bar on a terminal only; the log stream gets the summary line.
    { format: 'ingesting samples [{bar}] {value}/{total}', stream: process.stderr, noTTYOutput: false },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  const summary = await ingestPaths(db.pool, [samplesDir], {
    maxBytes,
    // samples/packages/ holds article packages (XML with figures, PDFs): their files go to asset storage.
    packages,
    onProgress: (done, total) => {
      if (!started) bar.start(total, 0);
      started = true;
      bar.update(done);
    },
  });
  bar.stop();
  recordIngest(summary);
  for (const failure of summary.failures) say(failure);
  say(summaryLine(summary));
  return true;
}

/** The logger once the configuration is read; until then (a bad configuration) the default JSON one. */
const started: { log?: Logger } = {};

async function main(): Promise<void> {
  loadDotEnv();
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL, env.LOG_FORMAT);
  started.log = log;
  // Fail closed on a site other machines reach (README "Configuration": LECTERN_SECRET, LECTERN_DEMO_PASSWORD).
  const refusals = startupRefusals(env);
  if (refusals.length > 0) throw new Error(`refusing to start:\n  ${refusals.join('\n  ')}`);
  const logoRefusal = logoFileRefusal(env.LECTERN_LOGO_URL, [
    path.join(PACKAGE_ROOT, 'public'),
    buildPaths(env.LECTERN_BUILD_DIR).clientDir,
  ]);
  if (logoRefusal) throw new Error(`Invalid configuration:\n  ${logoRefusal}`);
  const say = (m: string) => log.info(m);
  leaveShutdownSignalsToServer();
  if (env.workers > 1 && !isClusterWorker()) {
    await runPrimary({
      workers: env.workers,
      graceMs: env.LECTERN_SHUTDOWN_GRACE_MS,
      say,
      openDatabase: async () => {
        const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, log: say, poolSize: 1 });
        return { db, url: db.url };
      },
    });
    process.exit(0);
  }
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    readUrl: env.DATABASE_READ_URL,
    dataDir: env.dataDir,
    log: say,
    poolSize: env.LECTERN_DB_POOL_SIZE,
    timeouts: {
      connectMs: env.LECTERN_DB_CONNECT_TIMEOUT_MS,
      statementMs: env.LECTERN_DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.LECTERN_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  });
  const ops = setUpOps(
    db,
    {
      readinessTimeoutMs: env.LECTERN_READINESS_TIMEOUT_MS,
      shedding: {
        maxInFlight: env.LECTERN_MAX_IN_FLIGHT,
        maxQueueMs: env.LECTERN_MAX_QUEUE_MS,
        maxQueue: env.LECTERN_MAX_QUEUE,
        ...(env.LECTERN_MAX_EVENT_LOOP_LAG_MS > 0 ? { maxLagMs: env.LECTERN_MAX_EVENT_LOOP_LAG_MS } : {}),
      },
    },
    say,
  );
  const state: { server?: Server; development?: DevelopmentWeb; usageBatch?: UsageBatch } = {};
  const shutdown = gracefulShutdown({
    server: () => state.server,
    readiness: ops.ops.readiness,
    graceMs: env.LECTERN_SHUTDOWN_GRACE_MS,
    say,
    busy: () => ops.ops.work.count() + (state.usageBatch?.pending() ?? 0),
    close: async () => {
      await state.usageBatch?.flush();
      await state.development?.close();
      await ops.close();
      await db.close();
    },
  });
  const stop = (signal: string) => shutdown(signal).then(() => process.exit(0));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (env.LECTERN_SEED_SAMPLES === '1') {
    const packages = {
      assets: localFolderStorage(path.join(env.dataDir, 'assets')),
      maxPackageBytes: env.LECTERN_MAX_PACKAGE_BYTES,
      maxXmlBytes: env.LECTERN_MAX_XML_BYTES,
    };
    const seeded = await seedSamples(
      db,
      path.resolve(PACKAGE_ROOT, env.LECTERN_SAMPLES_DIR),
      env.LECTERN_MAX_XML_BYTES,
      say,
      (s) => ops.ops.metrics.recordIngest(s),
      packages,
    );
    if (seeded && env.LECTERN_DEMO === '1') await ensureDemoData(db.pool, env.LECTERN_DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD, say);
  }
  const topics = await ensureTopics(db.pool);
  if (topics) say(`built the topics store: ${topics.topics} topics, ${topics.occurrences} uses`);
  // Topic uses stored before db/migrations/0025 become references, in the background (pages read either form).
  void convertCopiedSentences(db.pool)
    .then((c) => {
      if (c.converted + c.kept > 0) say(`topic uses now point into their articles: ${c.converted} converted, ${c.kept} kept as copied`);
    })
    .catch((e: unknown) => say(`converting copied topic sentences stopped: ${(e as Error).message}`));
  const recommended = await ensureRecommendations(db.pool);
  if (recommended) say(`built the recommendations: ${recommended.recommendations} for ${recommended.articles} articles`);
  const paths = buildPaths(env.LECTERN_BUILD_DIR);
  const development = env.NODE_ENV === 'development' ? await viteDevelopment() : undefined;
  state.development = development;
  const build = development?.build ?? ((await import(pathToFileURL(paths.serverBuild).href)) as ServerBuild);
  const usage = createUsageRepository(db.pool);
  // A page view's usage waits for its batch instead of taking a transaction of its own.
  const usageBatch = createUsageBatch(usage, { maxDelayMs: env.LECTERN_USAGE_BATCH_MS, maxRows: env.LECTERN_USAGE_BATCH_ROWS }, log);
  state.usageBatch = usageBatch;
  const usageRecorder = createUsageRecorder(usageBatch.usage, log);
  const downloads = createDownloads(db.pool, localFolderStorage(path.join(env.dataDir, 'assets')), {
    say,
    usage: usageRecorder,
    config: downloadConfig(env),
  });
  ops.ops.metrics.watchPdfQueue(() => downloads.typesetter.queueDepth());
  const secret = siteSecret(env.dataDir, env.LECTERN_SECRET);
  // Lag-tolerant reads (pages, search, tables of contents, recommendations, OAI, sitemap) on `reads`;
  // sessions, entitlement, caps, throttles, CSRF, usage and the admin tool on the primary (ADR 010).
  const { reads } = db;
  const app = createApp({
    ops: ops.ops,
    ...(db.replica ? { readYourWrites } : {}),
    articles: createArticleRepository(reads),
    topics: createTopicRepository(reads),
    browse: createBrowseRepository(reads),
    journals: createJournalRepository(reads),
    access: createAccessService({
      entitlements: createEntitlementRepository(db.pool),
      tokenKey: deriveEntitledTokenKey(secret),
      pdfLink: pdfLinkSource(),
      purchase: { provider: testPaymentProvider, ...purchasePriceFromEnv(env) },
      crawlers: crawlerSettingsFromEnv(env),
      readerHosts: downloads.config.readerHosts,
    }),
    accessBarConfig: accessBarConfigFrom(env.LECTERN_ACCESS_BAR_CONFIG),
    sectionData: createSectionDataRepository(reads),
    enriched: createEnrichedContentRepository(reads),
    virtualMicroscope: { linkKey: deriveVmLinkKey(secret), tiles: createDeepZoomRepository(reads) },
    substances: { repository: createSubstanceRepository(reads), chemistryDbUrl: env.LECTERN_CHEMISTRY_DB_URL },
    exams: createExamRepository(reads),
    questions: createQuestionRepository(db.pool),
    ...accountsFromEnv(db.pool, secret, env),
    admin: { pool: db.pool },
    finding: createFindingServices(reads, {
      tokenKey: deriveRecommendationTokenKey(secret),
      ...(env.LECTERN_RECOMMENDATIONS_FEEDBACK_URL
        ? { forwardFeedback: { url: env.LECTERN_RECOMMENDATIONS_FEEDBACK_URL, timeoutMs: env.LECTERN_RECOMMENDATIONS_FEEDBACK_TIMEOUT_MS } }
        : {}),
    }),
    log,
    build,
    ...(development ? { development: development.middleware } : { clientDir: paths.clientDir }),
    publicUrl: env.PUBLIC_URL,
    sitePages: readSitePageOverrides(env.LECTERN_SITE_PAGES_DIR),
    site: {
      siteName: env.LECTERN_SITE_NAME,
      publisherName: env.LECTERN_PUBLISHER_NAME,
      contactEmail: env.LECTERN_CONTACT_EMAIL,
      rightsUrl: env.LECTERN_RIGHTS_URL,
      cookieConsent: env.LECTERN_COOKIE_CONSENT,
      experiments: env.LECTERN_EXPERIMENTS,
      mendeleyImporterUrl: env.LECTERN_MENDELEY_IMPORTER_URL,
      mendeleyDownloadUrl: env.LECTERN_MENDELEY_DOWNLOAD_URL,
      logoUrl: env.LECTERN_LOGO_URL,
      primaryColor: env.LECTERN_PRIMARY_COLOR,
      footerLinks: env.LECTERN_FOOTER_LINKS,
    },
    downloads,
    counter: { usage, recorder: usageRecorder },
    machine: {
      harvest: createHarvestRepository(reads),
      feeds: createFeedRepository(reads),
      oai: {
        repositoryId: env.LECTERN_OAI_REPOSITORY_ID,
        adminEmail: env.LECTERN_OAI_ADMIN_EMAIL,
        // Without a configured secret, tokens are valid on this process only (a restart means a fresh harvest).
        tokenKey: deriveTokenKey(env.LECTERN_OAI_TOKEN_SECRET ?? randomBytes(32)),
      },
    },
    mapTileUrl: env.LECTERN_MAP_TILE_URL,
    pageCache: { sMaxAge: env.LECTERN_PAGE_S_MAXAGE, staleWhileRevalidate: env.LECTERN_PAGE_STALE_WHILE_REVALIDATE },
    renderCacheBytes: env.LECTERN_RENDER_CACHE_MB * 1024 * 1024,
    media: {
      baseUrl: env.LECTERN_MEDIA_BASE_URL,
      assets: createAssetRepository(reads),
      storage: localFolderStorage(path.join(env.dataDir, 'assets')),
    },
  });
  const server = createHttpServer(app, { requestTimeoutMs: env.LECTERN_REQUEST_TIMEOUT_MS, shedding: ops.shedding });
  server.listen(env.PORT, env.HOST, () => {
    say(`Lectern is serving on http://${env.HOST}:${env.PORT} (database: ${db.description})`);
  });
  state.server = server;
  server.on('error', (e) => {
    log.fatal({ err: e }, `cannot listen on ${env.HOST}:${env.PORT}: ${e.message}`);
    void stop('error');
  });
}

main().catch((e: unknown) => {
  const log = started.log ?? createLogger('info');
  // The message says what to change (configuration, refusals, a failed migration); no stack.
  log.fatal(`lectern: ${(e as Error).message}`);
  log.flush();
  setTimeout(() => process.exit(1), 100);
});
