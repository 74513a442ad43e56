import { SaxesParser, type SaxesTagNS } from 'saxes';
import { HTML_ENTITIES } from '#src/ingest/xml/html-entities.ts';
import { escapeXmlAttr, escapeXmlText } from '#src/shared/xml-writer.ts';

/**
 * The stored JATS source re-serialised for an OAI-PMH `<metadata>` element. Pasting the file
 * in would not do: its prolog (XML declaration, DOCTYPE) may not appear inside another
 * document, DTD-defined entities (`&nbsp;`) would be undefined there, and un-namespaced JATS
 * would inherit the OAI namespace. So the document is parsed (saxes: no DTD is fetched) and
 * written back with entities expanded, comments and processing instructions dropped, and
 * un-namespaced elements put in the JATS namespace — the convention of PubMed Central's OAI
 * service, whose `pmc` format this mirrors.
 */
export const JATS_NS = 'https://jats.nlm.nih.gov/ns/archiving/1.3/';
export const JATS_SCHEMA = 'https://jats.nlm.nih.gov/archiving/1.3/xsd/JATS-archivearticle1-3.xsd';

const PLAIN_ENTITY = /<!ENTITY\s+([^\s%]+)\s+(?:"([^"&<]*)"|'([^'&<]*)')\s*>/g;

function onOpen(tag: SaxesTagNS, isRoot: boolean, out: string[]): void {
  out.push('<', tag.name);
  let hasDefault = false;
  for (const [qname, attr] of Object.entries(tag.attributes)) {
    let value = attr.value;
    if (qname === 'xmlns') {
      hasDefault = true;
      // An explicit "no namespace" inside JATS still means JATS.
      if (value === '') value = JATS_NS;
    }
    out.push(' ', qname, '="', escapeXmlAttr(value), '"');
  }
  if (isRoot && !hasDefault) out.push(' xmlns="', JATS_NS, '"');
  out.push(tag.isSelfClosing ? '/>' : '>');
}

/** The article element as namespaced, self-contained XML; throws when the source is not well-formed. */
export function jatsMetadataXml(source: string): string {
  const parser = new SaxesParser({ xmlns: true });
  Object.assign(parser.ENTITIES, HTML_ENTITIES);
  const out: string[] = [];
  let depth = 0;
  let error: Error | undefined;
  parser.on('doctype', (doctype) => {
    for (const m of doctype.matchAll(PLAIN_ENTITY)) parser.ENTITIES[m[1]!] = m[2] ?? m[3] ?? '';
  });
  parser.on('opentag', (tag) => {
    onOpen(tag, depth === 0, out);
    if (!tag.isSelfClosing) depth += 1;
  });
  parser.on('closetag', (tag) => {
    if (tag.isSelfClosing) return;
    depth -= 1;
    out.push('</', tag.name, '>');
  });
  const onText = (text: string) => {
    if (depth > 0) out.push(escapeXmlText(text));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('error', (e) => {
    error ??= e;
  });
  parser.write(source).close();
  if (error) throw error;
  if (out.length === 0) throw new Error('the source XML has no root element');
  return out.join('');
}
