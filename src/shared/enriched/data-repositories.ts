import { doiUrl, UNSAFE_URL_CHARS } from '../identifiers/urn.ts';

/**
 * Data repositories an article's dataset links point to (OD, spec 000 §3): each known by its
 * DOI prefixes and its hosts. Mendeley Data (DOI prefix 10.17632, data.mendeley.com) is the MD
 * subset. A link elsewhere is a dataset only where the article says so (a datasets section,
 * a data citation); then its host names the repository.
 */
export interface DataRepository {
  name: string;
  doiPrefixes: readonly string[];
  hosts: readonly string[];
}

export const MENDELEY_DATA = 'Mendeley Data';

export const DATA_REPOSITORIES: readonly DataRepository[] = [
  { name: 'Dryad', doiPrefixes: ['10.5061'], hosts: ['datadryad.org'] },
  { name: 'Zenodo', doiPrefixes: ['10.5281'], hosts: ['zenodo.org'] },
  { name: 'Figshare', doiPrefixes: ['10.6084', '10.25386'], hosts: ['figshare.com'] },
  { name: 'OSF', doiPrefixes: ['10.17605'], hosts: ['osf.io'] },
  { name: MENDELEY_DATA, doiPrefixes: ['10.17632'], hosts: ['data.mendeley.com'] },
  { name: 'Harvard Dataverse', doiPrefixes: ['10.7910'], hosts: ['dataverse.harvard.edu'] },
  { name: 'PANGAEA', doiPrefixes: ['10.1594'], hosts: ['pangaea.de'] },
  { name: 'Elsevier Data in Brief', doiPrefixes: [], hosts: ['data.elsevier.com'] },
  { name: 'Gene Expression Omnibus', doiPrefixes: [], hosts: ['ncbi.nlm.nih.gov/geo'] },
  {
    name: 'Electron Microscopy Data Bank',
    doiPrefixes: [],
    hosts: ['ebi.ac.uk/pdbe/emdb', 'ebi.ac.uk/emdb', 'ebi.ac.uk/pdbe-srv/emsearch'],
  },
  { name: 'Protein Data Bank', doiPrefixes: ['10.2210'], hosts: ['rcsb.org', 'wwpdb.org', 'ebi.ac.uk/pdbe'] },
  { name: 'ArrayExpress', doiPrefixes: [], hosts: ['ebi.ac.uk/arrayexpress', 'ebi.ac.uk/biostudies/arrayexpress'] },
  { name: 'European Nucleotide Archive', doiPrefixes: [], hosts: ['ebi.ac.uk/ena'] },
  { name: 'Sequence Read Archive', doiPrefixes: [], hosts: ['ncbi.nlm.nih.gov/sra'] },
  { name: 'GenBank', doiPrefixes: [], hosts: ['ncbi.nlm.nih.gov/nuccore', 'ncbi.nlm.nih.gov/genbank'] },
  { name: 'BioProject', doiPrefixes: [], hosts: ['ncbi.nlm.nih.gov/bioproject'] },
  { name: 'PRIDE', doiPrefixes: [], hosts: ['ebi.ac.uk/pride'] },
  { name: 'EMPIAR', doiPrefixes: [], hosts: ['ebi.ac.uk/empiar', 'ebi.ac.uk/pdbe/emdb/empiar'] },
  { name: 'Neurovault', doiPrefixes: [], hosts: ['neurovault.org'] },
  { name: 'OpenNeuro', doiPrefixes: ['10.18112'], hosts: ['openneuro.org'] },
  { name: 'Data Archiving and Networked Services', doiPrefixes: ['10.17026'], hosts: ['dans.knaw.nl'] },
  { name: 'ICPSR', doiPrefixes: ['10.3886'], hosts: ['icpsr.umich.edu'] },
  { name: 'UK Data Service', doiPrefixes: ['10.5255'], hosts: ['ukdataservice.ac.uk'] },
];

const DOI_IN_TEXT = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)?(10\.\d{4,9}(?:\.\d+)*\/\S+)$/i;

/** The DOI a value carries (a bare DOI, `doi:…` or a doi.org link), without trailing punctuation. */
export function doiOf(value: string): string | undefined {
  const m = DOI_IN_TEXT.exec(value.trim());
  return m?.[1]?.replace(/[.,;:)\]]+$/, '');
}

/** A safe absolute http(s) URL for a link value, or undefined. */
export function httpUrlOf(value: string): string | undefined {
  const v = value.trim();
  if (UNSAFE_URL_CHARS.test(v) || !/^https?:\/\//i.test(v)) return undefined;
  try {
    const u = new URL(v);
    return u.hostname ? u.href : undefined;
  } catch {
    return undefined;
  }
}

function hostAndPath(u: URL): string {
  return `${u.hostname.replace(/^www\./, '')}${u.pathname}`.toLowerCase();
}

/** The repository a DOI or URL belongs to, by DOI prefix or host (sub-domains count), or undefined. */
export function repositoryOf(value: string): DataRepository | undefined {
  const doi = doiOf(value);
  if (doi) {
    const prefix = doi.slice(0, doi.indexOf('/'));
    return DATA_REPOSITORIES.find((r) => r.doiPrefixes.includes(prefix));
  }
  const href = httpUrlOf(value);
  if (!href) return undefined;
  const u = new URL(href);
  const at = hostAndPath(u);
  const host = u.hostname.toLowerCase();
  return DATA_REPOSITORIES.find((r) =>
    r.hosts.some((h) => at === h || at.startsWith(`${h}/`) || (!h.includes('/') && host.endsWith(`.${h}`))),
  );
}

/** A resolvable link for a dataset identifier: a DOI through doi.org, else the http(s) URL itself. */
export function resolvableLink(value: string): string | undefined {
  const doi = doiOf(value);
  if (doi) return doiUrl(doi);
  return httpUrlOf(value);
}

/** The host of a URL without `www.`, for naming a repository the table does not know. */
export function hostName(href: string): string {
  return new URL(href).hostname.replace(/^www\./, '');
}
