import { describe, expect, it } from 'vitest';
import { doiUrl, isValidUrn, KNOWN_PREFIXES, parseUrn, pubmedUrl, resolveUrn } from './urn.ts';

describe('resolveUrn — spec 000 §5 "valid when it has a prefix and a remainder, and the prefix is http, https, ftp, ftps, mailto or a known database prefix"', () => {
  it.each([
    // web prefixes
    ['http://example.org/a?b=c#d', 'http://example.org/a?b=c#d'],
    ['https://example.org', 'https://example.org/'],
    ['HTTPS://Example.org/x', 'https://example.org/x'],
    ['ftp://ftp.example.org/pub/file.txt', 'ftp://ftp.example.org/pub/file.txt'],
    ['ftps://ftp.example.org/file', 'ftps://ftp.example.org/file'],
    ['mailto:jane@example.org', 'mailto:jane@example.org'],
    ['mailto:a@b.c" onclick="x', 'mailto:a@b.c%22%20onclick=%22x'],
    ['  https://example.org/padded  ', 'https://example.org/padded'],
    // database prefixes named by the spec
    ['arxiv:1207.7214', 'https://arxiv.org/abs/1207.7214'],
    ['doi:10.1016/j.aim.2012.05.014', 'https://doi.org/10.1016/j.aim.2012.05.014'],
    ['DOI:10.1016/S0001-8708(12)00210-1', 'https://doi.org/10.1016/S0001-8708(12)00210-1'],
    ['doi:https://doi.org/10.7554/eLife.00001', 'https://doi.org/10.7554/eLife.00001'],
    ['pmid:23193287', 'https://pubmed.ncbi.nlm.nih.gov/23193287/'],
    ['pdb:1HHO', 'https://www.rcsb.org/structure/1HHO'],
    ['omim:600807', 'https://omim.org/entry/600807'],
    ['genbank:AB123456', 'https://www.ncbi.nlm.nih.gov/nuccore/AB123456'],
    ['uniprotkb:P69905', 'https://www.uniprot.org/uniprotkb/P69905/entry'],
    // others from the field
    ['ncbi-p:NP_000509', 'https://www.ncbi.nlm.nih.gov/protein/NP_000509'],
    ['geo:GSE12345', 'https://www.ncbi.nlm.nih.gov/geo/query/acc.cgi?acc=GSE12345'],
    ['ccdc:123456', 'https://www.ccdc.cam.ac.uk/structures/Search?Ccdcid=123456'],
    ['rrid:RRID:AB_2313773', 'https://scicrunch.org/resolver/RRID:AB_2313773'],
    ['info:doi/10.1371/journal.pone.0012262', 'https://doi.org/10.1371/journal.pone.0012262'],
    ['doi:10.1002/(SICI)1097-4636<1::AID>3.0.CO;2-#', 'https://doi.org/10.1002/(SICI)1097-4636%3C1::AID%3E3.0.CO%3B2-%23'],
    // spec 000 §2: "The prefix pii maps to /science/article/pii/"
    ['pii:S0001870812002101', '/science/article/pii/S0001870812002101'],
    ['pii:S0001-8708(12)00210-1', '/science/article/pii/S0001870812002101'],
  ])('%s → %s', (urn, url) => {
    expect(resolveUrn(urn)).toBe(url);
    expect(isValidUrn(urn)).toBe(true);
  });

  it.each([
    ['no prefix', '10.1016/j.aim.2012.05.014'],
    ['empty prefix', ':10.1016/x'],
    ['no remainder', 'doi:'],
    ['blank remainder', 'pmid:   '],
    ['unknown prefix', 'foo:bar'],
    ['empty string', ''],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['file', 'file:///etc/passwd'],
    ['http without host', 'http:example.org'],
    ['https with empty host', 'https://'],
    ['mailto without address', 'mailto:'],
    ['control character', 'doi:10.1/a\u0000b'],
    ['whitespace inside an identifier', 'doi:10.1/a b'],
    ['info without inner prefix', 'info:10.1/x'],
    ['info with unknown inner prefix', 'info:foo/bar'],
    ['DOI that is not a DOI', 'doi:javascript:alert(1)'],
    ['DOI without a registrant', 'doi:10.12/x'],
    ['PMID that is not a number', 'pmid:12a'],
  ])('%s (%j) throws "Invalid URN {value}"', (_case, urn) => {
    expect(() => resolveUrn(urn)).toThrow(new Error('Invalid URN ' + urn));
    expect(isValidUrn(urn)).toBe(false);
  });

  it("knows the spec's prefixes", () => {
    for (const p of ['http', 'https', 'ftp', 'ftps', 'mailto', 'arxiv', 'doi', 'pmid', 'pdb', 'omim', 'genbank', 'uniprotkb', 'pii']) {
      expect(KNOWN_PREFIXES).toContain(p);
    }
  });
});

describe('parseUrn', () => {
  it.each([
    ['doi:10.1/x', { prefix: 'doi', remainder: '10.1/x' }],
    ['PDB: 1HHO ', { prefix: 'pdb', remainder: '1HHO' }],
    ['https://a.example', { prefix: 'https', remainder: '//a.example' }],
    ['doi:', undefined],
    ['1abc:x', undefined],
    ['nocolon', undefined],
  ])('%j → %j', (value, parsed) => {
    expect(parseUrn(value)).toEqual(parsed);
  });
});

describe('doiUrl and pubmedUrl', () => {
  it.each([
    ['10.7554/eLife.00001', 'https://doi.org/10.7554/eLife.00001'],
    ['doi:10.7554/eLife.00001', 'https://doi.org/10.7554/eLife.00001'],
    ['https://dx.doi.org/10.7554/eLife.00001', 'https://doi.org/10.7554/eLife.00001'],
    ['', undefined],
    ['10.1/has space', undefined],
  ])('doiUrl(%j) → %j', (doi, url) => {
    expect(doiUrl(doi)).toBe(url);
  });

  it.each([
    ['23193287', 'https://pubmed.ncbi.nlm.nih.gov/23193287/'],
    [' 123 ', 'https://pubmed.ncbi.nlm.nih.gov/123/'],
    ['PMC123', undefined],
    ['', undefined],
    ['1/../../evil', undefined],
  ])('pubmedUrl(%j) → %j', (pmid, url) => {
    expect(pubmedUrl(pmid)).toBe(url);
  });
});
