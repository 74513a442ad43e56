import { textOf, type ArticleModel } from '#src/shared/article/content-model.ts';
import { entry, type DataProfilePayload, type EnrichedEntry, type FileProfile } from '#src/shared/enriched/enriched-content.ts';
import type { XmlElement } from '../xml/parse-xml.ts';
import { databaseLinksOf } from './database-links.ts';
import { mendeleyDataOf, openDataOf } from './open-data.ts';

/**
 * The enriched-content apps computed at ingest from the article XML and its model
 * (spec 000 §3; ADR 006): DP (the data availability statement; a package adds its file
 * profiles), OD, MD and DL. An app whose extractor throws is stored as failed (success
 * false), so one bad article part never fails the ingest.
 */
function attempt<T>(shortcode: EnrichedEntry['appDetails']['shortcode'], compute: () => T): EnrichedEntry {
  try {
    return entry(shortcode, compute());
  } catch {
    return entry(shortcode, null, false);
  }
}

export function dataStatementOf(model: ArticleModel): string | null {
  const text = textOf(model.dataAvailability).replace(/\s+/g, ' ').trim();
  return text === '' ? null : text.slice(0, 20000);
}

export function computeEnriched(model: ArticleModel, root: XmlElement | undefined, files: FileProfile[] = []): EnrichedEntry[] {
  const od = attempt('OD', () => ({ datasets: openDataOf(model, root) }));
  const md = od.success
    ? entry('MD', { datasets: mendeleyDataOf((od.payload as { datasets: Parameters<typeof mendeleyDataOf>[0] }).datasets) })
    : entry('MD', null, false);
  return [
    attempt('DP', (): DataProfilePayload => ({ statement: dataStatementOf(model), files })),
    od,
    md,
    attempt('DL', () => ({ accessions: databaseLinksOf(model) })),
  ];
}

/** The package's file profiles put into an already computed DP entry. */
export function withFileProfiles(entries: readonly EnrichedEntry[], files: FileProfile[]): EnrichedEntry[] {
  return entries.map((e) =>
    e.appDetails.shortcode === 'DP' && e.success ? { ...e, payload: { ...(e.payload as DataProfilePayload), files } } : e,
  );
}
