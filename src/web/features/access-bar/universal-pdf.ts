/** Universal PDF button rules (spec 000 §3 "Universal PDF element", §4, §5, §9). */
import type { UniversalPdfState } from '#src/shared/access/access-bar-config.ts';

export const UNIVERSAL_PDF_TOOLTIP_OFFSET = -5;

/** 000 §5: the button needs a doi or a citation-database identifier, otherwise it is not shown. */
export function isUniversalPdfEligible(doi: string | null | undefined, citationDatabaseId: string | null | undefined): boolean {
  return Boolean(doi?.trim() || citationDatabaseId?.trim());
}

/** 000 §4: states found and found-doi add the external-link arrow. */
export function hasExternalArrow(state: string): boolean {
  return state === 'found' || state === 'found-doi';
}

/**
 * Where the button resolves to without a third-party lookup: the DOI resolver (found-doi),
 * else the citation database record (found).
 */
export function universalPdfTarget(
  doi: string | null,
  citationDatabaseId: string | null,
): { state: 'found-doi' | 'found'; href: string } | null {
  if (doi?.trim()) return { state: 'found-doi', href: `https://doi.org/${doi.trim()}` };
  if (citationDatabaseId?.trim()) {
    return {
      state: 'found',
      href: `https://www.scopus.com/record/display.uri?eid=${encodeURIComponent(citationDatabaseId.trim())}&origin=inward`,
    };
  }
  return null;
}

/** The configured state by name, or null when it is unknown or configured not to show. */
export function visibleState(states: readonly UniversalPdfState[], name: string): UniversalPdfState | null {
  const state = states.find((s) => s.name === name);
  return state?.show ? state : null;
}
