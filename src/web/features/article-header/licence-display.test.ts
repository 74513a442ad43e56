import { describe, expect, it } from 'vitest';
import { licenceDisplay } from './licence-display.ts';

const CC_BY = 'http://creativecommons.org/licenses/by/3.0/';

describe('licenceDisplay: an open licence only where the site gives the article openly', () => {
  it.each([
    [
      'open access with a CC BY address',
      { openAccess: true, openArchive: false, license: { url: CC_BY } },
      { badge: 'open access', href: CC_BY },
    ],
    [
      'open archive with licence words only',
      { openAccess: false, openArchive: true, license: { text: 'Free to read' } },
      { badge: 'open archive', text: 'Free to read' },
    ],
    ['open access without any licence', { openAccess: true, openArchive: false, license: {} }, { badge: 'open access' }],
    [
      'paywalled in a subscription journal, though its XML says CC BY',
      { openAccess: false, openArchive: false, license: { url: CC_BY } },
      null,
    ],
    [
      'paywalled with licence words',
      { openAccess: false, openArchive: false, license: { text: 'This article is under a CC BY licence' } },
      null,
    ],
    [
      'open access with an unsafe address',
      { openAccess: true, openArchive: false, license: { url: 'javascript:alert(1)', text: 'CC BY' } },
      { badge: 'open access', text: 'CC BY' },
    ],
  ])('%s', (_name, article, expected) => {
    expect(licenceDisplay(article)).toEqual(expected);
  });
});
