import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { displayedState, type SidePanelOpenState } from './side-panel-state.ts';
import { debounce } from './page-navigation.ts';
import './side-panel.css';

/**
 * The side panel primitive (001 §2, §3 sidePanel openState, §4; ADR 009): a real `<dialog>` at
 * the side of the page, composed as
 *
 *   <SidePanel modal opener onClose>
 *     <SidePanel.Collapse title />   (optional: under 768 px the panel folds into a banner)
 *     <SidePanel.Header title closeLabel />
 *     <SidePanel.Body busy>…</SidePanel.Body>
 *   </SidePanel>
 *
 * - A modal panel (`showModal`) closes on a click outside it; a docked one (`show`, Questions
 *   answered) leaves the page usable and does not (001 §2 "All close on outside click except
 *   Questions answered").
 * - Escape and the close button close it; opening focuses the close button (the Expand button
 *   when it opens as a banner); closing returns focus to the opener, unless the reader went on
 *   into the page beside a docked panel.
 * - A collapsible panel is OPEN or COLLAPSED; on wide screens a collapsed panel shows as open.
 * `onClose` is called when the reader closes it; the owner then stops rendering it.
 */
export interface SidePanelContentProps {
  /** The panel's content-id. */
  id: string;
  pii: string;
  entitledToken: string | null;
  /** The control that opened the panel (focus returns to it), null for a shared link. */
  opener: HTMLElement | null;
  onClose(): void;
}

interface PanelContextValue {
  titleId: string;
  shown: SidePanelOpenState;
  close(): void;
  collapse(): void;
  /** Unfolds the banner into the whole panel and focuses its close button. */
  expand(): void;
  /** Scrolls the panel's content to its top. */
  scrollToTop(): void;
}
const PanelContext = createContext<PanelContextValue | null>(null);

/** The enclosing side panel: content may fold it into its banner (`collapse`) or close it. */
export function useSidePanel(): PanelContextValue {
  const value = useContext(PanelContext);
  if (!value) throw new Error('useSidePanel outside a <SidePanel>');
  return value;
}

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = debounce(() => setWidth(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}

export interface SidePanelProps {
  /** Modal (closes on an outside click) or docked (the page stays usable). */
  modal: boolean;
  opener: HTMLElement | null;
  onClose(): void;
  /** The state it opens in (COLLAPSED only for a panel with a SidePanel.Collapse banner). */
  initialState?: SidePanelOpenState;
  className?: string;
  /** Written as data-panel-type (styles and tests tell the panels apart). */
  panelType?: string;
  children: ReactNode;
}

function SidePanelRoot({ modal, opener, onClose, initialState = 'OPEN', className, panelType, children }: SidePanelProps): ReactElement {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const width = useViewportWidth();
  const [state, setState] = useState(initialState);
  const shown = displayedState(state, width);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const openerRef = useRef(opener);

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const doc = dialog.ownerDocument;
    const back = openerRef.current;
    const closed = () => onCloseRef.current();
    // A docked dialog gets no Escape from the browser, and focus may be on the page beside it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dialog.open && !event.defaultPrevented) {
        event.preventDefault();
        dialog.close();
      }
    };
    dialog.addEventListener('close', closed);
    doc.addEventListener('keydown', onKeyDown);
    if (!dialog.open) {
      if (modal) dialog.showModal();
      else dialog.show();
    }
    dialog
      .querySelector<HTMLElement>(
        displayedState(initialState, window.innerWidth) === 'COLLAPSED' ? '.side-panel-expand' : '.side-panel-close',
      )
      ?.focus();
    return () => {
      dialog.removeEventListener('close', closed);
      doc.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      // A reader who went on into the page (a source's paragraph beside a docked panel) stays there.
      const active = doc.activeElement;
      if (active && active !== doc.body && !dialog.contains(active)) return;
      if (back?.isConnected) back.focus();
    };
    // The dialog opens once, as modal or docked; initialState is only read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modal]);

  // The press and the release both on the dialog box itself (not its content) happened on the backdrop.
  const pressedOutside = useRef(false);
  const onPointerDown = (event: PointerEvent) => {
    pressedOutside.current = event.target === ref.current;
  };
  const onClick = (event: MouseEvent) => {
    if (modal && event.target === ref.current && pressedOutside.current) ref.current!.close();
    pressedOutside.current = false;
  };

  const close = useCallback(() => ref.current?.close(), []);
  const collapse = useCallback(() => setState((s) => (s === 'OPEN' ? 'COLLAPSED' : s)), []);
  const expand = useCallback(() => {
    setState('OPEN');
    requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('.side-panel-close')?.focus());
  }, []);
  const scrollToTop = useCallback(() => ref.current?.querySelector('.side-panel-body')?.scrollTo({ top: 0 }), []);
  const context = useMemo(
    () => ({ titleId, shown, close, collapse, expand, scrollToTop }),
    [titleId, shown, close, collapse, expand, scrollToTop],
  );

  const banner: ReactNode[] = [];
  const content: ReactNode[] = [];
  Children.forEach(children, (child) => (isValidElement(child) && child.type === SidePanelCollapse ? banner : content).push(child));
  const classes = ['side-panel', className, modal ? null : 'side-panel--docked', shown === 'COLLAPSED' ? 'side-panel--collapsed' : null]
    .filter(Boolean)
    .join(' ');
  return (
    <PanelContext value={context}>
      {/* Clicks on the dialog box itself are its backdrop (outside-click closing); the keyboard closes it with Escape. */}
      <dialog
        ref={ref}
        className={classes}
        aria-labelledby={titleId}
        data-panel-type={panelType}
        data-open-state={state}
        data-shown={shown}
        onPointerDown={onPointerDown}
        onClick={onClick}
      >
        {banner}
        <div className="side-panel-inner">{content}</div>
      </dialog>
    </PanelContext>
  );
}

/** The banner a collapsible panel folds into under 768 px, with its Expand button. */
function SidePanelCollapse({ title }: { title: string }): ReactElement {
  const { shown, expand } = useSidePanel();
  return (
    <div className="side-panel-banner">
      <span className="side-panel-banner-title">{title}</span>
      <button type="button" className="side-panel-expand secondary-button" aria-expanded={shown === 'OPEN'} onClick={expand}>
        Expand
      </button>
    </div>
  );
}

/** The panel's title (a level-2 heading that names the dialog) and its close button. */
function SidePanelHeader({ title, closeLabel = 'Close side panel' }: { title: string; closeLabel?: string }): ReactElement {
  const { titleId, close } = useSidePanel();
  return (
    <div className="side-panel-head">
      <h2 className="side-panel-title" id={titleId}>
        {title}
      </h2>
      <button type="button" className="side-panel-close" aria-label={closeLabel} onClick={close}>
        <span aria-hidden="true">{'\u00d7'}</span>
      </button>
    </div>
  );
}

/** The panel's scrolling content; `busy` while it loads (001 §8 'Loading...'). */
function SidePanelBody({ busy = false, children }: { busy?: boolean; children?: ReactNode }): ReactElement {
  return (
    <div className="side-panel-body" aria-busy={busy || undefined}>
      {busy ? <p className="side-panel-loading">Loading...</p> : children}
    </div>
  );
}

export const SidePanel = Object.assign(SidePanelRoot, { Collapse: SidePanelCollapse, Header: SidePanelHeader, Body: SidePanelBody });
