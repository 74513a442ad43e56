import type { ArticleAccess, CounterAccessType, EntitlementSource } from './article-access.ts';
import { isFullTextWeight } from './article-access.ts';
import type { Reader } from './reader.ts';

/**
 * Who may read an article (spec 001 §3 articleEntitlement, §5 "Full-text display"), as a pure
 * decision over facts the database gathered for one reader and one article. The order is the
 * order a reader would name the reason: free content first, then the reader's institution,
 * then what the reader bought, then what an administrator gave.
 */
export const BUSINESS_MODELS = ['subscription', 'open-access', 'hybrid'] as const;
export type BusinessModel = (typeof BUSINESS_MODELS)[number];

export interface ArticleAccessFacts {
  /** publications.business_model: hybrid lets the XML's open-access flags decide; subscription ignores them. */
  businessModel: BusinessModel;
  /** The XML's open-access and open-archive flags. */
  openAccess: boolean;
  openArchive: boolean;
  /** articles.free_to_read: an editor made this one article free, whatever the business model. */
  freeToRead: boolean;
  /** Elsevier xocs:item-weight (JATS: FULL-TEXT). */
  itemWeight: string;
  /** An institution of the reader whose subscription covers the article's publication and year. */
  subscribedInstitutionId: string | null;
  /** The reader has a paid order for the article. */
  purchased: boolean;
  /** An administrator's grant covering the article: to the reader (institutionId null) or their institution. */
  grant: { institutionId: string | null } | null;
}

/** Free to everyone (no reader facts needed), and why. */
export function freeSource(
  facts: Pick<ArticleAccessFacts, 'businessModel' | 'openAccess' | 'openArchive' | 'freeToRead'>,
): EntitlementSource | null {
  if (facts.freeToRead) return 'free-to-read';
  if (facts.businessModel === 'open-access') return 'open-access';
  if (facts.businessModel === 'subscription') return null;
  if (facts.openAccess) return 'open-access';
  if (facts.openArchive) return 'open-archive';
  return null;
}

const COUNTER_TYPE: Record<EntitlementSource, CounterAccessType> = {
  'open-access': 'Open',
  'open-archive': 'Free_To_Read',
  'free-to-read': 'Free_To_Read',
  subscription: 'Controlled',
  purchase: 'Controlled',
  grant: 'Controlled',
};

/**
 * Whose subscriptions, orders and grants count for a reader: the signed-in person's (orders,
 * personal grants) and the organisation they act for now (by address range or institutional
 * sign-in) — one at a time, as Change organization implies.
 */
export function entitlementSubjects(reader: Pick<Reader, 'user' | 'organisation'>): { userId: string | null; institutionIds: string[] } {
  return { userId: reader.user?.id ?? null, institutionIds: reader.organisation ? [reader.organisation.id] : [] };
}

export function decideArticleAccess(facts: ArticleAccessFacts): ArticleAccess {
  const free = freeSource(facts);
  let source: EntitlementSource | null = free;
  let institutionId: string | null = null;
  if (!source && facts.subscribedInstitutionId) {
    source = 'subscription';
    institutionId = facts.subscribedInstitutionId;
  } else if (!source && facts.purchased) {
    source = 'purchase';
  } else if (!source && facts.grant) {
    source = 'grant';
    institutionId = facts.grant.institutionId;
  }
  const entitled = source !== null;
  return {
    entitled,
    source,
    isContentVisible: entitled && isFullTextWeight(facts.itemWeight),
    institutionId,
    counterAccessType: source ? COUNTER_TYPE[source] : 'Controlled',
  };
}
