import { AdminError, formatTable, parseCommandArgs, usageOf, type AdminCommand, type AdminContext } from './admin-command.ts';

export interface AdminResult {
  exitCode: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

function overview(commands: readonly AdminCommand[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'usage: npm run admin -- <command> [options]   (npm run admin -- help <command> for its options)',
    '',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Add --json to a list command for JSON output.',
  ].join('\n');
}

/** Runs one admin command line; never throws for a user mistake: the result says what went wrong. */
export async function runAdmin(
  args: readonly string[],
  commands: readonly AdminCommand[],
  connect: () => Promise<AdminContext & { close(): Promise<void> }>,
): Promise<AdminResult> {
  const [name, ...rest] = args.filter((a, i) => !(i === 0 && a === '--'));
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    const topic = rest[0] ? commands.find((c) => c.name === rest[0]) : undefined;
    if (rest[0] && !topic) return { exitCode: 2, stdout: '', stderr: `Unknown command "${rest[0]}".\n${overview(commands)}\n` };
    return {
      exitCode: name ? 0 : 2,
      stdout: name ? `${topic ? usageOf(topic) : overview(commands)}\n` : '',
      stderr: name ? '' : `${overview(commands)}\n`,
    };
  }
  const command = commands.find((c) => c.name === name);
  if (!command) return { exitCode: 2, stdout: '', stderr: `Unknown command "${name}".\n${overview(commands)}\n` };
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseCommandArgs(command, rest);
  } catch (error) {
    if (error instanceof AdminError) return { exitCode: error.exitCode, stdout: '', stderr: `${error.message}\n` };
    throw error;
  }
  const context = await connect();
  try {
    const output = await command.run(context, values);
    if ('message' in output) return { exitCode: 0, stdout: `${output.message}\n`, stderr: '' };
    if (values.json) return { exitCode: 0, stdout: `${JSON.stringify(output.rows, null, 2)}\n`, stderr: '' };
    return { exitCode: 0, stdout: output.rows.length > 0 ? `${formatTable(output.rows)}\n` : `${output.empty}\n`, stderr: '' };
  } catch (error) {
    if (error instanceof AdminError) return { exitCode: error.exitCode, stdout: '', stderr: `${error.message}\n` };
    throw error;
  } finally {
    await context.close();
  }
}
