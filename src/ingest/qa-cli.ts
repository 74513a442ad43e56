import cliProgress from 'cli-progress';
import { loadDotEnv, loadEnv, qaEngineSettings } from '#src/config/env.server.ts';
import { openDatabase } from '#src/db/client.server.ts';
import { createQuestionRepository } from '#src/db/question-repository.server.ts';
import { isValidPii } from '#src/shared/identifiers/pii.ts';
import { extractiveEngine, generativeEngine } from './qa/qa-engines.server.ts';

const USAGE = 'usage: npm run qa -- <pii|--all>\n';

/**
 * `npm run qa -- <pii|--all>`: rebuilds the questions answered in one article or in every
 * article, with the generative engine when LECTERN_QA_API_URL is set (else the extractive one),
 * with a progress bar. Exit 0 when every article was rebuilt, 1 otherwise, 2 on bad arguments.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const all = args.length === 1 && args[0] === '--all';
  if (args.length !== 1 || (!all && !isValidPii(args[0]!))) {
    process.stderr.write(args.length === 1 && !args[0]!.startsWith('--') ? `"${args[0]}" is not a PII\n${USAGE}` : USAGE);
    return 2;
  }
  loadDotEnv();
  const env = loadEnv();
  const settings = qaEngineSettings(env);
  const say = (m: string) => process.stderr.write(`${m}\n`);
  const engine = settings ? generativeEngine(settings, say) : extractiveEngine;
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, log: say });
  try {
    const questions = createQuestionRepository(db.pool);
    const piis = await questions.piis(all ? undefined : args[0]);
    if (piis.length === 0) {
      say(all ? 'no articles stored' : `no article with PII ${args[0]}`);
      return 1;
    }
    const bar = process.stderr.isTTY
      ? new cliProgress.SingleBar(
          { format: `questions (${engine.name}) [{bar}] {value}/{total} articles`, stream: process.stderr },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
    bar?.start(piis.length, 0);
    const failures: string[] = [];
    let asked = 0;
    for (const pii of piis) {
      try {
        const stored = await questions.model(pii);
        if (stored) {
          const built = await engine.build(stored.model);
          await questions.replace(stored.articleId, built);
          asked += built.length;
        }
      } catch (e) {
        failures.push(`${pii}: ${(e as Error).message}`);
      }
      bar?.increment();
    }
    bar?.stop();
    for (const f of failures) say(f);
    const failed = failures.length;
    process.stdout.write(
      `questions rebuilt for ${piis.length - failed} of ${piis.length} articles (${asked} questions, ${engine.name} engine)\n`,
    );
    return failed === 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`${(e as Error).message}\n`);
    process.exit(1);
  },
);
