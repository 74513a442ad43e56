import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { descendants, parseXml } from '#src/ingest/xml/parse-xml.ts';
import { JATS_NS, jatsMetadataXml } from './jats-metadata.ts';

const MML = 'http://www.w3.org/1998/Math/MathML';

/** Embeds the output where OAI-PMH puts it: inside a default-namespaced envelope. */
function embedded(xml: string) {
  return parseXml(`<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><metadata>${xml}</metadata></OAI-PMH>`);
}

describe('jatsMetadataXml', () => {
  it.each<[string, string, string]>([
    [
      'drops the prolog, doctype and comments',
      '<?xml version="1.0"?><!DOCTYPE article SYSTEM "x.dtd"><!-- c --><article><p>x</p></article>',
      `<article xmlns="${JATS_NS}"><p>x</p></article>`,
    ],
    [
      'expands HTML entities that the DTD would define',
      '<!DOCTYPE article SYSTEM "x.dtd"><article>a&nbsp;b&mdash;c</article>',
      `<article xmlns="${JATS_NS}">a\u00a0b\u2014c</article>`,
    ],
    [
      'expands plain internal entities',
      '<!DOCTYPE article [<!ENTITY j "JATS">]><article>&j;</article>',
      `<article xmlns="${JATS_NS}">JATS</article>`,
    ],
    [
      're-escapes text and attributes',
      '<article t="&quot;&lt;"><p>&lt;&amp;&gt;<![CDATA[<i>]]></p></article>',
      `<article t="&quot;&lt;" xmlns="${JATS_NS}"><p>&lt;&amp;&gt;&lt;i&gt;</p></article>`,
    ],
    [
      'keeps prefixed namespaces',
      '<article xmlns:xlink="http://www.w3.org/1999/xlink"><ext-link xlink:href="u"/></article>',
      `<article xmlns:xlink="http://www.w3.org/1999/xlink" xmlns="${JATS_NS}"><ext-link xlink:href="u"/></article>`,
    ],
    [
      'maps an undeclared default namespace to JATS',
      '<article><x xmlns=""/></article>',
      `<article xmlns="${JATS_NS}"><x xmlns="${JATS_NS}"/></article>`,
    ],
  ])('%s', (_name, source, expected) => {
    expect(jatsMetadataXml(source)).toBe(expected);
  });

  it('front matter only (paid content, spec 001 §6): no body, back, floats or sub-articles', () => {
    const source =
      '<article><front><title>T</title></front><body><p>secret</p></body><back><ref-list/></back><floats-group><fig/></floats-group><sub-article><body>reply</body></sub-article></article>';
    expect(jatsMetadataXml(source, { frontOnly: true })).toBe(`<article xmlns="${JATS_NS}"><front><title>T</title></front></article>`);
    expect(jatsMetadataXml(source)).toContain('secret');
  });

  it('refuses XML that is not well-formed', () => {
    expect(() => jatsMetadataXml('<article><p></article>')).toThrow();
  });

  it('keeps a whole sample article, MathML included, namespaced and well-formed inside an envelope', () => {
    const source = readFileSync('samples/elife/elife08687.xml', 'utf8');
    const root = embedded(jatsMetadataXml(source));
    const article = descendants(root, 'article')[0]!;
    expect(article.uri).toBe(JATS_NS);
    const sourceMath = descendants(parseXml(source), 'math').length;
    expect(sourceMath).toBeGreaterThan(0);
    const maths = descendants(article, 'math');
    expect(maths).toHaveLength(sourceMath);
    expect(maths.every((m) => m.uri === MML)).toBe(true);
  });
});
