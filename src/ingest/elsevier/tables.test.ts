import { describe, expect, it } from 'vitest';
import { isText, type ArticleModel, type ContentNode, type ElementNode } from '#src/shared/article/content-model.ts';
import { mapFixture } from './elsevier-fixture.ts';

function mapTable(tableXml: string): { table: ElementNode; model: ArticleModel } {
  const model = mapFixture({
    floats: tableXml,
    body: '<ce:sections><ce:para>See <ce:float-anchor refid="t1"/>Table 1.</ce:para></ce:sections>',
  });
  return { table: model.body[1] as ElementNode, model };
}

function child(node: ElementNode | undefined, type: string): ElementNode | undefined {
  return node?.children?.find((c): c is ElementNode => !isText(c) && c.type === type);
}

/** Each row as [text, attrs] pairs, for compact expectations. */
function rowsOf(section: ElementNode | undefined): Array<Array<[string, unknown]>> {
  return (section?.children ?? []).map((row) =>
    ((row as ElementNode).children ?? []).map((cell) => {
      const c = cell as ElementNode;
      const text = (c.children ?? []).map((n: ContentNode) => (isText(n) ? n.text : '')).join('');
      return [text, c.attrs];
    }),
  );
}

const COLSPECS =
  '<colspec colnum="1" colname="col1"/><colspec colnum="2" colname="col2" align="char"/><colspec colnum="3" colname="col3" align="right"/>';

const gridCases: Array<{ title: string; tgroup: string; section: 'thead' | 'tbody'; expected: Array<Array<[string, unknown]>> }> = [
  {
    title: 'namest/nameend become colspan; header cells come from thead',
    tgroup: `<tgroup cols="3">${COLSPECS}<thead><row><entry namest="col1" nameend="col2">Wide</entry><entry>C</entry></row></thead></tgroup>`,
    section: 'thead',
    expected: [
      [
        ['Wide', { header: true, colspan: 2 }],
        ['C', { header: true, align: 'right' }],
      ],
    ],
  },
  {
    title: 'morerows becomes rowspan, and the next row skips the covered column',
    tgroup:
      `<tgroup cols="3">${COLSPECS}<tbody><row valign="top"><entry morerows="1">Tall</entry><entry>b1</entry><entry>c1</entry></row>` +
      '<row><entry>b2</entry><entry>c2</entry></row></tbody></tgroup>',
    section: 'tbody',
    expected: [
      [
        ['Tall', { header: false, rowspan: 2, valign: 'top' }],
        ['b1', { header: false, align: 'char', valign: 'top' }],
        ['c1', { header: false, align: 'right', valign: 'top' }],
      ],
      [
        ['b2', { header: false, align: 'char' }],
        ['c2', { header: false, align: 'right' }],
      ],
    ],
  },
  {
    title: 'colname places an entry past empty columns; spanspec spans like namest/nameend',
    tgroup:
      `<tgroup cols="3">${COLSPECS}<spanspec spanname="all" namest="col1" nameend="col3" align="center"/>` +
      '<tbody><row><entry colname="col3">last</entry></row><row><entry spanname="all">all</entry></row></tbody></tgroup>',
    section: 'tbody',
    expected: [[['last', { header: false, align: 'right' }]], [['all', { header: false, colspan: 3, align: 'center' }]]],
  },
  {
    title: 'a rowspan past the end of its section stops at the last row',
    tgroup: `<tgroup cols="3">${COLSPECS}<tbody><row><entry morerows="99">x</entry></row><row><entry colname="col2">y</entry></row></tbody></tgroup>`,
    section: 'tbody',
    expected: [[['x', { header: false, rowspan: 2 }]], [['y', { header: false, align: 'char' }]]],
  },
  {
    title: 'the entry align wins over the column align',
    tgroup: `<tgroup cols="3">${COLSPECS}<tbody><row><entry colname="col3" align="left">x</entry></row></tbody></tgroup>`,
    section: 'tbody',
    expected: [[['x', { header: false, align: 'left' }]]],
  },
];

describe('Elsevier CALS tables', () => {
  it.each(gridCases)('$title', ({ tgroup, section, expected }) => {
    const { table } = mapTable(`<ce:table id="t1">${tgroup}</ce:table>`);
    expect(rowsOf(child(child(table, 'table-grid'), section))).toEqual(expected);
  });

  it('warns when a span names a column that does not exist', () => {
    const { model } = mapTable(
      `<ce:table id="t1"><tgroup cols="1"><tbody><row><entry namest="c1" nameend="c9">x</entry></row></tbody></tgroup></ce:table>`,
    );
    expect(model.warnings).toContain('repair:cals-unknown-column-name');
  });

  it('ignores a colspec numbered past any real table, with a named repair', () => {
    const { model } = mapTable(
      `<ce:table id="t1"><tgroup cols="1"><colspec colnum="1000000000" colname="far"/><tbody><row><entry namest="far" nameend="far">x</entry></row></tbody></tgroup></ce:table>`,
    );
    expect(model.warnings).toEqual(['repair:cals-column-out-of-range', 'repair:cals-unknown-column-name']);
  });

  it('keeps label, caption, grids, footnotes, legend and source in the model order', () => {
    const { table } = mapTable(
      '<ce:table id="t1"><ce:label>Table 1</ce:label><ce:caption id="c1"><ce:simple-para>Caption.</ce:simple-para></ce:caption>' +
        '<ce:source>After X.</ce:source><tgroup cols="1"><tbody><row><entry>v<cross-ref refid="tf1"><sup>a</sup></cross-ref></entry></row></tbody></tgroup>' +
        '<ce:table-footnote id="tf1"><ce:label>a</ce:label><ce:note-para>Note.</ce:note-para></ce:table-footnote>' +
        '<ce:legend><ce:simple-para>Bold: best.</ce:simple-para></ce:legend></ce:table>',
    );
    expect(table.attrs).toEqual({ id: 't1', label: 'Table 1' });
    expect(table.children?.map((c) => (isText(c) ? 'text' : c.type))).toEqual([
      'caption',
      'table-grid',
      'table-footnotes',
      'caption',
      'source',
    ]);
    expect(child(table, 'table-footnotes')).toEqual({
      type: 'table-footnotes',
      children: [{ type: 'footnote', attrs: { id: 'tf1', label: 'a' }, children: [{ type: 'para', children: [{ text: 'Note.' }] }] }],
    });
    expect(table.children?.[3]).toEqual({
      type: 'caption',
      attrs: { role: 'legend' },
      children: [{ type: 'para', children: [{ text: 'Bold: best.' }] }],
    });
    const cell = rowsOf(child(child(table, 'table-grid'), 'tbody'))[0]?.[0];
    expect(cell?.[0]).toBe('v');
  });

  it('maps each tgroup to its own grid, head before body before foot', () => {
    const { table } = mapTable(
      '<ce:table id="t1"><tgroup cols="1"><tfoot><row><entry>f</entry></row></tfoot><tbody><row><entry>b</entry></row></tbody></tgroup>' +
        '<tgroup cols="1"><tbody><row><entry>2</entry></row></tbody></tgroup></ce:table>',
    );
    const grids = table.children?.filter((c) => !isText(c) && c.type === 'table-grid') as ElementNode[];
    expect(grids).toHaveLength(2);
    expect(grids[0]?.children?.map((c) => (c as ElementNode).type)).toEqual(['tbody', 'tfoot']);
  });
});
