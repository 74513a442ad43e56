import { isArticleTypeName } from '../../src/shared/article/article-type-label.ts';

/**
 * The sanity figure `npm run bench` prints for recommendations: the share of recommended
 * articles that share a subject or a keyword with the article they are offered on. Subjects
 * that only name an article type ("Research article", an eLife display channel) are no topic.
 */
export interface TopicFacts {
  subjects: readonly string[];
  keywords: readonly string[];
}

const norm = (s: string) => s.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

export function topicKeys(facts: TopicFacts): Set<string> {
  const keys = new Set<string>();
  for (const s of facts.subjects) if (norm(s) && !isArticleTypeName(s)) keys.add(norm(s));
  for (const k of facts.keywords) if (norm(k)) keys.add(norm(k));
  return keys;
}

export function sharesTopic(a: TopicFacts, b: TopicFacts): boolean {
  const mine = topicKeys(a);
  for (const key of topicKeys(b)) if (mine.has(key)) return true;
  return false;
}

export interface TopicalShare {
  recommendations: number;
  sharing: number;
  /** sharing / recommendations; 1 when there are none. */
  share: number;
}

export function topicalShare(pairs: Iterable<readonly [TopicFacts, TopicFacts]>): TopicalShare {
  let recommendations = 0;
  let sharing = 0;
  for (const [article, recommended] of pairs) {
    recommendations += 1;
    if (sharesTopic(article, recommended)) sharing += 1;
  }
  return { recommendations, sharing, share: recommendations === 0 ? 1 : sharing / recommendations };
}
