import express from 'express';
import { z } from 'zod';
import type { TopicRepository } from '#src/db/topic-repository.server.ts';
import { normalizePii } from '#src/shared/identifiers/pii.ts';
import {
  EMPTY_ANNOTATIONS,
  MAX_ANNOTATION_PIIS,
  type SnippetAnnotationsResponse,
  type Topic,
  type TopicAnnotationsResponse,
} from '#src/shared/topics/topic-contract.ts';
import type { Logger } from '../logger.ts';
import { sendProblem, sendQueryProblem } from '../problem.ts';
import { requestPii } from './request-pii.ts';

/**
 * Spec 000 §5 "Annotation call: it needs a non-empty list of pii values after empty ones are
 * dropped. Otherwise it fails with 'piis should be an array' or 'The piis array should not be
 * empty'." A single `piis=` arrives as a string, which is a list of one.
 */
const piisSchema = z.preprocess(
  (v) => (typeof v === 'string' ? [v] : v),
  z
    .array(z.string(), { error: 'piis should be an array' })
    .transform((list) => [...new Set(list.map((p) => p.trim()).filter((p) => p !== ''))])
    .refine((list) => list.length > 0, 'The piis array should not be empty')
    .refine((list) => list.length <= MAX_ANNOTATION_PIIS, `The piis array should not hold more than ${MAX_ANNOTATION_PIIS} values`),
);
const flatSchema = z.enum(['true', 'false'], { error: 'flat must be true or false' }).optional();
const issnSchema = z
  .string()
  .regex(/^\d{4}-?\d{3}[\dXx]$/, 'issn must be an ISSN such as 1234-567X')
  .optional();

/** "When enabled, pii values without annotations receive the merged matches of the others." (000 §7) */
function mergedMatches(lists: readonly Topic[][]): Topic[] {
  const merged = new Map<string, Topic>();
  for (const list of lists) for (const t of list) if (!merged.has(t.targetURL)) merged.set(t.targetURL, t);
  return [...merged.values()];
}

/** GET /topics/annotations/{id}[?issn=] and GET /topics/annotations?piis=…[&flat=true] (spec 000 §7). */
export function topicRoutes(topics: TopicRepository, log: Logger): express.Router {
  const router = express.Router();

  router.get('/annotations', async (req, res) => {
    const piis = piisSchema.safeParse(req.query.piis ?? req.query['piis[]']);
    if (!piis.success) return sendProblem(res, 400, piis.error.issues[0]!.message, { parameter: 'piis' });
    const flat = flatSchema.safeParse(req.query.flat);
    if (!flat.success) return sendQueryProblem(res, flat.error);
    for (const pii of piis.data) requestPii(pii, log);
    const found = await topics.annotationsByPiis(piis.data);
    const merged = flat.data === 'true' ? mergedMatches([...found.values()].map((a) => a.matches)) : [];
    const body: SnippetAnnotationsResponse = piis.data.map((pii) => {
      const annotations = found.get(normalizePii(pii));
      if (annotations && annotations.matches.length > 0) return { pii, ...annotations };
      return { pii, ...EMPTY_ANNOTATIONS, matches: merged };
    });
    res.set('Cache-Control', 'public, max-age=300').json(body);
  });

  router.get('/annotations/:id', async (req, res) => {
    const issn = issnSchema.safeParse(req.query.issn);
    if (!issn.success) return sendProblem(res, 400, issn.error.issues[0]!.message, { parameter: 'issn' });
    const pii = requestPii(req.params.id, log);
    const annotations = await topics.annotationsByPii(pii, issn.data);
    if (!annotations) {
      return sendProblem(
        res,
        404,
        issn.data ? `No article with PII ${pii} in the journal with ISSN ${issn.data}` : `No article with PII ${pii}`,
      );
    }
    const body: TopicAnnotationsResponse = { data: annotations };
    res.set('Cache-Control', 'public, max-age=300').json(body);
  });

  return router;
}
