import fs from 'node:fs/promises';
import { createEnrichedContentRepository } from '#src/db/enriched-content-repository.server.ts';
import { caseInsightsPayloadSchema } from '#src/shared/enriched/enriched-content.ts';
import { AdminError, str, type AdminCommand } from './admin-command.ts';

const MAX_FILE_BYTES = 2 * 1024 * 1024;

/**
 * `case-insights:import <pii> <file.json>`: an article's interactive case insights (ICI, spec
 * 000 §3; ADR 006), validated before anything is stored. A bad file exits 2 with the first
 * problem and its path; an unknown article exits 1.
 */
export const CASE_INSIGHTS_COMMAND: AdminCommand = {
  name: 'case-insights:import',
  summary: "Import an article's interactive case insights from a JSON file ({title, cases: [{id, title, summary, findings?, link?}]}).",
  options: {},
  positionals: ['pii', 'file'],
  async run(ctx, values) {
    if (ctx.surface === 'web') throw new AdminError('case-insights:import reads a file: run it with npm run admin', 2);
    const pii = str(values, 'pii') ?? '';
    const file = str(values, 'file') ?? '';
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) throw new AdminError(`${file}: no such file`, 2);
    if (stat.size > MAX_FILE_BYTES) throw new AdminError(`${file}: larger than 2 MB`, 2);
    let json: unknown;
    try {
      json = JSON.parse(await fs.readFile(file, 'utf8'));
    } catch (e) {
      throw new AdminError(`${file}: not JSON (${(e as Error).message})`, 2);
    }
    const parsed = caseInsightsPayloadSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new AdminError(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`, 2);
    }
    if (!(await createEnrichedContentRepository(ctx.pool).importCaseInsights(pii, parsed.data)))
      throw new AdminError(`No article with PII ${pii}`);
    return { message: `imported ${parsed.data.cases.length} case insight(s) for ${pii}` };
  },
};
