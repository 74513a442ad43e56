import { tryResolveUrn } from '#src/shared/identifiers/urn.ts';

/**
 * Accession numbers of scientific databases in running text (DL, spec 000 §3 "database
 * linking"). Each row names the database, the URN prefix it resolves through (the table of
 * src/shared/identifiers/urn-resolvers.ts: a test checks every prefix is there) and the pattern. Shapes
 * that are only distinctive after the database's name (PDB codes, UniProt and GenBank
 * accessions, PubChem CIDs, OMIM numbers) need that name just before them, so ordinary words,
 * figure labels and grant numbers are not taken for accessions. The id is capture group 1.
 */
export interface AccessionPattern {
  database: string;
  prefix: string;
  pattern: RegExp;
  /** Ids of this shape that name something else (a 4-character PDB code that is a plain year …). */
  reject?: RegExp;
  normalize?: (id: string) => string;
}

// After a database name: optional "ID(s)", "code(s)", "accession (number)(s)", "entry", "no.", ":", "#".
const AFTER = String.raw`(?:\s*(?:ID|IDs|code|codes|accession|accessions|entry|entries|number|numbers|no\.|nos\.|:|#|\(|\[))*\s*`;
const named = (names: string, id: string) => new RegExp(String.raw`\b(?:${names})${AFTER}(${id})\b`, 'g');

export const ACCESSION_PATTERNS: readonly AccessionPattern[] = [
  { database: 'GEO', prefix: 'geo', pattern: /\b(G(?:SE|SM|PL|DS)\d{3,8})\b/g },
  { database: 'ArrayExpress', prefix: 'arrayexpress', pattern: /\b(E-[A-Z]{4}-\d{1,6})\b/g },
  { database: 'SRA', prefix: 'sra', pattern: /\b([SED]R[APRSXZ]\d{6,9})\b/g },
  { database: 'BioProject', prefix: 'bioproject', pattern: /\b(PRJ[END][A-Z]\d{3,9})\b/g },
  { database: 'BioSample', prefix: 'biosample', pattern: /\b(SAM(?:N|EA|D)\d{5,9})\b/g },
  { database: 'RefSeq', prefix: 'refseq', pattern: /\b((?:NM|NR|NP|XM|XR|XP|NC|NG|NT|NW|NZ)_\d{6,9}(?:\.\d{1,3})?)\b/g },
  { database: 'dbSNP', prefix: 'dbsnp', pattern: /\b(rs\d{4,11})\b/g },
  { database: 'EMDB', prefix: 'emdb', pattern: /\b(EMD-\d{4,5})\b/g },
  { database: 'EMPIAR', prefix: 'empiar', pattern: /\b(EMPIAR-\d{5})\b/g },
  { database: 'PRIDE', prefix: 'pride', pattern: /\b(PXD\d{6})\b/g },
  { database: 'MetaboLights', prefix: 'metabolights', pattern: /\b(MTBLS\d{1,6})\b/g },
  { database: 'Ensembl', prefix: 'ensembl', pattern: /\b(ENS(?:[A-Z]{3})?[GTPE]\d{11})\b/g },
  { database: 'InterPro', prefix: 'interpro', pattern: /\b(IPR\d{6})\b/g },
  { database: 'Pfam', prefix: 'pfam', pattern: /\b(PF\d{5})\b/g },
  { database: 'ChEBI', prefix: 'chebi', pattern: /\b(CHEBI:\d{1,7})\b/g },
  { database: 'ChEMBL', prefix: 'chembl', pattern: /\b(CHEMBL\d{1,9})\b/g },
  { database: 'ClinicalTrials.gov', prefix: 'clinicaltrials', pattern: /\b(NCT\d{8})\b/g },
  { database: 'ISRCTN', prefix: 'isrctn', pattern: /\b(ISRCTN\d{8})\b/g },
  {
    database: 'PDB',
    prefix: 'pdb',
    pattern: named(String.raw`PDB|Protein Data Bank`, String.raw`[1-9][A-Za-z0-9]{3}`),
    // A PDB code has a letter in it; four digits after "PDB" are a year or a count.
    reject: /^\d{4}$/,
    normalize: (id) => id.toUpperCase(),
  },
  {
    database: 'UniProt',
    prefix: 'uniprot',
    pattern: named(
      String.raw`UniProt(?:KB)?|Swiss-?Prot`,
      String.raw`[OPQ][0-9][A-Z0-9]{3}[0-9]|[A-NR-Z][0-9](?:[A-Z][A-Z0-9]{2}[0-9]){1,2}`,
    ),
  },
  {
    database: 'GenBank',
    prefix: 'genbank',
    pattern: named(String.raw`GenBank|ENA|EMBL|DDBJ|NCBI`, String.raw`[A-Z]{1,2}\d{5,6}(?:\.\d{1,2})?|[A-Z]{4}\d{8,10}`),
  },
  { database: 'PubChem', prefix: 'pubchem', pattern: named(String.raw`PubChem(?:\s+CID)?`, String.raw`\d{1,10}`) },
  { database: 'OMIM', prefix: 'omim', pattern: named(String.raw`OMIM|MIM`, String.raw`[1-6]\d{5}`) },
];

export interface FoundAccession {
  database: string;
  prefix: string;
  id: string;
  url: string;
  /** Offset of the match in the text. */
  index: number;
}

/** Every accession in a text, in order of appearance, resolved through the URN table (unresolvable ones dropped). */
export function findAccessions(text: string): FoundAccession[] {
  const found: FoundAccession[] = [];
  for (const p of ACCESSION_PATTERNS) {
    for (const m of text.matchAll(p.pattern)) {
      const raw = m[1];
      if (!raw || p.reject?.test(raw)) continue;
      const id = p.normalize ? p.normalize(raw) : raw;
      const url = tryResolveUrn(`${p.prefix}:${id}`);
      if (url) found.push({ database: p.database, prefix: p.prefix, id, url, index: (m.index ?? 0) + m[0].lastIndexOf(raw) });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The key an accession is listed once by. */
export function accessionKey(a: { prefix: string; id: string }): string {
  return `${a.prefix}:${a.id.toUpperCase()}`;
}
