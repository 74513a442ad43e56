import type { ReactNode } from 'react';
import { useDisclosure } from '../../ui/use-disclosure.ts';

/**
 * The popover holding the access bar items that do not fit (spec 000 §2): a button labelled
 * `Other access options` whose arrow flips when open; Escape or a click outside closes it and
 * Escape returns focus to the button.
 */
export function OtherAccessOptions({ children, className }: { children: ReactNode; className: string }) {
  const { open, panelId, rootRef, buttonProps } = useDisclosure();

  return (
    <div ref={rootRef} className={`other-access ${className}`} data-open={open ? 'true' : 'false'}>
      <button type="button" className="other-access__toggle" {...buttonProps}>
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
