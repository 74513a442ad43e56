import { isSendableFeedback, type FeedbackAction } from '#src/shared/recommendations/feedback-rules.ts';

/** Where feedback goes (001 §7 "a configured recommendations-feedback URL"); Lectern serves it itself. */
export const FEEDBACK_URL = '/sdfe/arp/recommendations/feedback';
export const FEEDBACK_ENABLED = true;

/**
 * Sends recommendation feedback (001 §5): only if enabled, non-empty and every item valid
 * (action, 64–128 character token, properties with an integer position ≥ 1); otherwise nothing
 * is sent. Returns whether it was sent.
 */
export function sendRecommendationFeedback(
  action: FeedbackAction,
  pageLoadId: string,
  shown: ReadonlyArray<{ recommendationToken: string; position: number }>,
  post: (url: string, body: string) => void = feedbackPoster(null),
): boolean {
  const items = shown.map(({ recommendationToken, position }) => ({ action, recommendationToken, properties: { position, pageLoadId } }));
  if (!FEEDBACK_ENABLED || items.length === 0 || !isSendableFeedback(items)) return false;
  post(FEEDBACK_URL, JSON.stringify(items));
  return true;
}

/** A JSON POST carrying the page's CSRF token (state-changing calls need it); keepalive, as a TitleClick leaves the page at once. */
export function feedbackPoster(csrfToken: string | null): (url: string, body: string) => void {
  return (url, body) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (csrfToken) headers['x-csrf-token'] = csrfToken;
    void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers }).catch((error: unknown) =>
      console.error(error),
    );
  };
}
