import type { SiblingsResponse } from '#src/shared/api/api-contract.ts';
import { isBookSiblingsResponse, isSiblingsResponse } from '#src/web/ui/api-guards.ts';
import { readJson } from '#src/web/ui/json-shape.ts';
import { siblingNavigation, siblingsPath } from '#src/web/ui/page-navigation.ts';
import { fetchSectionJson, useSectionData } from '../../ui/use-section-data.ts';
import { loadArticleContext } from './use-article-context.ts';

/**
 * Previous / next article in the issue, or chapter in the book (001 §5, §7; `siblingsPath`); a
 * side without a PII is a disabled control; failures are silent (001 §8).
 */
export function ArticleNavigation({ pii }: { pii: string }) {
  const section = useSectionData<(Pick<SiblingsResponse, 'previous' | 'next'> & { book: boolean }) | null>('siblings', async (signal) => {
    const context = await loadArticleContext(pii, signal);
    const path = siblingsPath(context);
    if (!path) return null;
    const book = path.startsWith('/sdfe/arp/books/');
    const siblings = await fetchSectionJson(path, signal, (v) =>
      book ? readJson(v, isBookSiblingsResponse, 'book siblings') : readJson(v, isSiblingsResponse, 'siblings'),
    );
    return { book, previous: siblings.previous, next: siblings.next };
  });
  const data = section.data;
  if (!data) return null;
  const { book } = data;
  const link = (side: 'previous' | 'next', label: string) => {
    const sibling = data[side];
    const nav = siblingNavigation(sibling);
    return nav.disabled ? (
      <span className={`article-nav__link article-nav__link--${side}`} aria-disabled="true">
        {label}
      </span>
    ) : (
      <a
        className={`article-nav__link article-nav__link--${side}`}
        href={nav.href!}
        rel={side === 'previous' ? 'prev' : 'next'}
        title={sibling?.title}
      >
        {label}
      </a>
    );
  };
  return (
    <nav className="article-nav" aria-label={book ? 'Chapters in this book' : 'Articles in this issue'}>
      {link('previous', book ? 'Previous chapter' : 'Previous article')}
      {link('next', book ? 'Next chapter' : 'Next article')}
    </nav>
  );
}
