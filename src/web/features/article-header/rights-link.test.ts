import { describe, expect, it } from 'vitest';
import { FREE_DOCUMENT_SUBTYPES, showRightsAndContentLink } from './rights-link.ts';

describe('rights-and-content link (001 §5, §9)', () => {
  it('knows the 23 free document subtypes', () => expect(FREE_DOCUMENT_SUBTYPES.size).toBe(23));
  it.each([
    [true, 'FLA', true],
    [true, 'fla', true],
    [true, 'REV', true],
    [true, 'ERR', false],
    [true, 'err', false],
    [true, 'RET', false],
    [true, 'EDB', false],
    [false, 'FLA', false],
    [true, null, true],
  ])('feature %s, subtype %s → %s', (on, subtype, shown) => expect(showRightsAndContentLink(on, subtype)).toBe(shown));
});
