import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format.ts';
import { parseXml } from './xml/parse-xml.ts';

describe('detectFormat', () => {
  it.each([
    ['JATS without a namespace', '<article article-type="research-article"/>', 'jats'],
    ['JATS in a default namespace', '<article xmlns="http://jats.nlm.nih.gov/ns/archiving/1.3/"/>', 'jats'],
    ['NLM in a default namespace', '<article xmlns="http://dtd.nlm.nih.gov/2.0/xsd/archivearticle"/>', 'jats'],
    ['Elsevier xocs:doc', '<xocs:doc xmlns:xocs="http://www.elsevier.com/xml/xocs/dtd"/>', 'elsevier'],
  ])('%s', (_name, xml, format) => {
    expect(detectFormat(parseXml(xml))).toBe(format);
  });

  it('names a PLOS MANIFEST.xml as a package manifest, not an article', () => {
    expect(() => detectFormat(parseXml('<manifest><articleBundle/></manifest>'))).toThrow(
      '<manifest> is a package manifest (PLOS MANIFEST.xml), not an article: ingest the package folder or zip it belongs to',
    );
  });

  it('refuses another root element', () => {
    expect(() => detectFormat(parseXml('<html/>'))).toThrow('unrecognised root element <html>');
  });
});
