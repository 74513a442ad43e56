import { Worker } from 'node:worker_threads';
import { prepareArticle, type PrepareOptions, type PrepareResult } from './prepare-article.server.ts';
import type { PrepareRequest } from './read-worker.server.ts';

export interface ReadPool {
  prepare(file: string): Promise<PrepareResult>;
  close(): Promise<void>;
}

/**
 * The worker: the bundled `read-worker.js` beside the built host (scripts/build-host.js), or,
 * when running from the TypeScript sources (tsx, tests), the source module loaded through tsx's
 * loader, which a worker thread does not inherit.
 */
function startWorker(): Worker {
  // Parsing and mapping make many short-lived objects: a larger young generation than V8's
  // default collects them in fewer scavenges (measured: ~5–8% less CPU per article).
  const resourceLimits = { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./read-worker.js', import.meta.url), { resourceLimits });
  const source = new URL('./read-worker.server.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, resourceLimits });
}

const YOUNG_GENERATION_MB = 192;

/**
 * Reads and maps article files on `workers` worker threads (0: on this thread). Files are
 * handed to whichever worker is free; answers come back in any order, each to its caller.
 */
export function createReadPool(workers: number, options: PrepareOptions): ReadPool {
  if (workers <= 0) return { prepare: (file) => prepareArticle(file, options), close: async () => {} };
  const waiting = new Map<number, { resolve: (r: PrepareResult) => void; file: string }>();
  const busy = new Map<Worker, number>();
  const idle: Worker[] = [];
  const queue: PrepareRequest[] = [];
  let live = workers;
  let nextId = 0;
  const settle = (id: number, result: PrepareResult) => {
    waiting.get(id)?.resolve(result);
    waiting.delete(id);
  };
  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const request = queue.shift()!;
      busy.set(worker, request.id);
      worker.postMessage(request);
    }
    // Every worker died: nothing would ever read the rest.
    if (live === 0)
      for (const request of queue.splice(0))
        settle(request.id, { ok: false, message: `${request.file}: no ingest worker left to read it` });
  };
  const threads = Array.from({ length: workers }, () => {
    const worker = startWorker();
    worker.on('message', ({ id, result }: { id: number; result: PrepareResult }) => {
      busy.delete(worker);
      settle(id, result);
      idle.push(worker);
      dispatch();
    });
    // A worker that dies fails the file it held; the others go on with the rest.
    worker.on('error', (error) => {
      const id = busy.get(worker);
      busy.delete(worker);
      if (id !== undefined) settle(id, { ok: false, message: `${waiting.get(id)?.file ?? 'file'}: ${error.message}` });
    });
    worker.on('exit', () => {
      live--;
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      dispatch();
    });
    idle.push(worker);
    return worker;
  });
  return {
    prepare(file) {
      const id = nextId++;
      return new Promise((resolve) => {
        waiting.set(id, { resolve, file });
        queue.push({ id, file, ...options });
        dispatch();
      });
    },
    async close() {
      await Promise.all(threads.map((t) => t.terminate()));
    },
  };
}
