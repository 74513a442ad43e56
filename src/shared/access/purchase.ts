/**
 * Buying one article (spec 001 §5 "Purchase PDF needs a PURCHASE link type and url, and goes
 * to that url plus /purchase"; §6 "Purchased articles (admins or when cart allowed)"). The
 * server decides everything; pages only show these values.
 */
export const TEST_PAYMENT_LABEL = 'Test payment — no money is taken';

export type PurchaseState =
  /** The reader may buy it now. */
  | 'offer'
  /** The reader already reads it in full (free, subscription, grant or an earlier purchase). */
  | 'entitled'
  /** Purchases are turned off for this reader (cart, transactional access or card purchases). */
  | 'not-allowed';

export interface PurchaseOffer {
  pii: string;
  title: string;
  publicationTitle: string;
  amountCents: number;
  currency: string;
  state: PurchaseState;
  /** The payment provider's name as the buyer should read it (the test provider says no money is taken). */
  providerLabel: string;
  testMode: boolean;
}

export type PurchaseOutcome = { ok: true } | { ok: false; status: number; message: string };

export interface PurchasedArticle {
  pii: string;
  title: string;
  amountCents: number;
  currency: string;
  paidAt: string;
}

/** The purchase operations of the signed-in reader of this request (the server binds them). */
export interface PurchaseActions {
  offer(pii: string): Promise<PurchaseOffer | null>;
  purchase(pii: string): Promise<PurchaseOutcome>;
  purchased(): Promise<PurchasedArticle[]>;
}

export const NO_PURCHASES: PurchaseActions = {
  offer: async () => null,
  purchase: async () => ({ ok: false, status: 503, message: 'Purchases are not available on this site.' }),
  purchased: async () => [],
};

/** "$31.50", "€12.00": the amount in the currency's own format. */
export function formatPrice(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amountCents / 100);
}

/** Why the purchase page cannot sell, in the reader's words. */
export function purchaseRefusal(state: Exclude<PurchaseState, 'offer'>): string {
  return state === 'entitled'
    ? 'You already have access to this article.'
    : 'Purchasing articles is not available for your account or institution.';
}
