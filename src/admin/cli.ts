import { loadDotEnv, loadEnv } from '#src/config/env.server.ts';
import { openDatabase } from '#src/db/client.server.ts';
import { ADMIN_COMMANDS } from './admin-commands.ts';
import { runAdmin } from './run-admin.ts';

/** `npm run admin -- <command> [options]`: institutions, ranges, users, subscriptions, grants, business models. */
async function main(): Promise<number> {
  loadDotEnv();
  const env = loadEnv();
  const result = await runAdmin(process.argv.slice(2), ADMIN_COMMANDS, async () => {
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, log: (m) => process.stderr.write(`${m}\n`) });
    return { pool: db.pool, newUserPassword: env.LECTERN_NEW_USER_PASSWORD, close: () => db.close() };
  });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  return result.exitCode;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`admin: ${(e as Error).message}\n`);
    process.exit(1);
  },
);
