import type { ArticleModel } from '#src/shared/content-model.ts';

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

/** "2013-03-12" → "12 March 2013"; "2013-03" → "March 2013"; "2013" → "2013"; anything else as given. */
export function formatDate(iso: string): string {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(iso.trim());
  if (!m) return iso.trim();
  const [, year, month, day] = m;
  const monthName = month ? MONTHS[Number(month) - 1] : undefined;
  if (!monthName) return year!;
  const d = day ? Number(day) : 0;
  return d >= 1 && d <= 31 ? `${d} ${monthName} ${year}` : `${monthName} ${year}`;
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

const SUBTYPE_LABELS: Record<string, string> = {
  fla: 'Research article', rev: 'Review article', sco: 'Short communication', edi: 'Editorial',
  err: 'Erratum', cor: 'Correspondence', dis: 'Discussion', brv: 'Book review', ann: 'Announcement',
  abs: 'Abstract', add: 'Addendum', chp: 'Chapter', con: 'Conference article', crp: 'Case report',
  ssu: 'Short survey', pnt: 'Patent report', prp: 'Practice guideline', ret: 'Retraction notice',
  'research-article': 'Research article', 'review-article': 'Review article', 'brief-report': 'Short communication',
  'rapid-communication': 'Short communication', 'article-commentary': 'Commentary', 'book-review': 'Book review',
  'case-report': 'Case report', correction: 'Correction', retraction: 'Retraction notice', editorial: 'Editorial',
  letter: 'Letter', discussion: 'Discussion', 'research-advance': 'Research advance',
};

/** Reader-facing article type: known codes mapped, others humanised ("registered-report" → "Registered report"). */
export function articleTypeLabel(article: Pick<ArticleModel, 'articleType' | 'documentSubtype'>): string | undefined {
  for (const code of [article.articleType, article.documentSubtype]) {
    const known = code ? SUBTYPE_LABELS[code.toLowerCase()] : undefined;
    if (known) return known;
  }
  const raw = (article.articleType || '').replace(/[-_]+/g, ' ').trim();
  if (raw === '' || raw.toLowerCase() === 'other') return undefined;
  return raw.charAt(0).toUpperCase() + raw.slice(1).toLowerCase();
}

/** "Volume 5, Issue 3, 2013, Pages 1–10" or "…, Article e01234" from the bibliographic fields. */
export function citationParts(article: Pick<ArticleModel, 'volume' | 'issue' | 'firstPage' | 'lastPage' | 'articleNumber' | 'dates'>): string[] {
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
