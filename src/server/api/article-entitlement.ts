import type { Reader } from '#src/shared/access/reader.ts';

/**
 * Whether a reader may read an article's full text, for lists that keep or flag only those
 * (entitled recommendations, the linking hub). The app passes the access service's decision
 * (src/server/access/article-access.server.ts); without it, what is free to everyone.
 */
export type ArticleEntitlement = (reader: Reader, article: { pii: string; free: boolean }) => Promise<boolean>;

export const freeToEveryone: ArticleEntitlement = async (_reader, article) => article.free;
