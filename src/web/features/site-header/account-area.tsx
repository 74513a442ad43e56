import type { AccountArea as Area } from '#src/shared/account-menu.ts';
import { AccountLink } from './account-links.tsx';
import { ProfileMenu } from './profile-menu.tsx';

/** The header's account area (spec 001 §6) for wide screens. */
export function AccountArea({ area, csrfToken }: { area: Area; csrfToken: string | null }) {
  if (area.kind === 'individual') {
    return (
      <nav className="account-area" aria-label="Account">
        <ProfileMenu userName={area.userName} userEmail={area.userEmail} items={area.items} csrfToken={csrfToken} />
      </nav>
    );
  }
  return (
    <nav className="account-area" aria-label="Account">
      {area.kind === 'institutional' && area.institutionName ? <span className="account-area__institution">{area.institutionName}</span> : null}
      <ul className="account-area__list">
        {area.items.map((item, i) => (
          <li key={item.id}>
            <AccountLink item={item} csrfToken={csrfToken} className={i === area.items.length - 1 ? 'account-area__link account-area__link--primary' : 'account-area__link'} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
