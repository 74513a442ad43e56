import { parse as parseCsv } from 'csv-parse/sync';
import { substanceRecordSchema, type SubstanceRecord } from '../shared/substances/substance-record.ts';

/**
 * Reading a substance import file (`npm run admin -- substance:import <file.csv|file.json>`):
 * every row is validated and every bad row is reported with its line; the import stores
 * nothing unless every row is good.
 *
 * JSON: an array of objects with the fields of 001 §3 "Substance" (see substance-record.ts).
 * CSV: a header row, then one substance a row; `otherTitles` separated by `|`; the
 * `substanceUrls` fields are columns of their own (suppliers, druglikeness, reactions,
 * substanceImage, citations); facts need the JSON form.
 */
export class SubstanceImportError extends Error {}

const MAX_REPORTED = 20;
export const CSV_COLUMNS = [
  'id',
  'title',
  'otherTitles',
  'molecularFormula',
  'molecularWeight',
  'casRegistryNumber',
  'suppliers',
  'druglikeness',
  'reactions',
  'substanceImage',
  'citations',
  'image',
  'imageDescription',
] as const;
const URL_COLUMNS = ['suppliers', 'druglikeness', 'reactions', 'substanceImage', 'citations'] as const;

interface Row {
  line: number;
  value: unknown;
}

/** The line each top-level element of a JSON array starts on (JSON.parse keeps no positions). */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectingValue = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '\n') line += 1;
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
      continue;
    }
    if (expectingValue && depth === 1 && !/[\s,\]]/.test(c)) {
      lines.push(line);
      expectingValue = false;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      depth += 1;
      if (depth === 1) expectingValue = true;
    } else if (c === '}' || c === ']') depth -= 1;
    else if (c === ',' && depth === 1) expectingValue = true;
  }
  return lines;
}

function jsonRows(text: string): Row[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new SubstanceImportError(`not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new SubstanceImportError('a JSON import file is an array of substances');
  const lines = elementLines(text);
  return parsed.map((value, i) => ({ line: lines[i] ?? 1, value }));
}

function csvRows(text: string): Row[] {
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parseCsv(text, {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      strict: true,
    } as never) as typeof records;
  } catch (error) {
    throw new SubstanceImportError(`not valid CSV: ${(error as Error).message}`);
  }
  const header = Object.keys(records[0]?.record ?? {});
  const unknown = header.filter((h) => !(CSV_COLUMNS as readonly string[]).includes(h));
  if (unknown.length > 0)
    throw new SubstanceImportError(
      `line 1: unknown column ${unknown.map((u) => `"${u}"`).join(', ')} (columns: ${CSV_COLUMNS.join(', ')})`,
    );
  return records.map(({ record, info }) => {
    const cell = (name: string) => (record[name] === undefined || record[name] === '' ? null : record[name]);
    const value: Record<string, unknown> = {
      id: record.id ?? '',
      title: record.title ?? '',
      otherTitles: (record.otherTitles ?? '')
        .split('|')
        .map((t) => t.trim())
        .filter(Boolean),
      molecularFormula: cell('molecularFormula'),
      molecularWeight: cell('molecularWeight'),
      casRegistryNumber: cell('casRegistryNumber'),
      substanceUrls: Object.fromEntries(URL_COLUMNS.map((c) => [c, cell(c)])),
      image: cell('image'),
      imageDescription: cell('imageDescription'),
    };
    return { line: info.lines, value };
  });
}

function issueText(issue: { path: PropertyKey[]; message: string }): string {
  const path = issue.path.map(String).join('.');
  return path && !issue.message.startsWith(path.split('.')[0]!) ? `${path}: ${issue.message}` : issue.message;
}

/** The file's substances, or a SubstanceImportError listing each bad row as `line N: reason`. */
export function parseSubstanceImport(fileName: string, text: string): SubstanceRecord[] {
  const format = /\.json$/i.test(fileName) ? 'json' : /\.csv$/i.test(fileName) ? 'csv' : null;
  if (!format) throw new SubstanceImportError(`${fileName}: give a .csv or .json file`);
  const rows = format === 'json' ? jsonRows(text) : csvRows(text);
  if (rows.length === 0) throw new SubstanceImportError(`${fileName}: no substances in the file`);
  const problems: string[] = [];
  const records: SubstanceRecord[] = [];
  const ids = new Map<string, number>();
  const cas = new Map<string, number>();
  for (const row of rows) {
    const parsed = substanceRecordSchema.safeParse(row.value);
    if (!parsed.success) {
      problems.push(`${fileName}:${row.line}: ${parsed.error.issues.map(issueText).join('; ')}`);
      continue;
    }
    const record = parsed.data;
    const sameId = ids.get(record.id);
    if (sameId !== undefined) problems.push(`${fileName}:${row.line}: id "${record.id}" is already used on line ${sameId}`);
    else ids.set(record.id, row.line);
    if (record.casRegistryNumber) {
      const sameCas = cas.get(record.casRegistryNumber);
      if (sameCas !== undefined)
        problems.push(`${fileName}:${row.line}: CAS Registry Number ${record.casRegistryNumber} is already used on line ${sameCas}`);
      else cas.set(record.casRegistryNumber, row.line);
    }
    records.push(record);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_REPORTED);
    const more = problems.length > MAX_REPORTED ? [`… and ${problems.length - MAX_REPORTED} more`] : [];
    throw new SubstanceImportError(
      [`${problems.length} bad row${problems.length === 1 ? '' : 's'}; nothing was imported:`, ...shown, ...more].join('\n'),
    );
  }
  return records;
}
