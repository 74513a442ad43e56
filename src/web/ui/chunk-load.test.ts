import { describe, expect, it } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk, type ChunkTimers } from './chunk-load.ts';

function manualTimers() {
  const pending: Array<{ callback: () => void; ms: number; cleared: boolean }> = [];
  const timers: ChunkTimers = {
    setTimeout: (callback, ms) => {
      const entry = { callback, ms, cleared: false };
      pending.push(entry);
      return entry;
    },
    clearTimeout: (handle) => {
      (handle as { cleared: boolean }).cleared = true;
    },
  };
  return { timers, pending, fire: () => pending.filter((p) => !p.cleared).forEach((p) => p.callback()) };
}

describe('loadChunk', () => {
  it('uses the 120000 ms timeout of 001 §9', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120000);
    const { timers, pending } = manualTimers();
    void loadChunk('article-modals', '/assets/article-modals.js', () => new Promise(() => {}), { timers });
    expect(pending[0]?.ms).toBe(120000);
  });

  it('resolves with the module and clears the timer', async () => {
    const { timers, pending } = manualTimers();
    await expect(loadChunk('research-data', 'src', async () => ({ ok: 1 }), { timers })).resolves.toEqual({ ok: 1 });
    expect(pending[0]?.cleared).toBe(true);
  });

  it.each([
    ['error', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), false],
    [
      'error',
      () => {
        throw new Error('sync');
      },
      false,
    ],
    ['timeout', () => new Promise<never>(() => {}), true],
  ] as const)('fails with type %s, the chunk id and its source', async (type, load, fire) => {
    const { timers, fire: fireTimers } = manualTimers();
    const result = loadChunk('preview-modals', '/assets/preview-modals-abc.js', load, { timers });
    if (fire) fireTimers();
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      message: 'Loading chunk preview-modals failed',
      type,
      source: '/assets/preview-modals-abc.js',
      chunkId: 'preview-modals',
    });
  });

  it('ignores a module that arrives after the timeout', async () => {
    const { timers, fire } = manualTimers();
    let arrive!: (v: string) => void;
    const result = loadChunk('maps', 'src', () => new Promise<string>((r) => (arrive = r)), { timers });
    fire();
    arrive('late');
    await expect(result).rejects.toMatchObject({ type: 'timeout' });
  });
});
