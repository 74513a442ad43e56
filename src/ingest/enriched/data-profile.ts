import type { FileProfile } from '#src/shared/enriched/enriched-content.ts';

/**
 * DP — data profile (spec 000 §3): what kind a data file is (the spec's file extension groups,
 * plus KML/KMZ as geospatial) and, for a table, its columns, their types, the row count and
 * the first rows. Pure: the file is read elsewhere (src/ingest/enriched/profile-files.server.ts).
 */
const GROUPS: ReadonlyArray<[FileProfile['kind'], readonly string[]]> = [
  ['video', ['avi', 'mov', 'mp4', 'mpeg', 'mpg', 'ogv', 'wmv', 'flv']],
  ['image', ['tif', 'gif', 'jpg', 'jpeg', 'png', 'svg', 'eps', 'ivb']],
  ['document', ['txt', 'rtf', 'doc', 'docx', 'pdf']],
  ['audio', ['mp3', 'ogg', 'wav']],
  ['slideshow', ['ppt', 'pptx', 'pps', 'ppsx']],
  ['spreadsheet', ['csv', 'xls', 'xlsx', 'dat', 'db', 'dbf', 'sql', 'sdb', 'sqlite', 'wdb', 'wmdb', 'tsv']],
  ['geospatial', ['kml', 'kmz']],
];

export function fileKindOf(extension: string | undefined): FileProfile['kind'] {
  const ext = (extension ?? '').toLowerCase().replace(/^\./, '');
  return GROUPS.find(([, exts]) => exts.includes(ext))?.[0] ?? 'other';
}

/** The first rows shown, and the longest cell text kept. */
export const FIRST_ROWS = 5;
const MAX_CELL = 200;
const MAX_COLUMNS = 50;

type ColumnType = NonNullable<FileProfile['table']>['columns'][number]['type'];

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value).trim();
}

function typeOfCell(value: unknown): ColumnType {
  if (value === null || value === undefined || cellText(value) === '') return 'empty';
  if (typeof value === 'boolean') return 'boolean';
  if (value instanceof Date) return 'date';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  const t = cellText(value);
  if (/^[-+]?\d+$/.test(t)) return 'integer';
  if (/^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(t)) return 'number';
  if (/^(?:true|false)$/i.test(t)) return 'boolean';
  if (/^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?$/.test(t)) return 'date';
  return 'text';
}

/** The column's type: the one type all its values share (integers within numbers count as numbers), else text. */
function columnType(types: ColumnType[]): ColumnType {
  const present = new Set(types.filter((t) => t !== 'empty'));
  if (present.size === 0) return 'empty';
  if (present.size === 1) return [...present][0]!;
  if ([...present].every((t) => t === 'integer' || t === 'number')) return 'number';
  return 'text';
}

/** Profiles a table whose first row is its header. */
export function profileRows(rows: readonly (readonly unknown[])[], sheet?: string): NonNullable<FileProfile['table']> {
  const [header = [], ...data] = rows;
  const width = Math.min(MAX_COLUMNS, Math.max(header.length, ...data.map((r) => r.length)));
  const columns = Array.from({ length: width }, (_, i) => {
    const cells = data.map((r) => r[i]);
    const types = cells.map(typeOfCell);
    return {
      name: cellText(header[i]).slice(0, MAX_CELL) || `Column ${i + 1}`,
      type: columnType(types),
      empty: types.filter((t) => t === 'empty').length,
    };
  });
  const firstRows = data.slice(0, FIRST_ROWS).map((r) => Array.from({ length: width }, (_, i) => cellText(r[i]).slice(0, MAX_CELL)));
  return { ...(sheet ? { sheet } : {}), rowCount: data.length, columns, firstRows };
}
