import type { FeedArticle } from '#src/db/feed-repository.server.ts';
import { mainAbstract } from '#src/shared/article/article-metadata.ts';

/** One article as both feed formats show it. */
export interface FeedItem {
  title: string;
  url: string;
  doi: string | null;
  authors: string[];
  /** Publication date; the last change when the article has none. */
  published: Date;
  updated: Date;
  summary: string;
}

export interface FeedChannel {
  /** The journal's title. */
  journal: string;
  publisher: string | null;
  /** "Latest articles" or "Articles in press". */
  kind: string;
  selfUrl: string;
  siteUrl: string;
  items: FeedItem[];
}

const ISO_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/;

/** A stored yyyy[-mm[-dd]] publication date as midnight UTC of its first day; null when unreadable. */
export function publicationInstant(value: string | null): Date | null {
  const m = value ? ISO_DATE.exec(value) : null;
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2] ?? 1) - 1, Number(m[3] ?? 1)));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function feedItem(origin: string, article: FeedArticle): FeedItem {
  const updated = new Date(article.updated);
  return {
    title: article.title,
    url: `${origin}/science/article/pii/${encodeURIComponent(article.pii)}`,
    doi: article.doi,
    authors: article.authors,
    published: publicationInstant(article.publicationDate) ?? updated,
    updated,
    summary: mainAbstract({ abstracts: article.abstracts }),
  };
}

/** The newest change among the items (a feed's own updated time). */
export function newestChange(items: FeedItem[], fallback: Date): Date {
  return items.reduce((max, i) => (i.updated > max ? i.updated : max), items[0]?.updated ?? fallback);
}
