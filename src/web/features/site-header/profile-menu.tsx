import { useEffect, useId, useRef, useState } from 'react';
import type { AccountMenuItem } from '#src/shared/account-menu.ts';
import { AccountLink } from './account-links.tsx';

/**
 * The profile menu of a signed-in person (spec 001 §6): a button with the name (max 175 px),
 * opening the email (max 225 px) and the account links. Escape or a click outside closes it.
 */
export function ProfileMenu({ userName, userEmail, items, csrfToken }: { userName: string; userEmail: string; items: AccountMenuItem[]; csrfToken: string | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
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
    <div ref={rootRef} className="profile-menu" data-open={open ? 'true' : 'false'}>
      <button ref={buttonRef} type="button" className="profile-menu__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <span className="profile-menu__name" title={userName}>
          {userName || 'My account'}
        </span>
        <svg className="profile-menu__arrow" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="m2 4 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={panelId} className="profile-menu__panel" hidden={!open}>
        <div className="profile-menu__who">
          <p className="profile-menu__full-name">{userName}</p>
          <p className="profile-menu__email" title={userEmail}>
            {userEmail}
          </p>
        </div>
        <ul className="profile-menu__list">
          {items.map((item) => (
            <li key={item.id}>
              <AccountLink item={item} csrfToken={csrfToken} className="profile-menu__link" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
