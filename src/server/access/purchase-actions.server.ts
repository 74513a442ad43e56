import type { Request, Response } from 'express';
import { mayPurchase } from '#src/shared/article/article-page-state-rules.ts';
import { purchaseRefusal, type PurchaseActions, type PurchaseOffer } from '#src/shared/access/purchase.ts';
import type { AccessService } from './article-access.server.ts';
import type { PaymentProvider } from './payment/payment-provider.ts';
import { readerOf } from './request-reader.ts';

export interface PurchaseOptions {
  provider: PaymentProvider;
  /** LECTERN_ARTICLE_PRICE_CENTS / LECTERN_ARTICLE_CURRENCY. */
  amountCents: number;
  currency: string;
}

/** Price of one article from the configuration (src/config; default 31.50 USD). */
export function purchasePriceFromEnv(env: Readonly<Record<string, unknown>>): Pick<PurchaseOptions, 'amountCents' | 'currency'> {
  const cents = Number(env.LECTERN_ARTICLE_PRICE_CENTS ?? 3150);
  if (!Number.isInteger(cents) || cents < 0) throw new Error('LECTERN_ARTICLE_PRICE_CENTS must be a whole number of cents, 0 or more');
  const currency = String(env.LECTERN_ARTICLE_CURRENCY ?? 'USD').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new Error('LECTERN_ARTICLE_CURRENCY must be a three-letter ISO 4217 code such as USD');
  return { amountCents: cents, currency };
}

/** The purchase operations for this request's reader (signed-in checks are the page's; these re-check). */
export function purchaseActionsFor(req: Request, res: Response, access: AccessService, options: PurchaseOptions): PurchaseActions {
  const reader = readerOf(res);
  /** The offer, with the article's id an order records. */
  const articleOffer = async (pii: string): Promise<{ articleId: string; offer: PurchaseOffer } | null> => {
    const decided = await access.decide(reader, pii);
    if (!decided) return null;
    const about = await access.entitlements.purchaseSubject(decided.row.pii);
    if (!about) return null;
    const offer: PurchaseOffer = {
      pii: decided.row.pii,
      title: about.title,
      publicationTitle: about.publicationTitle,
      amountCents: options.amountCents,
      currency: options.currency,
      // A third-party article is sold by its own publisher (the universal PDF button), not here.
      state: decided.access.isContentVisible ? 'entitled' : mayPurchase(reader) && !decided.row.isThirdParty ? 'offer' : 'not-allowed',
      providerLabel: options.provider.label,
      testMode: options.provider.testMode,
    };
    return { articleId: decided.row.articleId, offer };
  };
  return {
    offer: async (pii) => (await articleOffer(pii))?.offer ?? null,
    async purchase(pii) {
      if (!reader.user) return { ok: false, status: 401, message: 'Sign in to purchase this article.' };
      const offered = await articleOffer(pii);
      if (!offered) return { ok: false, status: 404, message: `No article with PII ${pii}` };
      const { articleId, offer: found } = offered;
      if (found.state !== 'offer') return { ok: false, status: 409, message: purchaseRefusal(found.state) };
      const payment = await options.provider.charge({
        amountCents: found.amountCents,
        currency: found.currency,
        description: `Article ${found.pii}`,
        userId: reader.user.id,
      });
      const order = {
        userId: reader.user.id,
        articleId,
        provider: options.provider.id,
        amountCents: found.amountCents,
        currency: found.currency,
      };
      if (!payment.ok) {
        await access.entitlements.recordFailedOrder(order);
        return { ok: false, status: 402, message: `The payment did not go through: ${payment.message}` };
      }
      await access.entitlements.recordPaidOrder({ ...order, providerRef: payment.reference });
      return { ok: true };
    },
    async purchased() {
      return reader.user ? access.entitlements.paidOrders(reader.user.id) : [];
    },
  };
}
