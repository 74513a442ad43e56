import express from 'express';
import type { FeedRepository } from '#src/db/feed-repository.server.ts';
import type { HarvestRepository } from '#src/db/harvest-repository.server.ts';
import { feedRoutes } from '../feeds/feed-routes.ts';
import { oaiRoutes, type OaiOptions } from './oai-routes.ts';

/** What the host needs for OAI-PMH, journal feeds, the sitemap and robots.txt. */
export interface MachineInterfacesOptions {
  harvest: HarvestRepository;
  feeds: FeedRepository;
  oai: Pick<OaiOptions, 'repositoryId' | 'repositoryName' | 'adminEmail' | 'tokenKey' | 'pageSize'>;
  /** URLs per sitemap file (default 50,000). */
  sitemapMaxUrls?: number;
}

/** /oai, /journal/{slug}/feed|atom, /sitemap.xml and /robots.txt on one router. */
export function machineInterfaces(options: MachineInterfacesOptions, publicUrl: string | undefined): express.Router {
  const router = express.Router();
  router.use('/oai', oaiRoutes({ ...options.oai, harvest: options.harvest, publicUrl }));
  router.use(
    feedRoutes({
      feeds: options.feeds,
      harvest: options.harvest,
      publicUrl,
      ...(options.sitemapMaxUrls ? { sitemapMaxUrls: options.sitemapMaxUrls } : {}),
    }),
  );
  return router;
}
