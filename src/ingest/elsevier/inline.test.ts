import { describe, expect, it } from 'vitest';
import type { ContentNode } from '#src/shared/article/content-model.ts';
import { inSection, mapFixture, sectionChildren } from './elsevier-fixture.ts';

/** Targets for cross-refs, so their refType can be read from the id index. */
const TARGETS =
  '<ce:section id="s2"><ce:section-title>Other</ce:section-title></ce:section>' +
  '<ce:para id="pt"><ce:display><ce:formula id="fd1"><mml:math><mml:mi>x</mml:mi></mml:math></ce:formula></ce:display></ce:para>';

function paraChildren(inner: string): ContentNode[] | undefined {
  const model = mapFixture(inSection(`<ce:para id="p1">${inner}</ce:para>${TARGETS}`));
  const children = sectionChildren(model) as Array<{ children?: ContentNode[] }>;
  return children[0]?.children;
}

const cases: Array<{ title: string; xml: string; expected: unknown }> = [
  {
    title: 'formatting elements become their model types',
    xml: 'a<ce:italic>b</ce:italic><ce:bold>c</ce:bold><ce:sup loc="pre">30</ce:sup><ce:inf>2</ce:inf><ce:small-caps>d</ce:small-caps><ce:underline>e</ce:underline><ce:monospace>f</ce:monospace>',
    expected: [
      { text: 'a' },
      { type: 'italic', children: [{ text: 'b' }] },
      { type: 'bold', children: [{ text: 'c' }] },
      { type: 'sup', children: [{ text: '30' }] },
      { type: 'sub', children: [{ text: '2' }] },
      { type: 'small-caps', children: [{ text: 'd' }] },
      { type: 'underline', children: [{ text: 'e' }] },
      { type: 'monospace', children: [{ text: 'f' }] },
    ],
  },
  {
    title: 'unprefixed ce elements in the default namespace (as in table cells) map the same',
    xml: '<italic xmlns="http://www.elsevier.com/xml/common/dtd">x</italic>',
    expected: [{ type: 'italic', children: [{ text: 'x' }] }],
  },
  {
    title: 'narrow ce:hsp is a thin space, wide or unsized a space; whitespace runs collapse',
    xml: '33.7<ce:hsp sp="0.25"/>Ma and  \n a<ce:hsp sp="1"/>b<ce:hsp/>c',
    expected: [{ text: '33.7\u2009Ma and a b c' }],
  },
  {
    title: 'cross-ref types come from the target element',
    xml: '<ce:cross-ref refid="s2">Section 2</ce:cross-ref> <ce:cross-ref refid="fd1">(1)</ce:cross-ref> <ce:cross-ref refid="nowhere">?</ce:cross-ref>',
    expected: [
      { type: 'cross-ref', attrs: { refid: 's2', refType: 'sec' }, children: [{ text: 'Section 2' }] },
      { text: ' ' },
      { type: 'cross-ref', attrs: { refid: 'fd1', refType: 'disp-formula' }, children: [{ text: '(1)' }] },
      { text: ' ' },
      { type: 'cross-ref', attrs: { refid: 'nowhere', refType: 'other' }, children: [{ text: '?' }] },
    ],
  },
  {
    title: 'ce:cross-refs keeps every id in one refid',
    xml: '<ce:cross-refs refid="s2  fd1">2, 3</ce:cross-refs>',
    expected: [{ type: 'cross-ref', attrs: { refid: 's2 fd1', refType: 'sec' }, children: [{ text: '2, 3' }] }],
  },
  {
    title: 'links keep their href as data',
    xml: '<ce:inter-ref xlink:href="http://www.example.org/x?a=1">site</ce:inter-ref><ce:intra-ref xlink:href="#s2">there</ce:intra-ref>',
    expected: [
      { type: 'inter-ref', attrs: { href: 'http://www.example.org/x?a=1' }, children: [{ text: 'site' }] },
      { type: 'intra-ref', attrs: { href: '#s2' }, children: [{ text: 'there' }] },
    ],
  },
  {
    title: 'a script href is dropped and the link text kept',
    xml: 'see <ce:inter-ref xlink:href=" java&#9;script:alert(1)">this</ce:inter-ref>',
    expected: [{ text: 'see this' }],
  },
  {
    title: 'e-address gets its type and a mailto href',
    xml: '<ce:e-address type="email">a@b.org</ce:e-address>',
    expected: [{ type: 'e-address', attrs: { type: 'email', href: 'mailto:a@b.org' }, children: [{ text: 'a@b.org' }] }],
  },
  {
    title: 'inline MathML becomes an inline math node',
    xml: 'let <mml:math altimg="si1.gif"><mml:mi>x</mml:mi></mml:math> be',
    expected: [
      { text: 'let ' },
      {
        type: 'math',
        attrs: { display: 'inline' },
        children: [
          { type: 'mathml', attrs: { tag: 'math' }, children: [{ type: 'mathml', attrs: { tag: 'mi' }, children: [{ text: 'x' }] }] },
        ],
      },
      { text: ' be' },
    ],
  },
  {
    title: 'unknown elements keep their text in place',
    xml: 'a <ce:mystery>hidden <ce:italic>text</ce:italic></ce:mystery> b',
    expected: [{ text: 'a hidden ' }, { type: 'italic', children: [{ text: 'text' }] }, { text: ' b' }],
  },
  {
    title: 'breaks',
    xml: 'a<ce:br/>b<ce:vsp sp="1"/>c',
    expected: [{ text: 'a' }, { type: 'break' }, { text: 'b' }, { type: 'break' }, { text: 'c' }],
  },
];

describe('Elsevier inline content', () => {
  it.each(cases)('$title', ({ xml, expected }) => {
    expect(paraChildren(xml)).toEqual(expected);
  });

  it('names the repairs it applied', () => {
    const model = mapFixture(
      inSection('<ce:para><ce:inter-ref xlink:href="javascript:x()">t</ce:inter-ref><ce:mystery>m</ce:mystery></ce:para>'),
    );
    expect(model.warnings).toEqual(['repair:unsafe-href-dropped', 'repair:unknown-element-kept:ce:mystery']);
  });

  it('collects funding from grant sponsors and numbers, in either order', () => {
    const model = mapFixture({
      body:
        '<ce:acknowledgment><ce:para>Grant <ce:grant-number refid="gs1">NE/1</ce:grant-number> from the ' +
        '<ce:grant-sponsor id="gs1">NERC</ce:grant-sponsor> and <ce:grant-sponsor id="gs2">ERC</ce:grant-sponsor> ' +
        '(<ce:grant-number>E-2</ce:grant-number>).</ce:para></ce:acknowledgment>',
    });
    expect(model.funding).toEqual([
      { source: 'NERC', awardIds: ['NE/1'] },
      { source: 'ERC', awardIds: ['E-2'] },
    ]);
  });
});
