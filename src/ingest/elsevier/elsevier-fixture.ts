import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { parseXml } from '../xml/parse-xml.ts';
import { mapElsevier } from './map-elsevier.ts';

/**
 * Test fixtures: a complete xocs:doc around XML snippets, with the namespaces real files
 * declare, so each test case states only the part it is about.
 */
const NAMESPACES = [
  'xmlns:xocs="http://www.elsevier.com/xml/xocs/dtd"',
  'xmlns="http://www.elsevier.com/xml/ja/dtd"',
  'xmlns:ce="http://www.elsevier.com/xml/common/dtd"',
  'xmlns:sb="http://www.elsevier.com/xml/common/struct-bib/dtd"',
  'xmlns:sa="http://www.elsevier.com/xml/common/struct-aff/dtd"',
  'xmlns:mml="http://www.w3.org/1998/Math/MathML"',
  'xmlns:xlink="http://www.w3.org/1999/xlink"',
].join(' ');

export const FIXTURE_META =
  '<xocs:content-type>JL</xocs:content-type><xocs:srctitle>Journal of Tests</xocs:srctitle>' +
  '<xocs:eid>1-s2.0-S0012821X13002185</xocs:eid><xocs:pii-unformatted>S0012821X13002185</xocs:pii-unformatted>' +
  '<xocs:doi>10.1016/j.test.2013.04.030</xocs:doi><xocs:document-type>article</xocs:document-type>' +
  '<xocs:document-subtype>fla</xocs:document-subtype>';

export interface FixtureParts {
  /** Children of xocs:meta (default: FIXTURE_META). */
  meta?: string;
  itemInfo?: string;
  /** Children of ce:floats. */
  floats?: string;
  /** Children of head (default: a plain title). */
  head?: string;
  /** Children of body. */
  body?: string;
  /** Children of tail. */
  tail?: string;
}

export function fixtureXml(parts: FixtureParts): string {
  const floats = parts.floats ? `<ce:floats>${parts.floats}</ce:floats>` : '';
  return (
    `<xocs:doc ${NAMESPACES}><xocs:meta>${parts.meta ?? FIXTURE_META}</xocs:meta><xocs:serial-item>` +
    `<article docsubtype="fla" xml:lang="en"><item-info>${parts.itemInfo ?? ''}</item-info>${floats}` +
    `<head>${parts.head ?? '<ce:title>A title</ce:title>'}</head><body>${parts.body ?? ''}</body>` +
    `<tail>${parts.tail ?? ''}</tail></article></xocs:serial-item></xocs:doc>`
  );
}

export function mapFixture(parts: FixtureParts): ArticleModel {
  return mapElsevier(parseXml(fixtureXml(parts)), { fileName: 'S0012821X13002185.norm-xml' });
}

/** Body XML wrapped in one section, for content snippets. */
export function inSection(xml: string): FixtureParts {
  return { body: `<ce:sections><ce:section id="s1">${xml}</ce:section></ce:sections>` };
}

/** The mapped children of the single fixture section (see inSection). */
export function sectionChildren(model: ArticleModel): unknown {
  const section = model.body[0];
  return section && 'children' in section ? section.children : undefined;
}
