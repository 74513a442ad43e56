import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import type { Attachment } from '#src/shared/article/content-model.ts';
import { fileKindOf, profileRows } from '#src/ingest/enriched/data-profile.ts';
import type { FileProfile } from '#src/shared/enriched/enriched-content.ts';

/** Tables larger than this are listed (name, size, kind) but not read. */
const MAX_PROFILED_BYTES = 20 * 1024 * 1024;

/** Attachments that are data files: the package's supplementary files (not figures, media or the article's own PDF). */
export function isDataFile(a: Attachment): boolean {
  return a.type === 'APPLICATION' && !!a.storageKey;
}

async function tableOf(file: string, extension: string): Promise<FileProfile['table']> {
  if (extension === 'xlsx') return profileRows(await readSheet(file));
  const text = await fs.readFile(file, 'utf8');
  const rows = parse(text, {
    delimiter: extension === 'tsv' ? '\t' : [',', ';', '\t'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    bom: true,
  }) as string[][];
  return profileRows(rows);
}

/**
 * DP file profiles (spec 000 §3): every data file of the package with its name, size and kind;
 * CSV, TSV and XLSX files also with their columns, types, row count and first rows. A file
 * that cannot be read as a table says why, and never fails the ingest. Download links are added
 * when served, for readers with access (ADR 006).
 */
export async function profileDataFiles(
  attachments: readonly Attachment[],
  pathOf: (eid: string) => string | undefined,
): Promise<FileProfile[]> {
  const out: FileProfile[] = [];
  for (const a of attachments.filter(isDataFile)) {
    const extension = (a.extension ?? a.fileBasename.split('.').pop() ?? '').toLowerCase();
    const path = pathOf(a.eid);
    const size = path ? (await fs.stat(path)).size : (a.filesize ?? null);
    const name = a.title?.trim() || `${a.fileBasename}${a.extension ? `.${a.extension}` : ''}`;
    const profile: FileProfile = { eid: a.eid, name: name.slice(0, 2000), size, kind: fileKindOf(extension) };
    if (path && ['csv', 'tsv', 'xlsx'].includes(extension)) {
      if (size !== null && size > MAX_PROFILED_BYTES) profile.note = 'Too large to preview here; download the file to see its contents.';
      else {
        try {
          profile.table = await tableOf(path, extension);
        } catch (e) {
          profile.note = `Could not be read as a table: ${(e as Error).message.slice(0, 200)}`;
        }
      }
    }
    out.push(profile);
  }
  return out;
}
