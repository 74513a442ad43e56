import { useEffect, useState } from 'react';

/**
 * Data a side panel fetches (001 §4: request, then received or failed): fetched once per page
 * and key and kept, so reopening a panel shows it at once; a failure is not kept, so the next
 * opening asks again (001 §8: panel failures are silently ignored).
 */
export type PanelData<T> = { status: 'request' } | { status: 'received'; data: T } | { status: 'failed' };

const cache = new Map<string, Promise<unknown>>();
const settled = new Map<string, unknown>();

function start<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load().then(
      (data) => {
        settled.set(key, data);
        return data;
      },
      (error: unknown) => {
        cache.delete(key);
        throw error;
      },
    );
    cache.set(key, pending);
  }
  return pending;
}

export function usePanelData<T>(key: string | null, load: () => Promise<T>): PanelData<T> {
  const [state, setState] = useState<{ key: string | null; data: PanelData<T> }>(() => ({ key, data: initial<T>(key) }));
  const current = state.key === key ? state.data : initial<T>(key);
  useEffect(() => {
    if (key === null || settled.has(key)) return;
    let live = true;
    start(key, load).then(
      (data) => live && setState({ key, data: { status: 'received', data } }),
      () => live && setState({ key, data: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // `load` is the key's loader: a new key means a new load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return current;
}

function initial<T>(key: string | null): PanelData<T> {
  return key !== null && settled.has(key) ? { status: 'received', data: settled.get(key) as T } : { status: 'request' };
}

/** Forgets everything fetched (tests start each case from a fresh page). */
export function clearPanelData(): void {
  cache.clear();
  settled.clear();
}
