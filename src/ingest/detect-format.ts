import type { XmlElement } from './xml/parse-xml.ts';

const JATS_NAMESPACE = /jats|nlm\.nih\.gov|ncbi\.nlm/i;

export type SourceFormat = 'jats' | 'elsevier';

/** Which mapper reads this document: JATS <article>, or Elsevier <xocs:doc> (or a bare <ja:article>). */
export function detectFormat(root: XmlElement): SourceFormat {
  if (root.local === 'doc' && (root.name.startsWith('xocs:') || root.uri.includes('elsevier.com/xml/xocs'))) return 'elsevier';
  if (root.local === 'article' && root.uri.includes('elsevier.com/xml/ja')) return 'elsevier';
  // JATS has no namespace of its own, but some producers put it in a default one.
  if (root.local === 'article' && (!root.uri || JATS_NAMESPACE.test(root.uri))) return 'jats';
  if (root.local === 'manifest')
    throw new Error(`<manifest> is a package manifest (PLOS MANIFEST.xml), not an article: ingest the package folder or zip it belongs to`);
  throw new Error(`unrecognised root element <${root.name}>: expected a JATS <article> or an Elsevier <xocs:doc>`);
}
