import type { ArticleSummary, PublicationSummary } from '../api/api-contract.ts';
import type { ArticleModel } from './content-model.ts';
import type { SearchRequest } from '../search/search-query.ts';

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
  search(request: SearchRequest): Promise<SearchPage>;
  /** What the search form's filters offer: the stored publications, article types and years. */
  searchOptions(): Promise<SearchOptions>;
}

/**
 * One search result. Highlights are plain text with MARK_START/MARK_END around matched words
 * (src/shared/search/search-highlight.ts), taken from the title, abstracts and keywords only — never the body.
 */
export interface SearchHit extends ArticleSummary {
  highlights: { title: string; abstract: string | null; keywords: string | null };
}

export interface SearchPage {
  hitCount: number;
  /** hitCount is an estimate (more than SEARCH_EXACT_COUNT hits, src/shared/search/search-count.ts). */
  estimated: boolean;
  results: SearchHit[];
}

export interface SearchOptions {
  publications: Array<{ slug: string; title: string }>;
  articleTypes: string[];
  years: { min: number; max: number } | null;
}
