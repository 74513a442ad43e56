import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { isValidSelection, popupPosition, selectionSearchUrl } from '#src/web/features/page-interactions/selection-search-rules.ts';

/** Where a selection may start a search: the article content (001 §5 "a configured content area"). */
export const SELECTION_CONTENT_AREAS = ['.article-content', 'article.article'];

interface PopupState {
  text: string;
  top: number;
  left: number;
}

function isTouchDevice(): boolean {
  return window.matchMedia('(pointer: coarse)').matches && !window.matchMedia('(any-pointer: fine)').matches;
}

function canWriteClipboard(): boolean {
  return window.isSecureContext && typeof navigator.clipboard?.writeText === 'function';
}

/**
 * Text-selection search (001 §4, §5, §9): after a valid selection inside the content area (or
 * inside the popup) a small popup offers Search (a new tab at /search with qs, origin and
 * zone=qSearch) and, where the browser allows writing to the clipboard, Copy. Disabled on
 * touch devices. Escape or an empty selection hides it.
 */
export function SelectionSearch({ origin }: { origin: string }) {
  const [popup, setPopup] = useState<PopupState | null>(null);
  const [copied, setCopied] = useState(false);
  const [clipboard, setClipboard] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (isTouchDevice()) return;
    setClipboard(canWriteClipboard());
    const inArea = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return false;
      return (ref.current?.contains(element) ?? false) || SELECTION_CONTENT_AREAS.some((selector) => element.closest(selector));
    };
    const update = () => {
      const selection = window.getSelection();
      const text = selection?.toString() ?? '';
      if (
        !selection ||
        selection.rangeCount === 0 ||
        !isValidSelection(text) ||
        !inArea(selection.anchorNode) ||
        !inArea(selection.focusNode)
      ) {
        setPopup(null);
        return;
      }
      const rect = selection.getRangeAt(0).getBoundingClientRect();
      setCopied(false);
      setPopup({
        text: text.trim(),
        ...popupPosition({ left: rect.left, bottom: rect.bottom }, window.innerWidth, { x: window.scrollX, y: window.scrollY }),
      });
    };
    const onPointerUp = (event: Event) => {
      if (ref.current?.contains(event.target as Node)) return;
      // After the browser settled the selection.
      setTimeout(update, 0);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPopup(null);
      else if (event.shiftKey || event.key.startsWith('Arrow')) update();
    };
    document.addEventListener('mouseup', onPointerUp);
    document.addEventListener('keyup', onKeyUp);
    return () => {
      document.removeEventListener('mouseup', onPointerUp);
      document.removeEventListener('keyup', onKeyUp);
    };
  }, []);

  if (!popup) return null;
  // In <body>, so page coordinates are the popup's own whatever the column's positioning.
  return createPortal(
    <div
      ref={ref}
      className="selection-search"
      role="group"
      aria-label="Selected text"
      style={{ top: popup.top, left: Math.max(0, popup.left) }}
    >
      <a
        className="selection-search__action"
        href={selectionSearchUrl(popup.text, origin)}
        target="_blank"
        rel="noopener"
        onClick={() => setPopup(null)}
      >
        Search
      </a>
      {clipboard ? (
        <button
          type="button"
          className="selection-search__action"
          onClick={() => {
            navigator.clipboard.writeText(popup.text).then(
              () => setCopied(true),
              (error: unknown) => console.error(error),
            );
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      ) : null}
    </div>,
    document.body,
  );
}
