import { describe, expect, it } from 'vitest';
import { placePopover } from './place-popover.ts';

const viewport = { width: 1000, height: 800 };
const size = { width: 400, height: 200 };

describe('placePopover', () => {
  it.each([
    [
      'below the citation, touching it (hoverable, WCAG 1.4.13)',
      { top: 100, bottom: 120, left: 300 },
      viewport,
      { top: 120, left: 300, side: 'below' },
    ],
    ['above when there is no room below', { top: 700, bottom: 720, left: 300 }, viewport, { top: 500, left: 300, side: 'above' }],
    ['pulled left to stay inside the viewport', { top: 100, bottom: 120, left: 900 }, viewport, { top: 120, left: 592, side: 'below' }],
    ['never past the left edge', { top: 100, bottom: 120, left: -20 }, viewport, { top: 120, left: 8, side: 'below' }],
    [
      'on a 320 px screen it starts at the margin',
      { top: 100, bottom: 120, left: 200 },
      { width: 320, height: 600 },
      { top: 120, left: 8, side: 'below' },
    ],
    [
      'below when neither side has room but below has more',
      { top: 50, bottom: 70, left: 0 },
      { width: 1000, height: 150 },
      { top: 70, left: 8, side: 'below' },
    ],
  ])('%s', (_case, trigger, vp, expected) => {
    expect(placePopover(trigger, size, vp)).toEqual(expected);
  });
});
