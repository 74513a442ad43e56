import { useEffect, useState, type ReactElement } from 'react';
import { BOOK_LOADING_TEXT, canToggle, FULL_CONTENTS_LABELS, NO_CHAPTER_OUTLINE_TEXT, visibleItems } from '#src/web/ui/toc-rules.ts';
import { everyItem, matchesShape, readJson } from '#src/web/ui/json-shape.ts';
import { fetchSectionJson } from '../../ui/use-section-data.ts';

/** GET /sdfe/arp/isbn/{isbn}/chapters, read leniently (only what the tab shows). */
export interface BookChapter {
  pii: string;
  title: string;
  pages?: string | null;
  firstPage?: string | null;
  lastPage?: string | null;
}
const isChapters = (v: unknown): v is { chapters: BookChapter[] } =>
  matchesShape(v, { chapters: 'array' }) &&
  everyItem(v.chapters, { pii: 'string', title: 'string', pages: 'string|null?', firstPage: 'string|null?', lastPage: 'string|null?' });

export function chapterPages(c: BookChapter): string | null {
  if (c.pages) return c.pages;
  if (c.firstPage && c.lastPage && c.firstPage !== c.lastPage) return `${c.firstPage}\u2013${c.lastPage}`;
  return c.firstPage ?? null;
}

type BookState = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; chapters: BookChapter[] };

/**
 * The 'Book contents' tab (000 §4): the chapter list is fetched on first selection, shows
 * 'Loading…' meanwhile, 'This chapter does not have an outline.' when there is nothing, and has
 * its own full-contents toggle.
 */
export function BookContents({
  isbn,
  currentPii,
  selected,
  id,
  labelledBy,
}: {
  isbn: string | null;
  currentPii: string;
  selected: boolean;
  id: string;
  labelledBy: string;
}): ReactElement {
  const [state, setState] = useState<BookState>({ status: 'idle' });
  const [showFullContents, setShowFullContents] = useState(false);
  const wanted = selected && state.status === 'idle';
  useEffect(() => {
    if (!wanted) return;
    if (!isbn) {
      setState({ status: 'loaded', chapters: [] });
      return;
    }
    setState({ status: 'loading' });
    fetchSectionJson(
      `/sdfe/arp/isbn/${encodeURIComponent(isbn)}/chapters`,
      undefined,
      (v) => readJson(v, isChapters, 'chapters').chapters,
    ).then(
      (chapters) => setState({ status: 'loaded', chapters }),
      () => setState({ status: 'failed' }),
    );
  }, [wanted, isbn]);

  let content: ReactElement;
  if (state.status === 'idle' || state.status === 'loading') content = <p className="toc__message">{BOOK_LOADING_TEXT}</p>;
  else if (state.status === 'failed' || state.chapters.length === 0) content = <p className="toc__message">{NO_CHAPTER_OUTLINE_TEXT}</p>;
  else {
    const listId = `${id}-list`;
    content = (
      <>
        <ol className="toc__list" id={listId}>
          {visibleItems(state.chapters, showFullContents).map((c) => {
            const pages = chapterPages(c);
            return (
              <li key={c.pii}>
                <a
                  className="toc__link"
                  href={`/science/article/pii/${encodeURIComponent(c.pii)}`}
                  aria-current={c.pii === currentPii ? 'page' : undefined}
                >
                  {c.title}
                </a>
                {pages ? <span className="toc__pages"> pp. {pages}</span> : null}
              </li>
            );
          })}
        </ol>
        {canToggle(state.chapters.length) ? (
          <button
            type="button"
            className="toc__toggle"
            aria-expanded={showFullContents}
            aria-controls={listId}
            onClick={() => setShowFullContents((v) => !v)}
          >
            {showFullContents ? FULL_CONTENTS_LABELS.hide : FULL_CONTENTS_LABELS.show}
          </button>
        ) : null}
      </>
    );
  }
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} hidden={!selected} tabIndex={0} aria-busy={state.status === 'loading'}>
      {content}
    </div>
  );
}
