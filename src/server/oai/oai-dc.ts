import { articleMetadata, type DescriptiveModel } from '#src/shared/article/article-metadata.ts';
import { el, type XmlElementSpec } from '#src/server/xml-writer.ts';

export const OAI_DC_NS = 'http://www.openarchives.org/OAI/2.0/oai_dc/';
export const OAI_DC_SCHEMA = 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd';
const DC_NS = 'http://purl.org/dc/elements/1.1/';
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';

/** Simple Dublin Core of an article (OAI-PMH's mandatory format), built from the stored model. */
export function oaiDc(model: DescriptiveModel, articleUrl: string): XmlElementSpec {
  const m = articleMetadata(model);
  const dc = (name: string, value: string | undefined) => (value ? el(`dc:${name}`, {}, value) : null);
  return el(
    'oai_dc:dc',
    {
      'xmlns:oai_dc': OAI_DC_NS,
      'xmlns:dc': DC_NS,
      'xmlns:xsi': XSI_NS,
      'xsi:schemaLocation': `${OAI_DC_NS} ${OAI_DC_SCHEMA}`,
    },
    dc('title', m.title),
    ...m.creators.map((c) => dc('creator', c)),
    ...m.subjects.map((s) => dc('subject', s)),
    dc('description', m.abstract),
    dc('publisher', m.publisher),
    dc('date', m.date),
    dc('type', 'Text'),
    dc('format', 'text/html'),
    model.doi ? dc('identifier', `https://doi.org/${model.doi}`) : null,
    dc('identifier', articleUrl),
    dc('source', [m.journal, model.publication.eissn ?? model.publication.issn].filter(Boolean).join(', ISSN ')),
    dc('language', m.language),
    dc('rights', m.rights),
  );
}
