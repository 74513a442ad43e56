import { describe, expect, it } from 'vitest';
import {
  SIDE_PANEL_TITLES,
  closesOnOutsideClick,
  displayedState,
  openingState,
  requirePanelId,
  sidePanelTypeOf,
  substanceAt,
  substanceNavigation,
  visibleSubstances,
} from './side-panel-state.ts';

describe('side panel (001 §2, §4, §8)', () => {
  it('titles', () => {
    expect(SIDE_PANEL_TITLES.substance).toBe('Reaxys substance information');
    expect(SIDE_PANEL_TITLES['questions-and-answers']).toBe('Questions answered in this article');
  });
  it.each([
    ['author', 'author'],
    ['Footnote', 'footnote'],
    ['questions and answers', 'questions-and-answers'],
    ['substance', 'substance'],
    ['figure', null],
    [null, null],
  ])('content-type %j → %s', (attr, type) => expect(sidePanelTypeOf(attr)).toBe(type));
  it.each([null, undefined, '', '  '])('opening with id %j throws the invariant error', (id) => {
    expect(() => requirePanelId(id)).toThrow('Invalid state. Side panel opened without identifier.');
  });
  it('all close on outside click except Questions answered', () => {
    for (const t of ['author', 'footnote', 'help', 'reference', 'substance'] as const) expect(closesOnOutsideClick(t)).toBe(true);
    expect(closesOnOutsideClick('questions-and-answers')).toBe(false);
  });
  it.each([
    ['questions-and-answers', 767, 'COLLAPSED'],
    ['questions-and-answers', 768, 'OPEN'],
    ['footnote', 320, 'OPEN'],
  ] as const)('%s opens at %d px as %s', (type, width, state) => expect(openingState(type, width)).toBe(state));
  it.each([
    ['COLLAPSED', 1024, 'OPEN'],
    ['COLLAPSED', 500, 'COLLAPSED'],
    ['CLOSED', 1024, 'CLOSED'],
    ['OPEN', 320, 'OPEN'],
  ] as const)('%s at %d px shows as %s', (state, width, shown) => expect(displayedState(state, width)).toBe(shown));
});

describe('substance panel', () => {
  it.each([
    [0, 3, { previousDisabled: true, nextDisabled: false }],
    [1, 3, { previousDisabled: false, nextDisabled: false }],
    [2, 3, { previousDisabled: false, nextDisabled: true }],
    [0, 1, { previousDisabled: true, nextDisabled: true }],
  ])('position %d of %d', (pos, count, nav) => expect(substanceNavigation(pos, count)).toEqual(nav));
  it('invariant errors', () => {
    expect(() => substanceAt(null, 0)).toThrow('Invalid state. Substance info panel mounted before substances loaded');
    expect(() => substanceAt(['a'], 3)).toThrow('Invalid state. Substance at position 3 not found.');
    expect(substanceAt(['a', 'b'], 1)).toBe('b');
  });
  it('6 before a toggle', () => {
    expect(visibleSubstances([1, 2, 3, 4, 5, 6], false)).toEqual({ shown: [1, 2, 3, 4, 5, 6], hasToggle: false });
    expect(visibleSubstances([1, 2, 3, 4, 5, 6, 7], false)).toEqual({ shown: [1, 2, 3, 4, 5, 6], hasToggle: true });
    expect(visibleSubstances([1, 2, 3, 4, 5, 6, 7], true).shown).toHaveLength(7);
  });
});
