/**
 * A worker thread of `npm run ingest -- --workers N`: reads, parses and maps article files and
 * builds their questions (CPU work) while the main thread writes earlier batches to PostgreSQL.
 */
import { parentPort } from 'node:worker_threads';
import { prepareArticle, type PrepareOptions } from './prepare-article.server.ts';

export interface PrepareRequest extends PrepareOptions {
  id: number;
  file: string;
}

parentPort?.on('message', (request: PrepareRequest) => {
  void prepareArticle(request.file, request).then((result) => parentPort!.postMessage({ id: request.id, result }));
});
