import express from 'express';
import type { Logger } from '../logger.ts';
import { adminUsageRoutes } from './admin-usage-routes.ts';
import { investigationRoute } from './investigation-route.ts';
import { metricsRoute } from './metrics-route.ts';
import type { CounterOptions } from './request-usage.ts';
import { sushiRoutes } from './sushi-routes.ts';

/** COUNTER usage (spec 001 §7 "POST /counter/investigation"): client investigations, SUSHI at /r51, admin report files, the article metrics endpoint. */
export function counterRoutes(options: CounterOptions, log: Logger): express.Router {
  const router = express.Router();
  router.use(investigationRoute(options, log));
  router.use('/r51', sushiRoutes(options.usage, log));
  router.use(adminUsageRoutes(options.usage));
  router.use(metricsRoute(options.usage));
  return router;
}
