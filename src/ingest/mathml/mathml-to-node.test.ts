import { describe, expect, it } from 'vitest';
import type { ContentNode, ElementNode } from '#src/shared/article/content-model.ts';
import { parseXml } from '../xml/parse-xml.ts';
import { mathmlToNode, texToNode, type MathDisplay } from './mathml-to-node.ts';

const MML = 'xmlns:mml="http://www.w3.org/1998/Math/MathML"';

/** Shorthand for an expected mathml node. */
function m(tag: string, children: ContentNode[] = [], attrs: Record<string, string> = {}): ElementNode {
  return { type: 'mathml', attrs: { tag, ...attrs }, children };
}

/** Every tag and attribute name in a mapped tree, for "never present" assertions. */
function inventory(node: ContentNode, out = { tags: new Set<string>(), attrs: new Set<string>(), text: '' }) {
  if ('text' in node) {
    out.text += node.text;
    return out;
  }
  if (typeof node.attrs?.tag === 'string') out.tags.add(node.attrs.tag);
  for (const k of Object.keys(node.attrs ?? {})) out.attrs.add(k);
  for (const c of node.children ?? []) inventory(c, out);
  return out;
}

describe('mathmlToNode', () => {
  const cases: Array<{ title: string; xml: string; display: MathDisplay; expected: ElementNode }> = [
    {
      title: 'prefixed MathML, inline',
      xml: `<mml:math ${MML}><mml:mi>x</mml:mi><mml:mo>=</mml:mo><mml:mn>2</mml:mn></mml:math>`,
      display: 'inline',
      expected: {
        type: 'math',
        attrs: { display: 'inline' },
        children: [m('math', [m('mi', [{ text: 'x' }]), m('mo', [{ text: '=' }]), m('mn', [{ text: '2' }])])],
      },
    },
    {
      title: 'block display wins over the element, alttext kept as altText',
      xml: `<math display="inline" alttext=" x  squared "><msup><mi>x</mi><mn>2</mn></msup></math>`,
      display: 'block',
      expected: {
        type: 'math',
        attrs: { display: 'block', altText: 'x squared' },
        children: [m('math', [m('msup', [m('mi', [{ text: 'x' }]), m('mn', [{ text: '2' }])])], { display: 'block' })],
      },
    },
    {
      title: 'layout attributes kept, colours, styles, ids and classes dropped',
      xml: `<math><mstyle mathcolor="red" mathbackground="blue" style="color:red" class="c" id="i" displaystyle="true"><mfenced open="[" close="]"><mi mathvariant="bold">v</mi></mfenced></mstyle></math>`,
      display: 'inline',
      expected: {
        type: 'math',
        attrs: { display: 'inline' },
        children: [
          m('math', [
            m('mstyle', [m('mfenced', [m('mi', [{ text: 'v' }], { mathvariant: 'bold' })], { open: '[', close: ']' })], {
              displaystyle: 'true',
            }),
          ]),
        ],
      },
    },
    {
      title: 'whitespace between elements dropped; token text collapsed and trimmed',
      xml: `<math>\n  <mrow>\n    <mi>  sin </mi>\n    <mtext> a   b </mtext>\n  </mrow>\n</math>`,
      display: 'inline',
      expected: {
        type: 'math',
        attrs: { display: 'inline' },
        children: [m('math', [m('mrow', [m('mi', [{ text: 'sin' }]), m('mtext', [{ text: 'a b' }])])])],
      },
    },
    {
      title: 'maction keeps its first child only',
      xml: `<math><maction actiontype="toggle" selection="2"><mi>a</mi><mi>b</mi></maction></math>`,
      display: 'inline',
      expected: { type: 'math', attrs: { display: 'inline' }, children: [m('math', [m('mi', [{ text: 'a' }])])] },
    },
    {
      title: 'unknown element keeps its content in an mrow (parent keeps its arity); bare text becomes mtext',
      xml: `<math><mfrac><mfoo><mi>a</mi>b</mfoo><mn>2</mn></mfrac></math>`,
      display: 'inline',
      expected: {
        type: 'math',
        attrs: { display: 'inline' },
        children: [m('math', [m('mfrac', [m('mrow', [m('mi', [{ text: 'a' }]), m('mtext', [{ text: 'b' }])]), m('mn', [{ text: '2' }])])])],
      },
    },
    {
      title: 'semantics keeps the presentation and text annotations, drops annotation-xml',
      xml: `<math><semantics><mi>x</mi><annotation encoding="application/x-tex">x</annotation><annotation-xml encoding="MathML-Content"><ci>x</ci></annotation-xml></semantics></math>`,
      display: 'inline',
      expected: {
        type: 'math',
        attrs: { display: 'inline' },
        children: [
          m('math', [m('semantics', [m('mi', [{ text: 'x' }]), m('annotation', [{ text: 'x' }], { encoding: 'application/x-tex' })])]),
        ],
      },
    },
    {
      title: 'a non-math element is wrapped in a math root',
      xml: `<mrow><mi>y</mi></mrow>`,
      display: 'inline',
      expected: { type: 'math', attrs: { display: 'inline' }, children: [m('math', [m('mrow', [m('mi', [{ text: 'y' }])])])] },
    },
    {
      title: 'tables and empty elements',
      xml: `<math><mtable columnalign="left"><mtr><mtd><mspace width="1em"/><none/></mtd></mtr></mtable></math>`,
      display: 'block',
      expected: {
        type: 'math',
        attrs: { display: 'block' },
        children: [
          m('math', [m('mtable', [m('mtr', [m('mtd', [m('mspace', [], { width: '1em' }), m('none')])])], { columnalign: 'left' })], {
            display: 'block',
          }),
        ],
      },
    },
  ];

  it.each(cases)('$title', ({ xml, display, expected }) => {
    expect(mathmlToNode(parseXml(xml), display)).toEqual(expected);
  });

  it('attack: event handlers, links, xlink, styles and script never survive', () => {
    const xml =
      `<math xmlns:xlink="http://www.w3.org/1999/xlink"><mi onclick="x" href="javascript:alert(1)" xlink:href="javascript:alert(2)" style="background:url(javascript:alert(3))">x</mi>` +
      `<script>alert(4)</script><mtext onmouseover="alert(5)"><a href="javascript:alert(6)">y</a></mtext><mglyph src="javascript:alert(7)" alt="g"/></math>`;
    const node = mathmlToNode(parseXml(xml), 'inline');
    const { tags, attrs, text } = inventory(node);
    expect([...tags].sort()).toEqual(['math', 'mi', 'mtext']);
    expect([...attrs].sort()).toEqual(['display', 'tag']);
    expect(text).toBe('xy');
    expect(JSON.stringify(node)).not.toMatch(/javascript|alert|onclick|href/i);
  });
});

describe('texToNode', () => {
  it('converts TeX to sanitised MathML', () => {
    const node = texToNode('x^2', 'inline');
    expect(node.attrs).toEqual({ display: 'inline', source: 'tex' });
    const root = node.children?.[0] as ElementNode;
    expect(root.attrs).toEqual({ tag: 'math' });
    const { tags, attrs, text } = inventory(node);
    expect(tags.has('msup')).toBe(true);
    expect(attrs.has('class')).toBe(false);
    expect(attrs.has('style')).toBe(false);
    expect(text).toBe('x2');
  });

  it('block display sets display="block" on the math root', () => {
    const root = texToNode('\\frac{a}{b}', 'block').children?.[0] as ElementNode;
    expect(root.attrs).toMatchObject({ tag: 'math', display: 'block' });
  });

  it.each([
    ['a parse error', '\\frac{a'],
    ['an unknown command', '\\unknowncommand{x}'],
    ['an untrusted command', '\\href{javascript:alert(1)}{x}'],
  ])('keeps the TeX and reports when temml fails: %s', (_title, tex) => {
    const failures: string[] = [];
    const node = texToNode(tex, 'block', (reason) => failures.push(reason));
    expect(node).toEqual({ type: 'math', attrs: { display: 'block' }, children: [{ type: 'tex', children: [{ text: tex }] }] });
    expect(failures).toHaveLength(1);
  });
});
