import { SaxesParser, type SaxesTagNS } from 'saxes';
import { HTML_ENTITIES } from './html-entities.ts';

/**
 * A small, safe XML tree builder on saxes.
 * - Never fetches a DTD or external entity (saxes cannot).
 * - Internal-subset entities are honoured only when their value is plain text: an entity
 *   that refers to other entities (the "billion laughs" shape) or expands past the limits
 *   is refused with a clear error.
 * - Every element keeps its source line and column for error messages.
 */

export interface XmlElement {
  /** Qualified name as written, e.g. "ce:para", "mml:math", "sec". */
  name: string;
  /** Local name without prefix, e.g. "para", "math". */
  local: string;
  /** Namespace URI ('' when none). */
  uri: string;
  /** Attributes by qualified name as written ("xlink:href", "id"). */
  attrs: Record<string, string>;
  children: XmlChild[];
  line: number;
  col: number;
}
export type XmlChild = XmlElement | string;

export class XmlParseError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly col: number,
  ) {
    super(`${line}:${col} ${reason}`);
    this.name = 'XmlParseError';
  }
}

export interface ParseLimits {
  /** Longest replacement text allowed for one declared entity. */
  maxEntityLength: number;
  /** Most declared entities allowed in one document. */
  maxEntities: number;
  /** Deepest element nesting accepted. */
  maxDepth: number;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = { maxEntityLength: 1024, maxEntities: 256, maxDepth: 256 };

const ENTITY_DECL = /<!ENTITY\s+(%\s+)?([^\s]+)\s+(?:"([^"]*)"|'([^']*)'|(SYSTEM|PUBLIC)\b)/g;

/** Reads the internal subset's general entities, refusing anything that could blow up or fetch. */
function declaredEntities(doctype: string, limits: ParseLimits): Record<string, string> {
  const out: Record<string, string> = {};
  let count = 0;
  for (const m of doctype.matchAll(ENTITY_DECL)) {
    const [, isParameter, name = '', dq, sq, external] = m;
    if (isParameter) throw new Error(`parameter entity "${name}" declared in the DTD; parameter entities are not supported`);
    if (external) throw new Error(`external entity "${name}" declared in the DTD; external entities are never loaded`);
    const value = dq ?? sq ?? '';
    if (/&[^#]/.test(value)) {
      throw new Error(`entity "${name}" refers to other entities; nested entity expansion is not allowed`);
    }
    if (value.length > limits.maxEntityLength) {
      throw new Error(`entity "${name}" expands to ${value.length} characters; the limit is ${limits.maxEntityLength}`);
    }
    if (value.includes('<')) throw new Error(`entity "${name}" contains markup; only plain-text entities are allowed`);
    count += 1;
    if (count > limits.maxEntities) throw new Error(`more than ${limits.maxEntities} entities declared in the DTD`);
    out[name] = value.replace(/&#x([0-9a-f]+);|&#([0-9]+);/gi, (_s, hex: string | undefined, dec: string | undefined) =>
      String.fromCodePoint(hex ? parseInt(hex, 16) : Number(dec)),
    );
  }
  return out;
}

/** saxes's XML entities with the HTML ones, made once. */
let htmlEntities: Record<string, string> | undefined;

/** Parses a whole XML document into a tree. Throws XmlParseError with the source position. */
export function parseXml(xml: string, limits: ParseLimits = DEFAULT_PARSE_LIMITS): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true });
  // Publisher files often use HTML named entities that their DTD would define: inherited from
  // one shared table instead of copied into every document's.
  // Not frozen: a DTD may declare an entity of the same name, set on the document's own table.
  htmlEntities ??= Object.assign(Object.create(Object.getPrototypeOf(parser.ENTITIES) as object) as Record<string, string>, HTML_ENTITIES);
  parser.ENTITIES = Object.create(htmlEntities) as Record<string, string>;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let failure: XmlParseError | undefined;

  const fail = (reason: string) => {
    failure ??= new XmlParseError(reason, parser.line, parser.column + 1);
  };

  parser.on('doctype', (doctype) => {
    try {
      Object.assign(parser.ENTITIES, declaredEntities(doctype, limits));
    } catch (e) {
      fail((e as Error).message);
    }
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const attrs: Record<string, string> = {};
    const given = tag.attributes;
    for (const qname in given) {
      if (qname === 'xmlns' || qname.startsWith('xmlns:')) continue;
      attrs[qname] = given[qname]!.value;
    }
    const el: XmlElement = {
      name: tag.name,
      local: tag.local,
      uri: tag.uri,
      attrs,
      children: [],
      line: parser.line,
      col: parser.column + 1,
    };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(el);
    else root = el;
    stack.push(el);
    if (stack.length > limits.maxDepth) fail(`elements nested deeper than ${limits.maxDepth}`);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const onText = (text: string) => {
    const parent = stack[stack.length - 1];
    if (!parent || text === '') return;
    const last = parent.children[parent.children.length - 1];
    if (typeof last === 'string') parent.children[parent.children.length - 1] = last + text;
    else parent.children.push(text);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('error', (err) => {
    // saxes messages look like "file:line:col: reason"; keep the reason only.
    const reason = err.message.replace(/^(?:[^:]*:)?\d+:\d+:\s*/, '');
    fail(reason);
  });

  try {
    parser.write(xml);
    if (!failure) parser.close();
  } catch (e) {
    fail((e as Error).message.replace(/^(?:[^:]*:)?\d+:\d+:\s*/, ''));
  }
  if (failure) throw failure;
  if (!root) throw new XmlParseError('document has no root element', parser.line, parser.column + 1);
  return root;
}

// ---- small tree helpers used by the format mappers ----

export function isElement(c: XmlChild | undefined): c is XmlElement {
  return typeof c === 'object' && c !== null;
}

/** Child elements, optionally only those with the given qualified or local name(s). */
export function elements(el: XmlElement | undefined, ...names: string[]): XmlElement[] {
  if (!el) return [];
  const out: XmlElement[] = [];
  for (const c of el.children) {
    if (isElement(c) && (names.length === 0 || names.includes(c.name) || names.includes(c.local))) out.push(c);
  }
  return out;
}

export function first(el: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  if (!el) return undefined;
  for (const c of el.children) {
    if (isElement(c) && (names.includes(c.name) || names.includes(c.local))) return c;
  }
  return undefined;
}

/** Depth-first search for descendants by name (qualified or local). */
export function descendants(el: XmlElement | undefined, ...names: string[]): XmlElement[] {
  const out: XmlElement[] = [];
  if (el) collectDescendants(el, names, out);
  return out;
}

function collectDescendants(e: XmlElement, names: readonly string[], out: XmlElement[]): void {
  for (const c of e.children) {
    if (typeof c === 'string') continue;
    if (names.includes(c.name) || names.includes(c.local)) out.push(c);
    if (c.children.length > 0) collectDescendants(c, names, out);
  }
}

/** Follows a path of child names: path(root, 'front', 'article-meta'). */
export function path(el: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  let cur = el;
  for (const n of names) cur = first(cur, n);
  return cur;
}

/** Concatenated text content, whitespace collapsed. */
export function textContent(el: XmlElement | undefined): string {
  if (!el) return '';
  // Only XML whitespace collapses: a no-break space (U+00A0) in the text is content.
  return rawText(el)
    .replace(/[ \t\r\n]+/g, ' ')
    .replace(/^ | $/g, '');
}

export function rawText(el: XmlElement): string {
  let out = '';
  for (const c of el.children) out += typeof c === 'string' ? c : rawText(c);
  return out;
}
