import express from 'express';
import type pg from 'pg';
import { createBookRepository, type BookRepository } from '#src/db/book-repository.server.ts';
import { createCollectionRepository, type CollectionRepository } from '#src/db/collection-repository.server.ts';
import { createLinkingHubRepository, type LinkingHubRepository } from '#src/db/linking-hub-repository.server.ts';
import { createRecommendationRepository, type RecommendationRepository } from '#src/db/recommendation-repository.server.ts';
import type { CollectionReader } from '#src/shared/journals/collection-reader.ts';
import type { AccessService } from './access/article-access.server.ts';
import { collectionArpRoutes, vsiRoutes } from './api/collection-routes.ts';
import { linkingHubRoutes } from './api/linking-hub-routes.ts';
import { recommendationRoutes, type FeedbackForward } from './api/recommendation-routes.ts';
import type { Logger } from './logger.ts';
import { recommendationTokens, type RecommendationTokens } from './recommendations/recommendation-token.ts';

/**
 * Finding articles beyond search and browse: recommendations and their feedback,
 * special issues, virtual special issues, books, the linking hub. One object the app mounts.
 */
export interface FindingServices {
  recommendations: RecommendationRepository;
  tokens: RecommendationTokens;
  collections: CollectionRepository;
  books: BookRepository;
  hub: LinkingHubRepository;
  /** Name of this site in the linking hub. */
  siteName: string;
  forwardFeedback?: FeedbackForward;
}

export interface FindingOptions {
  /** Signs recommendation tokens; the same on every app server. Unset: a random key per process. */
  tokenKey?: Buffer;
  siteName?: string;
  /** LECTERN_RECOMMENDATIONS_FEEDBACK_URL and its timeout: valid feedback is forwarded there too. */
  forwardFeedback?: FeedbackForward;
}

export function createFindingServices(pool: pg.Pool, options: FindingOptions = {}): FindingServices {
  return {
    recommendations: createRecommendationRepository(pool),
    tokens: recommendationTokens(options.tokenKey),
    collections: createCollectionRepository(pool),
    books: createBookRepository(pool),
    hub: createLinkingHubRepository(pool),
    siteName: options.siteName ?? 'Lectern',
    ...(options.forwardFeedback ? { forwardFeedback: options.forwardFeedback } : {}),
  };
}

/** Mount before the other /sdfe/arp routes (they end in a catch-all 404). */
export function findingRoutes(services: FindingServices, log: Logger, access?: AccessService): express.Router {
  // The access service's decision, for entitled recommendations and the linking hub.
  const entitlement = access?.isEntitled;
  const router = express.Router();
  const arp = express.Router();
  arp.use(
    recommendationRoutes({
      recommendations: services.recommendations,
      tokens: services.tokens,
      entitlement,
      log,
      forwardFeedback: services.forwardFeedback,
    }),
  );
  arp.use(linkingHubRoutes({ hub: services.hub, entitlement, siteName: services.siteName, log }));
  arp.use(collectionArpRoutes(services.collections, services.books, log));
  router.use('/sdfe/arp', arp);
  router.use(vsiRoutes(services.collections, log));
  return router;
}

/** What the collection and book pages read (the load context's `collections`). */
export function collectionReader(services: FindingServices): CollectionReader {
  return {
    virtualSpecialIssue: (id) => services.collections.virtualSpecialIssue(id),
    book: (isbn) => services.books.book(isbn),
  };
}
