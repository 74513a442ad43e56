import { z } from 'zod';

/**
 * Enriched content (spec 000 §3 "Enriched content", §4, §7): the answer of
 * GET /sdfe/ears/pii/{pii}/{A}/{B}[/{C}]/enriched-content is a list of entries keyed by app
 * shortcode, each `{appDetails: {shortcode}, success, payload}`. Payloads are computed at
 * ingest from the article and its package (ADR 006) and read back through these schemas.
 */

import { APP_SHORTCODES } from './enriched-apps.ts';

export { APP_SHORTCODES, byShortcode, entry, hasResearchData, isEmptyPayload, RESEARCH_DATA_APPS } from './enriched-apps.ts';
export type { AppShortcode, EnrichedEntry } from './enriched-apps.ts';

const text = z.string().max(2000);
const url = z.string().max(2000);

/** A dataset the article deposits or cites (OD, and its Mendeley Data subset MD). */
export const datasetSchema = z.object({
  /** The repository's name ("Dryad", "Zenodo", "Electron Microscopy Data Bank" …) or the link's host. */
  repository: text,
  /** DOI, accession or the link itself: what identifies the dataset there. */
  identifier: text,
  title: text.optional(),
  /** generated (deposited with this article), analysed (reused), cited (a data citation) or linked (a link in the text). */
  relation: z.enum(['generated', 'analysed', 'cited', 'linked']),
  licence: text.optional(),
  year: z.string().max(20).optional(),
  /** A resolvable http(s) link (DOIs through https://doi.org). */
  url,
});
export type Dataset = z.infer<typeof datasetSchema>;
export const datasetsPayloadSchema = z.object({ datasets: z.array(datasetSchema) });
export type DatasetsPayload = z.infer<typeof datasetsPayloadSchema>;

/** An accession number in a scientific database (DL), listed once with its first mention. */
export const accessionSchema = z.object({
  /** The database's name as readers know it ("GEO", "PDB" …). */
  database: text,
  /** The URN prefix (src/shared/identifiers/urn-resolvers.ts) it resolves through. */
  prefix: z.string().max(40),
  id: z.string().max(200),
  url,
  /** Where it is first mentioned: a body section's id (null outside a section) and which part of the article. */
  firstMention: z.object({ part: z.enum(['body', 'back', 'data-availability', 'references']), sectionId: z.string().max(200).nullable() }),
});
export type Accession = z.infer<typeof accessionSchema>;
export const accessionsPayloadSchema = z.object({ accessions: z.array(accessionSchema) });
export type AccessionsPayload = z.infer<typeof accessionsPayloadSchema>;

/** One column of a tabular data file (DP). */
export const columnProfileSchema = z.object({
  name: text,
  type: z.enum(['number', 'integer', 'boolean', 'date', 'text', 'empty']),
  /** Cells without a value. */
  empty: z.number().int().nonnegative(),
});
export const fileProfileSchema = z.object({
  eid: z.string().max(200),
  name: text,
  size: z.number().int().nonnegative().nullable(),
  /** 000 §3 file extension groups: video, image, document, audio, slideshow, spreadsheet, or other. */
  kind: z.enum(['video', 'image', 'document', 'audio', 'slideshow', 'spreadsheet', 'geospatial', 'other']),
  /** A download link; left out for readers without the article's full text (entitlement, 001 §6). */
  url: url.optional(),
  /** Tabular files: the first sheet (or the file) profiled. Left out, like url, for readers without access. */
  table: z
    .object({
      sheet: text.optional(),
      rowCount: z.number().int().nonnegative(),
      columns: z.array(columnProfileSchema),
      firstRows: z.array(z.array(z.string().max(200))),
    })
    .optional(),
  /** Why a file that looks tabular could not be profiled. */
  note: text.optional(),
});
export type FileProfile = z.infer<typeof fileProfileSchema>;
export const dataProfilePayloadSchema = z.object({
  /** The data availability statement, as plain text. */
  statement: z.string().max(20000).nullable(),
  files: z.array(fileProfileSchema),
});
export type DataProfilePayload = z.infer<typeof dataProfilePayloadSchema>;

/** 000 §9 interactive-map limits: beyond them a layer is listed with the reason and its file download instead. */
export const MAP_LIMITS = { maxBytes: 3 * 1024 * 1024, maxElements: 1000, maxNetworkLinks: 10 } as const;

/** One KML/KMZ attachment (GD) as GeoJSON: features with a name and a plain-text description only. */
export const geoLayerSchema = z.object({
  eid: z.string().max(200),
  name: text,
  size: z.number().int().nonnegative(),
  /** A GeoJSON FeatureCollection, or null when the file is beyond the limits or unreadable (see `refused`). */
  features: z
    .object({
      type: z.literal('FeatureCollection'),
      features: z.array(
        z.object({
          type: z.literal('Feature'),
          geometry: z.object({ type: z.string(), coordinates: z.unknown().optional(), geometries: z.unknown().optional() }).nullable(),
          properties: z.object({ name: z.string().max(500).optional(), description: z.string().max(5000).optional() }),
        }),
      ),
    })
    .nullable(),
  refused: text.optional(),
});
export type GeoLayer = z.infer<typeof geoLayerSchema>;
export const geospatialPayloadSchema = z.object({ kmlIds: z.array(z.string()), layers: z.array(geoLayerSchema) });
export type GeospatialPayload = z.infer<typeof geospatialPayloadSchema>;

/** Interactive case insights (ICI): imported per article, validated on import. */
export const caseInsightsPayloadSchema = z.object({
  title: text,
  cases: z
    .array(
      z.object({
        id: z.string().min(1).max(100),
        title: text,
        summary: z.string().max(10000),
        findings: z
          .array(z.object({ label: text, value: text }))
          .max(100)
          .default([]),
        link: z
          .string()
          .max(2000)
          .regex(/^https?:\/\//, 'link must be an http(s) URL')
          .optional(),
      }),
    )
    .min(1)
    .max(200),
});
export type CaseInsightsPayload = z.infer<typeof caseInsightsPayloadSchema>;

export const enrichedEntrySchema = z.object({
  appDetails: z.object({ shortcode: z.enum(APP_SHORTCODES) }),
  success: z.boolean(),
  payload: z.unknown(),
});
export const enrichedContentResponseSchema = z.array(enrichedEntrySchema);
