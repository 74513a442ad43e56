import { SaxesParser, type SaxesTagNS } from 'saxes';
import { HTML_ENTITIES } from '#src/ingest/xml/html-entities.ts';
import { escapeXmlAttr, escapeXmlText } from '#src/server/xml-writer.ts';

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

/** The article's children that are its full text, left out of the front-matter-only form. */
const FULL_TEXT_PARTS = new Set(['body', 'back', 'floats-group', 'sub-article', 'response']);

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
export function jatsMetadataXml(source: string, options: { frontOnly?: boolean } = {}): string {
  const parser = new SaxesParser({ xmlns: true });
  Object.assign(parser.ENTITIES, HTML_ENTITIES);
  const kept: string[] = [];
  let out = kept;
  let depth = 0;
  /** Depth at which a skipped part (body, back, floats, sub-articles) opened; 0: not skipping. */
  let skipFrom = 0;
  let error: Error | undefined;
  parser.on('doctype', (doctype) => {
    for (const m of doctype.matchAll(PLAIN_ENTITY)) parser.ENTITIES[m[1]!] = m[2] ?? m[3] ?? '';
  });
  parser.on('opentag', (tag) => {
    if (options.frontOnly && skipFrom === 0 && depth === 1 && FULL_TEXT_PARTS.has(tag.local) && !tag.isSelfClosing) {
      skipFrom = depth + 1;
      out = [];
    }
    onOpen(tag, depth === 0, out);
    if (!tag.isSelfClosing) depth += 1;
  });
  parser.on('closetag', (tag) => {
    if (tag.isSelfClosing) return;
    out.push('</', tag.name, '>');
    if (skipFrom !== 0 && depth === skipFrom) {
      skipFrom = 0;
      out = kept;
    }
    depth -= 1;
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
  if (kept.length === 0) throw new Error('the source XML has no root element');
  return kept.join('');
}
