import type { XmlElement } from './xml/parse-xml.ts';

export type SourceFormat = 'jats' | 'elsevier';

/** Which mapper reads this document: JATS <article>, or Elsevier <xocs:doc> (or a bare <ja:article>). */
export function detectFormat(root: XmlElement): SourceFormat {
  if (root.local === 'doc' && (root.name.startsWith('xocs:') || root.uri.includes('elsevier.com/xml/xocs'))) return 'elsevier';
  if (root.local === 'article' && root.uri.includes('elsevier.com/xml/ja')) return 'elsevier';
  if (root.local === 'article' && !root.uri) return 'jats';
  throw new Error(`unrecognised root element <${root.name}>: expected a JATS <article> or an Elsevier <xocs:doc>`);
}
