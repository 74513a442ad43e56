/**
 * Related-content column (000 §3, §4, §9): recommended articles, special issue / volume panel
 * and the virtual special issue link. Pure wording and list rules.
 */
export const RECOMMENDATIONS_SHOWN = 3;
export const RECOMMENDATION_AUTHORS = 2;
export const SPECIAL_ISSUE_EDITORS = 7;
export const VSI_EDITORS = 7;

export const RECOMMENDATIONS_LOADING = 'Loading...';
export const RECOMMENDATIONS_FAILED = 'Recommended articles cannot be displayed at this time.';
export const RECOMMENDATIONS_EMPTY = 'No articles found.';

export function visibleRecommendations<T>(articles: readonly T[], expanded: boolean): readonly T[] {
  return expanded ? articles : articles.slice(0, RECOMMENDATIONS_SHOWN);
}

/** The toggle's text gives the hidden count; null when nothing is hidden. */
export function recommendationsToggleText(total: number, expanded: boolean): string | null {
  const hidden = total - RECOMMENDATIONS_SHOWN;
  if (hidden <= 0) return null;
  return expanded ? 'Show fewer recommended articles' : `Show ${hidden} more recommended ${hidden === 1 ? 'article' : 'articles'}`;
}

/** 2 authors per line, "et al." when there are more. */
export function recommendationAuthorLine(authors: readonly string[], authorCount = authors.length): string {
  const shown = authors.slice(0, RECOMMENDATION_AUTHORS).join(', ');
  return authorCount > RECOMMENDATION_AUTHORS && shown ? `${shown} et al.` : shown;
}

export type SpecialIssueKind = 'special-issue' | 'volume';

export function specialIssueHeading(kind: SpecialIssueKind): string {
  return kind === 'volume' ? 'Part of volume' : 'Part of special issue';
}
/** Journals: 'Other articles from this issue'; volumes: 'Other chapters from this volume'. */
export function specialIssuePanelTitle(kind: SpecialIssueKind): string {
  return kind === 'volume' ? 'Other chapters from this volume' : 'Other articles from this issue';
}
export function viewMoreLabel(contentType: string): string {
  return contentType === 'JL' ? 'View more articles' : 'View more chapters';
}

/** The special issue editors line shows up to 7 editors. */
export function specialIssueEditors(editors: readonly string[]): string[] {
  return editors.slice(0, SPECIAL_ISSUE_EDITORS);
}

/** Virtual special issue: all when 7 or fewer, else the first 6, an ellipsis and the last. */
export function vsiEditors(editors: readonly string[]): string[] {
  if (editors.length <= VSI_EDITORS) return [...editors];
  return [...editors.slice(0, VSI_EDITORS - 1), '…', editors[editors.length - 1]!];
}

export const VSI_HEADING = 'Part of special issue';
export const VSI_LINK_TEXT = 'View special issue';
