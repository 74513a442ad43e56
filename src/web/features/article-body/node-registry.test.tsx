import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NODE_TYPES, type ContentNode, type ElementNode } from '#src/shared/article/content-model.ts';
import { ContentNodes, isRenderable } from './node-registry.tsx';

const t = (text: string): ContentNode => ({ text });
const el = (type: string, attrs: ElementNode['attrs'], ...children: ContentNode[]): ElementNode => ({ type, attrs, children });

function html(nodes: ContentNode[], depth = 0, ids = new Set<string>()): string {
  return renderToString(<ContentNodes nodes={nodes} ids={ids} depth={depth} />);
}

function dom(nodes: ContentNode[], depth = 0): Document {
  const window = new Window();
  window.document.body.innerHTML = html(nodes, depth);
  return window.document as unknown as Document;
}

afterEach(() => vi.restoreAllMocks());

describe('registry', () => {
  it('has a renderer for every node type of the content model', () => {
    expect(NODE_TYPES.filter((type) => !isRenderable(type))).toEqual([]);
  });
});

describe('sections and heading levels (spec 000 §9: start at 2, capped at 6)', () => {
  const nest = (depth: number): ElementNode => {
    let node = el('section', { id: `s${depth}` }, el('section-title', undefined, t(`Level ${depth}`)), el('para', undefined, t('text')));
    for (let d = depth - 1; d >= 0; d--) node = el('section', { id: `s${d}` }, el('section-title', undefined, t(`Level ${d}`)), node);
    return node;
  };
  it.each([
    [0, 'H2'],
    [1, 'H3'],
    [3, 'H5'],
    [4, 'H6'],
    [6, 'H6'],
  ])('a section nested %i deep has an %s', (depth, tag) => {
    const doc = dom([nest(depth)]);
    const heading = [...doc.querySelectorAll('h1,h2,h3,h4,h5,h6')].find((h) => h.textContent === `Level ${depth}`);
    expect(heading?.tagName).toBe(tag);
    expect(doc.querySelector(`section#s${depth}`)).not.toBeNull();
  });

  it('starts deeper when asked (abstract and sub-article sections)', () => {
    expect(dom([nest(0)], 1).querySelector('h3')?.textContent).toBe('Level 0');
  });

  it('an untitled section adds no level, so headings never skip one', () => {
    const doc = dom([el('section', undefined, el('section', undefined, el('section-title', undefined, t('Inner'))))]);
    expect(doc.querySelector('h2')?.textContent).toBe('Inner');
  });

  it('label and title share the heading', () => {
    const doc = dom([el('section', { id: 'a1' }, el('label', undefined, t('1.')), el('section-title', undefined, t('Intro')))]);
    expect(doc.querySelector('h2')?.textContent).toBe('1. Intro');
  });

  it.each([
    ['acknowledgment', 'Acknowledgments'],
    ['appendix', 'Appendix'],
    ['glossary', 'Glossary'],
  ])('%s without a title is headed "%s"', (type, title) => {
    expect(dom([el(type, undefined, el('para', undefined, t('x')))]).querySelector('h2')?.textContent).toBe(title);
  });
});

describe('blocks and inline formatting', () => {
  it.each<[string, ContentNode, string]>([
    ['para', el('para', { id: 'p1' }, t('Hello')), '<p id="p1" class="para">Hello</p>'],
    ['bold', el('bold', undefined, t('b')), '<b>b</b>'],
    ['italic', el('italic', undefined, t('i')), '<i>i</i>'],
    ['sup', el('sup', undefined, t('2')), '<sup>2</sup>'],
    ['sub', el('sub', undefined, t('2')), '<sub>2</sub>'],
    ['small caps', el('small-caps', undefined, t('sc')), '<span class="small-caps">sc</span>'],
    ['underline', el('underline', undefined, t('u')), '<u>u</u>'],
    ['monospace', el('monospace', undefined, t('m')), '<span class="monospace">m</span>'],
    ['strike', el('strike', undefined, t('s')), '<s>s</s>'],
    ['break', el('break', undefined), '<br/>'],
    ['preformat', el('preformat', undefined, t('a  b')), '<pre class="preformat">a  b</pre>'],
    ['code', el('code', { language: 'Python' }, t('x = 1')), '<pre class="code-block" data-language="python"><code>x = 1</code></pre>'],
    [
      'disp-quote',
      el('disp-quote', undefined, el('para', undefined, t('q')), el('attribution', undefined, t('A. N.'))),
      '<blockquote class="disp-quote"><p class="para">q</p><p class="attribution">A. N.</p></blockquote>',
    ],
    ['tex', el('tex', undefined, t('\\alpha')), '<code class="tex">\\alpha</code>'],
  ])('%s', (_name, node, expected) => {
    expect(html([node])).toBe(expected);
  });

  it('a para holding a block renders as a div (no <figure> inside <p>)', () => {
    const out = html([
      el('para', undefined, t('See'), el('list', { style: 'bullet' }, el('list-item', undefined, el('para', undefined, t('a'))))),
    ]);
    expect(out.startsWith('<div class="para">')).toBe(true);
  });

  it.each([
    ['bullet', 'UL', 'list--bullet'],
    ['order', 'OL', 'list--decimal'],
    ['alpha-lower', 'OL', 'list--lower-alpha'],
    ['roman-upper', 'OL', 'list--upper-roman'],
    ['simple', 'UL', 'list--simple'],
  ])('list style %s → <%s class %s>', (style, tag, className) => {
    const list = dom([
      el(
        'list',
        { style },
        el('list-item', undefined, el('para', undefined, t('one'))),
        el('list-item', undefined, el('para', undefined, t('two'))),
      ),
    ]).querySelector('ul,ol')!;
    expect(list.tagName).toBe(tag);
    expect(list.className).toContain(className);
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['one', 'two']);
  });

  it('list items with their own labels show them', () => {
    const doc = dom([
      el('list', { style: 'order' }, el('list-item', undefined, el('label', undefined, t('(i)')), el('para', undefined, t('first')))),
    ]);
    expect(doc.querySelector('.list-label')?.textContent).toBe('(i)');
    expect(doc.querySelector('ol')?.className).toContain('list--labelled');
  });

  it('def lists become dl/dt/dd', () => {
    const doc = dom([
      el(
        'def-list',
        undefined,
        el('title', undefined, t('Abbreviations')),
        el('def-item', undefined, el('term', undefined, t('DNA')), el('def', undefined, el('para', undefined, t('deoxyribonucleic acid')))),
      ),
    ]);
    expect(doc.querySelector('.block-title')?.textContent).toBe('Abbreviations');
    expect(doc.querySelector('dl dt')?.textContent).toBe('DNA');
    expect(doc.querySelector('dl dd')?.textContent).toBe('deoxyribonucleic acid');
  });

  it('boxed text and statements keep their titles as block titles, not headings', () => {
    const doc = dom([
      el('boxed-text', { id: 'box1' }, el('title', undefined, t('Box 1')), el('para', undefined, t('inside'))),
      el('statement', undefined, el('label', undefined, t('Theorem 1')), el('para', undefined, t('Every…'))),
    ]);
    expect(doc.querySelector('#box1 .block-title')?.textContent).toBe('Box 1');
    expect(doc.querySelector('.statement .block-title')?.textContent).toBe('Theorem 1');
    expect(doc.querySelector('h2')).toBeNull();
  });
});

describe('links', () => {
  it.each<[string, ContentNode, string | null, string]>([
    ['cross-ref to the first of several ids', el('cross-ref', { refid: 'bib1 bib2', refType: 'bibr' }, t('[1,2]')), '#bib1', '[1,2]'],
    ['inter-ref URL', el('inter-ref', { href: 'https://example.org/x' }, t('site')), 'https://example.org/x', 'site'],
    [
      'inter-ref URN',
      el('inter-ref', { href: 'doi:10.1016/j.x.2012.01.001' }, t('paper')),
      'https://doi.org/10.1016/j.x.2012.01.001',
      'paper',
    ],
    [
      'inter-ref pii',
      el('inter-ref', { href: 'pii:S0001870812002101' }, t('article')),
      '/science/article/pii/S0001870812002101',
      'article',
    ],
    [
      'inter-ref without text shows its target',
      el('inter-ref', { href: 'https://example.org/' }),
      'https://example.org/',
      'https://example.org/',
    ],
    ['intra-ref bare id', el('intra-ref', { href: 'fig2' }, t('Fig. 2')), '#fig2', 'Fig. 2'],
    ['e-address email', el('e-address', { type: 'email' }, t('jane@example.org')), 'mailto:jane@example.org', 'jane@example.org'],
    ['e-address url', el('e-address', { type: 'url', href: 'http://lab.example.org' }, t('lab')), 'http://lab.example.org/', 'lab'],
    ['invalid URN falls back to text (spec 000 §5)', el('inter-ref', { href: 'foo:bar' }, t('plain')), null, 'plain'],
    ['javascript: falls back to text', el('inter-ref', { href: 'javascript:alert(1)' }, t('click')), null, 'click'],
  ])('%s', (_name, node, href, text) => {
    const doc = dom([el('para', undefined, node)]);
    const a = doc.querySelector('a');
    expect(a?.getAttribute('href') ?? null).toBe(href);
    expect(doc.querySelector('p')?.textContent).toBe(text);
  });

  it('cross-refs carry their type for click delegation', () => {
    const a = dom([el('cross-ref', { refid: 'fig1', refType: 'fig' }, t('Fig. 1'))]).querySelector('a')!;
    expect(a.getAttribute('data-xref-type')).toBe('fig');
  });

  it('an empty cross-ref renders nothing rather than a nameless link', () => {
    expect(html([el('cross-ref', { refid: 'fn1', refType: 'fn' })])).toBe('');
  });
});

describe('unknown node types (spec 000 §1: render nothing, log "Unable to render")', () => {
  it('renders nothing and warns once per type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const out = html([el('blink', undefined, t('x')), el('para', undefined, t('kept')), el('blink', undefined, t('y'))]);
    expect(out).toBe('<p class="para">kept</p>');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('Unable to render');
    html([el('blink', undefined)]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('ids', () => {
  it('are sanitised and never duplicated', () => {
    const doc = dom([el('para', { id: 'p"1 x' }, t('a')), el('para', { id: 'p"1 x' }, t('b'))]);
    const ps = doc.querySelectorAll('p');
    expect(ps[0]?.getAttribute('id')).toBe('p_1_x');
    expect(ps[1]?.hasAttribute('id')).toBe(false);
  });
});
