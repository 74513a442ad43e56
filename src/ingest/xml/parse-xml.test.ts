import { describe, expect, it } from 'vitest';
import { decodeXml } from './decode-xml.ts';
import { parseXml, textContent, XmlParseError } from './parse-xml.ts';

function failure(xml: string): { reason: string; line: number; col: number } {
  try {
    parseXml(xml);
  } catch (e) {
    if (e instanceof XmlParseError) return { reason: e.reason, line: e.line, col: e.col };
    throw e;
  }
  throw new Error('expected a parse error');
}

describe('parseXml: refuses what could fetch, expand or break', () => {
  it.each([
    [
      'billion laughs (nested entities)',
      '<!DOCTYPE a [<!ENTITY l "lol"><!ENTITY l2 "&l;&l;&l;">]><a>&l2;</a>',
      'entity "l2" refers to other entities; nested entity expansion is not allowed',
    ],
    [
      'external entity (XXE)',
      '<!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
      'external entity "x" declared in the DTD; external entities are never loaded',
    ],
    [
      'public external entity',
      '<!DOCTYPE a [<!ENTITY x PUBLIC "-//X//EN" "http://example.org/x">]><a>&x;</a>',
      'external entity "x" declared in the DTD; external entities are never loaded',
    ],
    [
      'parameter entity',
      '<!DOCTYPE a [<!ENTITY % p "x">]><a/>',
      'parameter entity "p" declared in the DTD; parameter entities are not supported',
    ],
    [
      'entity with markup',
      '<!DOCTYPE a [<!ENTITY m "<b>x</b>">]><a>&m;</a>',
      'entity "m" contains markup; only plain-text entities are allowed',
    ],
    ['undeclared entity', '<a>&nosuch;</a>', 'undefined entity.'],
    ['unclosed element', '<a><b></a>', 'unexpected close tag.'],
    ['no root', '', 'document must contain a root element.'],
  ])('%s', (_name, xml, reason) => {
    expect(failure(xml).reason).toBe(reason);
  });

  it('reports the line and column of a malformed element', () => {
    expect(failure('<article>\n  <front>\n  </article>')).toMatchObject({ line: 3 });
  });

  it('refuses an over-long entity', () => {
    expect(failure(`<!DOCTYPE a [<!ENTITY l "${'x'.repeat(2000)}">]><a>&l;</a>`).reason).toBe(
      'entity "l" expands to 2000 characters; the limit is 1024',
    );
  });

  it('refuses nesting deeper than the limit', () => {
    expect(failure(`${'<a>'.repeat(300)}${'</a>'.repeat(300)}`).reason).toBe('elements nested deeper than 256');
  });
});

describe('parseXml: what it keeps', () => {
  it.each([
    ['declared plain-text entity', '<!DOCTYPE a [<!ENTITY x "hi">]><a>&x;</a>', 'hi'],
    ['HTML named entity without a DTD', '<a>a&nbsp;b&ndash;c</a>', 'a\u00a0b\u2013c'],
    // pone-0000010 (PLOS, NLM 2.0) uses ISO names its DTD defines; MathML names (lsim) in formulas.
    ['ISO and MathML named entities without a DTD', '<a>x&ast;y &lsim; z&ThinSpace;&hbar;</a>', 'x*y \u2272 z\u2009\u210f'],
    ['an HTML entity of two code points', '<a>&NotEqualTilde;</a>', '\u2242\u0338'],
    ['numeric character references', '<a>&#x3B1;&#946;</a>', 'αβ'],
    ['CDATA', '<a><![CDATA[x < y]]></a>', 'x < y'],
  ])('%s', (_name, xml, text) => {
    expect(textContent(parseXml(xml))).toBe(text);
  });

  it('resolves namespaces and keeps qualified names', () => {
    const root = parseXml(
      '<xocs:doc xmlns:xocs="http://www.elsevier.com/xml/xocs/dtd" xmlns:ce="x"><ce:para id="p1">t</ce:para></xocs:doc>',
    );
    expect(root).toMatchObject({ name: 'xocs:doc', local: 'doc', uri: 'http://www.elsevier.com/xml/xocs/dtd' });
    expect(root.children[0]).toMatchObject({ name: 'ce:para', local: 'para', attrs: { id: 'p1' } });
  });
});

describe('decodeXml', () => {
  it.each([
    ['UTF-8 without declaration', Buffer.from('<a>é</a>', 'utf8'), '<a>é</a>'],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<a/>')]), '<a/>'],
    [
      'ISO-8859-1 declared',
      Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><a>\u00e9</a>', 'latin1'),
      '<?xml version="1.0" encoding="ISO-8859-1"?><a>é</a>',
    ],
  ])('%s', (_name, bytes, text) => {
    expect(decodeXml(bytes)).toBe(text);
  });

  it('names an unsupported encoding', () => {
    expect(() => decodeXml(Buffer.from('<?xml version="1.0" encoding="x-klingon"?><a/>'))).toThrow('unsupported encoding "x-klingon"');
  });
});
