/**
 * Enriched content apps (spec 000 §3): shortcodes and the pure rules over the entries, without
 * zod, so the page's lazily loaded chunks use them without adding schema code to the shared
 * bundle (the schemas are in enriched-content.ts, for the server and tests).
 */

/** The apps of 000 §3: data profile, open data, Mendeley data, geospatial data, interactive case insights, database linking, virtual microscope. */
export const APP_SHORTCODES = ['DP', 'OD', 'MD', 'GD', 'ICI', 'DL', 'VM'] as const;
export type AppShortcode = (typeof APP_SHORTCODES)[number];

/** 000 §3: hasResearchData is true when any of these succeeded with a non-empty payload. */
export const RESEARCH_DATA_APPS: readonly AppShortcode[] = ['DP', 'OD', 'MD', 'DL'];

/** One entry of the answer: `{appDetails: {shortcode}, success, payload}`. */
export interface EnrichedEntry {
  appDetails: { shortcode: AppShortcode };
  success: boolean;
  payload?: unknown;
}

/** An app's payload counts as empty when it has no list item and no statement. */
export function isEmptyPayload(payload: unknown): boolean {
  if (payload === null || payload === undefined) return true;
  if (typeof payload !== 'object') return false;
  const values = Object.values(payload as Record<string, unknown>);
  return values.every((v) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0));
}

/** 000 §3: any of DP, OD, MD or DL succeeded with a non-empty payload. */
export function hasResearchData(entries: readonly EnrichedEntry[]): boolean {
  return entries.some((e) => RESEARCH_DATA_APPS.includes(e.appDetails.shortcode) && e.success && !isEmptyPayload(e.payload));
}

/** The entries stored by shortcode (000 §4: "stored by shortcode"). */
export function byShortcode(entries: readonly EnrichedEntry[]): Partial<Record<AppShortcode, EnrichedEntry>> {
  const out: Partial<Record<AppShortcode, EnrichedEntry>> = {};
  for (const e of entries) out[e.appDetails.shortcode] = e;
  return out;
}

/** An entry for an app whose payload was computed (success) or failed to compute. */
export function entry(shortcode: AppShortcode, payload: unknown, success = true): EnrichedEntry {
  return { appDetails: { shortcode }, success, payload };
}

/** A list of entries as the client received it: anything not shaped like entries is dropped. */
export function entriesOf(value: unknown): EnrichedEntry[] {
  if (!Array.isArray(value)) throw new Error('enriched content: not a list');
  return value.filter(
    (e): e is EnrichedEntry =>
      typeof e === 'object' &&
      e !== null &&
      typeof e.success === 'boolean' &&
      (APP_SHORTCODES as readonly unknown[]).includes(e.appDetails?.shortcode),
  );
}
