import { useEffect, useRef, type RefObject } from 'react';
import { holdEarlyClicks, type HeldClicks } from './early-clicks.ts';
import { yieldToMain } from './sliced-work.ts';

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

/**
 * `ready` false: the enhancers wait (the page is still asking for its entitledToken). From the
 * first effect on, a click meant for an enhancer that has not attached yet is held and given
 * back once all have (early-clicks.ts), so a reader's click right after hydration is not lost.
 */
export function useEnhancers(
  ref: RefObject<HTMLElement | null>,
  context: EnhancerContext,
  modules: readonly EnhancerModule[],
  ready = true,
): void {
  const { pii, entitledToken } = context;
  const held = useRef<HeldClicks | null>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const hold = holdEarlyClicks(root);
    held.current = hold;
    return () => {
      hold.release();
      if (held.current === hold) held.current = null;
    };
  }, [ref]);
  useEffect(() => {
    const root = ref.current;
    if (!root || !ready) return;
    let cancelled = false;
    const cleanups: Array<() => void> = [];
    // Not in the hydration task, nor all in one: each chunk is requested (its preload links
    // written) in a task of its own, right after hydration has committed, and each enhancer
    // attaches in a task of its own once its chunk is there (ADR 013: no long task).
    const attached: Array<Promise<void>> = [];
    void (async () => {
      for (const load of modules) {
        await yieldToMain();
        if (cancelled) return;
        attached.push(
          load()
            .then(async ({ enhance }) => {
              await yieldToMain();
              if (cancelled) return;
              const cleanup = enhance(root, { pii, entitledToken });
              if (cleanup) cleanups.push(cleanup);
            })
            .catch((error: unknown) => console.error(error)),
        );
      }
      // Once every enhancer has arrived (or failed), the content says so: `data-enhanced`.
      await Promise.all(attached);
      if (cancelled) return;
      held.current?.release();
      root.dataset.enhanced = 'true';
    })();
    return () => {
      cancelled = true;
      for (const cleanup of cleanups) cleanup();
    };
  }, [ref, pii, entitledToken, modules, ready]);
}
