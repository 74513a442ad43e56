import { relatedArticleUrl } from '#src/shared/recommendations/related-articles.ts';

/**
 * The crossmark dialog (001 §2 "crossmark", §4 "Crossmark dialog opens and closes"): whether the
 * article has been updated, from the notices stored here that point at it (referredToBy):
 * corrections, retractions, expressions of concern and addenda.
 */
const UPDATE_LABELS: Readonly<Record<string, string>> = {
  correction: 'Correction',
  retraction: 'Retraction',
  'expression-of-concern': 'Expression of concern',
  addendum: 'Addendum',
};

export interface CrossmarkUpdate {
  label: string;
  title: string;
  url: string | null;
  year: number | null;
}

export function crossmarkUpdates(
  items: ReadonlyArray<{ role: string; title: string | null; pii: string | null; doi: string | null; publicationYear: number | null }>,
): CrossmarkUpdate[] {
  return items
    .filter((i) => Object.hasOwn(UPDATE_LABELS, i.role))
    .map((i) => ({
      label: UPDATE_LABELS[i.role]!,
      title: i.title ?? i.doi ?? 'Untitled notice',
      url: relatedArticleUrl(i.pii, i.doi),
      year: i.publicationYear,
    }));
}

export function crossmarkStatus(updates: readonly CrossmarkUpdate[]): string {
  if (updates.some((u) => u.label === 'Retraction')) return 'This article has been retracted.';
  return updates.length > 0 ? 'This article has been updated.' : 'No updates to this article are recorded on this site.';
}
