/**
 * Lazily loaded script chunks (001 §2: research-data, preview-modals, geospatial-data,
 * article-modals, interactice-case-insights …) load with a 120000 ms timeout (001 §9) and
 * fail with 'Loading chunk {id} failed', carrying the failure type and the source (001 §8).
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailureType = 'timeout' | 'error';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunkId: string,
    readonly type: ChunkFailureType,
    readonly source: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${chunkId} failed`, options);
  }
}

export interface ChunkTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const GLOBAL_TIMERS: ChunkTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Runs `load` (a dynamic import) and settles with its module, or rejects with a
 * ChunkLoadError: type `timeout` when nothing arrived within `timeoutMs`, type `error` when
 * the load itself failed. `source` names what was loaded (the chunk's URL or module path).
 */
export function loadChunk<T>(
  chunkId: string,
  source: string,
  load: () => Promise<T>,
  options: { timeoutMs?: number; timers?: ChunkTimers } = {},
): Promise<T> {
  const timers = options.timers ?? GLOBAL_TIMERS;
  const timeoutMs = options.timeoutMs ?? CHUNK_TIMEOUT_MS;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const handle = timers.setTimeout(() => {
      if (settled) return;
      settled = true;
      reject(new ChunkLoadError(chunkId, 'timeout', source));
    }, timeoutMs);
    let started: Promise<T>;
    try {
      started = load();
    } catch (error) {
      started = Promise.reject(error);
    }
    started.then(
      (module) => {
        if (settled) return;
        settled = true;
        timers.clearTimeout(handle);
        resolve(module);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        timers.clearTimeout(handle);
        reject(new ChunkLoadError(chunkId, 'error', source, { cause: error }));
      },
    );
  });
}
