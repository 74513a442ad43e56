/**
 * A small XML serializer for the documents Lectern writes (OAI-PMH, RSS, Atom, sitemaps).
 * Everything that reaches the output goes through one of the escapes below, so text from
 * articles can never break the markup; characters XML 1.0 cannot carry at all (C0 controls,
 * lone surrogates, U+FFFE/U+FFFF) are dropped rather than escaped, because `&#1;` is not
 * well-formed either.
 */

export interface XmlElementSpec {
  name: string;
  attrs?: Record<string, string | undefined>;
  children?: XmlContent[];
}
/** Already-serialised, well-formed XML (e.g. an embedded JATS document). */
export interface RawXml {
  raw: string;
}
export type XmlContent = XmlElementSpec | RawXml | string | null | undefined | false;

const ILLEGAL_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
// A conservative QName: our own code names elements, so anything else is a bug to surface.
const QNAME = /^[A-Za-z_][A-Za-z0-9._-]*(:[A-Za-z_][A-Za-z0-9._-]*)?$/;

/** Removes characters that XML 1.0 does not allow anywhere in a document. */
export function stripIllegalXmlChars(value: string): string {
  return value.replace(ILLEGAL_XML_CHARS, '');
}

/** Escapes character data; `>` too, so `]]>` can never appear. */
export function escapeXmlText(value: string): string {
  return stripIllegalXmlChars(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escapes an attribute value for double quotes; whitespace controls stay as they are after normalisation. */
export function escapeXmlAttr(value: string): string {
  return escapeXmlText(value).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}

/** Element builder: `el('dc:title', {}, 'text')`; falsy children are skipped, undefined attributes omitted. */
export function el(name: string, attrs: Record<string, string | undefined> = {}, ...children: XmlContent[]): XmlElementSpec {
  return { name, attrs, children };
}

export function raw(xml: string): RawXml {
  return { raw: xml };
}

function isRaw(node: XmlContent): node is RawXml {
  return typeof node === 'object' && node !== null && 'raw' in node;
}

function writeNode(node: XmlContent, out: string[]): void {
  if (node === null || node === undefined || node === false) return;
  if (typeof node === 'string') {
    out.push(escapeXmlText(node));
    return;
  }
  if (isRaw(node)) {
    out.push(node.raw);
    return;
  }
  if (!QNAME.test(node.name)) throw new Error(`invalid XML element name "${node.name}"`);
  out.push('<', node.name);
  for (const [key, value] of Object.entries(node.attrs ?? {})) {
    if (value === undefined) continue;
    if (!QNAME.test(key)) throw new Error(`invalid XML attribute name "${key}"`);
    out.push(' ', key, '="', escapeXmlAttr(value), '"');
  }
  const children = (node.children ?? []).filter((c) => c !== null && c !== undefined && c !== false && c !== '');
  if (children.length === 0) {
    out.push('/>');
    return;
  }
  out.push('>');
  for (const child of children) writeNode(child, out);
  out.push('</', node.name, '>');
}

/** Serialises one element (no declaration). */
export function toXml(node: XmlContent): string {
  const out: string[] = [];
  writeNode(node, out);
  return out.join('');
}

/** A whole document: UTF-8 declaration, optional processing instructions, then the root. */
export function toXmlDocument(root: XmlElementSpec): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${toXml(root)}\n`;
}
