import type pg from 'pg';
import { AdminError, parseCommandArgs, type AdminCommand } from '#src/admin/admin-command.ts';
import { ADMIN_COMMANDS } from '#src/admin/admin-commands.ts';
import type { AdminCommandForm, AdminTable, AdminTool } from '#src/shared/site/admin-tool.ts';
import type { Reader } from '#src/shared/access/reader.ts';

/** The lists the admin page shows, in order, each from its CLI list command. */
const TABLES: { name: string; title: string }[] = [
  { name: 'institution:list', title: 'Institutions' },
  { name: 'publication:list', title: 'Publications' },
  { name: 'subscription:list', title: 'Subscriptions' },
  { name: 'grant:list', title: 'Admin grants' },
  { name: 'article-links:list', title: 'Publisher links and third-party journals' },
  { name: 'user:list', title: 'Users' },
];

/** Options a web form cannot offer (the browser has no standard input). */
const CLI_ONLY_OPTIONS = new Set(['password-stdin']);

const isListCommand = (c: AdminCommand) => c.name.endsWith(':list');

function cell(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The admin area's service for one request: the CLI's commands run with the reader's rights
 * checked first. A form field named like an option is that option; a checked box is a flag.
 */
export function createAdminTool(pool: pg.Pool, reader: Reader, commands: readonly AdminCommand[] = ADMIN_COMMANDS): AdminTool {
  const allowed = reader.userType === 'ADMIN';
  const forbidden = { ok: false as const, message: 'Only administrators may use the Admin Tool.' };
  return {
    allowed,
    async tables(): Promise<AdminTable[]> {
      if (!allowed) return [];
      const out: AdminTable[] = [];
      for (const { name, title } of TABLES) {
        const command = commands.find((c) => c.name === name);
        if (!command) continue;
        const result = await command.run({ pool, surface: 'web' }, {});
        out.push({
          name,
          title,
          rows: 'rows' in result ? result.rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, cell(v)]))) : [],
          empty: 'rows' in result ? result.empty : result.message,
        });
      }
      return out;
    },
    forms(): AdminCommandForm[] {
      if (!allowed) return [];
      return commands
        .filter((c) => !isListCommand(c) && !c.positionals)
        .map((c) => ({
          name: c.name,
          summary: c.summary,
          fields: Object.entries(c.options)
            .filter(([name]) => !CLI_ONLY_OPTIONS.has(name))
            .map(([name, spec]) => ({ name, type: spec.type, description: spec.description, required: Boolean(spec.required) })),
        }));
    },
    async run(name, form) {
      if (!allowed) return forbidden;
      const command = commands.find((c) => c.name === name && !isListCommand(c));
      if (!command) return { ok: false, message: `Unknown command "${name}".` };
      const args: string[] = [];
      for (const [option, spec] of Object.entries(command.options)) {
        if (CLI_ONLY_OPTIONS.has(option)) continue;
        const value = form[option];
        if (spec.type === 'boolean') {
          if (value === 'on' || value === 'true') args.push(`--${option}`);
        } else if (value !== undefined && value.trim() !== '') {
          args.push(`--${option}`, value.trim());
        }
      }
      try {
        const values = parseCommandArgs(command, args);
        const result = await command.run({ pool, surface: 'web' }, values);
        return { ok: true, message: 'message' in result ? result.message : `${result.rows.length} rows` };
      } catch (error) {
        if (error instanceof AdminError) return { ok: false, message: error.message.split('\nusage:')[0]! };
        throw error;
      }
    },
  };
}

/** For pages without a database (API-only tests): nothing allowed. */
export const NO_ADMIN_TOOL: AdminTool = {
  allowed: false,
  tables: async () => [],
  forms: () => [],
  run: async () => ({ ok: false, message: 'Only administrators may use the Admin Tool.' }),
};
