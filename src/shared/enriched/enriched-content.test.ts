import { describe, expect, it } from 'vitest';
import { entry, hasResearchData, type EnrichedEntry } from './enriched-content.ts';
import { repositoryOf, resolvableLink } from './data-repositories.ts';

const dataset = { repository: 'Dryad', identifier: '10.5061/dryad.1', relation: 'cited' as const, url: 'https://doi.org/10.5061/dryad.1' };

describe('hasResearchData (000 §3)', () => {
  it.each<[string, EnrichedEntry[], boolean]>([
    ['no entries', [], false],
    ['OD with a dataset', [entry('OD', { datasets: [dataset] })], true],
    ['OD empty', [entry('OD', { datasets: [] })], false],
    ['OD failed', [entry('OD', { datasets: [dataset] }, false)], false],
    ['DP with a statement', [entry('DP', { statement: 'All data are in the paper.', files: [] })], true],
    ['DP empty', [entry('DP', { statement: null, files: [] })], false],
    ['only GD and VM', [entry('GD', { kmlIds: ['k1'] }), entry('VM', { images: [{}] })], false],
    ['DL with an accession', [entry('DL', { accessions: [{}] })], true],
  ])('%s', (_name, entries, expected) => {
    expect(hasResearchData(entries)).toBe(expected);
  });
});

describe('data repositories (OD, MD)', () => {
  it.each([
    ['doi:10.5061/dryad.k6gj0', 'Dryad'],
    ['https://doi.org/10.17632/abc123.1', 'Mendeley Data'],
    ['http://dx.doi.org/10.5281/zenodo.13', 'Zenodo'],
    ['https://osf.io/xyz12/', 'OSF'],
    ['https://data.mendeley.com/datasets/abc/1', 'Mendeley Data'],
    ['http://www.ncbi.nlm.nih.gov/geo/query/acc.cgi?acc=GSE42043', 'Gene Expression Omnibus'],
    ['https://figshare.com/articles/x/123', 'Figshare'],
  ])('%s is on %s', (value, name) => {
    expect(repositoryOf(value)?.name).toBe(name);
  });
  it('knows no repository for other links, and only http(s) and DOIs resolve', () => {
    expect(repositoryOf('https://example.org/data')).toBeUndefined();
    expect(repositoryOf('10.1016/j.cell.2010.03.041')).toBeUndefined();
    expect(resolvableLink('javascript:alert(1)')).toBeUndefined();
    expect(resolvableLink('10.5061/dryad.1')).toBe('https://doi.org/10.5061/dryad.1');
  });
});
