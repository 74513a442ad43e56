import { useDisclosure } from '../../ui/use-disclosure.ts';
import type { AccountMenuItem } from '#src/shared/account-menu.ts';
import type { ShownLibraryBanner } from '#src/shared/library-banner.ts';
import { AccountLink } from './account-links.tsx';
import { LibraryBannerLink } from './library-banner.tsx';

/**
 * The profile menu of a signed-in person (spec 001 §6): a button with the name (max 175 px),
 * opening the email (max 225 px) and the account links. Escape or a click outside closes it.
 */
export function ProfileMenu({
  userName,
  userEmail,
  items,
  csrfToken,
  libraryBanner = null,
}: {
  userName: string;
  userEmail: string;
  items: AccountMenuItem[];
  csrfToken: string | null;
  /** A DROPDOWN library banner (spec 001 §3), below the name and e-mail. */
  libraryBanner?: ShownLibraryBanner | null;
}) {
  const { open, panelId, rootRef, buttonProps } = useDisclosure();
  return (
    <div ref={rootRef} className="profile-menu" data-open={open ? 'true' : 'false'}>
      <button type="button" className="profile-menu__toggle" {...buttonProps}>
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
        {libraryBanner ? (
          <div className="profile-menu__who">
            <LibraryBannerLink banner={libraryBanner} className="library-banner__link--menu" />
          </div>
        ) : null}
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
