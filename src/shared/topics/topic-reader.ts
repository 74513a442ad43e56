/** Articles on one page of a topic page (`?page=`, src/shared/site/pagination.ts). */
export const TOPIC_PAGE_SIZE = 50;

/** A topic page: the topic and the articles that define or use it, with the sentences. */
export interface TopicPageData {
  name: string;
  discipline: { slug: string; name: string };
  targetURL: string;
  phrases: string[];
  description: string | null;
  articleCount: number;
  /** This page of the articles (1-based) and its size. */
  page: number;
  pageSize: number;
  articles: TopicPageArticle[];
}

export interface TopicPageArticle {
  pii: string;
  title: string;
  publicationTitle: string;
  publicationYear: number | null;
  /** The article lists the term among its keywords or subjects. */
  asKeyword: boolean;
  sentences: TopicSentence[];
}

export interface TopicSentence {
  text: string;
  /** Where the term is in the text, for highlighting. */
  matchStart: number;
  matchEnd: number;
  /** The sentence defines the term rather than only using it. */
  defines: boolean;
  /** The section or figure it comes from, for a link into the article. */
  unitId: string;
}

/** The read operations topic pages use; the server passes an implementation in the load context. */
export interface TopicReader {
  topicPage(discipline: string, slug: string, page: number, pageSize: number): Promise<TopicPageData | null>;
}
