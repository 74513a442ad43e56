/**
 * What one reader may do with one article (spec 001 §3 "articleEntitlement", §5 "Full-text
 * display"). Decided on the server (src/server/access) and handed to pages as data.
 */
export type EntitlementSource = 'open-access' | 'open-archive' | 'free-to-read' | 'subscription' | 'purchase' | 'grant';

/** COUNTER 5.1 Access_Type of an item as the reader met it. */
export type CounterAccessType = 'Open' | 'OA_Gold' | 'Controlled' | 'Free_To_Read';

export interface ArticleAccess {
  /** articleEntitlement.entitled */
  entitled: boolean;
  /** Why, when entitled. */
  source: EntitlementSource | null;
  /** Full text may be shown: entitled and item-weight FULL-TEXT or HEAD-AND-TAIL. */
  isContentVisible: boolean;
  /** The institution whose subscription grants it, for COUNTER attribution and the access bar. */
  institutionId: string | null;
  counterAccessType: CounterAccessType;
}

/** Spec 001 §5: full-text display needs entitled and item weight FULL-TEXT or HEAD-AND-TAIL. */
export function isFullTextWeight(itemWeight: string | null | undefined): boolean {
  return itemWeight === 'FULL-TEXT' || itemWeight === 'HEAD-AND-TAIL';
}
