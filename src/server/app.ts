import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import type pg from 'pg';
import express, { type Request, type Response } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { AppLoadContext, ServerBuild } from 'react-router';
import type { ArticleRepository } from '#src/db/article-repository.server.ts';
import type { AssetRepository } from '#src/db/asset-repository.server.ts';
import type { BrowseRepository } from '#src/db/browse-repository.server.ts';
import type { JournalRepository } from '#src/db/journal-repository.server.ts';
import { journalCoverRoutes } from './journals/cover-routes.ts';
import type { TopicRepository } from '#src/db/topic-repository.server.ts';
// AppLoadContext is augmented in load-context.ts.
import type { RenderedArticle } from '#src/web/load-context.ts';
import { arpRoutes } from './api/arp-routes.ts';
import type { AccountsOptions } from './access/accounts-options.ts';
import { trustProxySetting } from './access/client-address.ts';
import { replayingBody } from './access/csrf.ts';
import { installAccess } from './access/install-access.ts';
import { libraryBannerCsp } from './access/library-banner-csp.ts';
import { documentDeliveryCsp } from './access/document-delivery-csp.ts';
import type { AccessService } from './access/article-access.server.ts';
import { entitledGuard } from './access/entitled-guard.ts';
import { mediaGuard, paywallTocRoute } from './access/paywall-routes.ts';
import { purchaseActionsFor } from './access/purchase-actions.server.ts';
import { NO_PURCHASES } from '#src/shared/access/purchase.ts';
import { sectionDataRoutes } from './api/section-data-routes.ts';
import { substanceRoutes } from './api/substance-routes.ts';
import { examRoutes } from './api/exam-routes.ts';
import type { ExamRepository } from '#src/db/exam-repository.server.ts';
import type { SubstanceRepository } from '#src/db/substance-repository.server.ts';
import { QUESTIONS_AND_ANSWERS_PATHS, questionsRoutes } from './api/questions-routes.ts';
import type { QuestionRepository } from '#src/db/question-repository.server.ts';
import type { SectionDataRepository } from '#src/db/section-data-repository.server.ts';
import { topicRoutes } from './api/topic-routes.ts';
import { assetRoutes } from './api/asset-routes.ts';
import { downloadRoutes, type DownloadRouterOptions } from './downloads/download-routes.ts';
import { counterRoutes } from './counter/counter-routes.ts';
import { mediaUsage } from './counter/media-usage.ts';
import { pageUsageFor, type CounterOptions } from './counter/request-usage.ts';
import { usageAdminFor } from './counter/usage-reports.server.ts';
import { machineInterfaces, type MachineInterfacesOptions } from './oai/machine-interfaces.ts';
import type { Logger } from './logger.ts';
import { sendProblem } from './problem.ts';
import { createAdminTool, NO_ADMIN_TOOL } from './admin/admin-tool.server.ts';
import { readerOf } from './access/request-reader.ts';
import { createLruCache } from './render-cache.ts';
import { createPageRenderCache } from './page-render-cache.ts';
import { collectionReader, findingRoutes, type FindingServices } from './finding-services.ts';
import { siteSettingsFor, type SiteOptions } from './site-settings.ts';
import type { AssetStorage } from '#src/storage/asset-storage.ts';
import { accessBarConfigFrom, type AccessBarConfig } from '#src/shared/access/access-bar-config.ts';
import type { EnrichedContentRepository } from '#src/db/enriched-content-repository.server.ts';
import { enrichedContentRoutes } from './api/enriched-content-routes.ts';
import { deepZoomRoutes } from './api/deep-zoom-routes.ts';
import { virtualMicroscopeGuard } from './virtual-microscope/vm-page-guard.ts';
import type { DeepZoomRepository } from '#src/db/deep-zoom-repository.server.ts';
import { errorHandler } from './ops/error-handler.ts';
import { installOps, type OpsOptions } from './ops/install-ops.ts';
import { anonymousPageEtag } from './access/anonymous-page-etag.ts';
import { entitledTokenRoute } from './access/entitled-token-route.ts';
import { pageBucketOf } from './access/page-bucket.ts';
import { DEFAULT_SHARED_CACHE_POLICY, type SharedCachePolicy } from '#src/shared/access/page-cache-bucket.ts';

export interface AppOptions {
  articles: ArticleRepository;
  /** Site pages a publisher rewrote, `<slug>.md` by slug (LECTERN_SITE_PAGES_DIR, read at start-up). */
  sitePages?: Readonly<Record<string, string>>;
  /** The topics store (topic pages, /topics/annotations); without it there are no topic pages. */
  topics?: TopicRepository;
  /** Browse and publication pages, and the siblings endpoint; without it they list nothing. */
  browse?: BrowseRepository;
  /** Home and journal pages: featured journals, covers, profiles, most read and most cited; without it they show none. */
  journals?: JournalRepository;
  log: Logger;
  /** The React Router server build (a function: Vite's, reloaded in development); absent in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** `npm run dev`: Vite's middleware (browser modules, hot reload) in place of the built client files. */
  development?: express.RequestHandler;
  /** build/client, served as static files. */
  clientDir?: string;
  /** Public origin for canonical links; defaults to the request's own. */
  publicUrl?: string;
  /** Article files: `{baseUrl}/{attachment-eid}`; a path base is served here from `storage`. */
  media?: { baseUrl: string; assets: AssetRepository; storage: AssetStorage };
  /** OAI-PMH at /oai, journal feeds, /sitemap.xml and /robots.txt; absent: not served. */
  machine?: MachineInterfacesOptions;
  /** COUNTER usage recording, SUSHI /r51, admin usage reports, article metrics; absent: nothing recorded or served. */
  counter?: Omit<CounterOptions, 'access'>;
  /** PDFs, enhanced reader, issue and supplementary zips with download caps (spec 001 §9); absent: not served. */
  downloads?: Omit<DownloadRouterOptions, 'log' | 'access'>;
  /** Accounts, sessions, institutions (ADR 005); absent: every reader is anonymous. CSRF applies either way. */
  accounts?: AccountsOptions;
  /** LECTERN_TRUST_PROXY: proxies whose X-Forwarded-For is believed (Express `trust proxy`); absent: none. */
  trustProxy?: string;
  /**
   * Entitlement: paywall, entitledToken, page access state. Required, so an app wired without it
   * fails closed at compile time; `ALL_CONTENT_OPEN` says so explicitly (API tests of open content).
   */
  access: AccessService | typeof ALL_CONTENT_OPEN;
  /** Author articles and the page context of the client sections; absent: empty lists, no context. */
  sectionData?: SectionDataRepository;
  /** Questions answered in articles and their ratings (001 §3); absent (or without `access`): not served. */
  questions?: QuestionRepository;
  /** Recommendations, feedback, special issues, virtual special issues, books, linking hub; absent: not served. */
  finding?: FindingServices;
  /** The Admin Tool at /admin (ADMIN readers only); absent: nobody may use it. */
  admin?: { pool: pg.Pool };
  /** The article access bar's configuration (LECTERN_ACCESS_BAR_CONFIG applied); absent: the defaults. */
  accessBarConfig?: AccessBarConfig;
  /** The site's name, publisher and contact address on its own pages (/about, /terms, /privacy …). */
  site?: SiteOptions;
  /** Enriched content (spec 000 §7 /sdfe/ears, ADR 006); absent: not served. */
  enriched?: EnrichedContentRepository;
  /** Substances (001 §3) and the chemistry database their panel links to; absent: the substances endpoint is not served. */
  substances?: { repository: SubstanceRepository; chemistryDbUrl?: string | null };
  /** Article exams (001 §7); absent: the exam endpoint is not served. */
  exams?: ExamRepository;
  /** /readyz, /metrics, load shedding and the database gate (README "Operations"); absent: /healthz only. */
  ops?: OpsOptions;
  /** LECTERN_MAP_TILE_URL: base map tiles of the geospatial-data map; absent: offline world outline, no tile origin in the CSP. */
  mapTileUrl?: string;
  /** LECTERN_PAGE_S_MAXAGE, LECTERN_PAGE_STALE_WHILE_REVALIDATE: how long a CDN keeps an anonymous article page (ADR 008). */
  pageCache?: SharedCachePolicy;
  /** LECTERN_RENDER_CACHE_MB in bytes: whole anonymous article pages kept in memory (ADR 011); default 128 MB, 0: none. */
  renderCacheBytes?: number;
  /** The virtual microscope (000 §2 signed viewer link, §3 app VM; ADR 006): tiles and the link key; absent: no viewer links, no tiles. */
  virtualMicroscope?: { linkKey: Buffer; tiles: DeepZoomRepository };
  /** DATABASE_READ_URL: route each request's lag-tolerant reads (src/server/ops/read-your-writes.ts, ADR 010); absent: one pool. */
  readYourWrites?: express.RequestHandler;
}

/** `access: ALL_CONTENT_OPEN`: no entitlement checks at all — every full text is served. Never in `npm start`. */
export const ALL_CONTENT_OPEN = 'all-content-open';

/** Without a browse repository the browse pages list nothing and publication pages are 404s. */
const NO_BROWSE: AppLoadContext['browse'] = { publications: async () => [], journal: async () => null, contents: async () => null };
/** Without a journal repository no journal is featured, read or profiled. */
const NO_JOURNALS: AppLoadContext['journals'] = { featured: async () => [], mostRead: async () => [], journalPage: async () => null };
/** Without finding services there are no virtual special issue or book pages (404s). */
const NO_COLLECTIONS: AppLoadContext['collections'] = { virtualSpecialIssue: async () => null, book: async () => null };

/** CSP source for an external media base (its origin), so images and video from it may load. */
function mediaSources(baseUrl: string | undefined): string[] {
  return baseUrl && /^https?:\/\//.test(baseUrl) ? [new URL(baseUrl).origin] : [];
}

/** The Express host: security headers, compression, static assets, JSON API, then the React Router pages. No listen. */
export function createApp(appOptions: AppOptions): express.Express {
  const options = { ...appOptions, access: appOptions.access === ALL_CONTENT_OPEN ? undefined : appOptions.access };
  const { articles, log } = options;
  const counter = options.counter ? { ...options.counter, access: options.access } : undefined;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(options.trustProxy));
  // Route patterns for the metrics come from a built app (npm run dev serves a changing one: raw paths' first segment).
  const databaseGate = installOps(app, options.ops, typeof options.build === 'function' ? undefined : options.build);
  if (options.readYourWrites) app.use(options.readYourWrites);
  app.use(
    pinoHttp({
      logger: log,
      autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') ?? false },
      // One short line per request: no headers (cookies, tokens) in the logs.
      serializers: {
        // SUSHI clients send their API key in the query string (COUNTER_SUSHI 5.1): never log it.
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url.replace(/([?&]api_key=)[^&]*/gi, '$1[redacted]'),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: [
            "'self'",
            'data:',
            ...mediaSources(options.media?.baseUrl),
            ...mediaSources(options.mapTileUrl),
            ...mediaSources(options.site?.logoUrl),
          ],
          mediaSrc: ["'self'", ...mediaSources(options.media?.baseUrl)],
          connectSrc: ["'self'", ...mediaSources(options.mapTileUrl)],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // helmet's default no-referrer makes Chromium send `Origin: null` on plain form posts (the access
      // bar's Purchase PDF into its own window), which the CSRF origin check must refuse; same-origin
      // keeps referrers off other sites and lets our own forms say where they come from.
      referrerPolicy: { policy: 'same-origin' },
    }),
  );
  app.use(databaseGate);
  // The reader (session + client address) and the app-wide CSRF check, before anything that decides by reader.
  const accessContext = installAccess(app, options.accounts, log, options.publicUrl);
  app.use(libraryBannerCsp);
  app.use(documentDeliveryCsp);
  const siteSettings = siteSettingsFor(options.site, options.downloads?.config, options.accounts?.sessionDays);
  app.locals.siteSettings = siteSettings;
  const accessBarConfig = options.accessBarConfig ?? accessBarConfigFrom(undefined);
  // Before compression: files are served as stored, so lengths and byte ranges stay exact.
  if (counter && options.media?.baseUrl.startsWith('/')) app.use(options.media.baseUrl, mediaUsage(counter, log));
  if (options.access && options.media?.baseUrl.startsWith('/')) app.use(options.media.baseUrl, mediaGuard(options.access));
  if (options.virtualMicroscope && options.media?.baseUrl.startsWith('/'))
    app.use(options.media.baseUrl, deepZoomRoutes(options.virtualMicroscope.tiles, options.media.storage, options.access));
  if (options.media?.baseUrl.startsWith('/')) app.use(options.media.baseUrl, assetRoutes(options.media.assets, options.media.storage));
  if (options.downloads) app.use(downloadRoutes({ ...options.downloads, log, ...(options.access ? { access: options.access } : {}) }));
  app.use(compression());
  // After compression: the ETag hashes the page's own bytes (ADR 008).
  app.use(anonymousPageEtag);

  if (options.development) app.use(options.development);
  if (options.clientDir) {
    app.use('/assets', express.static(path.join(options.clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static(options.clientDir, { maxAge: '1h', index: false }));
  }

  if (counter) app.use(counterRoutes(counter, log));
  if (options.access)
    app.use('/sdfe/arp', entitledGuard(options.access), paywallTocRoute(options.access, articles), entitledTokenRoute(options.access));
  if (options.finding) app.use(findingRoutes(options.finding, log, options.access));
  app.use('/sdfe/arp', sectionDataRoutes(articles, options.sectionData, log));
  if (options.substances) app.use('/sdfe/arp', substanceRoutes(options.substances.repository, options.substances.chemistryDbUrl, log));
  if (options.exams) app.use('/sdfe/arp', examRoutes(options.exams, log));
  // Answers quote the body: served only with entitlement (fail closed without it).
  if (options.questions && options.access) {
    app.use(
      '/article/related',
      entitledGuard(options.access, QUESTIONS_AND_ANSWERS_PATHS),
      questionsRoutes(options.questions, options.access, log, options.counter?.usage),
    );
  }
  // Reference links carry the cited article's PDF as its own page offers it to this reader.
  const { access } = options;
  const pdfOf = access && (async (req: Request, res: Response, pii: string) => (await access.pageState(req, res, pii))?.pdf.url ?? null);
  app.use('/sdfe/arp', arpRoutes(articles, log, options.browse, pdfOf));
  if (options.topics) app.use('/topics', topicRoutes(options.topics, log));
  if (options.enriched)
    app.use(
      '/sdfe/ears',
      enrichedContentRoutes(
        options.enriched,
        options.access,
        log,
        options.media?.baseUrl,
        options.mapTileUrl,
        options.virtualMicroscope?.linkKey,
      ),
    );
  if (options.virtualMicroscope) app.use(virtualMicroscopeGuard(options.virtualMicroscope.linkKey, options.access));
  if (options.machine) app.use(machineInterfaces(options.machine, options.publicUrl));
  if (options.journals) app.use(journalCoverRoutes(options.journals));

  if (options.build) {
    // About 64 M characters of rendered article HTML.
    const lru = createLruCache<RenderedArticle>(64 * 1024 * 1024, (r) => r.html.length);
    const renderCache = options.ops?.metrics ? options.ops.metrics.countedCache(lru) : lru;
    const metrics = options.ops?.metrics;
    const pageRenderCache = createPageRenderCache(
      options.renderCacheBytes ?? 128 * 1024 * 1024,
      metrics && ((pages) => metrics.countedPageCache(pages)),
    );
    const pages = createRequestHandler({
      build: options.build,
      mode: options.development ? 'development' : 'production',
      getLoadContext: (req, res): AppLoadContext => ({
        articles,
        topics: options.topics ?? { topicPage: async () => null },
        browse: options.browse ?? NO_BROWSE,
        journals: options.journals ?? NO_JOURNALS,
        htmlSlots: new Map(),
        renderCache,
        origin: options.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`,
        cspNonce: res.locals.cspNonce as string,
        mediaBaseUrl: options.media?.baseUrl ?? '/media',
        articleAccess: { pageState: (pii) => (options.access ? options.access.pageState(req, res, pii) : Promise.resolve(null)) },
        purchases: options.access ? purchaseActionsFor(req, res, options.access, options.access.purchase) : NO_PURCHASES,
        collections: options.finding ? collectionReader(options.finding) : NO_COLLECTIONS,
        usage: pageUsageFor(counter, log, req, res),
        usageAdmin: usageAdminFor(counter?.usage, res),
        adminTool: options.admin ? createAdminTool(options.admin.pool, readerOf(res)) : NO_ADMIN_TOOL,
        site: siteSettings,
        ...(options.sitePages ? { sitePages: options.sitePages } : {}),
        accessBarConfig,
        pageCache: { bucket: pageBucketOf(req, res), policy: options.pageCache ?? DEFAULT_SHARED_CACHE_POLICY },
        vmSlide: (res.locals.vmSlide as AppLoadContext['vmSlide']) ?? null,
        pageRender: { cache: pageRenderCache, key: null },
        ...accessContext.contextFor(req, res),
      }),
    });
    const work = options.ops?.work;
    app.all('/{*path}', replayingBody(work ? (req, res, next) => work.track(pages(req, res, next)) : pages));
  }

  app.use((req: Request, res: Response) => sendProblem(res, 404, `No route ${req.method} ${req.originalUrl}`));
  app.use(errorHandler(log, options.ops?.database));
  return app;
}
