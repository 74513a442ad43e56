/**
 * The next id "prefix1", "prefix2" … that `taken` does not know, counting on from the last one
 * handed out for that prefix. Both mappers use it for elements the source left without an id.
 */
export function freshId(counters: Map<string, number>, taken: (id: string) => boolean, prefix: string): string {
  let n = counters.get(prefix) ?? 0;
  let id: string;
  do {
    n += 1;
    id = `${prefix}${n}`;
  } while (taken(id));
  counters.set(prefix, n);
  return id;
}
