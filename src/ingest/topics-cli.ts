import fs from 'node:fs/promises';
import path from 'node:path';
import { loadDotEnv, loadEnv } from '#src/config/env.server.ts';
import { openDatabase } from '#src/db/client.server.ts';
import { refreshTopics } from '#src/db/topic-builder.server.ts';
import { createTopicRepository } from '#src/db/topic-repository.server.ts';
import { parseTopicImport, TopicImportError } from '#src/shared/topics/topic-import.ts';

const USAGE = 'usage: npm run topics -- import <file.json|file.tsv>\n       npm run topics -- refresh\n';

/** `npm run topics -- import <file>` adds curated topics; `refresh` rebuilds the store from the stored articles. */
async function main(): Promise<number> {
  const [command, file, ...extra] = process.argv.slice(2).filter((a) => a !== '--');
  if ((command !== 'import' && command !== 'refresh') || (command === 'import' && !file) || extra.length > 0) {
    process.stderr.write(USAGE);
    return 2;
  }
  const imported = command === 'import' ? await readImportFile(file!) : [];
  loadDotEnv();
  const env = loadEnv();
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, log: (m) => process.stderr.write(`${m}\n`) });
  try {
    if (imported.length > 0) await createTopicRepository(db.pool).importTopics(imported);
    const summary = await refreshTopics(db.pool);
    process.stdout.write(
      `${command === 'import' ? `imported ${imported.length} topic${imported.length === 1 ? '' : 's'}; ` : ''}${summary.topics} topics, ${summary.occurrences} uses in ${summary.articles} articles\n`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

async function readImportFile(file: string) {
  const ext = path.extname(file).toLowerCase();
  if (ext !== '.json' && ext !== '.tsv') throw new TopicImportError(`${file}: the import file must end in .json or .tsv`);
  const text = await fs.readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
    throw new TopicImportError(`${file}: ${e.code === 'ENOENT' ? 'no such file' : e.message}`);
  });
  try {
    return parseTopicImport(text, ext === '.json' ? 'json' : 'tsv');
  } catch (e) {
    throw e instanceof TopicImportError ? new TopicImportError(`${file}: ${e.message}`) : e;
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`topics: ${(e as Error).message}\n`);
    process.exit(1);
  },
);
