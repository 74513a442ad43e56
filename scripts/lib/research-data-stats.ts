import { doiOf, httpUrlOf } from '../../src/shared/enriched/data-repositories.ts';
import { hasResearchData, type EnrichedEntry } from '../../src/shared/enriched/enriched-content.ts';

/**
 * Corpus statistics of research data (npm run research-data-stats): how many articles have
 * research data (000 §3 hasResearchData), how many dataset links and accession numbers were
 * found, and every link that is neither an http(s) URL nor a DOI (which fails the run).
 */
export interface ResearchDataStats {
  articles: number;
  withResearchData: number;
  datasetLinks: number;
  mendeleyDatasets: number;
  accessions: number;
  accessionsByDatabase: Map<string, number>;
  badLinks: string[];
}

export function emptyStats(): ResearchDataStats {
  return {
    articles: 0,
    withResearchData: 0,
    datasetLinks: 0,
    mendeleyDatasets: 0,
    accessions: 0,
    accessionsByDatabase: new Map(),
    badLinks: [],
  };
}

/** A link a reader can follow: an absolute http(s) URL, or a DOI. */
export function isUrlOrDoi(value: string): boolean {
  return httpUrlOf(value) !== undefined || doiOf(value) !== undefined;
}

export function addArticle(stats: ResearchDataStats, label: string, entries: readonly EnrichedEntry[]): void {
  stats.articles += 1;
  if (hasResearchData(entries)) stats.withResearchData += 1;
  for (const e of entries) {
    if (!e.success || !e.payload) continue;
    const p = e.payload as { datasets?: Array<{ url: string; identifier: string }>; accessions?: Array<{ database: string; url: string }> };
    if (e.appDetails.shortcode === 'OD') stats.datasetLinks += p.datasets?.length ?? 0;
    if (e.appDetails.shortcode === 'MD') stats.mendeleyDatasets += p.datasets?.length ?? 0;
    if (e.appDetails.shortcode === 'DL') {
      stats.accessions += p.accessions?.length ?? 0;
      for (const a of p.accessions ?? []) stats.accessionsByDatabase.set(a.database, (stats.accessionsByDatabase.get(a.database) ?? 0) + 1);
    }
    for (const link of [...(p.datasets ?? []), ...(p.accessions ?? [])].map((d) => d.url)) {
      if (!isUrlOrDoi(link)) stats.badLinks.push(`${label}: ${e.appDetails.shortcode} link "${link}" is neither a URL nor a DOI`);
    }
  }
}

export function statsLines(s: ResearchDataStats): string[] {
  const share = s.articles > 0 ? ((100 * s.withResearchData) / s.articles).toFixed(1) : '0.0';
  const byDb = [...s.accessionsByDatabase.entries()].sort((a, b) => b[1] - a[1]).map(([db, n]) => `${db} ${n}`);
  return [
    `articles: ${s.articles}`,
    `with_research_data: ${s.withResearchData} (${share}%)`,
    `dataset_links: ${s.datasetLinks}`,
    `mendeley_data_links: ${s.mendeleyDatasets}`,
    `accession_numbers: ${s.accessions}${byDb.length > 0 ? ` (${byDb.join(', ')})` : ''}`,
    `bad_links: ${s.badLinks.length}`,
  ];
}
