import express from 'express';
import { beaconUses } from '#src/shared/counter/usage-rules.ts';
import { investigationSchema } from '#src/shared/counter/investigation.ts';
import { readerOf } from '../access/request-reader.ts';
import type { Logger } from '../logger.ts';
import { sendProblem } from '../problem.ts';
import { articleUse, recordUses, requestIdentity, type CounterOptions } from './request-usage.ts';

/**
 * What the page reports about itself: its own load (zone `abstract` / `full-text`, which the
 * server usually counted already and then drops as the same click) or a client-side
 * investigation (figure viewer, preview …). Access is what the server decides, never what the
 * page says. A failed attempt (isSuccess false) is not usage. CSRF is checked app-wide.
 */
export function investigationRoute(options: CounterOptions, log: Logger): express.Router {
  const router = express.Router();
  router.post(
    '/counter/investigation',
    express.json({ limit: '16kb' }),
    express.urlencoded({ extended: false, limit: '16kb' }),
    async (req, res) => {
      const parsed = investigationSchema.safeParse(req.body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = issue.path.join('.') || 'body';
        sendProblem(res, 400, `Invalid investigation field "${field}": ${issue.message}`);
        return;
      }
      const body = parsed.data;
      const reader = readerOf(res);
      const use = await articleUse(options, res, body.pii);
      if (!use) {
        sendProblem(res, 404, `No article with PII ${body.pii}`);
        return;
      }
      if (body.isSuccess) {
        const identity = requestIdentity(req, res, reader);
        const at = new Date();
        recordUses(options, use, beaconUses(body.zone, use.access), { reader, identity, at, pageBeacon: true }).catch((e: unknown) =>
          log.warn({ err: e }, 'investigation not recorded'),
        );
      }
      res.status(204).end();
    },
  );
  return router;
}
