import { describe, expect, it } from 'vitest';
import type { Reference } from './content-model.ts';
import { bareDoi, eHostLink, urlLink, internalLinks, referenceLinks, scopusRecordUrl } from './reference-links.ts';

function ref(overrides: Partial<Reference>): Reference {
  return { id: 'b1', kind: 'journal', contribution: { authors: [] }, host: {}, text: '', ...overrides };
}
const author = { surname: 'Lander', given: 'ES', display: 'ES Lander' };

describe("eHostLink — spec 000 §5 \"An e-host reference link counts as a DOI only if it starts with 'doi:', and as an arXiv identifier only if it starts with 'arxiv:'\"", () => {
  it.each([
    ['doi:10.1016/j.cell.2012.01.001', { kind: 'doi', href: 'https://doi.org/10.1016/j.cell.2012.01.001' }],
    ['arxiv:1207.7214', { kind: 'arxiv', href: 'https://arxiv.org/abs/1207.7214' }],
    ['10.1016/j.cell.2012.01.001', undefined],
    ['1207.7214', undefined],
    ['DOI 10.1016/j.cell.2012.01.001', undefined],
    ['pmid:123456', undefined],
    ['http://www.fao.org/docrep/x.pdf', { kind: 'web', href: 'http://www.fao.org/docrep/x.pdf' }],
    ['www.example.org/data', { kind: 'web', href: 'http://www.example.org/data' }],
    ['javascript:alert(1)', undefined],
    ['doi:not-a-doi', undefined],
    ['', undefined],
  ])('%j → %j', (value, expected) => {
    const link = eHostLink(value);
    expect(link && { kind: link.kind, href: link.href }).toEqual(expected);
  });
});

describe('urlLink — other references resolve their link like any inter-ref (spec 000 §5 URN)', () => {
  it.each([
    ['arxiv:0805.1414', { kind: 'arxiv', href: 'https://arxiv.org/abs/0805.1414', text: 'arXiv:0805.1414' }],
    ['doi:10.1016/j.aim.2012.05.014', { kind: 'doi', href: 'https://doi.org/10.1016/j.aim.2012.05.014', text: 'DOI' }],
    [
      'http://www.ihes.fr/document?id=1713',
      { kind: 'web', href: 'http://www.ihes.fr/document?id=1713', text: 'http://www.ihes.fr/document?id=1713' },
    ],
    ['pdb:1HHO', { kind: 'web', href: 'https://www.rcsb.org/structure/1HHO', text: 'pdb:1HHO' }],
    ['foo:bar', undefined],
    ['mailto:a@example.org', undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(urlLink(value)).toEqual(expected);
  });
});

describe('internalLinks — spec 001 §3 "Reference link records: refId, internal (pii, pdf)"', () => {
  it.each([
    [null, []],
    [{ pii: 'S2050084X13004618', pdf: null }, [['View article', '/science/article/pii/S2050084X13004618']]],
    [
      { pii: 'S2050084X13004618', pdf: '/science/article/pii/S2050084X13004618/pdf' },
      [
        ['View article', '/science/article/pii/S2050084X13004618'],
        ['View PDF', '/science/article/pii/S2050084X13004618/pdf'],
      ],
    ],
    [{ pii: 'S2050084X13004618', pdf: 'https://elsewhere.example/x.pdf' }, [['View article', '/science/article/pii/S2050084X13004618']]],
  ])('%j', (internal, expected) => {
    expect(internalLinks(internal).map((l) => [l.text, l.href])).toEqual(expected);
  });
});

describe('scopusRecordUrl — spec 000 §2 "A citation database record by eid"', () => {
  it.each([
    ['2-s2.0-84870796245', 'https://www.scopus.com/record/display.uri?eid=2-s2.0-84870796245&origin=inward'],
    ['1-s2.0-S0001870812002101', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (eid, url) => {
    expect(scopusRecordUrl(eid)).toBe(url);
  });
});

describe('referenceLinks — one order for every reference shape', () => {
  const kinds = (r: Reference, o?: Parameters<typeof referenceLinks>[1]) => referenceLinks(r, o).map((l) => l.kind);
  it.each<[string, Reference, Parameters<typeof referenceLinks>[1], string[]]>([
    [
      'journal article with DOI and PMID',
      ref({
        doi: '10.7554/eLife.00461',
        pmid: '23641320',
        contribution: { authors: [author], title: 'T' },
        host: { kind: 'issue', title: 'eLife', year: '2013' },
      }),
      {},
      ['doi', 'pubmed', 'scholar'],
    ],
    [
      'stored cited article first',
      ref({ doi: '10.7554/eLife.00461', contribution: { authors: [author], title: 'T' }, host: { year: '2013' } }),
      { internal: { pii: 'S2050084X13004618', pdf: null } },
      ['article', 'doi', 'scholar'],
    ],
    [
      'with a known Scopus record',
      ref({ contribution: { authors: [author], title: 'T' }, host: { year: '2013' } }),
      { scopusEid: '2-s2.0-1' },
      ['scopus', 'scholar'],
    ],
    [
      'book',
      ref({ kind: 'book', contribution: { authors: [author] }, host: { kind: 'book', title: 'Genomes', publisher: 'X', year: '2001' } }),
      {},
      ['scholar'],
    ],
    [
      'edited book chapter',
      ref({
        kind: 'chapter',
        contribution: { authors: [author], title: 'Ch' },
        host: { kind: 'edited-book', title: 'B', editors: [author], year: '2001' },
      }),
      {},
      ['scholar'],
    ],
    [
      'e-host with arxiv:',
      ref({ kind: 'web', contribution: { authors: [author], title: 'P' }, host: { kind: 'e-host', url: 'arxiv:1207.7214', year: '2012' } }),
      {},
      ['arxiv', 'scholar'],
    ],
    [
      'e-host doi: repeating the DOI is linked once',
      ref({
        kind: 'web',
        doi: '10.1/abcd',
        contribution: { authors: [author], title: 'P' },
        host: { kind: 'e-host', url: 'doi:10.1/abcd', year: '2012' },
      }),
      {},
      ['scholar'],
    ],
    [
      'e-host web page',
      ref({
        kind: 'web',
        contribution: { authors: [], title: 'FAO' },
        host: { kind: 'e-host', url: 'http://www.fao.org/' },
        text: 'FAO. http://www.fao.org/',
      }),
      {},
      ['web', 'scholar'],
    ],
    [
      'data citation with a web address',
      ref({
        kind: 'data',
        contribution: { authors: [author], title: 'D' },
        host: { kind: 'e-host', url: 'https://www.ebi.ac.uk/pdbe/entry/pdb/3j3v', year: '2013' },
      }),
      {},
      ['web', 'scholar'],
    ],
    ['unstructured text', ref({ kind: 'other', text: 'Smith J, personal communication.' }), {}, ['scholar']],
    [
      'unstructured text with an arXiv inter-ref (S0001870812002101)',
      ref({ kind: 'other', host: { url: 'arxiv:0805.1414' }, text: 'Alex Boisvert, 2008 (preprint) arXiv:0805.1414.' }),
      {},
      ['arxiv', 'scholar'],
    ],
    ['nothing to link', ref({ kind: 'other', text: '' }), {}, []],
  ])('%s', (_case, reference, options, expected) => {
    expect(kinds(reference, options)).toEqual(expected);
  });

  it('DOI links go to the https://doi.org resolver', () => {
    const [doi] = referenceLinks(ref({ doi: '10.7554/eLife.00461' }));
    expect(doi).toEqual({ kind: 'doi', href: 'https://doi.org/10.7554/eLife.00461', text: 'DOI' });
  });
});

describe('bareDoi — spec 001 §3 "external (scopusHubEid, crossRefDoi)"', () => {
  it.each([
    ['10.7554/eLife.00461', '10.7554/eLife.00461'],
    [' https://dx.doi.org/10.7554/eLife.00461 ', '10.7554/eLife.00461'],
    ['doi: 10.1371/journal.pone.0012262', '10.1371/journal.pone.0012262'],
    ['10.12/too-short-registrant', null],
    ['not a doi', null],
    [undefined, null],
  ])('%j → %j', (doi, bare) => {
    expect(bareDoi(doi)).toBe(bare);
  });
});
