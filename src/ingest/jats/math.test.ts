import { describe, expect, it } from 'vitest';
import type { ContentNode, ElementNode } from '#src/shared/article/content-model.ts';
import { mapArticle } from './test-article.ts';

const mi = (x: string): ElementNode => ({ type: 'mathml', attrs: { tag: 'mi' }, children: [{ text: x }] });
const root = (display: 'inline' | 'block', ...children: ContentNode[]): ElementNode => ({
  type: 'mathml',
  attrs: display === 'block' ? { tag: 'math', display: 'block' } : { tag: 'math' },
  children,
});

/** The nodes of the one paragraph a snippet makes. */
function inPara(xml: string): { nodes: ContentNode[]; warnings: string[] } {
  const model = mapArticle({ body: `<p>${xml}</p>` });
  const p = model.body[0] as ElementNode;
  return { nodes: p.children ?? [], warnings: model.warnings };
}

describe('JATS formulas', () => {
  const cases: Array<{ title: string; xml: string; expected: ContentNode[]; warnings?: string[] }> = [
    {
      title: 'display formula: id, label, formula flag, MathML kept',
      xml: '<disp-formula id="equ1"><label>(1)</label><mml:math id="m1" display="block"><mml:mi>x</mml:mi></mml:math></disp-formula>',
      expected: [
        { type: 'math', attrs: { display: 'block', formula: true, id: 'equ1', label: '(1)' }, children: [root('block', mi('x'))] },
      ],
    },
    {
      title: 'inline formula: display inline, no formula flag',
      xml: 'where <inline-formula id="i1"><mml:math><mml:mi>y</mml:mi></mml:math></inline-formula> holds',
      expected: [
        { text: 'where ' },
        { type: 'math', attrs: { display: 'inline', id: 'i1' }, children: [root('inline', mi('y'))] },
        { text: ' holds' },
      ],
    },
    {
      title: 'alternatives: MathML preferred over the image',
      xml: '<disp-formula id="e2"><alternatives><graphic xlink:href="info:doi/10.1371/x.e002"/><mml:math><mml:mi>z</mml:mi></mml:math></alternatives><label>(2)</label></disp-formula>',
      expected: [{ type: 'math', attrs: { display: 'block', formula: true, id: 'e2', label: '(2)' }, children: [root('block', mi('z'))] }],
    },
    {
      title: 'a formula shipped only as an image keeps the image',
      xml: '<disp-formula><graphic xlink:href="info:doi/10.1371/x.e003"/></disp-formula><inline-formula><inline-graphic xlink:href="e4"/></inline-formula>',
      expected: [
        {
          type: 'math',
          attrs: { display: 'block', formula: true },
          children: [{ type: 'graphic', attrs: { href: 'info:doi/10.1371/x.e003' } }],
        },
        { type: 'math', attrs: { display: 'inline' }, children: [{ type: 'graphic', attrs: { href: 'e4', inline: true } }] },
      ],
    },
    {
      title: 'TeX is converted through temml',
      xml: '<disp-formula id="e5"><tex-math><![CDATA[\\documentclass{article}\\begin{document}$$a^2$$\\end{document}]]></tex-math></disp-formula>',
      expected: [
        {
          type: 'math',
          attrs: { display: 'block', source: 'tex', formula: true, id: 'e5' },
          children: [
            root('block', {
              type: 'mathml',
              attrs: { tag: 'msup' },
              children: [mi('a'), { type: 'mathml', attrs: { tag: 'mn' }, children: [{ text: '2' }] }],
            }),
          ],
        },
      ],
    },
    {
      title: 'TeX temml cannot convert is kept as TeX, with a named repair',
      xml: '<inline-formula><tex-math>\\frac{a</tex-math></inline-formula>',
      expected: [{ type: 'math', attrs: { display: 'inline' }, children: [{ type: 'tex', children: [{ text: '\\frac{a' }] }] }],
      warnings: ['repair:tex-math-unconvertible'],
    },
    {
      title: 'PMC inline formula: a whole LaTeX document in <alternatives> with its image becomes MathML',
      xml:
        '<inline-formula id="IEq1"><alternatives><tex-math id="M1">\\documentclass[12pt]{minimal}\n\\usepackage{amsmath}\n\\usepackage{upgreek}\n' +
        '\\setlength{\\oddsidemargin}{-69pt}\n\\begin{document}$$\\upalpha$$\\end{document}</tex-math><mml:math id="M2"><mml:mi>α</mml:mi></mml:math>' +
        '<inline-graphic xlink:href="12889_2019_1_Article_IEq1.gif"/></alternatives></inline-formula>',
      expected: [{ type: 'math', attrs: { display: 'inline', id: 'IEq1' }, children: [root('inline', mi('α'))] }],
    },
    {
      title: 'PMC display formula: TeX only beside the image, the preamble ignored',
      xml:
        '<disp-formula id="Equ1"><label>(1)</label><alternatives><tex-math id="M3">\\documentclass[12pt]{minimal}\\usepackage{amsmath}\\usepackage{upgreek}' +
        '\\begin{document}$$\\Upgamma$$\\end{document}</tex-math><graphic xlink:href="Equ1.gif"/></alternatives></disp-formula>',
      expected: [
        {
          type: 'math',
          attrs: { display: 'block', source: 'tex', formula: true, id: 'Equ1', label: '(1)' },
          // temml follows a capital Greek letter with an empty <mspace>.
          children: [
            root('block', {
              type: 'mathml',
              attrs: { tag: 'mrow' },
              children: [
                { type: 'mathml', attrs: { tag: 'mi', mathvariant: 'normal' }, children: [{ text: 'Γ' }] },
                { type: 'mathml', attrs: { tag: 'mspace' }, children: [] },
              ],
            }),
          ],
        },
      ],
    },
    {
      title: 'TeX temml cannot convert keeps the image beside its source, with a named repair',
      xml: '<disp-formula id="Equ2"><alternatives><tex-math>\\begin{document}$$\\frac{a$$\\end{document}</tex-math><graphic xlink:href="Equ2.gif"/></alternatives></disp-formula>',
      expected: [
        {
          type: 'math',
          attrs: { display: 'block', formula: true, id: 'Equ2' },
          children: [
            { type: 'graphic', attrs: { href: 'Equ2.gif' } },
            { type: 'tex', children: [{ text: '\\frac{a' }] },
          ],
        },
      ],
      warnings: ['repair:tex-math-unconvertible'],
    },
    {
      title: 'MathML straight in a paragraph is math, not a numbered formula',
      xml: '<mml:math display="block"><mml:mi>w</mml:mi></mml:math>',
      expected: [{ type: 'math', attrs: { display: 'block' }, children: [root('block', mi('w'))] }],
    },
    {
      title: 'a formula without any math keeps its text, with a named repair',
      xml: '<disp-formula id="e9">E = mc<sup>2</sup></disp-formula>',
      expected: [
        {
          type: 'math',
          attrs: { display: 'block', formula: true, id: 'e9' },
          children: [{ text: 'E = mc' }, { type: 'sup', children: [{ text: '2' }] }],
        },
      ],
      warnings: ['repair:formula-without-math'],
    },
  ];

  it.each(cases)('$title', ({ xml, expected, warnings = [] }) => {
    const out = inPara(xml);
    expect(out.nodes).toEqual(expected);
    expect(out.warnings).toEqual(warnings);
  });
});
