import { describe, expect, it } from 'vitest';
import type { ContentNode } from '#src/shared/article/content-model.ts';
import { mapArticle } from './test-article.ts';

const t = (text: string): ContentNode => ({ text });
const cell = (text: string, attrs: Record<string, string | number | boolean> = {}): ContentNode => ({
  type: 'cell',
  attrs: { header: false, ...attrs },
  children: [t(text)],
});
const head = (text: string, attrs: Record<string, string | number | boolean> = {}): ContentNode => cell(text, { ...attrs, header: true });
const row = (...cells: ContentNode[]): ContentNode => ({ type: 'row', children: cells });

describe('JATS tables', () => {
  const cases: Array<{ title: string; body: string; expected: ContentNode[] }> = [
    {
      title: 'table-wrap with DOI, label, caption, header row, spans, alignment, footnotes',
      body:
        '<table-wrap id="tbl1" position="float"><object-id pub-id-type="doi">10.7554/eLife.00013.007</object-id><label>Table 1.</label>' +
        '<caption><title>Strains.</title><p>Details.</p></caption>' +
        '<table frame="hsides" rules="groups"><colgroup><col align="left"/></colgroup>' +
        '<thead><tr><td align="left">Name</td><th colspan="2" style="color:red">Value</th></tr></thead>' +
        '<tbody><tr><td rowspan="2" colspan="1" valign="top" align="CENTER">a</td><td char=".">1</td><td align="bogus">2</td></tr></tbody></table>' +
        '<table-wrap-foot><fn id="tblfn1"><label>*</label><p>p &lt; 0.05</p></fn></table-wrap-foot></table-wrap>',
      expected: [
        {
          type: 'table',
          attrs: { id: 'tbl1', label: 'Table 1.', doi: '10.7554/eLife.00013.007' },
          children: [
            {
              type: 'caption',
              children: [
                { type: 'title', children: [t('Strains.')] },
                { type: 'para', children: [t('Details.')] },
              ],
            },
            {
              type: 'table-grid',
              children: [
                { type: 'thead', children: [row(head('Name', { align: 'left' }), head('Value', { colspan: 2 }))] },
                { type: 'tbody', children: [row(cell('a', { rowspan: 2, valign: 'top', align: 'center' }), cell('1'), cell('2'))] },
              ],
            },
            {
              type: 'table-footnotes',
              children: [
                { type: 'footnote', attrs: { id: 'tblfn1', label: '*' }, children: [{ type: 'para', children: [t('p < 0.05')] }] },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'rows directly in <table> go into a tbody; whitespace between rows is not content',
      body: '<table-wrap id="t2"><table>\n  <tr>\n    <td>x</td>\n  </tr>\n  <tr><td>y</td></tr>\n</table></table-wrap>',
      expected: [
        {
          type: 'table',
          attrs: { id: 't2' },
          children: [{ type: 'table-grid', children: [{ type: 'tbody', children: [row(cell('x')), row(cell('y'))] }] }],
        },
      ],
    },
    {
      title: 'alternatives: the table is kept, its image rendition is not duplicated',
      body: '<table-wrap id="t3"><label>Table 3</label><alternatives><graphic xlink:href="info:doi/10.1371/x.t003"/><table><tbody><tr><td>z</td></tr></tbody></table></alternatives></table-wrap>',
      expected: [
        {
          type: 'table',
          attrs: { id: 't3', label: 'Table 3' },
          children: [{ type: 'table-grid', children: [{ type: 'tbody', children: [row(cell('z'))] }] }],
        },
      ],
    },
    {
      title: 'a table shipped only as an image keeps the image',
      body: '<table-wrap id="t4"><caption><title>Image table</title></caption><graphic xlink:href="t4.tif"/></table-wrap>',
      expected: [
        {
          type: 'table',
          attrs: { id: 't4' },
          children: [
            { type: 'caption', children: [{ type: 'title', children: [t('Image table')] }] },
            { type: 'graphic', attrs: { href: 't4.tif' } },
          ],
        },
      ],
    },
    {
      title: 'cells keep rich content (paragraphs, formatting, links)',
      body: '<table-wrap id="t5"><table><tbody><tr><td><p>One</p><p><italic>Two</italic> <xref ref-type="bibr" rid="b1">[1]</xref></p></td></tr></tbody></table></table-wrap>',
      expected: [
        {
          type: 'table',
          attrs: { id: 't5' },
          children: [
            {
              type: 'table-grid',
              children: [
                {
                  type: 'tbody',
                  children: [
                    row({
                      type: 'cell',
                      attrs: { header: false },
                      children: [
                        { type: 'para', children: [t('One')] },
                        {
                          type: 'para',
                          children: [
                            { type: 'italic', children: [t('Two')] },
                            t(' '),
                            { type: 'cross-ref', attrs: { refid: 'b1', refType: 'bibr' }, children: [t('[1]')] },
                          ],
                        },
                      ],
                    }),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];

  it.each(cases)('$title', ({ body, expected }) => {
    expect(mapArticle({ body }).body).toEqual(expected);
  });
});
