/**
 * The substance panel's link to the chemistry database (001 §2 External links: "a chemistry
 * database (with an analytics query parameter appended)"): the configured template with the
 * substance's name or CAS Registry Number filled in, and the analytics parameter appended.
 */
export const CHEMISTRY_DB_ANALYTICS = { name: 'utm_source', value: 'lectern-substance-panel' } as const;

export function chemistryDbLink(
  template: string | null | undefined,
  substance: { title: string; casRegistryNumber: string | null },
): string | null {
  if (!template) return null;
  // A template that asks for the CAS number cannot link a substance without one.
  if (template.includes('{cas}') && !substance.casRegistryNumber) return null;
  const filled = template
    .replaceAll('{name}', encodeURIComponent(substance.title))
    .replaceAll('{cas}', encodeURIComponent(substance.casRegistryNumber ?? ''));
  let url: URL;
  try {
    url = new URL(filled);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  url.searchParams.append(CHEMISTRY_DB_ANALYTICS.name, CHEMISTRY_DB_ANALYTICS.value);
  return url.href;
}
