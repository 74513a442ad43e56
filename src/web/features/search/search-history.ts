/** The search parameters a search-history entry keeps besides `qs`, so "run again" gives the same results. */
const KEPT = ['yearFrom', 'yearTo', 'publication', 'type', 'openAccess', 'sort'] as const;

export function searchFilterParams(params: URLSearchParams): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of KEPT) {
    const value = params.get(key);
    if (value !== null && value !== '' && value.length <= 200) kept[key] = value;
  }
  return kept;
}
