import express, { type NextFunction, type Request, type Response } from 'express';
import type { RecommendationRepository } from '#src/db/recommendation-repository.server.ts';
import { userSettingsQuerySchema, type RecommendationsResponse } from '#src/shared/api/api-contract.ts';
import { checkFeedback, type FeedbackItem } from '#src/shared/recommendations/recommendation-feedback.ts';
import { readerOf } from '../access/request-reader.ts';
import type { Logger } from '../logger.ts';
import { freeToEveryone, type ArticleEntitlement } from './article-entitlement.ts';
import { sendProblem, sendQueryProblem } from '../problem.ts';
import type { RecommendationTokens } from '../recommendations/recommendation-token.ts';
import { requestPii } from './request-pii.ts';

export interface RecommendationRouteOptions {
  recommendations: RecommendationRepository;
  tokens: RecommendationTokens;
  /** Which recommended articles the entitled list keeps. */
  entitlement?: ArticleEntitlement;
  /** A recommendation service that also gets the (valid) feedback: LECTERN_RECOMMENDATIONS_FEEDBACK_URL. */
  forwardFeedback?: FeedbackForward;
  log: Logger;
}

export interface FeedbackForward {
  url: string;
  timeoutMs: number;
}

/** Sends the validated items on as the same JSON array; the reader's response does not wait for it. */
async function forward(target: FeedbackForward, items: FeedbackItem[], log: Logger): Promise<void> {
  try {
    const res = await fetch(target.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(items),
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    if (!res.ok) log.warn({ status: res.status }, 'recommendation feedback: the feedback service refused the items');
  } catch (e) {
    log.warn({ err: e }, 'recommendation feedback: could not reach the feedback service');
  }
}

/**
 * GET /pii/{pii}/recommendations and /pii/{pii}/recommendations/entitled (001 §7) from the
 * precomputed lists, and POST /recommendations/feedback (001 §5). Mounted at /sdfe/arp.
 */
export function recommendationRoutes(options: RecommendationRouteOptions): express.Router {
  const { recommendations, tokens, log } = options;
  const entitlement = options.entitlement ?? freeToEveryone;
  const router = express.Router();

  const respond = (entitledOnly: boolean) => async (req: Request, res: Response) => {
    const query = userSettingsQuerySchema.safeParse(req.query);
    if (!query.success) return sendQueryProblem(res, query.error);
    const pii = requestPii(req.params.pii, log);
    const found = await recommendations.recommendationsFor(pii);
    if (!found) return sendProblem(res, 404, `No article with PII ${pii}`);
    const reader = readerOf(res);
    const items = entitledOnly
      ? (
          await Promise.all(found.items.map(async (r) => ((await entitlement(reader, { pii: r.summary.pii, free: r.free })) ? r : null)))
        ).filter((r) => r !== null)
      : found.items;
    const pageLoadId = tokens.newPageLoadId();
    const body: RecommendationsResponse = {
      pageLoadId,
      articles: items.map((r) => ({
        ...r.summary,
        recommendationToken: tokens.sign({ articleId: found.articleId, recommendedArticleId: r.id, pageLoadId }),
        isThirdParty: r.thirdParty,
      })),
    };
    // Every response carries a fresh page load id: never cached.
    res.set('Cache-Control', 'no-store').json(body);
  };
  router.get('/pii/:pii/recommendations', respond(false));
  router.get('/pii/:pii/recommendations/entitled', respond(true));

  router.post('/recommendations/feedback', express.json({ limit: '64kb', type: () => true }), async (req: Request, res: Response) => {
    const checked = checkFeedback(req.body);
    if (!checked.ok) return sendProblem(res, 400, `Invalid recommendation feedback: ${checked.reason}`);
    const feedback = checked.items.map((item) => {
      const pair = tokens.verify(item.recommendationToken);
      return { item, pair: pair && { articleId: pair.articleId, recommendedArticleId: pair.recommendedArticleId } };
    });
    await recommendations.storeFeedback(feedback);
    if (options.forwardFeedback) void forward(options.forwardFeedback, checked.items, log);
    res.status(204).end();
  });
  router.use('/recommendations/feedback', (error: Error & { type?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (error.type === 'entity.parse.failed') return sendProblem(res, 400, 'Invalid recommendation feedback: the body is not JSON');
    if (error.type === 'entity.too.large') return sendProblem(res, 413, 'Recommendation feedback is too large (at most 64 KB)');
    next(error);
  });
  router.all('/recommendations/feedback', (req, res) => {
    res.set('Allow', 'POST');
    sendProblem(res, 405, `Use POST to send recommendation feedback, not ${req.method}`);
  });
  return router;
}
