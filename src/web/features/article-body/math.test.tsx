import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContentNode, ElementNode } from '#src/shared/article/content-model.ts';
import type { Attachment } from '#src/shared/article/content-model.ts';
import { createMediaFiles } from './media-files.ts';
import { ContentNodes, createRenderContext, renderNodes } from './node-registry.tsx';

const t = (text: string): ContentNode => ({ text });
const m = (tag: string, attrs: Record<string, string> = {}, ...children: ContentNode[]): ElementNode => ({
  type: 'mathml',
  attrs: { tag, ...attrs },
  children,
});
const math = (attrs: ElementNode['attrs'], child: ElementNode): ElementNode => ({ type: 'math', attrs, children: [child] });

const html = (nodes: ContentNode[]) => renderToString(<ContentNodes nodes={nodes} />);

describe('math renders as native MathML', () => {
  it.each<[string, ElementNode, string]>([
    [
      'inline',
      math({ display: 'inline' }, m('math', {}, m('mi', {}, t('x')), m('mo', {}, t('=')), m('mn', {}, t('2')))),
      '<span class="math-inline"><math><mi>x</mi><mo>=</mo><mn>2</mn></math></span>',
    ],
    [
      'alt text',
      math({ display: 'inline', altText: 'x squared' }, m('math', {}, m('msup', {}, m('mi', {}, t('x')), m('mn', {}, t('2'))))),
      '<span class="math-inline"><math alttext="x squared"><msup><mi>x</mi><mn>2</mn></msup></math></span>',
    ],
    [
      'allow-listed attributes kept',
      math({ display: 'inline' }, m('math', {}, m('mi', { mathvariant: 'bold' }, t('v')), m('mo', { stretchy: 'false' }, t('(')))),
      '<span class="math-inline"><math><mi mathvariant="bold">v</mi><mo stretchy="false">(</mo></math></span>',
    ],
    [
      'mfenced rewritten (not in MathML Core)',
      math({ display: 'inline' }, m('math', {}, m('mfenced', { open: '[', close: ']' }, m('mi', {}, t('a')), m('mi', {}, t('b'))))),
      '<span class="math-inline"><math><mrow><mo>[</mo><mi>a</mi><mo>,</mo><mi>b</mi><mo>]</mo></mrow></math></span>',
    ],
    [
      'root other than <math> is wrapped',
      math({ display: 'inline' }, m('mrow', {}, m('mi', {}, t('y')))),
      '<span class="math-inline"><math><mrow><mi>y</mi></mrow></math></span>',
    ],
    [
      'tex fallback',
      math({ display: 'inline' }, { type: 'tex', children: [t('\\frac{a}{b}')] }),
      '<span class="math-inline"><code class="tex">\\frac{a}{b}</code></span>',
    ],
  ])('%s', (_name, node, expected) => {
    expect(html([node])).toBe(expected);
  });

  it('display math scrolls in its own focusable, named box with the label beside it', () => {
    const out = html([
      math({ display: 'block', id: 'eqn1', label: '(1)', formula: true }, m('math', { display: 'block' }, m('mi', {}, t('E')))),
    ]);
    expect(out).toBe(
      '<div id="eqn1" class="disp-formula"><div class="formula-scroll" tabindex="0" role="group" aria-label="Equation (1)"><math display="block"><mi>E</mi></math></div><span class="formula-label">(1)</span></div>',
    );
  });

  it('an unlabelled display equation is still named', () => {
    expect(html([math({ display: 'block' }, m('math', {}, m('mi', {}, t('x'))))])).toContain('aria-label="Equation"');
  });

  it('a mlabeledtr row drops its label cell and stays a table row', () => {
    const row = m('mlabeledtr', {}, m('mtd', {}, m('mtext', {}, t('(2)'))), m('mtd', {}, m('mi', {}, t('z'))));
    expect(html([math({ display: 'block' }, m('math', {}, m('mtable', {}, row)))])).toContain(
      '<mtable><mtr><mtd><mi>z</mi></mtd></mtr></mtable>',
    );
  });

  it('a formula shipped only as an image keeps its id and gets a named placeholder', () => {
    const out = html([
      {
        type: 'math',
        attrs: { display: 'block', id: 'e2', label: '(2)' },
        children: [{ type: 'graphic', attrs: { href: 'info:doi/10.1371/journal.pbio.0040088.e002' } }],
      },
    ]);
    expect(out).toContain('id="e2"');
    expect(out).toContain('role="img" aria-label="Equation (2) (image not available)"');
  });

  it('a loose mathml node still renders as inline math', () => {
    expect(html([m('mi', {}, t('q'))])).toBe('<span class="math-inline"><math><mi>q</mi></math></span>');
  });

  it('MathML made from the source TeX says so, for fidelity checks', () => {
    const out = html([math({ display: 'inline', source: 'tex' }, m('math', {}, m('mi', {}, t('x'))))]);
    expect(out).toBe('<span class="math-inline"><math data-source="tex"><mi>x</mi></math></span>');
  });
});

describe('TeX that could not become MathML is never lost', () => {
  const source = { type: 'tex', children: [t('\\frac{a')] };
  const graphic = { type: 'graphic', attrs: { href: 'Equ2.gif' } };
  const formula: ElementNode = {
    type: 'math',
    attrs: { display: 'block', formula: true, id: 'Equ2', label: '(2)' },
    children: [graphic, source],
  };
  const image: Attachment = {
    eid: 'art-Equ2.gif',
    type: 'IMAGE',
    ref: 'Equ2',
    fileBasename: 'Equ2',
    extension: 'gif',
    storageKey: 'b'.repeat(64),
    pixelWidth: 120,
    pixelHeight: 30,
  };
  const withMedia = (attachments: Attachment[]) =>
    renderToString(<>{renderNodes([formula], { ...createRenderContext(), media: createMediaFiles(attachments, '/media') })}</>);

  it('without the image file: the TeX source, as code, in the labelled formula box', () => {
    const out = withMedia([]);
    expect(out).toContain('<code class="tex">\\frac{a</code>');
    expect(out).toContain('aria-label="Equation (2)"');
    expect(out).not.toContain('image not available');
  });

  it('with the image file: the image, its alt text the TeX it shows', () => {
    const out = withMedia([image]);
    expect(out).toContain('<img class="formula-image" src="/media/art-Equ2.gif" alt="\\frac{a" width="120" height="30"');
    expect(out).not.toContain('<code');
  });
});
