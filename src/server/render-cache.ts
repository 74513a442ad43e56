/**
 * A least-recently-used cache bounded by total weight (e.g. characters of HTML).
 * Used for rendered article pages: keys include the article's updated_at, so a
 * re-ingested article is rendered afresh.
 */
export interface LruCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

export function createLruCache<T>(maxWeight: number, weigh: (value: T) => number): LruCache<T> {
  const entries = new Map<string, { value: T; weight: number }>();
  let total = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      const weight = weigh(value);
      if (weight > maxWeight) return;
      const old = entries.get(key);
      if (old) total -= old.weight;
      entries.delete(key);
      entries.set(key, { value, weight });
      total += weight;
      for (const [k, v] of entries) {
        if (total <= maxWeight) break;
        entries.delete(k);
        total -= v.weight;
      }
    },
  };
}
