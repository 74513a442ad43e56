import type { EnhancerModule } from '../ui/use-enhancers.ts';

/**
 * The client-side enhancers of the article page, each a lazily loaded chunk
 * (features add theirs here; see ui/use-enhancers.ts).
 */
export const ARTICLE_ENHANCERS: readonly EnhancerModule[] = [];
