import { describe, expect, it } from 'vitest';
import { enrichedAnchorsOf, kmlIdsOf } from './enriched-anchors.ts';
import { entry } from '#src/shared/enriched/enriched-content.ts';

const dataset = { repository: 'Dryad', identifier: '10.5061/dryad.1', relation: 'cited' as const, url: 'https://doi.org/10.5061/dryad.1' };

describe('enriched content anchors of the article page (000 §3)', () => {
  it('anchors: research data and case insights only when they have content; kml ids from GD', () => {
    const entries = [
      entry('OD', { datasets: [dataset] }),
      entry('ICI', { title: 'Cases', cases: [{ id: 'c1' }] }),
      entry('GD', { kmlIds: ['mmc1'] }),
    ];
    expect(enrichedAnchorsOf(entries).map((a) => [a.id, a.anchorType])).toEqual([
      ['ec-research-data', 'ec-research-data'],
      ['ec-interactive-case-insights', 'ec-interactive-case-insights'],
    ]);
    expect(enrichedAnchorsOf([entry('OD', { datasets: [] })])).toEqual([]);
    expect(kmlIdsOf(entries)).toEqual(['mmc1']);
  });
});
