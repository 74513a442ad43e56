import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * The popover holding the access bar items that do not fit (spec 000 §2): a button labelled
 * `Other access options` whose arrow flips when open; Escape or a click outside closes it and
 * Escape returns focus to the button.
 */
export function OtherAccessOptions({ children, className }: { children: ReactNode; className: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={`other-access ${className}`} data-open={open ? 'true' : 'false'}>
      <button ref={buttonRef} type="button" className="other-access__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        Other access options
        <svg className="other-access__arrow" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="m2 4 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={panelId} className="other-access__panel" hidden={!open}>
        <ul className="other-access__list">{children}</ul>
      </div>
    </div>
  );
}
