import { useEffect, type RefObject } from 'react';

/**
 * Interactivity for server-only HTML (the article content, ADR 004): each enhancer attaches
 * delegated listeners to the rendered content and returns a cleanup. Enhancers are loaded
 * with dynamic imports after hydration, so each is its own small chunk and the page is
 * readable before any of them arrive.
 */
export interface EnhancerContext {
  pii: string;
  /** The page's entitledToken (spec 001 §6): full-text calls (body, references, glossary, exam, XML) send it. */
  entitledToken?: string | null;
}
export type Enhancer = (root: HTMLElement, context: EnhancerContext) => void | (() => void);
export type EnhancerModule = () => Promise<{ enhance: Enhancer }>;

export function useEnhancers(ref: RefObject<HTMLElement | null>, context: EnhancerContext, modules: readonly EnhancerModule[]): void {
  const { pii, entitledToken } = context;
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let cancelled = false;
    const cleanups: Array<() => void> = [];
    // Not in the hydration task: the chunks are requested (and their preload links looked up
    // in the long article DOM) in a task of their own, right after hydration has committed.
    const later = inNextTask(() => {
      const attached = modules.map((load) =>
        load()
          .then(({ enhance }) => {
            if (cancelled) return;
            const cleanup = enhance(root, { pii, entitledToken });
            if (cleanup) cleanups.push(cleanup);
          })
          .catch((error: unknown) => console.error(error)),
      );
      // Once every enhancer has arrived (or failed), the content says so: `data-enhanced`.
      void Promise.all(attached).then(() => {
        if (!cancelled) root.dataset.enhanced = 'true';
      });
    });
    return () => {
      cancelled = true;
      later.cancel();
      for (const cleanup of cleanups) cleanup();
    };
  }, [ref, pii, entitledToken, modules]);
}

/** Runs `run` in a task of its own, so the work stays out of the task that scheduled it. */
function inNextTask(run: () => void): { cancel(): void } {
  const handle = window.setTimeout(run, 0);
  return { cancel: () => window.clearTimeout(handle) };
}
