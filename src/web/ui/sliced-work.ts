/**
 * Work done in slices (ADR 013): a long job on the article page (an enhancer walking the whole
 * content) is a generator whose every `yield` is a point where it may stop; it runs until a
 * slice's budget is spent, then gives the main thread back to the browser (input, paint) and
 * goes on in a later task. No slice is a long task, however long the article.
 */

/** A slice's budget: well under the 50 ms of a long task, even on a CPU four times slower. */
export const SLICE_BUDGET_MS = 5;

export interface SliceOptions {
  budgetMs?: number;
  /** Stops between two steps once aborted (the steps already done stay done). */
  signal?: AbortSignal;
  now?: () => number;
  /** Hands the main thread back; resolves in a later task. */
  yieldToBrowser?: () => Promise<void>;
}

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/** A later task: `scheduler.yield()` where there is one (it keeps the page's priority), else a message. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The task right after the next frame: work that makes the browser paint more is spread one slice per frame. */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => void yieldToMain().then(resolve)));
}

/**
 * Runs every step of `steps`, at most `budgetMs` of them back to back (at least one step per
 * slice); resolves with the number of slices once the steps are done or the signal aborted.
 */
export async function runSliced(steps: Iterator<unknown>, options: SliceOptions = {}): Promise<number> {
  const { budgetMs = SLICE_BUDGET_MS, signal, now = () => performance.now(), yieldToBrowser = yieldToMain } = options;
  let slices = 0;
  for (;;) {
    if (signal?.aborted) return slices;
    slices++;
    const started = now();
    do {
      if (steps.next().done) return slices;
    } while (now() - started < budgetMs && !signal?.aborted);
    await yieldToBrowser();
  }
}

/** Runs every step at once (where no browser waits: tests, a detached tree). */
export function runAll(steps: Iterator<unknown>): void {
  while (!steps.next().done);
}
