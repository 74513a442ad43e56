import { describe, expect, it } from 'vitest';
import { withFormActionSource } from './document-delivery-csp.ts';

describe('withFormActionSource: the order form may post to the library', () => {
  it.each([
    [
      "default-src 'self';form-action 'self';img-src 'self'",
      "default-src 'self';form-action 'self' https://ill.example.edu;img-src 'self'",
    ],
    ["default-src 'self';form-action 'self' https://ill.example.edu", "default-src 'self';form-action 'self' https://ill.example.edu"],
    ["default-src 'self'", "default-src 'self'"],
  ])('%s', (policy, expected) => {
    expect(withFormActionSource(policy, 'https://ill.example.edu')).toBe(expected);
  });
});
