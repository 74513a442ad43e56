import { randomUUID } from 'node:crypto';
import { TEST_PAYMENT_LABEL } from '#src/shared/access/purchase.ts';

/**
 * How an article purchase is paid. A real provider (a card processor) implements this; the
 * built-in default is a test provider that takes no money, so a site can show and exercise
 * the purchase flow before it has a merchant account.
 */
export interface PaymentRequest {
  amountCents: number;
  currency: string;
  /** What the buyer sees on a statement, e.g. "Article S0960148113002048". */
  description: string;
  userId: string;
}

export type PaymentResult = { ok: true; reference: string } | { ok: false; message: string };

export interface PaymentProvider {
  /** Stored with each order (orders.provider). */
  id: string;
  /** Shown on the purchase page. */
  label: string;
  /** True when no money moves (the page says so). */
  testMode: boolean;
  charge(request: PaymentRequest): Promise<PaymentResult>;
}

export const testPaymentProvider: PaymentProvider = {
  id: 'test',
  label: TEST_PAYMENT_LABEL,
  testMode: true,
  charge: async () => ({ ok: true, reference: `test-${randomUUID()}` }),
};
