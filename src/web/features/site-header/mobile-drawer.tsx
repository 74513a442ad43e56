import { useEffect, useRef, useState } from 'react';
import type { AccountArea } from '#src/shared/account/account-menu.ts';
import type { ShownLibraryBanner } from '#src/shared/access/library-banner.ts';
import { AccountLink } from './account-links.tsx';
import { LibraryBannerLink } from './library-banner.tsx';

/**
 * The mobile drawer menu (spec 001 §2): Escape closes it (focus returns to the Menu button),
 * tabbing out of it closes it, and the page behind does not scroll while it is open.
 */
export function MobileDrawer({
  area,
  csrfToken,
  libraryBanner = null,
}: {
  area: AccountArea;
  csrfToken: string | null;
  libraryBanner?: ShownLibraryBanner | null;
}) {
  const [open, setOpen] = useState(false);
  const drawerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    body.dataset.scrollLocked = 'true';
    drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      body.style.overflow = previous;
      delete body.dataset.scrollLocked;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="mobile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls="site-drawer"
        onClick={() => setOpen((o) => !o)}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M2 5h16M2 10h16M2 15h16" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="site-header__toggle-text">Menu</span>
      </button>
      <div
        ref={drawerRef}
        id="site-drawer"
        className="mobile-menu__drawer"
        role="dialog"
        aria-modal="false"
        aria-label="Site menu"
        hidden={!open}
        onBlur={(e) => {
          const next = e.relatedTarget as Node | null;
          if (next && !drawerRef.current?.contains(next) && next !== buttonRef.current) setOpen(false);
        }}
      >
        <nav aria-label="Site">
          <ul className="mobile-menu__list">
            <li>
              <a className="mobile-menu__link" href="/browse/journals-and-books" onClick={() => setOpen(false)}>
                Journals &amp; Books
              </a>
            </li>
            {area.kind === 'individual' ? (
              <li className="mobile-menu__who">
                <span className="profile-menu__full-name">{area.userName}</span>
                <span className="profile-menu__email">{area.userEmail}</span>
              </li>
            ) : null}
            {area.kind === 'institutional' && area.institutionName ? <li className="mobile-menu__who">{area.institutionName}</li> : null}
            {area.kind === 'guest' ? <li className="mobile-menu__who">{area.greeting}</li> : null}
            {libraryBanner ? (
              <li className="mobile-menu__library">
                <LibraryBannerLink banner={libraryBanner} />
              </li>
            ) : null}
            {area.items.map((item) => (
              <li key={item.id}>
                <AccountLink item={item} csrfToken={csrfToken} className="mobile-menu__link" />
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="mobile-menu__close"
          onClick={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        >
          Close menu
        </button>
      </div>
    </div>
  );
}
