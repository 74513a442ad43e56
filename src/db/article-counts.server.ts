/**
 * Counts of articles per publication and per issue, kept by triggers on `articles` in the same
 * transaction as every write (migration 0031): busy pages read a row instead of counting the
 * table on every request.
 */

/** `publication_article_counts c` joined to publication `p` (a publication without articles has no row). */
export const COUNTS_JOIN = (p: string) => `LEFT JOIN publication_article_counts c ON c.publication_id = ${p}.id`;

export const ARTICLE_COUNT_SQL = 'coalesce(c.articles, 0)';
export const IN_PRESS_COUNT_SQL = 'coalesce(c.in_press, 0)';

/** Open-access articles as OPEN_ACCESS_SQL counts them, by the publication's business model. */
export const OPEN_ACCESS_COUNT_SQL = (p: string) =>
  `coalesce(CASE WHEN ${p}.business_model = 'open-access' THEN c.articles WHEN ${p}.business_model = 'hybrid' THEN c.free_or_open ELSE c.free END, 0)`;
