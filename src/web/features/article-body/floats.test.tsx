import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContentNode, ElementNode } from '#src/shared/article/content-model.ts';
import { ContentNodes } from './node-registry.tsx';

const t = (text: string): ContentNode => ({ text });
const el = (type: string, attrs: ElementNode['attrs'], ...children: ContentNode[]): ElementNode => ({ type, attrs, children });

function dom(nodes: ContentNode[]): Document {
  const window = new Window();
  window.document.body.innerHTML = renderToString(<ContentNodes nodes={nodes} />);
  return window.document as unknown as Document;
}

const caption = (title: string, para?: string) =>
  el('caption', undefined, el('title', undefined, t(title)), ...(para ? [el('para', undefined, t(para))] : []));

describe('figures', () => {
  it('render a captioned placeholder named by the alt text (no broken <img>)', () => {
    const doc = dom([
      el(
        'figure',
        { id: 'fig1', label: 'Figure 1' },
        caption('Expression of Fgf8.', '(A) Lateral view.'),
        el('graphic', { href: 'elife00001f001.tif' }),
        el('alt-text', undefined, t('Embryo stained for Fgf8')),
        el('copyright', undefined, t('© 2013 Smith')),
      ),
    ]);
    const fig = doc.querySelector('figure#fig1')!;
    expect(fig.querySelector('img')).toBeNull();
    const box = fig.querySelector('[role="img"]')!;
    expect(box.getAttribute('aria-label')).toBe('Embryo stained for Fgf8');
    expect(box.className).toContain('figure-placeholder--medium');
    expect(box.getAttribute('data-locator')).toBe('elife00001f001.tif');
    expect(fig.querySelector('figcaption .float-label')?.textContent).toBe('Figure 1');
    expect(fig.querySelector('figcaption .caption-title')?.textContent).toBe('Expression of Fgf8.');
    expect(fig.querySelector('figcaption')?.textContent).toContain('(A) Lateral view.');
    expect(fig.querySelector('.float-credit--copyright')?.textContent).toBe('© 2013 Smith');
    // the alt text names the placeholder; it is not repeated as visible text
    expect(fig.textContent).not.toContain('Embryo stained');
  });

  it.each<[string, ElementNode, string]>([
    ['label when there is no alt text', el('figure', { id: 'f', label: 'Fig. 2' }, caption('Growth.')), 'Fig. 2'],
    [
      'shortened caption when there is no label',
      el(
        'figure',
        { id: 'f' },
        caption('A very long caption sentence that goes on and on well past the eighty character limit of the spec. Second.'),
      ),
      'A very long caption sentence that goes on and on well past the eighty character\u2026',
    ],
    ['"Unlabelled figure" with neither (spec 000 §5)', el('figure', { id: 'f' }, el('graphic', { href: 'x.jpg' })), 'Unlabelled figure'],
  ])('placeholder named by the %s', (_name, node, label) => {
    const doc = dom([node]);
    expect(doc.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(label);
  });

  it('a figure with neither label nor caption is captioned "Unlabelled figure"', () => {
    expect(dom([el('figure', { id: 'f' })]).querySelector('figcaption')?.textContent).toBe('Unlabelled figure');
  });
});

describe('tables', () => {
  const table = el(
    'table',
    { id: 'tbl1', label: 'Table 1' },
    caption('Patient characteristics', 'Values are means.'),
    el(
      'table-grid',
      undefined,
      el(
        'thead',
        undefined,
        el('row', undefined, el('cell', { header: true }, t('Group')), el('cell', { header: true, colspan: 2 }, t('Values'))),
      ),
      el(
        'tbody',
        undefined,
        el(
          'row',
          undefined,
          el('cell', { header: true, rowspan: 2 }, t('A')),
          el('cell', { align: 'right' }, t('1')),
          el('cell', undefined, t('2')),
        ),
        el('row', undefined, el('cell', { align: 'javascript' }, t('3')), el('cell', undefined, t('4'))),
      ),
    ),
    el('table-footnotes', undefined, el('footnote', { id: 'tfn1', label: 'a' }, el('para', undefined, t('P < 0.05')))),
  );

  it('render a real, named, keyboard-scrollable table', () => {
    const doc = dom([table]);
    const fig = doc.querySelector('figure#tbl1')!;
    expect(fig.querySelector('figcaption')?.textContent).toContain('Table 1 Patient characteristics');
    const region = fig.querySelector('div.table-scroll')!;
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.getAttribute('aria-label')).toBe('Table 1: Patient characteristics');
    expect(region.querySelector('table > caption')?.textContent).toBe('Table 1: Patient characteristics');
    const ths = [...region.querySelectorAll('th')].map((th) => [
      th.textContent,
      th.getAttribute('scope'),
      th.getAttribute('colspan'),
      th.getAttribute('rowspan'),
    ]);
    expect(ths).toEqual([
      ['Group', 'col', null, null],
      ['Values', 'colgroup', '2', null],
      ['A', 'row', null, '2'],
    ]);
    expect(region.querySelector('td')?.className).toBe('align-right');
    expect(region.querySelectorAll('td')[2]?.hasAttribute('class')).toBe(false);
    expect(fig.querySelector('.table-footnotes #tfn1 .footnote-label')?.textContent).toBe('a');
  });

  const b = (text: string) => el('cell', undefined, el('bold', undefined, t(text)));
  const c = (text: string) => el('cell', undefined, t(text));
  const row = (...cells: ElementNode[]) => el('row', undefined, ...cells);
  it.each([
    [
      'bold first column (PLOS gene lists): row headers',
      [row(b('THBS3'), c('NM_007112')), row(b('TGM3'), c('AK290324'))],
      [
        ['THBS3', 'row'],
        ['TGM3', 'row'],
      ],
    ],
    [
      'bold first row: column headers in a head',
      [row(b('Gene'), b('Accession')), row(b('TGM3'), c('AK290324'))],
      [
        ['Gene', 'col'],
        ['Accession', 'col'],
      ],
    ],
    ['a plain table stays plain', [row(c('1'), c('2')), row(c('3'), c('4'))], []],
    ['one bold cell is emphasis, not a heading', [row(b('1'), c('2')), row(c('3'), c('4'))], []],
    [
      'a bold word among other text is not a heading',
      [row(el('cell', undefined, el('bold', undefined, t('A')), t(' and B')), c('2')), row(b('C'), c('4'))],
      [],
    ],
    ['a single row gets no headings', [row(b('A'), b('B'))], []],
  ])('a table whose source marks no header: %s', (_, body, expected) => {
    const doc = dom([el('table', { id: 'tx', label: 'Table 9' }, el('table-grid', undefined, el('tbody', undefined, ...body)))]);
    const ths = [...doc.querySelectorAll('table th')].map((th) => [th.textContent, th.getAttribute('scope')]);
    expect(ths).toEqual(expected);
    // Every cell is still there, in order.
    expect(doc.querySelectorAll('table th, table td')).toHaveLength(body.reduce((n, r) => n + (r.children?.length ?? 0), 0));
    if (expected[0]?.[1] === 'col') expect(doc.querySelectorAll('table thead th')).toHaveLength(expected.length);
  });

  const h = (text: string) => el('cell', { header: true }, t(text));
  const empty = () => el('cell', undefined);
  const grid = (...sections: ElementNode[]) => dom([el('table', { id: 'tz', label: 'Table 3' }, el('table-grid', undefined, ...sections))]);
  const headers = (doc: Document) => [...doc.querySelectorAll('table th')].map((th) => [th.textContent, th.getAttribute('scope')]);
  it.each([
    [
      'a head with an empty corner (PLOS samples × genes): each body row is named by its first cell',
      [
        el('thead', undefined, row(empty(), h('Gene 1'), h('Gene 2'))),
        el('tbody', undefined, row(c('Sample 1'), c('4'), c('3')), row(c('Sample 2'), c('0.1'), c('1'))),
      ],
      [
        ['Gene 1', 'col'],
        ['Gene 2', 'col'],
        ['Sample 1', 'row'],
        ['Sample 2', 'row'],
      ],
    ],
    [
      'a first cell spanning rows names them all; the next row starts with a data cell',
      [
        el('thead', undefined, row(empty(), h('Dose'), h('Effect'))),
        el(
          'tbody',
          undefined,
          row(el('cell', { rowspan: 2 }, t('Mice')), c('1'), c('2')),
          row(c('3'), c('4')),
          row(c('Rats'), c('5'), c('6')),
        ),
      ],
      [
        ['Dose', 'col'],
        ['Effect', 'col'],
        ['Mice', 'row'],
        ['Rats', 'row'],
      ],
    ],
    [
      'a head that names the first column leaves the body as it is',
      [
        el('thead', undefined, row(h('Sample'), h('Gene 1'))),
        el('tbody', undefined, row(c('Sample 1'), c('4')), row(c('Sample 2'), c('5'))),
      ],
      [
        ['Sample', 'col'],
        ['Gene 1', 'col'],
      ],
    ],
    [
      'a two-row head whose second row names the first column leaves the body as it is',
      [
        el('thead', undefined, row(empty(), h('Group')), row(h('Sample'), h('Value'))),
        el('tbody', undefined, row(c('A'), c('1')), row(c('B'), c('2'))),
      ],
      [
        ['Group', 'col'],
        ['Sample', 'col'],
        ['Value', 'col'],
      ],
    ],
    [
      'an unmarked bold first row after an empty corner: column and row headers',
      [
        el(
          'tbody',
          undefined,
          row(empty(), b('Gene 1'), b('Gene 2')),
          row(c('Sample 1'), c('4'), c('3')),
          row(c('Sample 2'), c('1'), c('2')),
        ),
      ],
      [
        ['Gene 1', 'col'],
        ['Gene 2', 'col'],
        ['Sample 1', 'row'],
        ['Sample 2', 'row'],
      ],
    ],
  ])('%s', (_, sections, expected) => {
    const doc = grid(...sections);
    expect(headers(doc)).toEqual(expected);
    // The corner stays an empty data cell; every cell is still there, in order.
    const cells = sections.flatMap((s) => s.children ?? []).reduce((n, r) => n + ((r as ElementNode).children?.length ?? 0), 0);
    expect(doc.querySelectorAll('table th, table td')).toHaveLength(cells);
  });

  it('a table with a marked header is left as its source marks it', () => {
    const doc = dom([
      el(
        'table',
        { id: 'ty' },
        el('table-grid', undefined, el('tbody', undefined, row(el('cell', { header: true }, t('H')), b('X')), row(b('Y'), c('1')))),
      ),
    ]);
    expect([...doc.querySelectorAll('table th')].map((th) => th.textContent)).toEqual(['H']);
  });

  it('a table shipped only as an image gets a placeholder', () => {
    const doc = dom([el('table', { id: 't2', label: 'Table 2' }, el('graphic', { href: 't2.gif' }))]);
    expect(doc.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Table 2');
  });
});

describe('supplementary material and footnotes', () => {
  it('e-component shows label, caption and file name', () => {
    const doc = dom([
      el(
        'e-component',
        { id: 'mmc1', label: 'Supplementary file 1', href: 'media/elife00001s001.xlsx', mimetype: 'application/xlsx' },
        caption('Primer sequences.', 'All primers used.'),
      ),
    ]);
    const item = doc.querySelector('#mmc1')!;
    expect(item.querySelector('.supplementary-label')?.textContent).toBe('Supplementary file 1');
    expect(item.querySelector('.caption-title')?.textContent).toBe('Primer sequences.');
    expect(item.textContent).toContain('All primers used.');
    expect(item.querySelector('.supplementary-file-name')?.textContent).toBe('elife00001s001.xlsx');
    expect(item.querySelector('a')).toBeNull();
  });

  it('media is a supplementary item too', () => {
    const doc = dom([el('media', { id: 'video1', label: 'Video 1', href: 'v1.mp4' })]);
    expect(doc.querySelector('#video1.supplementary--media .supplementary-label')?.textContent).toBe('Video 1');
  });

  it('footnote with its label', () => {
    const doc = dom([el('footnote', { id: 'fn1', label: '1' }, el('para', undefined, t('A note.')))]);
    expect(doc.querySelector('#fn1 .footnote-label')?.textContent).toBe('1');
    expect(doc.querySelector('#fn1 .footnote-body')?.textContent).toBe('A note.');
  });
});
