import os from 'node:os';

/** `--workers`: default one worker thread per core but one (the main thread writes to the database meanwhile). */
export function workerCount(flag: string | undefined): number | undefined {
  if (flag === undefined) return Math.max(1, os.availableParallelism() - 1);
  if (!/^\d+$/.test(flag) || Number(flag) > 64) return undefined;
  return Number(flag);
}
