import { data } from 'react-router';
import browseCss from '../features/browse/browse.css?url';
import { Breadcrumbs } from '../features/browse/breadcrumbs.tsx';
import { ChapterList } from '../features/collections/chapter-list.tsx';
import type { Route } from './+types/book';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: browseCss }];

const ISBN = /^[0-9][0-9-]{8,15}[0-9Xx]$/;
const LABELS: Record<string, string> = { BK: 'Book', HB: 'Handbook', BS: 'Book series', RW: 'Reference work' };

/**
 * /science/book/{isbn} and /science/referenceworks/{isbn} (spec 001 §2): a book or reference
 * work and its chapters. A reference work's ISBN under /science/book (or the reverse) is a 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const isbn = params.isbn ?? '';
  if (!ISBN.test(isbn)) throw data(null, { status: 404 });
  const book = await context.collections.book(isbn);
  const referenceWork = book?.contentType === 'RW';
  if (!book || referenceWork !== new URL(request.url).pathname.startsWith('/science/referenceworks/')) throw data(null, { status: 404 });
  return { book };
}

export function headers() {
  return { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page not found | Lectern' }];
  return [{ title: `${loaded.book.title} | Lectern` }];
}

export default function Book({ loaderData }: Route.ComponentProps) {
  const { book } = loaderData;
  return (
    <div className="journal-contents">
      <Breadcrumbs
        trail={[{ label: 'Home', to: '/' }, { label: 'Journals and books', to: '/browse/journals-and-books' }, { label: book.title }]}
      />
      <header className="journal-header">
        <p className="journal-header__kind">{LABELS[book.contentType] ?? 'Book'}</p>
        <h1>{book.title}</h1>
        <p>{`ISBN ${book.isbn}${book.publisher ? ` · ${book.publisher}` : ''}`}</p>
        {book.editors.length > 0 ? <p>{`Edited by ${book.editors.join(', ')}`}</p> : null}
      </header>
      <section aria-labelledby="book-contents">
        <h2 id="book-contents">Book contents</h2>
        <p role="status">{`${book.chapters.length} chapter${book.chapters.length === 1 ? '' : 's'}`}</p>
        <ChapterList chapters={book.chapters} />
      </section>
    </div>
  );
}

export { NotFoundBoundary as ErrorBoundary } from '../ui/not-found-boundary.tsx';
