import type { HarvestRepository } from '#src/db/harvest-repository.server.ts';
import { el } from '#src/server/xml-writer.ts';
import type { OaiArgs, OaiError } from './oai-arguments.ts';
import { articleUrl, datestamp, piiOfIdentifier, recordHeader, type OaiRequestContext, type VerbResult } from './oai-envelope.ts';
import { formatByPrefix, METADATA_FORMATS, metadataFormatElement } from './oai-formats.ts';

const OAI_IDENTIFIER_NS = 'http://www.openarchives.org/OAI/2.0/oai-identifier';
const OAI_IDENTIFIER_SCHEMA = 'http://www.openarchives.org/OAI/2.0/oai-identifier.xsd';
// The oai-identifier scheme's repositoryIdentifier syntax: a domain name.
const DOMAIN_NAME = /^[A-Za-z][A-Za-z0-9-]*(\.[A-Za-z][A-Za-z0-9-]*)+$/;

type Harvest = Pick<HarvestRepository, 'earliestStamp' | 'record' | 'sets'>;

function idDoesNotExist(identifier: string): VerbResult {
  return { ok: false, errors: [{ code: 'idDoesNotExist', message: `No item has the identifier ${identifier}` }] };
}

export async function identify(ctx: OaiRequestContext, harvest: Harvest): Promise<VerbResult> {
  const earliest = await harvest.earliestStamp();
  const description = DOMAIN_NAME.test(ctx.repositoryId)
    ? el(
        'description',
        {},
        el(
          'oai-identifier',
          { xmlns: OAI_IDENTIFIER_NS, 'xsi:schemaLocation': `${OAI_IDENTIFIER_NS} ${OAI_IDENTIFIER_SCHEMA}` },
          el('scheme', {}, 'oai'),
          el('repositoryIdentifier', {}, ctx.repositoryId),
          el('delimiter', {}, ':'),
          el('sampleIdentifier', {}, `oai:${ctx.repositoryId}:S0960148113002048`),
        ),
      )
    : null;
  return {
    ok: true,
    body: el(
      'Identify',
      {},
      el('repositoryName', {}, ctx.repositoryName),
      el('baseURL', {}, ctx.baseUrl),
      el('protocolVersion', {}, '2.0'),
      el('adminEmail', {}, ctx.adminEmail),
      // An empty repository has no oldest record; the epoch is a lower bound that is always true.
      el('earliestDatestamp', {}, earliest ? datestamp(earliest) : '1970-01-01T00:00:00Z'),
      // Articles are corrected and re-ingested, never withdrawn from the store.
      el('deletedRecord', {}, 'no'),
      el('granularity', {}, 'YYYY-MM-DDThh:mm:ssZ'),
      el('compression', {}, 'gzip'),
      el('compression', {}, 'deflate'),
      description,
    ),
  };
}

export async function listMetadataFormats(ctx: OaiRequestContext, harvest: Harvest, args: OaiArgs): Promise<VerbResult> {
  let formats = METADATA_FORMATS;
  if (args.identifier !== undefined) {
    const pii = piiOfIdentifier(ctx, args.identifier);
    const record = pii ? await harvest.record(pii) : null;
    if (!record) return idDoesNotExist(args.identifier);
    formats = METADATA_FORMATS.filter((f) => f.supports(record));
    if (formats.length === 0) {
      return { ok: false, errors: [{ code: 'noMetadataFormats', message: `No metadata formats for ${args.identifier}` }] };
    }
  }
  return { ok: true, body: el('ListMetadataFormats', {}, ...formats.map(metadataFormatElement)) };
}

export async function listSets(harvest: Harvest): Promise<VerbResult> {
  const sets = await harvest.sets();
  if (sets.length === 0) return { ok: false, errors: [{ code: 'noSetHierarchy', message: 'The repository holds no journals yet' }] };
  const dc = (name: string, value: string | null) => (value ? el(`dc:${name}`, {}, value) : null);
  const body = el(
    'ListSets',
    {},
    ...sets.map((s) =>
      el(
        'set',
        {},
        el('setSpec', {}, s.slug),
        el('setName', {}, s.title),
        el(
          'setDescription',
          {},
          el(
            'oai_dc:dc',
            {
              'xmlns:oai_dc': 'http://www.openarchives.org/OAI/2.0/oai_dc/',
              'xmlns:dc': 'http://purl.org/dc/elements/1.1/',
              'xsi:schemaLocation': 'http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
            },
            dc('title', s.title),
            dc('publisher', s.publisher),
            dc('identifier', s.eissn ? `urn:issn:${s.eissn}` : null),
            dc('identifier', s.issn ? `urn:issn:${s.issn}` : null),
          ),
        ),
      ),
    ),
  );
  return { ok: true, body };
}

export async function getRecord(ctx: OaiRequestContext, harvest: Harvest, args: OaiArgs): Promise<VerbResult> {
  const identifier = args.identifier!;
  const format = formatByPrefix(args.metadataPrefix!);
  const pii = piiOfIdentifier(ctx, identifier);
  const record = pii ? await harvest.record(pii, format?.load ?? {}) : null;
  const errors: OaiError[] = [];
  if (!record) errors.push(...(idDoesNotExist(identifier) as { errors: OaiError[] }).errors);
  if (!format) errors.push({ code: 'cannotDisseminateFormat', message: `Unknown metadata format "${args.metadataPrefix}"` });
  else if (record && !format.supports(record)) {
    errors.push({ code: 'cannotDisseminateFormat', message: `${identifier} is not available as ${format.prefix}` });
  }
  if (errors.length || !record || !format) return { ok: false, errors };
  return {
    ok: true,
    body: el(
      'GetRecord',
      {},
      el('record', {}, recordHeader(ctx, record), el('metadata', {}, format.metadata(record, articleUrl(ctx, record.pii)))),
    ),
  };
}
