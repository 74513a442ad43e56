import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContentNode, ElementNode } from '#src/shared/article/content-model.ts';
import { ContentNodes } from './node-registry.tsx';

const t = (text: string): ContentNode => ({ text });
const el = (type: string, attrs: ElementNode['attrs'], ...children: ContentNode[]): ElementNode => ({ type, attrs, children });

function first(node: ContentNode): Element | null {
  const window = new Window();
  window.document.body.innerHTML = renderToString(<ContentNodes nodes={[node]} ids={new Set()} depth={0} />);
  return window.document.body.firstElementChild as unknown as Element | null;
}

/** Spec 000 §3 "cross-ref (refid)", "link (locator), inter-ref and intra-ref (href URN)"; §5 URN. */
describe('link renderers', () => {
  it.each<[string, ElementNode, { tag: string; href?: string | null; text: string; attrs?: Record<string, string | null> }]>([
    [
      'cross-ref to a reference',
      el('cross-ref', { refid: 'bib3', refType: 'bibr' }, t('Bai et al., 2013')),
      { tag: 'A', href: '#bib3', text: 'Bai et al., 2013', attrs: { 'data-xref-type': 'bibr', 'data-refids': null } },
    ],
    [
      'cross-ref to several references lists them all',
      el('cross-ref', { refid: 'bib5 bib12', refType: 'bibr' }, t('[5,12]')),
      { tag: 'A', href: '#bib5', text: '[5,12]', attrs: { 'data-refids': 'bib5 bib12' } },
    ],
    [
      'cross-ref to a figure',
      el('cross-ref', { refid: 'fig1', refType: 'fig' }, t('Figure 1')),
      { tag: 'A', href: '#fig1', text: 'Figure 1', attrs: { 'data-xref-type': 'fig' } },
    ],
    [
      'cross-ref to a table footnote',
      el('cross-ref', { refid: 'tblfn1', refType: 'fn' }, t('a')),
      { tag: 'A', href: '#tblfn1', text: 'a', attrs: { 'data-xref-type': 'fn' } },
    ],
    ['cross-ref without a usable id is text', el('cross-ref', { refid: '  ', refType: 'bibr' }, t('[1]')), { tag: 'SPAN', text: '[1]' }],
    [
      'inter-ref with a database URN',
      el('inter-ref', { href: 'pdb:1HHO' }, t('1HHO')),
      { tag: 'A', href: 'https://www.rcsb.org/structure/1HHO', text: '1HHO' },
    ],
    [
      'inter-ref arxiv',
      el('inter-ref', { href: 'arxiv:1207.7214' }, t('preprint')),
      { tag: 'A', href: 'https://arxiv.org/abs/1207.7214', text: 'preprint' },
    ],
    [
      'inter-ref ftp',
      el('inter-ref', { href: 'ftp://ftp.ncbi.nih.gov/genomes/' }, t('genomes')),
      { tag: 'A', href: 'ftp://ftp.ncbi.nih.gov/genomes/', text: 'genomes' },
    ],
    [
      'inter-ref mailto',
      el('inter-ref', { href: 'mailto:editor@example.org' }, t('editor')),
      { tag: 'A', href: 'mailto:editor@example.org', text: 'editor' },
    ],
    ['"Invalid URN" falls back to plain text', el('inter-ref', { href: 'gopher:thing' }, t('thing')), { tag: 'SPAN', text: 'thing' }],
    [
      'intra-ref pii goes to the article path',
      el('intra-ref', { href: 'pii:S0960148113002048' }, t('this article')),
      { tag: 'A', href: '/science/article/pii/S0960148113002048', text: 'this article' },
    ],
    ['intra-ref in-page id', el('intra-ref', { href: '#sec2' }, t('Section 2')), { tag: 'A', href: '#sec2', text: 'Section 2' }],
    [
      'link by locator without a file is its text',
      el('link', { locator: 'mmc1' }, t('Supplementary data')),
      { tag: 'SPAN', text: 'Supplementary data', attrs: { 'data-locator': 'mmc1' } },
    ],
    [
      'link with an href',
      el('link', { href: 'https://example.org/video.mp4', locator: 'mmc2' }, t('Video')),
      { tag: 'A', href: 'https://example.org/video.mp4', text: 'Video' },
    ],
  ])('%s', (_case, node, expected) => {
    const out = first(node)!;
    expect(out.tagName).toBe(expected.tag);
    expect(out.textContent).toBe(expected.text);
    if (expected.href !== undefined) expect(out.getAttribute('href')).toBe(expected.href);
    for (const [name, value] of Object.entries(expected.attrs ?? {})) expect(out.getAttribute(name)).toBe(value);
  });
});
