import { parseArgs } from 'node:util';
import type pg from 'pg';
import type { z } from 'zod';

/**
 * One `npm run admin -- <command>` command: its options (all `--name value` or `--flag`), and
 * what it does with the database. Commands are plain data so `help` and the tests can list them.
 */
export interface OptionSpec {
  type: 'string' | 'boolean';
  description: string;
  required?: boolean;
}

export interface AdminCommand {
  name: string;
  summary: string;
  options: Record<string, OptionSpec>;
  /** Names of the positional arguments the command takes, in order (all required); none when absent. */
  positionals?: readonly string[];
  run(context: AdminContext, values: Record<string, string | boolean | undefined>): Promise<AdminOutput>;
}

export interface AdminContext {
  pool: pg.Pool;
  /** 'web' for the site's Admin Tool: no standard input, no passwords from the server's environment. */
  surface?: 'cli' | 'web';
  /** LECTERN_NEW_USER_PASSWORD (src/config), for `user:create` on the command line only. */
  newUserPassword?: string;
}

/** What a command prints: a message, or rows shown as an aligned table (or JSON with --json). */
export type AdminOutput = { message: string } | { rows: Record<string, unknown>[]; empty: string };

/** A mistake of the person at the keyboard: printed as is, exit code 2 (usage) or 1 (refused). */
export class AdminError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

/** A command's parsed option values. */
export type Values = Record<string, string | boolean | undefined>;

/** The option's value when it was given a string. */
export const str = (values: Values, name: string): string | undefined =>
  typeof values[name] === 'string' ? (values[name] as string) : undefined;

/** The option's non-empty value, or a usage error (exit 2). */
export const req = (values: Values, name: string): string => {
  const value = str(values, name);
  if (value === undefined || value === '') throw new AdminError(`missing --${name}`, 2);
  return value;
};

/** The value checked by `schema`, or a usage error (exit 2) naming the option. */
export function check<T>(schema: z.ZodType<T>, value: unknown, option: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AdminError(`--${option}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`, 2);
  return parsed.data;
}

/** Parses a command's arguments strictly: unknown options, missing values and missing required options are errors. */
export function parseCommandArgs(command: AdminCommand, args: readonly string[]): Record<string, string | boolean | undefined> {
  const options = Object.fromEntries(Object.entries(command.options).map(([name, spec]) => [name, { type: spec.type }]));
  let values: Record<string, string | boolean | undefined>;
  try {
    const parsed = parseArgs({
      args: [...args],
      options: { ...options, json: { type: 'boolean' } },
      strict: true,
      allowPositionals: !!command.positionals,
    });
    values = parsed.values as Record<string, string | boolean | undefined>;
    const names = command.positionals ?? [];
    if (parsed.positionals.length !== names.length) throw new Error(`expected ${names.map((n) => `<${n}>`).join(' ') || 'no arguments'}`);
    names.forEach((name, i) => (values[name] = parsed.positionals[i]));
  } catch (error) {
    throw new AdminError(`${command.name}: ${(error as Error).message.replace(/\. To specify.*$/s, '.')}\n${usageOf(command)}`, 2);
  }
  const missing = Object.entries(command.options)
    .filter(([name, spec]) => spec.required && (values[name] === undefined || values[name] === ''))
    .map(([name]) => `--${name}`);
  if (missing.length > 0) throw new AdminError(`${command.name}: missing ${missing.join(', ')}\n${usageOf(command)}`, 2);
  return values;
}

export function usageOf(command: AdminCommand): string {
  const lines = Object.entries(command.options).map(([name, spec]) => {
    const flag = spec.type === 'string' ? `--${name} <value>` : `--${name}`;
    return `  ${flag.padEnd(34)} ${spec.description}${spec.required ? ' (required)' : ''}`;
  });
  return [
    `usage: npm run admin -- ${command.name}${(command.positionals ?? []).map((n) => ` <${n}>`).join('')} [options]`,
    `  ${command.summary}`,
    ...lines,
  ].join('\n');
}

/** Rows as an aligned plain-text table. */
export function formatTable(rows: readonly Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]!);
  const cell = (v: unknown) => (v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map((c) => cell(r[c]))))].join('\n');
}
