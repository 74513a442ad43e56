import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { isTocResponse } from '#src/web/ui/api-guards.ts';
import { readJson } from '#src/web/ui/json-shape.ts';
import type { AjaxLinks } from '#src/shared/article/article-page-state.ts';
import type { TocData, TocOutlineItem } from '#src/web/ui/toc-data.ts';
import {
  BOOK_TAB_LABELS,
  flattenOutline,
  initialTocState,
  NO_CHAPTER_OUTLINE_TEXT,
  showsBookTabs,
  tocReducer,
  type TocBlock,
  type TocCounts,
  type TocState,
} from '#src/web/ui/toc-rules.ts';
import { fetchSectionJson, useSectionData } from '../../ui/use-section-data.ts';
import { BookContents } from './book-contents.tsx';
import { TocBlocks } from './toc-blocks.tsx';
import { useActiveSection } from './use-active-section.ts';
import '../../ui/toc.css';

export const TOC_LABEL = 'Table of contents';

export function tocCounts(data: TocData): TocCounts {
  return {
    outline: flattenOutline(data.outline).length,
    figures: data.figures.length,
    tables: data.tables.length,
    extras: data.extras.length,
    citedBy: data.citedByCount,
  };
}

export interface TableOfContentsProps {
  data: TocData;
  /** The reader is entitled to the full text (loader data `pageState.entitled`). */
  entitled: boolean;
  ajaxLinks?: Partial<AjaxLinks> | null;
  /** Enriched-content anchors, added once the enriched content arrives (000 §4, §5). */
  enrichedAnchors?: TocOutlineItem[];
}

type BookTab = 'chapter' | 'book';

/** Chapter contents / Book contents tabs for a book (000 §4), else the blocks alone. */
function TocBody({
  data,
  state,
  idPrefix,
  activeId,
  onToggle,
  onNavigate,
  withDownload,
}: {
  data: TocData;
  state: TocState;
  idPrefix: string;
  activeId: string | null;
  onToggle(block: TocBlock): void;
  onNavigate?: () => void;
  withDownload: boolean;
}): ReactElement {
  const [tab, setTab] = useState<BookTab>('chapter');
  const tabs = useRef<Record<BookTab, HTMLButtonElement | null>>({ chapter: null, book: null });
  const blocks = (
    <TocBlocks
      data={data}
      state={state}
      idPrefix={idPrefix}
      activeId={activeId}
      onToggle={onToggle}
      onNavigate={onNavigate}
      withDownload={withDownload}
    />
  );
  if (!showsBookTabs(data.contentType)) return blocks;
  const select = (next: BookTab) => {
    setTab(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft' || event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      select(event.key === 'Home' ? 'chapter' : event.key === 'End' ? 'book' : tab === 'chapter' ? 'book' : 'chapter');
    }
  };
  const tabId = (t: BookTab) => `${idPrefix}-tab-${t}`;
  const panelId = (t: BookTab) => `${idPrefix}-panel-${t}`;
  return (
    <>
      <div role="tablist" aria-label={TOC_LABEL} className="toc__tabs" onKeyDown={onKeyDown}>
        {(['chapter', 'book'] as const).map((t) => (
          <button
            key={t}
            ref={(el) => {
              tabs.current[t] = el;
            }}
            type="button"
            role="tab"
            id={tabId(t)}
            className="toc__tab"
            aria-selected={tab === t}
            aria-controls={panelId(t)}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => setTab(t)}
          >
            {BOOK_TAB_LABELS[t]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId('chapter')} aria-labelledby={tabId('chapter')} hidden={tab !== 'chapter'}>
        {data.outline.length === 0 ? <p className="toc__message">{NO_CHAPTER_OUTLINE_TEXT}</p> : null}
        {blocks}
      </div>
      <BookContents isbn={data.isbn} currentPii={data.pii} selected={tab === 'book'} id={panelId('book')} labelledBy={tabId('book')} />
    </>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]), [tabindex]:not([tabindex="-1"])';

/**
 * The table of contents (000 §3, §4, §5, §9; 001 §4): rendered on the server from loader data,
 * then refreshed from /sdfe/arp/pii/{pii}/toc (request → received; failures silently ignored).
 * On wide screens it is the left column; on narrow screens a button opens it as a modal dialog.
 */
export function TableOfContents({ data: initial, entitled, ajaxLinks, enrichedAnchors }: TableOfContentsProps): ReactElement {
  const [received, setData] = useState(initial);
  const data = useMemo(() => (enrichedAnchors?.length ? { ...received, enrichedAnchors } : received), [received, enrichedAnchors]);
  const [state, dispatch] = useReducer(tocReducer, undefined, () => initialTocState(tocCounts(initial), entitled));
  const load = useCallback(
    (signal: AbortSignal) =>
      fetchSectionJson(`/sdfe/arp/pii/${encodeURIComponent(initial.pii)}/toc`, signal, (v) => readJson(v, isTocResponse, 'outline')),
    [initial.pii],
  );
  const section = useSectionData('toc', load, { ajaxLinks });
  useEffect(() => {
    if (section.status === 'request') dispatch({ type: 'request' });
    else if (section.status === 'failed') dispatch({ type: 'failed' });
    else if (section.status === 'received' && section.data) {
      const next = { ...initial, citedByCount: section.data.citedByCount };
      setData(next);
      // The page came with the TOC (server-rendered): the refresh updates it, keeping the reader's toggles.
      dispatch({ type: 'update', counts: tocCounts(next) });
    }
  }, [section.status, section.data, initial]);

  const ids = useMemo(() => flattenOutline(data.outline).map((e) => e.id), [data.outline]);
  const activeId = useActiveSection(ids);
  const onToggle = useCallback((block: TocBlock) => dispatch({ type: 'toggle', block }), []);

  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const dialogTitle = useId();
  const open = () => {
    dialog.current?.showModal();
    dispatch({ type: 'modal', open: true });
  };
  const close = () => dialog.current?.close();
  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="toc-area" aria-busy={state.isLoading || undefined}>
      <button ref={opener} type="button" className="toc__open" aria-haspopup="dialog" onClick={open}>
        {TOC_LABEL}
      </button>
      <nav className="toc toc--sidebar" aria-label={TOC_LABEL}>
        <TocBody data={data} state={state} idPrefix="toc" activeId={activeId} onToggle={onToggle} withDownload />
      </nav>
      <dialog
        ref={dialog}
        className="toc toc--modal"
        aria-labelledby={dialogTitle}
        onKeyDown={onDialogKeyDown}
        onClose={() => {
          dispatch({ type: 'modal', open: false });
          opener.current?.focus({ preventScroll: true });
        }}
      >
        <div className="toc__modal-header">
          <h2 id={dialogTitle} className="toc__modal-title">
            {TOC_LABEL}
          </h2>
          <button type="button" className="toc__close" onClick={close}>
            Close
          </button>
        </div>
        {state.isModal ? (
          <TocBody
            data={data}
            state={state}
            idPrefix="toc-modal"
            activeId={activeId}
            onToggle={onToggle}
            onNavigate={close}
            withDownload={false}
          />
        ) : null}
      </dialog>
    </div>
  );
}
