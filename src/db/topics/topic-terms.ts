import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { slugify } from '#src/shared/identifiers/slug.ts';
import { phraseKey } from '#src/shared/topics/phrase-matcher.ts';

/**
 * Which words of an article can become topics: its keywords and subject terms. Classification
 * codes (MSC, PACS, JEL), research organisms and the article-type headings that journals file
 * among subjects ("Research article", "Correction") name no concept a reader would look up.
 */
const NON_TOPIC_GROUPS = /^(?:msc|pacs|jel|acm|research-organism|classification|abbreviations?|ccs)$/i;
const ARTICLE_TYPE_SUBJECTS = new Set([
  'research article',
  'research articles',
  'article',
  'articles',
  'correction',
  'corrections',
  'retraction',
  'insight',
  'insights',
  'review',
  'review article',
  'reviews',
  'editorial',
  'short report',
  'short communication',
  'letter',
  'research advance',
  'registered report',
  'tools and resources',
  'feature article',
  'research communication',
  'guidelines and guidance',
  'research',
  'report',
  'reports',
  'perspective',
  'commentary',
  'essay',
  'erratum',
  'other',
  'none',
  'primary',
  'secondary',
]);

/** Top-level areas of subject taxonomies (PLOS, eLife) name disciplines, not topics. */
const BROAD_SUBJECTS = new Set([
  'biology',
  'medicine',
  'science',
  'research',
  'biology and life sciences',
  'medicine and health sciences',
  'physical sciences',
  'earth sciences',
  'social sciences',
  'engineering and technology',
  'research and analysis methods',
  'computer and information sciences',
  'ecology and environmental sciences',
  'people and places',
  'science policy',
]);

/** Shortest and longest term kept (in characters). */
const MIN_TERM = 3;
const MAX_TERM = 80;

export function isTopicTerm(term: string): boolean {
  const t = term.trim();
  if (t.length < MIN_TERM || t.length > MAX_TERM || !/\p{L}{2}/u.test(t)) return false;
  const lower = t.toLowerCase();
  return !ARTICLE_TYPE_SUBJECTS.has(lower) && !BROAD_SUBJECTS.has(lower) && phraseKey(t) !== '';
}

/** The article's candidate terms as written, each once. */
export function topicTerms(model: Pick<ArticleModel, 'keywords' | 'subjects'>): string[] {
  const out = new Map<string, string>();
  const add = (term: string) => {
    const t = term.trim().replace(/\s+/g, ' ');
    if (isTopicTerm(t) && !out.has(phraseKey(t))) out.set(phraseKey(t), t);
  };
  for (const group of model.keywords) {
    if (group.kind && NON_TOPIC_GROUPS.test(group.kind)) continue;
    for (const term of group.terms) add(term);
  }
  for (const subject of model.subjects) add(subject);
  return [...out.values()];
}

/** Site path of a topic page. */
export function topicPath(discipline: string, term: string): string {
  return `/topics/${discipline}/${slugify(term)}`;
}
