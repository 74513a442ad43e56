import type { HarvestRecord } from '#src/db/harvest-repository.server.ts';
import { el, raw, type XmlElementSpec } from '#src/server/xml-writer.ts';
import { JATS_NS, JATS_SCHEMA, jatsMetadataXml } from './jats-metadata.ts';
import { OAI_DC_NS, OAI_DC_SCHEMA, oaiDc } from './oai-dc.ts';

/**
 * The metadata formats: oai_dc for every article (the protocol requires it), and the
 * original JATS XML for articles that came as JATS. Elsevier XML is not JATS, and its
 * licence to redistribute the source is not ours to assume, so those articles are oai_dc only.
 */
export interface MetadataFormat {
  prefix: string;
  schema: string;
  namespace: string;
  /** Whether this article can be disseminated in the format. */
  supports(record: Pick<HarvestRecord, 'sourceFormat' | 'hasSource'>): boolean;
  /** What the record's <metadata> element holds; `load` says which columns it needs. */
  load: { model?: boolean; sourceXml?: boolean };
  /** Whether a list in this format only holds JATS articles (pushed down into the query). */
  jatsOnly: boolean;
  /** Most records per ListRecords response, when less than the repository's page size. */
  maxRecordsPerPage?: number;
  metadata(record: HarvestRecord, articleUrl: string): XmlElementSpec | ReturnType<typeof raw>;
}

export const METADATA_FORMATS: readonly MetadataFormat[] = [
  {
    prefix: 'oai_dc',
    schema: OAI_DC_SCHEMA,
    namespace: OAI_DC_NS,
    supports: () => true,
    load: { model: true },
    jatsOnly: false,
    metadata: (record, url) => oaiDc(record.model!, url),
  },
  {
    prefix: 'jats',
    schema: JATS_SCHEMA,
    namespace: JATS_NS,
    supports: (record) => record.sourceFormat === 'jats' && record.hasSource,
    load: { sourceXml: true },
    jatsOnly: true,
    // Full-text sources run to megabytes each: a page of 100 could hold 100 MB in memory.
    maxRecordsPerPage: 20,
    // Paid content (spec 001 §6) is described, not given away: front matter only, no body or back.
    metadata: (record) => raw(jatsMetadataXml(record.sourceXml!, { frontOnly: !record.free })),
  },
];

export function formatByPrefix(prefix: string): MetadataFormat | undefined {
  return METADATA_FORMATS.find((f) => f.prefix === prefix);
}

export function metadataFormatElement(format: MetadataFormat): XmlElementSpec {
  return el(
    'metadataFormat',
    {},
    el('metadataPrefix', {}, format.prefix),
    el('schema', {}, format.schema),
    el('metadataNamespace', {}, format.namespace),
  );
}
