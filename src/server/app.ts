import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { AppLoadContext, ServerBuild } from 'react-router';
import type { ArticleRepository } from '#src/db/article-repository.server.ts';
import type { AssetRepository } from '#src/db/asset-repository.server.ts';
import type { BrowseRepository } from '#src/db/browse-repository.server.ts';
import type { TopicRepository } from '#src/db/topic-repository.server.ts';
// AppLoadContext is augmented in load-context.ts.
import type { RenderedArticle } from '#src/web/load-context.ts';
import { arpRoutes } from './api/arp-routes.ts';
import { topicRoutes } from './api/topic-routes.ts';
import { assetRoutes } from './api/asset-routes.ts';
import { machineInterfaces, type MachineInterfacesOptions } from './oai/machine-interfaces.ts';
import type { Logger } from './logger.ts';
import { sendProblem } from './problem.ts';
import { createLruCache } from './render-cache.ts';
import type { AssetStorage } from '#src/storage/asset-storage.ts';

export interface AppOptions {
  articles: ArticleRepository;
  /** The topics store (topic pages, /topics/annotations); without it there are no topic pages. */
  topics?: TopicRepository;
  /** Browse and publication pages, and the siblings endpoint; without it they list nothing. */
  browse?: BrowseRepository;
  log: Logger;
  /** The React Router server build; absent in API-only tests. */
  build?: ServerBuild;
  /** build/client, served as static files. */
  clientDir?: string;
  /** Public origin for canonical links; defaults to the request's own. */
  publicUrl?: string;
  /** Article files: `{baseUrl}/{attachment-eid}`; a path base is served here from `storage`. */
  media?: { baseUrl: string; assets: AssetRepository; storage: AssetStorage };
  /** OAI-PMH at /oai, journal feeds, /sitemap.xml and /robots.txt; absent: not served. */
  machine?: MachineInterfacesOptions;
}

/** CSP source for an external media base (its origin), so images and video from it may load. */
/** Without a browse repository the browse pages list nothing and publication pages are 404s. */
const NO_BROWSE: AppLoadContext['browse'] = { publications: async () => [], journal: async () => null, contents: async () => null };

function mediaSources(baseUrl: string | undefined): string[] {
  return baseUrl && /^https?:\/\//.test(baseUrl) ? [new URL(baseUrl).origin] : [];
}

/** The Express host: security headers, compression, static assets, JSON API, then the React Router pages. No listen. */
export function createApp(options: AppOptions): express.Express {
  const { articles, log } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    pinoHttp({
      logger: log,
      autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') ?? false },
      // One short line per request: no headers (cookies, tokens) in the logs.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
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
          imgSrc: ["'self'", 'data:', ...mediaSources(options.media?.baseUrl)],
          mediaSrc: ["'self'", ...mediaSources(options.media?.baseUrl)],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Before compression: files are served as stored, so lengths and byte ranges stay exact.
  if (options.media?.baseUrl.startsWith('/')) app.use(options.media.baseUrl, assetRoutes(options.media.assets, options.media.storage));
  app.use(compression());

  if (options.clientDir) {
    app.use('/assets', express.static(path.join(options.clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static(options.clientDir, { maxAge: '1h', index: false }));
  }

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use('/sdfe/arp', arpRoutes(articles, log, options.browse));
  if (options.topics) app.use('/topics', topicRoutes(options.topics, log));
  if (options.machine) app.use(machineInterfaces(options.machine, options.publicUrl));

  if (options.build) {
    // About 64 M characters of rendered article HTML.
    const renderCache = createLruCache<RenderedArticle>(64 * 1024 * 1024, (r) => r.html.length);
    app.all(
      '/{*path}',
      createRequestHandler({
        build: options.build,
        mode: 'production',
        getLoadContext: (req, res): AppLoadContext => ({
          articles,
          topics: options.topics ?? { topicPage: async () => null },
          browse: options.browse ?? NO_BROWSE,
          htmlSlots: new Map(),
          renderCache,
          origin: options.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`,
          cspNonce: res.locals.cspNonce as string,
          mediaBaseUrl: options.media?.baseUrl ?? '/media',
        }),
      }),
    );
  }

  app.use((req: Request, res: Response) => sendProblem(res, 404, `No route ${req.method} ${req.originalUrl}`));
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    req.log.error({ err: error }, 'request failed');
    if (res.headersSent) return;
    sendProblem(res, 500, 'The server could not complete the request.');
  });
  return app;
}
