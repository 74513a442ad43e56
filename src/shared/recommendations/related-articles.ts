/**
 * What a related article is to the article being read, from a JATS related-article-type
 * (spec 001 §7 refersTo / referredToBy). A link is stored on the article that declares it
 * (the source) and points at its target, so the same relation reads differently in the two
 * directions: a correction's "corrected-article" link makes the target the corrected article
 * (refersTo, seen from the correction) and the source a correction (referredToBy, seen from
 * the corrected article).
 */
export const RELATED_ROLES = [
  'correction',
  'corrected-article',
  'retraction',
  'retracted-article',
  'expression-of-concern',
  'article-of-concern',
  'insight',
  'discussed-article',
  'research-advance',
  'original-article',
  'addendum',
  'addended-article',
  'companion',
  'related',
] as const;
export type RelatedRole = (typeof RELATED_ROLES)[number];

export type RelatedDirection = 'refersTo' | 'referredToBy';

/** relation → [role of the target seen from the source, role of the source seen from the target]. */
const ROLES: Readonly<Record<string, readonly [RelatedRole, RelatedRole]>> = {
  'corrected-article': ['corrected-article', 'correction'],
  'correction-forward': ['correction', 'corrected-article'],
  'retracted-article': ['retracted-article', 'retraction'],
  'retraction-forward': ['retraction', 'retracted-article'],
  'object-of-concern': ['article-of-concern', 'expression-of-concern'],
  'expression-of-concern': ['expression-of-concern', 'article-of-concern'],
  'commentary-article': ['discussed-article', 'insight'],
  commentary: ['insight', 'discussed-article'],
  'addended-article': ['addended-article', 'addendum'],
  addendum: ['addendum', 'addended-article'],
  companion: ['companion', 'companion'],
};

/**
 * The role of the other article. eLife marks a research advance's link to its original
 * article as the generic "article-reference"; it is read as such only when the source is a
 * research advance (its display channel), otherwise it stays "related".
 */
export function relatedRole(relation: string, direction: RelatedDirection, sourceIsResearchAdvance = false): RelatedRole {
  const key = relation.trim().toLowerCase();
  if (key === 'article-reference' && sourceIsResearchAdvance) {
    return direction === 'refersTo' ? 'original-article' : 'research-advance';
  }
  const pair = Object.hasOwn(ROLES, key) ? ROLES[key] : undefined;
  if (!pair) return 'related';
  return direction === 'refersTo' ? pair[0] : pair[1];
}

/** Roles that change how the article being read should be trusted: the page says so at the top. */
export const NOTICE_ROLES = ['retraction', 'expression-of-concern', 'correction'] as const satisfies readonly RelatedRole[];
export type NoticeRole = (typeof NOTICE_ROLES)[number];

export function isNoticeRole(role: string): role is NoticeRole {
  return (NOTICE_ROLES as readonly string[]).includes(role);
}

/**
 * Where a related article's link goes (as spec 001 §5's citing-article rule): the article
 * page when it is stored here, else its DOI at the resolver, else nowhere.
 */
export function relatedArticleUrl(pii: string | null, doi: string | null): string | null {
  if (pii) return `/science/article/pii/${encodeURIComponent(pii)}`;
  if (doi) return `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`;
  return null;
}
