import type { AccountArea as Area } from '#src/shared/account/account-menu.ts';
import type { ShownLibraryBanner } from '#src/shared/access/library-banner.ts';
import { AccountLink } from './account-links.tsx';
import { LibraryMenu } from './library-banner.tsx';
import { ProfileMenu } from './profile-menu.tsx';

/** The call to action: Sign in leads the guest header; elsewhere the last entry (Sign in, Sign out). */
function isPrimary(area: Area, index: number): boolean {
  return area.kind === 'guest' ? index === 0 : index === area.items.length - 1;
}

/** The header's account area (spec 001 §6) for wide screens; a DROPDOWN library banner is in its menu. */
export function AccountArea({
  area,
  csrfToken,
  libraryBanner = null,
}: {
  area: Area;
  csrfToken: string | null;
  libraryBanner?: ShownLibraryBanner | null;
}) {
  if (area.kind === 'individual') {
    return (
      <nav className="account-area" aria-label="Account">
        <ProfileMenu
          userName={area.userName}
          userEmail={area.userEmail}
          items={area.items}
          csrfToken={csrfToken}
          libraryBanner={libraryBanner}
        />
      </nav>
    );
  }
  return (
    <nav className="account-area" aria-label="Account">
      {libraryBanner ? <LibraryMenu banner={libraryBanner} /> : null}
      {!libraryBanner && area.kind === 'institutional' && area.institutionName ? (
        <span className="account-area__institution">{area.institutionName}</span>
      ) : null}
      {area.kind === 'guest' ? <span className="account-area__greeting">{area.greeting}</span> : null}
      <ul className="account-area__list">
        {area.items.map((item, i) => (
          <li key={item.id}>
            <AccountLink
              item={item}
              csrfToken={csrfToken}
              className={isPrimary(area, i) ? 'account-area__link account-area__link--primary' : 'account-area__link'}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
