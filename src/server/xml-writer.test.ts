import { describe, expect, it } from 'vitest';
import { SaxesParser } from 'saxes';
import { el, escapeXmlAttr, escapeXmlText, raw, stripIllegalXmlChars, toXml, toXmlDocument } from './xml-writer.ts';

describe('stripIllegalXmlChars', () => {
  it.each([
    ['plain text', 'plain text'],
    ['tab\tnewline\ncr\r', 'tab\tnewline\ncr\r'],
    ['nul\u0000 bell\u0007 esc\u001b', 'nul bell esc'],
    ['vertical tab\u000b form feed\u000c', 'vertical tab form feed'],
    ['noncharacters\uFFFE\uFFFF', 'noncharacters'],
    ['lone high \uD800 and low \uDC00 surrogates', 'lone high  and low  surrogates'],
    ['astral 𝔸 and emoji 🧬 stay', 'astral 𝔸 and emoji 🧬 stay'],
    ['private use \uE000 and replacement \uFFFD stay', 'private use \uE000 and replacement \uFFFD stay'],
    ['DEL \u007f and C1 \u0085 are allowed in XML 1.0', 'DEL \u007f and C1 \u0085 are allowed in XML 1.0'],
  ])('%j', (input, expected) => {
    expect(stripIllegalXmlChars(input)).toBe(expected);
  });
});

describe('escaping', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['<script>', '&lt;script&gt;'],
    [']]>', ']]&gt;'],
    ['"quotes" stay in text', '"quotes" stay in text'],
    ['&amp; is escaped again', '&amp;amp; is escaped again'],
    ['drops \u0001 controls', 'drops  controls'],
  ])('text %j', (input, expected) => {
    expect(escapeXmlText(input)).toBe(expected);
  });

  it.each([
    ['say "hi"', 'say &quot;hi&quot;'],
    ["it's", "it's"],
    ['a\tb\nc\rd', 'a&#9;b&#10;c&#13;d'],
    ['<&>', '&lt;&amp;&gt;'],
  ])('attribute %j', (input, expected) => {
    expect(escapeXmlAttr(input)).toBe(expected);
  });
});

describe('toXml', () => {
  it('writes elements, attributes and text that a parser reads back unchanged', () => {
    const hostile = 'Tom & "Jerry" <b>bold</b> ]]> \u0000\uFFFF line\nbreak';
    const doc = toXmlDocument(el('root', { 'xmlns:dc': 'http://purl.org/dc/elements/1.1/', title: hostile }, el('dc:title', {}, hostile)));
    // Read back with a namespace-aware parser (shared code may not import the ingest layer's).
    const parser = new SaxesParser({ xmlns: true });
    const seen: { attr?: string; uri?: string; text: string } = { text: '' };
    let inTitle = false;
    parser.on('opentag', (tag) => {
      if (tag.local === 'root') seen.attr = tag.attributes.title?.value;
      else [seen.uri, inTitle] = [tag.uri, true];
    });
    parser.on('closetag', () => (inTitle = false));
    parser.on('text', (t) => {
      if (inTitle) seen.text += t;
    });
    parser.on('error', (e) => {
      throw e;
    });
    parser.write(doc).close();
    expect(seen).toEqual({
      attr: 'Tom & "Jerry" <b>bold</b> ]]>  line\nbreak',
      uri: 'http://purl.org/dc/elements/1.1/',
      text: 'Tom & "Jerry" <b>bold</b> ]]>  line\nbreak',
    });
  });

  it.each([
    [el('a'), '<a/>'],
    [el('a', { x: undefined, y: '1' }), '<a y="1"/>'],
    [el('a', {}, null, false, undefined, ''), '<a/>'],
    [el('a', {}, 'x', el('b', {}, 'y'), raw('<c/>')), '<a>x<b>y</b><c/></a>'],
  ])('%j', (node, expected) => {
    expect(toXml(node)).toBe(expected);
  });

  it.each(['bad name', '1a', 'a:b:c', 'a>b', ''])('refuses the element name %j', (name) => {
    expect(() => toXml(el(name))).toThrow(/invalid XML element name/);
  });

  it('refuses a bad attribute name', () => {
    expect(() => toXml(el('a', { 'on"x': '1' }))).toThrow(/invalid XML attribute name/);
  });
});
