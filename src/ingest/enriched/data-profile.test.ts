import { describe, expect, it } from 'vitest';
import { fileKindOf, profileRows } from './data-profile.ts';

describe('data profile (DP, 000 §3 file extension groups)', () => {
  it.each([
    ['csv', 'spreadsheet'],
    ['XLSX', 'spreadsheet'],
    ['pdf', 'document'],
    ['docx', 'document'],
    ['mp4', 'video'],
    ['tif', 'image'],
    ['wav', 'audio'],
    ['pptx', 'slideshow'],
    ['kmz', 'geospatial'],
    ['wrl', 'other'],
    [undefined, 'other'],
  ])('%s is %s', (ext, kind) => {
    expect(fileKindOf(ext)).toBe(kind);
  });
  it('types columns, counts rows and empty cells, keeps the first 5 rows', () => {
    const rows = [
      ['gene', 'count', 'ratio', 'date', 'flag'],
      ...Array.from({ length: 7 }, (_, i) => [`g${i}`, String(i), i === 3 ? '' : `${i}.5`, '2013-03-05', i % 2 ? 'true' : 'false']),
    ];
    const t = profileRows(rows);
    expect(t.rowCount).toBe(7);
    expect(t.columns).toEqual([
      { name: 'gene', type: 'text', empty: 0 },
      { name: 'count', type: 'integer', empty: 0 },
      { name: 'ratio', type: 'number', empty: 1 },
      { name: 'date', type: 'date', empty: 0 },
      { name: 'flag', type: 'boolean', empty: 0 },
    ]);
    expect(t.firstRows).toHaveLength(5);
    expect(
      profileRows([
        ['a', ''],
        ['1', ''],
      ]).columns[1],
    ).toEqual({ name: 'Column 2', type: 'empty', empty: 1 });
  });
});
