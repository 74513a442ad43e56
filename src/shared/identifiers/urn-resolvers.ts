import { normalizePii } from './pii.ts';

/**
 * The database prefixes a URN may carry (spec 000 §2 "arxiv, doi, pmid, pdb, omim, genbank,
 * uniprotkb and others"), as data: each row names the prefixes (aliases share a row), the
 * resolver's URL pattern (`{id}` is replaced by the percent-encoded identifier) and, where the
 * registry defines one, the identifier's shape. The prefixes are the ones seen in JATS
 * `ext-link-type` values and Elsevier `ce:inter-ref` hrefs; the targets are each registry's
 * own record pages (as identifiers.org resolves them).
 */
export interface UrnResolver {
  prefixes: readonly string[];
  /** `{id}` is replaced by the encoded identifier. A leading "/" is a path on this site. */
  pattern: string;
  /** A repeated prefix or resolver URL that authors sometimes leave in the identifier. */
  strip?: RegExp;
  /** The identifier's shape; anything else is an invalid URN. */
  valid?: RegExp;
  /** Clean-up that needs code rather than a pattern (the PII rule of spec 000 §5). */
  normalize?: (id: string) => string;
}

const DIGITS = /^\d{1,9}$/;

export const URN_RESOLVERS: readonly UrnResolver[] = [
  // DOI syntax: "10." + registrant code + "/" + suffix.
  {
    prefixes: ['doi'],
    pattern: 'https://doi.org/{id}',
    strip: /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:)/i,
    valid: /^10\.\d{4,9}(?:\.\d+)*\/\S+$/,
  },
  { prefixes: ['arxiv'], pattern: 'https://arxiv.org/abs/{id}', strip: /^arxiv:/i },
  { prefixes: ['pmid', 'pubmed'], pattern: 'https://pubmed.ncbi.nlm.nih.gov/{id}/', valid: DIGITS },
  { prefixes: ['pmcid', 'pmc'], pattern: 'https://www.ncbi.nlm.nih.gov/pmc/articles/{id}/', valid: /^(?:PMC)?\d{1,9}$/i },
  { prefixes: ['pdb'], pattern: 'https://www.rcsb.org/structure/{id}' },
  { prefixes: ['omim'], pattern: 'https://omim.org/entry/{id}' },
  { prefixes: ['genbank', 'ncbi-n', 'refseq'], pattern: 'https://www.ncbi.nlm.nih.gov/nuccore/{id}' },
  { prefixes: ['ncbi-p'], pattern: 'https://www.ncbi.nlm.nih.gov/protein/{id}' },
  { prefixes: ['ncbi-gene', 'gene'], pattern: 'https://www.ncbi.nlm.nih.gov/gene/{id}' },
  { prefixes: ['refsnp', 'dbsnp'], pattern: 'https://www.ncbi.nlm.nih.gov/snp/{id}' },
  { prefixes: ['ncbi-taxonomy', 'taxonomy'], pattern: 'https://www.ncbi.nlm.nih.gov/Taxonomy/Browser/wwwtax.cgi?id={id}' },
  { prefixes: ['geo'], pattern: 'https://www.ncbi.nlm.nih.gov/geo/query/acc.cgi?acc={id}' },
  { prefixes: ['sra'], pattern: 'https://www.ncbi.nlm.nih.gov/sra/{id}' },
  { prefixes: ['bioproject'], pattern: 'https://www.ncbi.nlm.nih.gov/bioproject/{id}' },
  { prefixes: ['biosample'], pattern: 'https://www.ncbi.nlm.nih.gov/biosample/{id}' },
  { prefixes: ['mesh'], pattern: 'https://meshb.nlm.nih.gov/record/ui?ui={id}' },
  { prefixes: ['uniprotkb', 'uniprot', 'swissprot'], pattern: 'https://www.uniprot.org/uniprotkb/{id}/entry' },
  { prefixes: ['arrayexpress'], pattern: 'https://www.ebi.ac.uk/biostudies/arrayexpress/studies/{id}' },
  { prefixes: ['biostudies'], pattern: 'https://www.ebi.ac.uk/biostudies/studies/{id}' },
  { prefixes: ['ena', 'embl'], pattern: 'https://www.ebi.ac.uk/ena/browser/view/{id}' },
  { prefixes: ['ensembl'], pattern: 'https://www.ensembl.org/id/{id}' },
  { prefixes: ['interpro'], pattern: 'https://www.ebi.ac.uk/interpro/entry/InterPro/{id}/' },
  { prefixes: ['pfam'], pattern: 'https://www.ebi.ac.uk/interpro/entry/pfam/{id}/' },
  { prefixes: ['rfam'], pattern: 'https://rfam.org/family/{id}' },
  { prefixes: ['prosite'], pattern: 'https://prosite.expasy.org/{id}' },
  { prefixes: ['ec', 'ec-code'], pattern: 'https://enzyme.expasy.org/EC/{id}', valid: /^\d+(?:\.(?:\d+|-|n\d+)){0,3}$/ },
  { prefixes: ['chebi'], pattern: 'https://www.ebi.ac.uk/chebi/searchId.do?chebiId={id}' },
  { prefixes: ['chembl'], pattern: 'https://www.ebi.ac.uk/chembl/compound_report_card/{id}/' },
  { prefixes: ['pubchem'], pattern: 'https://pubchem.ncbi.nlm.nih.gov/compound/{id}' },
  { prefixes: ['drugbank'], pattern: 'https://go.drugbank.com/drugs/{id}' },
  { prefixes: ['ccdc'], pattern: 'https://www.ccdc.cam.ac.uk/structures/Search?Ccdcid={id}' },
  { prefixes: ['emdb'], pattern: 'https://www.ebi.ac.uk/emdb/{id}' },
  { prefixes: ['empiar'], pattern: 'https://www.ebi.ac.uk/empiar/{id}/' },
  { prefixes: ['pride'], pattern: 'https://www.ebi.ac.uk/pride/archive/projects/{id}' },
  { prefixes: ['metabolights'], pattern: 'https://www.ebi.ac.uk/metabolights/{id}' },
  { prefixes: ['biomodels'], pattern: 'https://www.ebi.ac.uk/biomodels/{id}' },
  { prefixes: ['reactome'], pattern: 'https://reactome.org/content/detail/{id}' },
  { prefixes: ['go'], pattern: 'https://amigo.geneontology.org/amigo/term/{id}' },
  { prefixes: ['hgnc'], pattern: 'https://www.genenames.org/data/gene-symbol-report/#!/hgnc_id/{id}' },
  { prefixes: ['flybase'], pattern: 'https://flybase.org/reports/{id}' },
  { prefixes: ['mgi'], pattern: 'https://www.informatics.jax.org/accession/{id}' },
  { prefixes: ['zfin'], pattern: 'https://zfin.org/{id}' },
  { prefixes: ['wormbase'], pattern: 'https://wormbase.org/search/all/{id}' },
  { prefixes: ['sgd'], pattern: 'https://www.yeastgenome.org/locus/{id}' },
  { prefixes: ['kegg'], pattern: 'https://www.kegg.jp/entry/{id}' },
  { prefixes: ['cellosaurus'], pattern: 'https://www.cellosaurus.org/{id}' },
  { prefixes: ['addgene'], pattern: 'https://www.addgene.org/{id}/', valid: DIGITS },
  { prefixes: ['rrid'], pattern: 'https://scicrunch.org/resolver/RRID:{id}', strip: /^rrid:/i },
  { prefixes: ['orcid'], pattern: 'https://orcid.org/{id}', valid: /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/ },
  { prefixes: ['hdl', 'handle'], pattern: 'https://hdl.handle.net/{id}' },
  { prefixes: ['zenodo'], pattern: 'https://zenodo.org/records/{id}', valid: DIGITS },
  { prefixes: ['clinicaltrials', 'nct'], pattern: 'https://clinicaltrials.gov/study/{id}' },
  { prefixes: ['isrctn'], pattern: 'https://www.isrctn.com/{id}' },
  // Spec 000 §2: "The prefix pii maps to /science/article/pii/".
  { prefixes: ['pii'], pattern: '/science/article/pii/{id}', normalize: normalizePii },
];

/** Prefix (lower case) → its resolver. */
export const RESOLVER_BY_PREFIX: ReadonlyMap<string, UrnResolver> = new Map(
  URN_RESOLVERS.flatMap((r) => r.prefixes.map((p) => [p, r] as const)),
);
