import { describe, expect, it } from 'vitest';
import { preambleMacros, texFormula } from './tex-document.ts';
import { texToNode } from './mathml-to-node.ts';
import { PREAMBLE_PACKAGE_MACROS } from './tex-document.ts';

/** PubMed Central's preamble, as SciELO, BMC and Springer ship it around every formula. */
const PMC_PREAMBLE =
  '\\documentclass[12pt]{minimal}\n\\usepackage{amsmath}\n\\usepackage{wasysym}\n\\usepackage{amsfonts}\n\\usepackage{amssymb}\n' +
  '\\usepackage{amsbsy}\n\\usepackage{mathrsfs}\n\\usepackage{upgreek}\n\\setlength{\\oddsidemargin}{-69pt}\n';
const pmc = (body: string) => `${PMC_PREAMBLE}\\begin{document}${body}\\end{document}`;

describe('texFormula: the math of a <tex-math>', () => {
  const cases: Array<{ title: string; raw: string; tex: string; macros?: Record<string, string> }> = [
    {
      title: 'PMC document, $$ … $$ (display and inline alike)',
      raw: pmc('$${\\rm{I}}{{\\rm{C}}_{50}}$$'),
      tex: '{\\rm{I}}{{\\rm{C}}_{50}}',
    },
    { title: 'PMC document, $ … $ with line breaks', raw: pmc('\n$\\upmu$\n'), tex: '\\upmu' },
    { title: '\\[ … \\]', raw: pmc('\\[a+b\\]'), tex: 'a+b' },
    { title: '\\( … \\)', raw: pmc('\\(a+b\\)'), tex: 'a+b' },
    {
      title: 'equation environment: only its content (the JATS label numbers it)',
      raw: pmc('\\begin{equation}E=mc^2\\end{equation}'),
      tex: 'E=mc^2',
    },
    { title: 'equation* inside $$', raw: pmc('$$\\begin{equation*}x\\end{equation*}$$'), tex: 'x' },
    {
      title: 'align → aligned (unnumbered, any mode)',
      raw: pmc('\\begin{align}a&=b\\\\c&=d\\end{align}'),
      tex: '\\begin{aligned}a&=b\\\\c&=d\\end{aligned}',
    },
    { title: 'gather* → gathered', raw: pmc('\\begin{gather*}a\\\\b\\end{gather*}'), tex: '\\begin{gathered}a\\\\b\\end{gathered}' },
    {
      title: 'eqnarray → a right-centre-left array',
      raw: pmc('\\begin{eqnarray}a&=&b\\end{eqnarray}'),
      tex: '\\begin{array}{rcl}a&=&b\\end{array}',
    },
    { title: 'text around the math stays, as \\text', raw: pmc('Let $x$ be \\$5'), tex: '\\text{Let } x \\text{ be \\$5}' },
    { title: 'comments and page layout are dropped', raw: pmc('\\pagestyle{empty} % layout\n$$y$$ % end\n'), tex: 'y' },
    { title: 'an escaped per cent sign is not a comment', raw: pmc('$$5\\%$$'), tex: '5\\%' },
    { title: '\\unicode{…} becomes the character', raw: pmc('$$20\\unicode{x00B0}$$'), tex: '20°' },
    { title: "Springer's \\user2 is bold italic", raw: pmc('$$\\user2{x}$$'), tex: '\\boldsymbol{x}' },
    { title: 'plain TeX, no document', raw: '\\frac{a}{b}', tex: '\\frac{a}{b}' },
    { title: 'plain TeX in $$', raw: ' $$ y $$ ', tex: 'y' },
    { title: 'a document without \\end{document}', raw: '\\documentclass{article}\\begin{document}$z$', tex: 'z' },
    {
      title: "the preamble's own macros are kept",
      raw: '\\documentclass{article}\\newcommand{\\R}{\\mathbb{R}}\\newcommand\\abs[1]{\\lvert #1\\rvert}\\def\\e{\\mathrm{e}}\\DeclareMathOperator*{\\argmax}{arg\\,max}\\begin{document}$\\abs{x}\\in\\R$\\end{document}',
      tex: '\\abs{x}\\in\\R',
      macros: { '\\R': '\\mathbb{R}', '\\abs': '\\lvert #1\\rvert', '\\e': '\\mathrm{e}', '\\argmax': '\\operatorname*{arg\\,max}' },
    },
  ];

  it.each(cases)('$title', ({ raw, tex, macros = {} }) => {
    expect(texFormula(raw)).toEqual({ tex, macros });
  });

  it('an unbalanced definition is skipped, not guessed', () => {
    expect(preambleMacros('\\newcommand{\\x}{\\frac{a}')).toEqual({});
  });
});

describe('TeX of PMC documents becomes MathML', () => {
  // Forms temml alone does not know: upgreek capitals, textcomp and wasysym symbols, \mbox, \varvec.
  it.each([
    '$$\\Upgamma + \\upalpha$$',
    '$$\\upvarepsilon$$',
    '$$37\\,\\textdegree \\mathrm{C}$$',
    '$$\\mbox{mg}\\,\\mathrm{kg}^{-1}$$',
    '$$\\varvec{\\beta}$$',
    '$$\\begin{align}a&=b\\end{align}$$',
    '$$\\begin{eqnarray*}a&=&b\\\\c&=&d\\end{eqnarray*}$$',
    '$\\abs{x}\\in\\R$',
  ])('%s', (body) => {
    const { tex, macros } = texFormula(`\\newcommand{\\R}{\\mathbb{R}}\\newcommand{\\abs}[1]{\\lvert #1\\rvert}${pmc(body)}`);
    for (const display of ['inline', 'block'] as const) {
      const failures: string[] = [];
      const node = texToNode(tex, display, (r) => failures.push(r), { ...PREAMBLE_PACKAGE_MACROS, ...macros });
      expect(failures).toEqual([]);
      expect(node.attrs).toEqual({ display, source: 'tex' });
      expect((node.children?.[0] as { attrs?: { tag?: string } }).attrs?.tag).toBe('math');
    }
  });
});
