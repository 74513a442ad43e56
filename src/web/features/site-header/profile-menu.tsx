import type { AccountMenuItem } from '#src/shared/account/account-menu.ts';
import type { ShownLibraryBanner } from '#src/shared/access/library-banner.ts';
import { AccountLink } from './account-links.tsx';
import { HeaderMenu } from './header-menu.tsx';
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
  return (
    <HeaderMenu name={userName} label={userName || 'My account'}>
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
    </HeaderMenu>
  );
}
