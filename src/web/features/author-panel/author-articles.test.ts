import { describe, expect, it } from 'vitest';
import { authorArticlesUrl, authorIndexOfPanel } from './author-articles.ts';

const authors = [
  { id: 'a1', kind: 'person' as const },
  { id: 'c1', kind: 'collaboration' as const },
  { id: 'a2', kind: 'person' as const },
];

describe('authorIndexOfPanel', () => {
  it.each([
    ['a1', 0],
    ['a2', 2],
    ['c1', null],
    ['zz', null],
  ])('panel %s → index %s', (panelId, index) => expect(authorIndexOfPanel(authors, panelId)).toBe(index));
  it('url', () => expect(authorArticlesUrl('S1', 3)).toBe('/sdfe/arp/pii/S1/author/3/articles'));
});
