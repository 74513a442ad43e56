import { loadDotEnv, loadEnv } from '#src/config/env.server.ts';
import { openDatabase } from '#src/db/client.server.ts';
import { refreshRecommendations } from '#src/db/recommendation-builder.server.ts';
import { recommendationsCommand, RECOMMENDATIONS_USAGE } from './recommendations-command.ts';

/**
 * `npm run recommendations -- refresh`: makes every article's list again from the whole store.
 * An ingest run only updates the lists its articles can change (updateRecommendations), and
 * the other lists keep the scores they were stored with while the store grows; a periodic
 * refresh (nightly, from cron or a scheduler; README "Operating") brings them back to what the
 * whole store says. Pages keep reading the previous lists until it commits.
 */
async function main(): Promise<number> {
  const command = recommendationsCommand(process.argv.slice(2));
  if (!command) {
    process.stderr.write(RECOMMENDATIONS_USAGE);
    return 2;
  }
  loadDotEnv();
  const env = loadEnv();
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, log: (m) => process.stderr.write(`${m}\n`) });
  try {
    const started = performance.now();
    const summary = await refreshRecommendations(db.pool);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`${summary.recommendations} recommendations for ${summary.articles} articles in ${seconds} s\n`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`recommendations: ${(e as Error).message}\n`);
    process.exit(1);
  },
);
