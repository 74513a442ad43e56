import type { StoredUse, UsageRepository } from '#src/db/usage-repository.server.ts';
import type { Logger } from '../logger.ts';

type Outcome = 'counted' | 'double-click';

export interface UsageBatchSettings {
  /** LECTERN_USAGE_BATCH_MS: longest a use waits before its batch is stored. */
  maxDelayMs: number;
  /** LECTERN_USAGE_BATCH_ROWS: a batch is stored at once when it holds this many uses. */
  maxRows: number;
}

export interface UsageBatch {
  /** The repository with `insertUse` batched (every other method as it was). */
  usage: UsageRepository;
  /** Uses accepted and not yet stored (a graceful shutdown waits for 0). */
  pending(): number;
  /** Stores what is waiting now (shutdown: before the pool closes). */
  flush(): Promise<void>;
}

interface Waiting {
  use: StoredUse;
  resolve(outcome: Outcome): void;
  reject(error: unknown): void;
}

/**
 * COUNTER usage stored in batches (spec 001 §6 usage; README "Operations"): a page view no longer
 * costs a transaction of its own. Uses wait at most `maxDelayMs` (or until `maxRows` wait) and
 * are stored in arrival order in one transaction (`insertUses`), each under the same rules as
 * `insertUse` — double clicks folded, a page's own report dropped after the server's view — and
 * each caller still learns its use's outcome. One batch is stored at a time. If a batch fails,
 * its uses are stored one by one, so one bad use costs only itself.
 */
export function createUsageBatch(usage: UsageRepository, settings: UsageBatchSettings, log: Logger): UsageBatch {
  let waiting: Waiting[] = [];
  let storing: Promise<void> = Promise.resolve();
  let inBatch = 0;
  let timer: NodeJS.Timeout | undefined;

  const storeOneByOne = async (batch: Waiting[]) => {
    for (const w of batch) await usage.insertUse(w.use).then(w.resolve, w.reject);
  };
  const store = async (batch: Waiting[]) => {
    try {
      const outcomes = await usage.insertUses(batch.map((w) => w.use));
      batch.forEach((w, i) => w.resolve(outcomes[i]!));
    } catch (e) {
      log.warn({ err: e, uses: batch.length }, 'usage batch not stored: storing its uses one by one');
      await storeOneByOne(batch);
    }
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return storing;
    inBatch += batch.length;
    storing = storing.then(() => store(batch)).finally(() => (inBatch -= batch.length));
    return storing;
  };

  return {
    usage: {
      ...usage,
      insertUse: (use) =>
        new Promise<Outcome>((resolve, reject) => {
          waiting.push({ use, resolve, reject });
          if (waiting.length >= settings.maxRows) void flush();
          else timer ??= setTimeout(() => void flush(), settings.maxDelayMs);
        }),
    },
    pending: () => waiting.length + inBatch,
    flush,
  };
}
