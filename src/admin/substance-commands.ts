import { readFile, stat } from 'node:fs/promises';
import { createSubstanceRepository, SubstanceConflictError } from '#src/db/substance-repository.server.ts';
import { parseSubstanceImport, SubstanceImportError } from '#src/admin/substance-import.ts';
import { AdminError, req, type AdminCommand, type AdminContext } from './admin-command.ts';

/** Import files larger than this are refused before they are read. */
const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

function cliOnly(ctx: AdminContext, name: string): void {
  if (ctx.surface === 'web') throw new AdminError(`${name} reads a file on the server: run it as npm run admin -- ${name}`);
}

async function readImportFile(file: string): Promise<string> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new AdminError(`${file}: no such file`, 2);
  }
  if (size > MAX_IMPORT_BYTES) throw new AdminError(`${file}: ${size} bytes is larger than the ${MAX_IMPORT_BYTES} an import may be`);
  return readFile(file, 'utf8');
}

/**
 * `substance:import <file.csv|file.json>` (001 §3 "Substance"): adds or replaces registry
 * substances by id, then finds every stored article's mentions again — one transaction, so a
 * bad row (reported with its line) or a clash leaves the registry as it was.
 * `substance:refresh` finds the mentions again without importing (a database stored before the registry).
 */
export const SUBSTANCE_COMMANDS: readonly AdminCommand[] = [
  {
    name: 'substance:import',
    summary:
      'Import substances (CSV or JSON, fields of spec 001 §3 "Substance") into the registry and find their mentions in every article.',
    options: {},
    positionals: ['file'],
    async run(ctx, values) {
      cliOnly(ctx, 'substance:import');
      const file = req(values, 'file');
      let records;
      try {
        records = parseSubstanceImport(file, await readImportFile(file));
      } catch (error) {
        if (error instanceof SubstanceImportError) throw new AdminError(error.message);
        throw error;
      }
      try {
        const s = await createSubstanceRepository(ctx.pool).importRecords(records);
        return {
          message: `imported ${records.length} substance${records.length === 1 ? '' : 's'} (${s.added} new, ${s.updated} updated); ${s.mentions} substance mentions in ${s.articles} articles`,
        };
      } catch (error) {
        if (error instanceof SubstanceConflictError) throw new AdminError(error.message);
        throw error;
      }
    },
  },
  {
    name: 'substance:refresh',
    summary: 'Find the registry substances in every stored article again.',
    options: {},
    async run(ctx) {
      const s = await createSubstanceRepository(ctx.pool).refreshMentions();
      return { message: `${s.mentions} substance mentions in ${s.articles} articles` };
    },
  },
];
