import type pg from 'pg';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import type { BuiltQuestion } from '#src/shared/qa/qa-types.ts';
import { writeArticle, type SaveOutcome, type SourceInfo } from './article-writer.server.ts';
import { registryIndex } from './substance-repository.server.ts';
import { withTransaction } from './transaction.server.ts';

export interface BatchArticle {
  model: ArticleModel;
  source: SourceInfo;
  /** Built beforehand (off the writer); null keeps the stored ones. */
  questions: readonly BuiltQuestion[] | null;
}

export type BatchResult = { outcome: SaveOutcome; articleId: string } | { error: Error };

/** A deadlock or serialization failure with a concurrent ingest: the article is written again once. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Stores a batch of articles in one transaction, each inside its own savepoint: an article
 * that fails is rolled back alone and reported in its slot, the others of the batch are
 * stored. One commit (one WAL flush) per batch instead of per article. When the commit itself
 * fails, the whole batch throws and nothing of it is stored.
 */
export async function saveArticleBatch(pool: pg.Pool, articles: readonly BatchArticle[]): Promise<BatchResult[]> {
  if (articles.length === 0) return [];
  return withTransaction(pool, async (client) => {
    const caches = { substances: await registryIndex(client), upserts: new Map<string, { params: string; id: string | null }>() };
    const results: BatchResult[] = [];
    for (const article of articles) {
      for (let attempt = 1; ; attempt++) {
        await client.query('SAVEPOINT batch_article');
        try {
          const written = await writeArticle(client, article.model, article.source, article.questions, caches);
          await client.query('RELEASE SAVEPOINT batch_article');
          results.push(written);
          break;
        } catch (error) {
          await client.query('ROLLBACK TO SAVEPOINT batch_article');
          // What this article upserted is undone: the next article sends its upserts again.
          caches.upserts.clear();
          if (attempt < 2 && RETRYABLE.has((error as { code?: string }).code ?? '')) continue;
          results.push({ error: error as Error });
          break;
        }
      }
    }
    return results;
  });
}
