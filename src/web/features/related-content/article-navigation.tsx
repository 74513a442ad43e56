import { siblingsResponseSchema, type SiblingsResponse } from '#src/shared/api-contract.ts';
import { siblingNavigation } from '#src/shared/page-navigation.ts';
import { fetchSectionJson, useSectionData } from '../../ui/use-section-data.ts';
import { loadArticleContext } from './use-article-context.ts';

/**
 * Previous / next article in the issue (001 §5, §7): from /sdfe/arp/issue/{issue}/article/{id}/siblings,
 * fetched when the article has an issue; a side without a PII is a disabled control; failures are silent (001 §8).
 */
export function ArticleNavigation({ pii }: { pii: string }) {
  const section = useSectionData<SiblingsResponse | null>('siblings', async (signal) => {
    const context = await loadArticleContext(pii, signal);
    if (!context.issueId || context.contentType === 'RW') return null;
    return fetchSectionJson(
      `/sdfe/arp/issue/${encodeURIComponent(context.issueId)}/article/${encodeURIComponent(pii)}/siblings`,
      signal,
      (v) => siblingsResponseSchema.parse(v),
    );
  });
  const data = section.data;
  if (!data) return null;
  const link = (side: 'previous' | 'next', label: string) => {
    const sibling = data[side];
    const nav = siblingNavigation(sibling);
    return nav.disabled ? (
      <span className={`article-nav__link article-nav__link--${side}`} aria-disabled="true">
        {label}
      </span>
    ) : (
      <a className={`article-nav__link article-nav__link--${side}`} href={nav.href!} rel={side === 'previous' ? 'prev' : 'next'} title={sibling?.title}>
        {label}
      </a>
    );
  };
  return (
    <nav className="article-nav" aria-label="Articles in this issue">
      {link('previous', 'Previous article')}
      {link('next', 'Next article')}
    </nav>
  );
}
