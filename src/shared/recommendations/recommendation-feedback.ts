import { z } from 'zod';
import { FEEDBACK_ACTIONS, FEEDBACK_MAX_ITEMS, PAGE_LOAD_ID_MAX, RECOMMENDATION_TOKEN } from './feedback-rules.ts';

// The rules without zod (the page's client checks with them, ADR 007), exported here too.
export { FEEDBACK_ACTIONS, RECOMMENDATION_TOKEN, isRecommendationToken, type FeedbackAction } from './feedback-rules.ts';

/**
 * Recommendation feedback (spec 001 §5): sent only if the list is non-empty and every item
 * has an action among Display, InFocus, TitleClick, PdfDownload, ViewDetails; a
 * recommendationToken of 64–128 characters (letters, digits, plus, underscore, hyphen,
 * optionally ending in equals signs); a properties object; an integer position of at least 1.
 * The page checks before sending and the server checks again (400 otherwise).
 */

export const feedbackItemSchema = z.object({
  action: z.enum(FEEDBACK_ACTIONS, { error: `action must be one of ${FEEDBACK_ACTIONS.join(', ')}` }),
  recommendationToken: z
    .string({ error: 'recommendationToken must be a string' })
    .regex(RECOMMENDATION_TOKEN, 'recommendationToken must be 64-128 letters, digits, +, _ or -, optionally ending in ='),
  properties: z.looseObject(
    {
      position: z
        .number({ error: 'properties.position must be an integer of at least 1' })
        .int('properties.position must be an integer of at least 1')
        .min(1, 'properties.position must be an integer of at least 1'),
      pageLoadId: z.string().max(PAGE_LOAD_ID_MAX, 'properties.pageLoadId is too long').optional(),
    },
    { error: 'properties must be an object' },
  ),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackListSchema = z
  .array(feedbackItemSchema, { error: 'feedback must be a JSON array of items' })
  .min(1, 'feedback must hold at least one item')
  .max(FEEDBACK_MAX_ITEMS, `feedback may hold at most ${FEEDBACK_MAX_ITEMS} items`);

export type FeedbackCheck = { ok: true; items: FeedbackItem[] } | { ok: false; reason: string };

/** Checks a feedback list; the reason names the first item and field at fault. */
export function checkFeedback(value: unknown): FeedbackCheck {
  const parsed = feedbackListSchema.safeParse(value);
  if (parsed.success) return { ok: true, items: parsed.data };
  const issue = parsed.error.issues[0]!;
  const where = typeof issue.path[0] === 'number' ? `item ${issue.path[0] + 1}: ` : '';
  return { ok: false, reason: `${where}${issue.message}` };
}
