import { describe, expect, it } from 'vitest';
import { RESOLVER_BY_PREFIX } from '#src/shared/identifiers/urn-resolvers.ts';
import { ACCESSION_PATTERNS, findAccessions } from './accession-numbers.ts';

// Snippets as written in the corpus (../shared/corpus) and the samples.
const FOUND: Array<[string, string, Array<[string, string]>]> = [
  ['PDB ID with colon', 'apo-state consensus structure (PDB ID: 5A63). Nearly', [['PDB', '5A63']]],
  ['PDB with colon', 'from the crystal structure of Lck (PDB: 3LCK) (', [['PDB', '3LCK']]],
  ['PDB entry', 'Figure 7D) (PDB entry: 1BTK [', [['PDB', '1BTK']]],
  ['PDB lower case', 'the structure (PDB 3nwl)', [['PDB', '3NWL']]],
  ['GEO series', 'cession number GSE42043 and', [['GEO', 'GSE42043']]],
  ['ArrayExpress', 'under accession number E-MTAB-6367.', [['ArrayExpress', 'E-MTAB-6367']]],
  [
    'dbSNP list',
    'of false paralogy (as is the case with rs114488848, rs140635030)',
    [
      ['dbSNP', 'rs114488848'],
      ['dbSNP', 'rs140635030'],
    ],
  ],
  ['RefSeq with version', 'Human GRN (NM_002087.2) was in', [['RefSeq', 'NM_002087.2']]],
  ['EMDB', 'deposited as EMD-2096 and', [['EMDB', 'EMD-2096']]],
  ['ClinicalTrials.gov', 'registered as NCT02719977.', [['ClinicalTrials.gov', 'NCT02719977']]],
  ['GenBank after its name', 'GenBank accession numbers AE016823 and', [['GenBank', 'AE016823']]],
  ['BioProject', 'BioProject PRJEB4337', [['BioProject', 'PRJEB4337']]],
  ['UniProt after its name', 'UniProt accession P69905', [['UniProt', 'P69905']]],
];

const NOT_FOUND: Array<[string, string]> = [
  ['a year after PDB', 'the PDB 2013 release'],
  ['PDB words', 'PDB files were prepared'],
  ['a UniProt-shaped id without its name', 'the P69905 antibody batch'],
  ['a GenBank-shaped id without its name', 'grant AB123456 from the council'],
  ['a short rs word', 'rs12 and rs123'],
  ['a gene name', 'ERK1 and MAPK3 were knocked down'],
  ['figure labels', 'Figure 2A, Table S1 and Video 3'],
];

describe('accession numbers in text (DL, 000 §3)', () => {
  it.each(FOUND)('%s', (_name, text, expected) => {
    expect(findAccessions(text).map((a) => [a.database, a.id])).toEqual(expected);
  });
  it.each(NOT_FOUND)('no accession in %s', (_name, text) => {
    expect(findAccessions(text)).toEqual([]);
  });
  it('every pattern resolves through a prefix of the URN table, to an http(s) link', () => {
    for (const p of ACCESSION_PATTERNS) expect(RESOLVER_BY_PREFIX.has(p.prefix), p.prefix).toBe(true);
    expect(findAccessions('GSE42043 (PDB: 3LCK)').map((a) => a.url)).toEqual([
      'https://www.ncbi.nlm.nih.gov/geo/query/acc.cgi?acc=GSE42043',
      'https://www.rcsb.org/structure/3LCK',
    ]);
  });
});
