import { describe, expect, it } from 'vitest';
import { documentDeliveryUrlSchema } from './document-delivery-url.ts';

describe('documentDeliveryUrlSchema: the admin command accepts only absolute http(s) URLs', () => {
  it.each([
    ['https://library.example.edu/ill/order', true],
    ['http://ill.example.org/request?via=lectern', true],
    ['  https://library.example.edu/order  ', true],
    ['javascript:alert(1)', false],
    ['/relative/order', false],
    ['//library.example.edu/order', false],
    ['ftp://library.example.edu/order', false],
    ['https://user:secret@library.example.edu/order', false],
    ['https://library.example.edu/a b', false],
    ['https://library.example.edu/"onmouseover', false],
    [`https://library.example.edu/${'a'.repeat(2000)}`, false],
  ])('%s → %s', (value, ok) => {
    expect(documentDeliveryUrlSchema.safeParse(value).success).toBe(ok);
  });

  it('trims what it accepts', () => {
    expect(documentDeliveryUrlSchema.parse('  https://library.example.edu/order ')).toBe('https://library.example.edu/order');
  });
});
