import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { articleLabelOf } from '#src/shared/article/article-type-label.ts';
import { humanDate } from '#src/web/ui/human-date.ts';

/** "2013-03-12" → "12 March 2013" (src/web/ui/human-date.ts, the site's one date form). */
export function formatDate(iso: string): string {
  return humanDate(iso);
}

/** The year of a date string, if it starts with one. */
export function yearOf(iso: string | undefined): string | undefined {
  return iso ? /^(\d{4})/.exec(iso.trim())?.[1] : undefined;
}

/** Article history in the spec's order (001 §3): Received, Revised, Accepted, Available online, Version of Record. */
export function historyEntries(dates: ArticleModel['dates']): { label: string; date: string }[] {
  const out: { label: string; date: string }[] = [];
  const push = (label: string, value: string | undefined) => {
    if (value && value.trim() !== '') out.push({ label, date: formatDate(value) });
  };
  push('Received', dates.received);
  for (const r of dates.revised ?? []) push('Revised', r);
  push('Accepted', dates.accepted);
  push('Available online', dates.availableOnline);
  push('Version of Record', dates.versionOfRecord);
  return out;
}

/** Reader-facing article type (src/shared/article/article-type-label.ts: one mapping for every page). */
export function articleTypeLabel(article: Pick<ArticleModel, 'articleType' | 'documentSubtype'>): string | undefined {
  return articleLabelOf(article);
}

/** "Volume 5, Issue 3, 2013, Pages 1–10" or "…, Article e01234" from the bibliographic fields. */
export function citationParts(
  article: Pick<ArticleModel, 'volume' | 'issue' | 'firstPage' | 'lastPage' | 'articleNumber' | 'dates'>,
): string[] {
  const parts: string[] = [];
  if (article.volume) parts.push(`Volume ${article.volume}`);
  if (article.issue) parts.push(`Issue ${article.issue}`);
  const year = yearOf(article.dates.published) ?? yearOf(article.dates.versionOfRecord) ?? yearOf(article.dates.availableOnline);
  if (year) parts.push(year);
  const { firstPage, lastPage } = article;
  if (firstPage && lastPage && lastPage !== firstPage) parts.push(`Pages ${firstPage}\u2013${lastPage}`);
  else if (firstPage) parts.push(`Page ${firstPage}`);
  if (article.articleNumber) parts.push(`Article ${article.articleNumber}`);
  return parts;
}

/** "CC BY 4.0" style short name for Creative Commons licence URLs. */
export function licenceName(url: string | undefined): string | undefined {
  const m = url ? /creativecommons\.org\/(licenses|publicdomain)\/([a-z-]+)\/(\d(?:\.\d)?)/i.exec(url) : null;
  if (!m) return undefined;
  const [, family, kind, version] = m;
  if (family!.toLowerCase() === 'publicdomain') return kind!.toLowerCase() === 'zero' ? `CC0 ${version}` : 'Public domain';
  return `CC ${kind!.toUpperCase()} ${version}`;
}
