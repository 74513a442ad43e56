import { slugify } from '#src/shared/identifiers/slug.ts';
import { disciplineOf } from './discipline.ts';

/**
 * Topics built from the corpus: a keyword or subject term becomes a topic when at least
 * MIN_ARTICLES articles use it. Spellings that differ only in case, spaces or hyphens
 * ("cryo-EM", "Cryo-EM", "cryoEM") are one topic; each spelling is one of its phrases
 * (stringMatch), and the name is the spelling most articles use.
 */
export const MIN_ARTICLES = 2;

/**
 * A corpus term that more than this share of all stored articles use in their text is a
 * common word ("mechanism", "proteins"), not a topic worth a link; judged only once the
 * store holds COMMON_WORD_MIN_ARTICLES articles, so a small journal keeps its topics.
 */
export const COMMON_WORD_SHARE = 0.4;
export const COMMON_WORD_MIN_ARTICLES = 50;

/** Most articles a corpus topic may be used in, of `total` stored; Infinity below the minimum. */
export function commonWordLimit(total: number): number {
  return total < COMMON_WORD_MIN_ARTICLES ? Infinity : Math.floor(total * COMMON_WORD_SHARE);
}

export interface ArticleTerms {
  articleId: string;
  terms: string[];
  /** Subjects, journal title and keywords, for the discipline. */
  descriptors: string[];
}

export interface CandidateTopic {
  discipline: string;
  slug: string;
  name: string;
  phrases: string[];
  articleIds: string[];
}

/** "Cryo-EM" and "cryo EM" share the key "cryoem". */
export function termGroupKey(term: string): string {
  return (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join('');
}

function mostCommon(counts: Map<string, number>): string {
  let best = '';
  let n = -1;
  for (const [value, count] of counts) {
    if (count > n || (count === n && value < best)) {
      best = value;
      n = count;
    }
  }
  return best;
}

/** One candidate term of one article, with the article's discipline (as topic_article_terms stores it). */
export interface ArticleTerm {
  articleId: string;
  term: string;
  discipline: string;
}

/** Each article's terms with its discipline, as candidateTopicsOf takes them. */
export function articleTermRows(articles: readonly ArticleTerms[]): ArticleTerm[] {
  return articles.flatMap((a) => {
    const discipline = disciplineOf(a.descriptors).slug;
    return a.terms.map((term) => ({ articleId: a.articleId, term, discipline }));
  });
}

export function candidateTopics(articles: readonly ArticleTerms[]): CandidateTopic[] {
  return candidateTopicsOf(articleTermRows(articles));
}

/**
 * The candidate topics of the given term rows: given every row of some group keys (and only
 * those), the same topics for those keys as candidateTopics over the whole store.
 */
export function candidateTopicsOf(rows: readonly ArticleTerm[]): CandidateTopic[] {
  const groups = new Map<string, { spellings: Map<string, number>; articles: Set<string>; disciplines: Map<string, number> }>();
  for (const { articleId, term, discipline } of rows) {
    const key = termGroupKey(term);
    if (!key) continue;
    const g = groups.get(key) ?? { spellings: new Map(), articles: new Set(), disciplines: new Map() };
    groups.set(key, g);
    g.spellings.set(term, (g.spellings.get(term) ?? 0) + 1);
    if (!g.articles.has(articleId)) g.disciplines.set(discipline, (g.disciplines.get(discipline) ?? 0) + 1);
    g.articles.add(articleId);
  }
  const out: CandidateTopic[] = [];
  for (const g of groups.values()) {
    if (g.articles.size < MIN_ARTICLES) continue;
    const name = mostCommon(g.spellings);
    out.push({
      discipline: mostCommon(g.disciplines),
      slug: slugify(name),
      name,
      phrases: [...g.spellings.keys()].sort(),
      articleIds: [...g.articles],
    });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
