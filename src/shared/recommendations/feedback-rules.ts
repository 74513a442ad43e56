/**
 * The recommendation feedback rules of spec 001 §5 as plain checks: the page checks a list
 * with `isSendableFeedback` before sending it (no zod in the page's client, ADR 007); the
 * server checks the same rules with the zod schema of recommendation-feedback.ts.
 */
export const FEEDBACK_ACTIONS = ['Display', 'InFocus', 'TitleClick', 'PdfDownload', 'ViewDetails'] as const;
export type FeedbackAction = (typeof FEEDBACK_ACTIONS)[number];

/** Letters, digits, plus, underscore, hyphen, then optional trailing equals signs; 64–128 in all. */
export const RECOMMENDATION_TOKEN = /^(?=.{64,128}$)[A-Za-z0-9+_-]+=*$/;
export const FEEDBACK_MAX_ITEMS = 50;
export const PAGE_LOAD_ID_MAX = 128;

export function isRecommendationToken(value: unknown): value is string {
  return typeof value === 'string' && RECOMMENDATION_TOKEN.test(value);
}

function isSendableItem(item: unknown): boolean {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const { action, recommendationToken, properties } = item as Record<string, unknown>;
  if (!(FEEDBACK_ACTIONS as readonly unknown[]).includes(action) || !isRecommendationToken(recommendationToken)) return false;
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) return false;
  const { position, pageLoadId } = properties as Record<string, unknown>;
  if (typeof position !== 'number' || !Number.isInteger(position) || position < 1) return false;
  return pageLoadId === undefined || (typeof pageLoadId === 'string' && pageLoadId.length <= PAGE_LOAD_ID_MAX);
}

/** 1 to 50 items, each with an action of the list, a valid token and an integer position ≥ 1. */
export function isSendableFeedback(items: unknown): boolean {
  return Array.isArray(items) && items.length >= 1 && items.length <= FEEDBACK_MAX_ITEMS && items.every(isSendableItem);
}
