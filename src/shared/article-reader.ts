import type { ArticleSummary, PublicationSummary } from './api-contract.ts';
import type { ArticleModel } from './content-model.ts';

/** A stored article as loaders see it. */
export interface ArticleRecord {
  id: string;
  pii: string;
  doi: string | null;
  updatedAt: string;
  model: ArticleModel;
}

/** The cheap part of an article lookup: enough to key a render cache. */
export interface ArticleStamp {
  id: string;
  pii: string;
  updatedAt: string;
}

/** The read operations page loaders use; the server passes an implementation in the load context. */
export interface ArticleReader {
  stampByPii(pii: string): Promise<ArticleStamp | null>;
  findByPii(pii: string): Promise<ArticleRecord | null>;
  findPiiByDoi(doi: string): Promise<string | null>;
  latest(limit: number): Promise<ArticleSummary[]>;
  publications(): Promise<PublicationSummary[]>;
  citedByCount(articleId: string): Promise<number>;
  search(query: string, offset: number, limit: number): Promise<SearchPage>;
}

export interface SearchPage {
  hitCount: number;
  results: ArticleSummary[];
}
