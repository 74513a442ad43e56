import { describe, expect, it } from 'vitest';
import { RESOLVER_BY_PREFIX, URN_RESOLVERS } from './urn-resolvers.ts';
import { resolveUrn, tryResolveUrn } from './urn.ts';

describe('URN resolver table (spec 000 §2 "Many scientific databases are known (arxiv, doi, pmid, pdb, omim, genbank, uniprotkb and others)")', () => {
  it("has one row per prefix, each pattern an https resolver or this site's pii path", () => {
    const all = URN_RESOLVERS.flatMap((r) => r.prefixes);
    expect(new Set(all).size).toBe(all.length);
    for (const r of URN_RESOLVERS) {
      expect(r.pattern).toContain('{id}');
      expect(r.pattern.startsWith('https://') || r.pattern === '/science/article/pii/{id}').toBe(true);
      for (const p of r.prefixes) expect(p).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it.each(['arxiv', 'doi', 'pmid', 'pdb', 'omim', 'genbank', 'uniprotkb', 'pii'])('knows %s', (prefix) => {
    expect(RESOLVER_BY_PREFIX.has(prefix)).toBe(true);
  });

  it.each([
    ['pmc:PMC3531190', 'https://www.ncbi.nlm.nih.gov/pmc/articles/PMC3531190/'],
    ['ec:3.4.21.5', 'https://enzyme.expasy.org/EC/3.4.21.5'],
    ['emdb:EMD-2273', 'https://www.ebi.ac.uk/emdb/EMD-2273'],
    ['empiar:EMPIAR-10002', 'https://www.ebi.ac.uk/empiar/EMPIAR-10002/'],
    ['orcid:0000-0002-1825-0097', 'https://orcid.org/0000-0002-1825-0097'],
    ['addgene:12260', 'https://www.addgene.org/12260/'],
    ['zenodo:1234567', 'https://zenodo.org/records/1234567'],
    ['Ensembl:ENSG00000139618', 'https://www.ensembl.org/id/ENSG00000139618'],
    ['arxiv:arXiv:1501.00001', 'https://arxiv.org/abs/1501.00001'],
    ['hgnc:HGNC:5', 'https://www.genenames.org/data/gene-symbol-report/#!/hgnc_id/HGNC:5'],
  ])('%s → %s', (urn, url) => {
    expect(resolveUrn(urn)).toBe(url);
  });

  it.each(['ec:not-an-ec', 'orcid:1234', 'addgene:abc', 'zenodo:x1', 'pmc:ABC1'])('%s is an invalid URN', (urn) => {
    expect(tryResolveUrn(urn)).toBeUndefined();
    expect(() => resolveUrn(urn)).toThrow(`Invalid URN ${urn}`);
  });
});
