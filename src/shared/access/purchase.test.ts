import { describe, expect, it } from 'vitest';
import { formatPrice, purchaseRefusal } from './purchase.ts';

describe('formatPrice', () => {
  it.each<[number, string, string]>([
    [3150, 'USD', '$31.50'],
    [0, 'USD', '$0.00'],
    [1200, 'EUR', '€12.00'],
  ])('%i %s → %s', (cents, currency, expected) => {
    expect(formatPrice(cents, currency)).toBe(expected);
  });
});

describe('purchaseRefusal', () => {
  it.each([
    ['entitled', 'You already have access to this article.'],
    ['not-allowed', 'Purchasing articles is not available for your account or institution.'],
  ] as const)('%s', (state, message) => {
    expect(purchaseRefusal(state)).toBe(message);
  });
});
