import { describe, expect, it } from 'vitest';
import { readArticleFile } from '../read-article.server.ts';
import {
  byShortcode,
  type AccessionsPayload,
  type DataProfilePayload,
  type DatasetsPayload,
} from '#src/shared/enriched/enriched-content.ts';

const read = (file: string) => readArticleFile(`samples/${file}`, 50 * 1024 * 1024);

describe('enriched content computed at ingest, on real samples', () => {
  it('OD: an eLife datasets section gives its related objects with repository, identifier, title and link', async () => {
    const apps = byShortcode((await read('elife/elife00218.xml')).enriched);
    const od = apps.OD!.payload as DatasetsPayload;
    expect(od.datasets[0]).toEqual({
      repository: 'Electron Microscopy Data Bank',
      identifier: 'EMD-2096',
      title: 'F420-reducing [NiFe] hydrogenase Frh',
      relation: 'generated',
      year: '2013',
      url: 'http://www.ebi.ac.uk/pdbe-srv/emsearch/atlas/2096_summary.html',
    });
    expect(od.datasets.map((d) => d.identifier)).toContain('3zfs');
    // A repository's home page in the comment is not a dataset.
    expect(od.datasets.map((d) => d.url)).not.toContain('http://www.ebi.ac.uk/pdbe/emdb/');
    expect((apps.MD!.payload as DatasetsPayload).datasets).toEqual([]);
  });

  it('DP: a PLOS data availability statement', async () => {
    const dp = byShortcode((await read('plos/journal.pone.0153152.xml')).enriched).DP!.payload as DataProfilePayload;
    expect(dp.statement).toMatch(/data/i);
    expect(dp.files).toEqual([]);
  });

  it('DL: accessions once each with the section of their first mention', async () => {
    const dl = byShortcode((await read('elife/elife00005.xml')).enriched).DL!.payload as AccessionsPayload;
    const ids = dl.accessions.map((a) => a.id);
    expect(ids).toContain('2QXV');
    expect(new Set(ids).size).toBe(ids.length);
    const first = dl.accessions[0]!;
    expect(first).toMatchObject({ database: 'PDB', prefix: 'pdb', firstMention: { part: 'body' } });
    expect(first.url).toBe(`https://www.rcsb.org/structure/${first.id}`);
    expect(first.firstMention.sectionId).toMatch(/^s\d/);
  });

  it('an article without data has empty apps (no research data)', async () => {
    const apps = byShortcode((await read('elsevier/S0960148113002048.norm-xml')).enriched);
    expect((apps.OD!.payload as DatasetsPayload).datasets).toEqual([]);
    expect((apps.DL!.payload as AccessionsPayload).accessions).toEqual([]);
  });
});
