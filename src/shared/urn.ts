import { normalizePii } from './pii.ts';

/**
 * URN link resolution (spec 000 §2, §5, §8).
 * A URN is `prefix:remainder`. It is valid when both parts are present and the prefix is a
 * web scheme (http, https, ftp, ftps, mailto) or a known database prefix; `pii` resolves to
 * the site's own article path. Anything else makes `resolveUrn` throw "Invalid URN {value}"
 * and link renderers fall back to plain text.
 */

export const WEB_PREFIXES: ReadonlySet<string> = new Set(['http', 'https', 'ftp', 'ftps', 'mailto']);

interface Resolver {
  /** `{id}` is replaced by the encoded remainder. */
  template: string;
  /** Optional clean-up of the remainder before encoding (e.g. dropping a repeated prefix). */
  normalize?: (id: string) => string;
  /** Optional shape check of the cleaned identifier. */
  valid?: RegExp;
}

const stripPrefix = (re: RegExp) => (id: string) => id.replace(re, '');

/**
 * Database prefixes seen in JATS ext-link types and Elsevier ce:inter-ref hrefs, with the
 * resolver each one links to. Aliases share a resolver.
 */
const DATABASES: Record<string, Resolver> = {
  // DOI syntax: "10." + registrant code + "/" + suffix.
  doi: { template: 'https://doi.org/{id}', normalize: stripPrefix(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:)/i), valid: /^10\.\d{4,9}(?:\.\d+)*\/\S+$/ },
  arxiv: { template: 'https://arxiv.org/abs/{id}', normalize: stripPrefix(/^arxiv:/i) },
  pmid: { template: 'https://pubmed.ncbi.nlm.nih.gov/{id}/', valid: /^\d{1,9}$/ },
  pubmed: { template: 'https://pubmed.ncbi.nlm.nih.gov/{id}/', valid: /^\d{1,9}$/ },
  pmcid: { template: 'https://www.ncbi.nlm.nih.gov/pmc/articles/{id}/' },
  pmc: { template: 'https://www.ncbi.nlm.nih.gov/pmc/articles/{id}/' },
  pdb: { template: 'https://www.rcsb.org/structure/{id}' },
  omim: { template: 'https://omim.org/entry/{id}' },
  genbank: { template: 'https://www.ncbi.nlm.nih.gov/nuccore/{id}' },
  'ncbi-n': { template: 'https://www.ncbi.nlm.nih.gov/nuccore/{id}' },
  refseq: { template: 'https://www.ncbi.nlm.nih.gov/nuccore/{id}' },
  'ncbi-p': { template: 'https://www.ncbi.nlm.nih.gov/protein/{id}' },
  'ncbi-gene': { template: 'https://www.ncbi.nlm.nih.gov/gene/{id}' },
  gene: { template: 'https://www.ncbi.nlm.nih.gov/gene/{id}' },
  refsnp: { template: 'https://www.ncbi.nlm.nih.gov/snp/{id}' },
  dbsnp: { template: 'https://www.ncbi.nlm.nih.gov/snp/{id}' },
  'ncbi-taxonomy': { template: 'https://www.ncbi.nlm.nih.gov/Taxonomy/Browser/wwwtax.cgi?id={id}' },
  taxonomy: { template: 'https://www.ncbi.nlm.nih.gov/Taxonomy/Browser/wwwtax.cgi?id={id}' },
  geo: { template: 'https://www.ncbi.nlm.nih.gov/geo/query/acc.cgi?acc={id}' },
  sra: { template: 'https://www.ncbi.nlm.nih.gov/sra/{id}' },
  bioproject: { template: 'https://www.ncbi.nlm.nih.gov/bioproject/{id}' },
  biosample: { template: 'https://www.ncbi.nlm.nih.gov/biosample/{id}' },
  uniprotkb: { template: 'https://www.uniprot.org/uniprotkb/{id}/entry' },
  uniprot: { template: 'https://www.uniprot.org/uniprotkb/{id}/entry' },
  swissprot: { template: 'https://www.uniprot.org/uniprotkb/{id}/entry' },
  arrayexpress: { template: 'https://www.ebi.ac.uk/biostudies/arrayexpress/studies/{id}' },
  ena: { template: 'https://www.ebi.ac.uk/ena/browser/view/{id}' },
  embl: { template: 'https://www.ebi.ac.uk/ena/browser/view/{id}' },
  ensembl: { template: 'https://www.ensembl.org/id/{id}' },
  interpro: { template: 'https://www.ebi.ac.uk/interpro/entry/InterPro/{id}/' },
  pfam: { template: 'https://www.ebi.ac.uk/interpro/entry/pfam/{id}/' },
  chebi: { template: 'https://www.ebi.ac.uk/chebi/searchId.do?chebiId={id}' },
  pubchem: { template: 'https://pubchem.ncbi.nlm.nih.gov/compound/{id}' },
  ccdc: { template: 'https://www.ccdc.cam.ac.uk/structures/Search?Ccdcid={id}' },
  emdb: { template: 'https://www.ebi.ac.uk/emdb/{id}' },
  pride: { template: 'https://www.ebi.ac.uk/pride/archive/projects/{id}' },
  go: { template: 'https://amigo.geneontology.org/amigo/term/{id}' },
  flybase: { template: 'https://flybase.org/reports/{id}' },
  mgi: { template: 'https://www.informatics.jax.org/accession/{id}' },
  zfin: { template: 'https://zfin.org/{id}' },
  wormbase: { template: 'https://wormbase.org/search/all/{id}' },
  kegg: { template: 'https://www.kegg.jp/entry/{id}' },
  rrid: { template: 'https://scicrunch.org/resolver/RRID:{id}', normalize: stripPrefix(/^rrid:/i) },
  hdl: { template: 'https://hdl.handle.net/{id}' },
  handle: { template: 'https://hdl.handle.net/{id}' },
  clinicaltrials: { template: 'https://clinicaltrials.gov/study/{id}' },
  nct: { template: 'https://clinicaltrials.gov/study/{id}' },
  isrctn: { template: 'https://www.isrctn.com/{id}' },
  pii: { template: '/science/article/pii/{id}', normalize: normalizePii },
};

/** Every prefix `resolveUrn` accepts (web schemes, databases, and `info:` wrapping a database). */
export const KNOWN_PREFIXES: readonly string[] = [...WEB_PREFIXES, ...Object.keys(DATABASES), 'info'];

export interface ParsedUrn {
  /** Lower-cased prefix. */
  prefix: string;
  remainder: string;
}

const PREFIX = /^([A-Za-z][A-Za-z0-9+.-]*):/;
/**
 * Control characters (browsers drop them silently, so "java\tscript:" would still run) and
 * invisible characters that could disguise a link's target.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const UNSAFE_URL_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

/** Splits a URN into prefix and remainder; undefined when either part is missing. */
export function parseUrn(value: string): ParsedUrn | undefined {
  const v = value.trim();
  const m = PREFIX.exec(v);
  if (!m?.[1]) return undefined;
  const remainder = v.slice(m[0].length).trim();
  if (remainder === '') return undefined;
  return { prefix: m[1].toLowerCase(), remainder };
}

/** Percent-encodes an identifier for a URL path or query while keeping `/` and `:` readable. */
function encodeId(id: string): string {
  return encodeURIComponent(id).replace(/%2F/gi, '/').replace(/%3A/gi, ':');
}

function resolveWeb(prefix: string, v: string): string | undefined {
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return undefined;
  }
  if (url.protocol !== `${prefix}:`) return undefined;
  // Browsers keep a mailto address as written: encode what could confuse a mail client.
  if (prefix === 'mailto') return url.pathname === '' ? undefined : url.href.replace(/[\s"<>]/g, encodeURIComponent);
  // A web link needs an authority ("http://host…"), not just "http:something".
  if (!/^[a-z]+:\/\//i.test(v) || url.hostname === '') return undefined;
  return url.href;
}

function resolveDatabase(prefix: string, remainder: string): string | undefined {
  // RFC 4452 "info:doi/10.x" and "info:pmid/123" wrap a database identifier.
  if (prefix === 'info') {
    const slash = remainder.indexOf('/');
    if (slash <= 0) return undefined;
    const inner = remainder.slice(0, slash).toLowerCase();
    return inner === 'info' ? undefined : resolveDatabase(inner, remainder.slice(slash + 1).trim());
  }
  const resolver = DATABASES[prefix];
  if (!resolver) return undefined;
  const id = (resolver.normalize ? resolver.normalize(remainder) : remainder).trim();
  if (id === '' || /\s/.test(id) || (resolver.valid && !resolver.valid.test(id))) return undefined;
  return resolver.template.replace('{id}', encodeId(id));
}

/** The URL a URN links to, or undefined when the URN is invalid. */
export function tryResolveUrn(value: string): string | undefined {
  if (typeof value !== 'string' || UNSAFE_URL_CHARS.test(value)) return undefined;
  const parsed = parseUrn(value);
  if (!parsed) return undefined;
  if (WEB_PREFIXES.has(parsed.prefix)) return resolveWeb(parsed.prefix, value.trim());
  return resolveDatabase(parsed.prefix, parsed.remainder);
}

export function isValidUrn(value: string): boolean {
  return tryResolveUrn(value) !== undefined;
}

/** Spec 000 §5: resolves a URN to a URL, or throws "Invalid URN {value}". */
export function resolveUrn(value: string): string {
  const url = tryResolveUrn(value);
  if (url === undefined) throw new Error('Invalid URN ' + value);
  return url;
}

/** https://doi.org link for a DOI (bare or prefixed), or undefined when it is not usable. */
export function doiUrl(doi: string): string | undefined {
  return resolveDatabase('doi', doi.trim());
}

/** PubMed link for a PMID (digits only), or undefined. */
export function pubmedUrl(pmid: string): string | undefined {
  return resolveDatabase('pmid', pmid.trim());
}
