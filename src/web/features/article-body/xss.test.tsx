import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ContentNode, ElementNode } from '#src/shared/article/content-model.ts';
import { ContentNodes } from './node-registry.tsx';

const t = (text: string): ContentNode => ({ text });
const el = (type: string, attrs: ElementNode['attrs'], ...children: ContentNode[]): ElementNode => ({ type, attrs, children });
const m = (tag: string, attrs: Record<string, string>, ...children: ContentNode[]): ElementNode => ({
  type: 'mathml',
  attrs: { tag, ...attrs },
  children,
});

/** A model an attacker wrote: every place a value reaches the page. */
const hostile: ContentNode[] = [
  el(
    'section',
    { id: '"><script>alert(1)</script>', type: '" onmouseover="alert(1)' },
    el('section-title', undefined, t('<img src=x onerror=alert(1)>')),
    el(
      'para',
      { id: 'x" onclick="alert(1)', lang: 'en" onclick="x' },
      t('<script>alert("text")</script>'),
      el('inter-ref', { href: 'javascript:alert(1)' }, t('js link')),
      el('inter-ref', { href: 'JaVaScRiPt:alert(1)' }, t('mixed case')),
      el('inter-ref', { href: 'java\tscript:alert(1)' }, t('tab')),
      el('inter-ref', { href: 'data:text/html,<script>alert(1)</script>' }, t('data')),
      el('intra-ref', { href: 'vbscript:msgbox(1)' }, t('vb')),
      el('link', { href: '//evil.example/' }, t('protocol-relative')),
      el('e-address', { type: 'url', href: 'javascript:alert(1)' }, t('addr')),
      el('e-address', { type: 'email', href: 'a@b.c?body=<script>' }, t('mail')),
      el('cross-ref', { refid: '"><script>alert(1)</script>', refType: '" onclick="x' }, t('xref')),
      el(
        'math',
        { display: 'inline', altText: '"><script>alert(1)</script>' },
        m(
          'math',
          { onclick: 'alert(1)', style: 'background:url(javascript:alert(1))', href: 'javascript:alert(1)', xmlns: 'http://evil' },
          m('mi', { onmouseover: 'alert(1)', 'xlink:href': 'javascript:alert(1)', class: 'x', mathvariant: 'bold' }, t('x')),
          m('script', {}, t('alert(1)')),
          m('annotation-xml', { encoding: 'text/html' }, m('img', { src: 'x', onerror: 'alert(1)' })),
          m('svg', { onload: 'alert(1)' }),
          m('mglyph', { src: 'javascript:alert(1)' }),
          m('mtext', {}, t('<b>not markup</b>')),
        ),
      ),
    ),
    el(
      'figure',
      { id: 'f1', label: '<script>' },
      el('graphic', { href: 'javascript:alert(1)', locator: '"><script>' }),
      el('alt-text', undefined, t('" onerror="alert(1)')),
    ),
    el(
      'table',
      { id: 't1' },
      el(
        'table-grid',
        undefined,
        el('tbody', undefined, el('row', undefined, el('cell', { align: '" onclick="x', colspan: '2" onclick="x' }, t('c')))),
      ),
    ),
    el('script', undefined, t('alert("unknown node")')),
  ),
];

describe('untrusted content never becomes executable markup', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const out = renderToString(<ContentNodes nodes={hostile} />);
  const window = new Window();
  window.document.body.innerHTML = out;
  const doc = window.document;

  it('emits no script, img, svg, iframe or annotation-xml element', () => {
    expect(doc.querySelectorAll('script, img, svg, iframe, object, embed, annotation-xml, mglyph').length).toBe(0);
    expect(out).not.toMatch(/<script/i);
  });

  it('emits no event-handler, style or src attribute anywhere', () => {
    for (const node of doc.querySelectorAll('*')) {
      for (const a of node.getAttributeNames()) {
        expect(a.startsWith('on'), `${node.tagName} ${a}`).toBe(false);
        expect(['style', 'src', 'xlink:href', 'xmlns', 'srcdoc', 'formaction'].includes(a), `${node.tagName} ${a}`).toBe(false);
      }
    }
  });

  it('every href is http(s), mailto, in-page or site-relative', () => {
    const hrefs = [...doc.querySelectorAll('[href]')].map((a) => a.getAttribute('href')!);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const h of hrefs) expect(h).toMatch(/^(https?:\/\/|mailto:|#[A-Za-z0-9_.:-]+$|\/[^/\\])/);
    expect(out).not.toMatch(/javascript:|vbscript:|data:text/i);
  });

  it('links with unsafe targets fall back to their text', () => {
    expect(doc.body.textContent).toContain('js link');
    expect(doc.body.textContent).toContain('protocol-relative');
  });

  it('text stays text', () => {
    expect(doc.body.textContent).toContain('<script>alert("text")</script>');
    expect(doc.body.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(doc.querySelector('mtext')?.textContent).toBe('<b>not markup</b>');
  });

  it('ids only use [A-Za-z0-9_.:-]', () => {
    for (const node of doc.querySelectorAll('[id]')) expect(node.id).toMatch(/^[A-Za-z0-9_.:-]+$/);
  });

  it('MathML keeps only allow-listed attributes', () => {
    expect(doc.querySelector('mi')?.getAttributeNames()).toEqual(['mathvariant']);
    expect(doc.querySelector('math')?.getAttributeNames()).toEqual(['alttext']);
  });

  it('values from the model never break out of attributes', () => {
    const section = doc.querySelector('section')!;
    expect(section.getAttributeNames().sort()).toEqual(['class', 'id']);
    expect(section.className).toBe('section section--onmouseover-alert-1');
    const cell = doc.querySelector('td')!;
    expect(cell.getAttributeNames()).toEqual([]);
  });
});
