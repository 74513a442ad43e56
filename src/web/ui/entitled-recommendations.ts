/**
 * The entitled-recommendations popup (001 §4, §6, §9): it opens only if the recommendations
 * load fails or returns at least one article; it is skipped if the article has no such link,
 * the user opted out (local storage key `entitled-recs do-not-show`) or the user is casa.
 * Only articles that are not third-party are preselected.
 */
export const ENTITLED_RECS_OPT_OUT_KEY = 'entitled-recs do-not-show';

export interface EntitledRecsPopupInput {
  hasLink: boolean;
  optedOut: boolean;
  isCasaUser: boolean;
}

/** Whether to request the entitled recommendations at all. */
export function shouldLoadEntitledRecommendations(input: EntitledRecsPopupInput): boolean {
  return input.hasLink && !input.optedOut && !input.isCasaUser;
}

/** Whether the popup opens once the request settled. */
export function shouldOpenEntitledRecsPopup(
  input: EntitledRecsPopupInput,
  outcome: { failed: true } | { failed: false; count: number },
): boolean {
  if (!shouldLoadEntitledRecommendations(input)) return false;
  return outcome.failed || outcome.count >= 1;
}

export function preselectedRecommendations<T extends { pii: string; isThirdParty: boolean }>(articles: readonly T[]): string[] {
  return articles.filter((a) => !a.isThirdParty).map((a) => a.pii);
}

/** The stored opt-out flag: any stored value means the reader chose "do not show". */
export function isOptedOut(storage: { getItem(key: string): string | null } | null | undefined): boolean {
  try {
    return storage?.getItem(ENTITLED_RECS_OPT_OUT_KEY) != null;
  } catch {
    return false;
  }
}
