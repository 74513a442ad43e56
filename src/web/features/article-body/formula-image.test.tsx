import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ElementNode } from '#src/shared/article/content-model.ts';
import { ContentNodes } from './node-registry.tsx';

/** A formula shipped only as an image (Elsevier si*.gif, no MathML): shown as a named image. */
const graphic: ElementNode = { type: 'graphic', attrs: { href: 'si1.gif', locator: 'si1', eid: '1-s2.0-S0012821X13002185-si1.gif' } };
const html = (node: ElementNode) => renderToString(<ContentNodes nodes={[node]} />);

describe('formula images', () => {
  it('a display formula image is an image named after its label, with the label beside it', () => {
    const out = html({ type: 'math', attrs: { display: 'block', formula: true, id: 'fd1', label: '(1)' }, children: [graphic] });
    expect(out).toContain('role="img" aria-label="Equation (1) (image not available)"');
    expect(out).toContain('<span class="formula-label">(1)</span>');
    expect(out).not.toContain('<math');
  });

  it('the alt text, when the source has one, names the image', () => {
    const out = html({ type: 'math', attrs: { display: 'inline', altText: 'E equals m c squared' }, children: [graphic] });
    expect(out).toContain('aria-label="E equals m c squared (image not available)"');
  });

  it('MathML wins over an image in the same formula', () => {
    const mathml: ElementNode = {
      type: 'mathml',
      attrs: { tag: 'math' },
      children: [{ type: 'mathml', attrs: { tag: 'mi' }, children: [{ text: 'x' }] }],
    };
    const out = html({ type: 'math', attrs: { display: 'block', formula: true, label: '(2)' }, children: [graphic, mathml] });
    expect(out).toContain('<math display="block"><mi>x</mi></math>');
    expect(out).not.toContain('formula-graphic');
  });
});
