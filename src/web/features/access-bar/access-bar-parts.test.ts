import { describe, expect, it, vi } from 'vitest';
import { accessBarConfigFrom, DEFAULT_ACCESS_BAR_CONFIG } from '#src/shared/access/access-bar-config.ts';
import { ACCESS_BAR_MAX, splitAccessBarItems, usableComponents } from './access-bar-slots.ts';
import { boldSegments, plainLabel } from './bold-segments.ts';
import { fullDownloadLabel } from '#src/shared/access/downloads/full-download-label.ts';
import {
  hasExternalArrow,
  isUniversalPdfEligible,
  UNIVERSAL_PDF_TOOLTIP_OFFSET,
  universalPdfTarget,
  visibleState,
} from './universal-pdf.ts';

describe('access bar maximum (000 §9)', () => {
  it('is 2 at initial and xs, 3 at md', () => {
    expect(ACCESS_BAR_MAX).toEqual({ initial: 2, xs: 2, md: 3 });
  });
  it.each([
    ['initial', 5, 2, 3, false],
    ['xs', 5, 2, 3, false],
    ['md', 5, 3, 2, true],
    ['md', 3, 3, 0, true],
    ['md', 1, 1, 0, false],
    ['xs', 1, 1, 0, false],
  ] as const)('%s with %i items → %i shown, %i in the popover, divider %s', (bp, n, shown, overflow, divider) => {
    const split = splitAccessBarItems(
      Array.from({ length: n }, (_, i) => i),
      bp,
    );
    expect([split.shown.length, split.overflow.length, split.divider]).toEqual([shown, overflow, divider]);
  });
});

describe('components without an id (000 §5, §8)', () => {
  it('skips them with a console warning', () => {
    const warn = vi.fn();
    const kept = usableComponents(
      [
        { id: 'a', label: 'A', href: '/a' },
        { label: 'No id', href: '/b' },
        { id: '', label: 'Empty', href: '/c' },
      ],
      warn,
    );
    expect(kept.map((c) => c.id)).toEqual(['a']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain('No id');
  });
});

describe('**bold** in labels (000 §3)', () => {
  it.each([
    ['Plain', [{ text: 'Plain', bold: false }]],
    [
      'Access through **Utrecht**',
      [
        { text: 'Access through ', bold: false },
        { text: 'Utrecht', bold: true },
      ],
    ],
    [
      '**A** and **B**!',
      [
        { text: 'A', bold: true },
        { text: ' and ', bold: false },
        { text: 'B', bold: true },
        { text: '!', bold: false },
      ],
    ],
    ['Lonely ** marker', [{ text: 'Lonely ** marker', bold: false }]],
  ])('%j', (label, expected) => {
    expect(boldSegments(label)).toEqual(expected);
  });
  it('plain text drops the markers', () => {
    expect(plainLabel('Access through **Utrecht**')).toBe('Access through Utrecht');
  });
});

describe('full download labels (001 §9)', () => {
  it.each([
    ['BK', 'Download full book'],
    ['HB', 'Download full volume'],
    ['BS', 'Download full volume'],
    ['JL', 'Download full issue'],
    ['RW', 'Download full issue'],
  ])('%s → %s', (type, label) => {
    expect(fullDownloadLabel(type)).toBe(label);
  });
});

describe('universal PDF button (000 §3, §4, §5, §9)', () => {
  it.each([
    ['10.1/x', null, true],
    [null, '2-s2.0-84876', true],
    [null, null, false],
    ['  ', '', false],
  ])('doi %j, citation id %j → eligible %s', (doi, id, expected) => {
    expect(isUniversalPdfEligible(doi, id)).toBe(expected);
  });
  it.each([
    ['found', true],
    ['found-doi', true],
    ['loading', false],
    ['not-found', false],
  ])('state %s adds the external-link arrow: %s', (state, expected) => {
    expect(hasExternalArrow(state)).toBe(expected);
  });
  it('resolves by DOI first, then by the citation database record', () => {
    expect(universalPdfTarget('10.1/x', '2-s2.0-1')).toEqual({ state: 'found-doi', href: 'https://doi.org/10.1/x' });
    expect(universalPdfTarget(null, '2-s2.0-1')?.state).toBe('found');
    expect(universalPdfTarget(null, null)).toBeNull();
  });
  it('shows only configured states marked show, tooltip offset -5, placement bottom', () => {
    expect(visibleState(DEFAULT_ACCESS_BAR_CONFIG.universalPdf.states, 'found-doi')?.label).toBe('View at publisher');
    expect(visibleState(DEFAULT_ACCESS_BAR_CONFIG.universalPdf.states, 'not-found')).toBeNull();
    expect(visibleState(DEFAULT_ACCESS_BAR_CONFIG.universalPdf.states, 'nope')).toBeNull();
    expect(UNIVERSAL_PDF_TOOLTIP_OFFSET).toBe(-5);
    expect(DEFAULT_ACCESS_BAR_CONFIG.universalPdf.tooltipPlacement).toBe('bottom');
  });
});

describe('config override (LECTERN_ACCESS_BAR_CONFIG)', () => {
  it('keeps the defaults without an override', () => {
    expect(accessBarConfigFrom(undefined)).toBe(DEFAULT_ACCESS_BAR_CONFIG);
  });
  it('replaces top-level keys', () => {
    const config = accessBarConfigFrom(
      JSON.stringify({ patientAccessUrl: 'https://p.example.org', components: [{ id: 'help', label: '**Help**', href: '/help' }] }),
    );
    expect(config.patientAccessUrl).toBe('https://p.example.org');
    expect(config.components).toHaveLength(1);
    expect(config.search).toEqual(DEFAULT_ACCESS_BAR_CONFIG.search);
  });
  it('rejects an invalid override with a precise message', () => {
    expect(() =>
      accessBarConfigFrom(JSON.stringify({ banners: [{ id: 'x', messageType: 'html', message: 'm', ariaLabel: { close: 'c' } }] })),
    ).toThrow(/LECTERN_ACCESS_BAR_CONFIG is invalid/);
  });
});
