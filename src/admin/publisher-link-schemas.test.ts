import { describe, expect, it } from 'vitest';
import { publisherLinkUrlSchema, ssrnIdSchema } from './publisher-link-schemas.ts';

describe('publisher link values the admin commands accept', () => {
  it.each<[string, boolean]>([
    ['https://manuscripts.example.org/aam/123', true],
    ['http://clinicalkey.example.com/#!/content/journal/1-s2.0-S0022314X13001777', true],
    ['HTTPS://EXAMPLE.ORG/x', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['//example.org/no-scheme', false],
    ['/relative/path', false],
    ['ftp://example.org/file.pdf', false],
    ['https://user:secret@example.org/', false],
    ['https://example.org/a b', false],
    ['https://example.org/"onmouseover="x', false],
    [`https://example.org/${'a'.repeat(2000)}`, false],
  ])('%s → %s', (url, ok) => {
    expect(publisherLinkUrlSchema.safeParse(url).success).toBe(ok);
  });

  it.each<[string, boolean]>([
    ['2345678', true],
    [' 2345678 ', true],
    ['1', true],
    ['abc', false],
    ['12345678901234', false],
    ['', false],
    ['123<script>', false],
  ])('SSRN id %j → %s', (id, ok) => {
    expect(ssrnIdSchema.safeParse(id).success).toBe(ok);
  });
});
