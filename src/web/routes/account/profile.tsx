import { Link } from 'react-router';
import { accountHeaders, requireSignedIn } from '../../features/account/account-route-helpers.ts';
import accountCss from '../../features/account/account.css?url';
import { AccountPage } from '../../features/account/form-parts.tsx';
import type { Route } from './+types/profile';

export const headers = accountHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

/** /user/profile: View account. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireSignedIn(context, request);
  const profile = await context.account.profile();
  return { profile, reader: context.reader, config: context.accountConfig };
}

export function meta() {
  return [{ title: 'My account | Lectern' }, { name: 'robots', content: 'noindex' }];
}

const VIA: Record<string, string> = {
  'ip-range': 'by your network address',
  'institution-login': 'by institutional sign-in',
  membership: 'as a member',
};

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { profile, reader, config } = loaderData;
  return (
    <AccountPage title="My account" wide>
      <dl className="account-details">
        <dt>Name</dt>
        <dd>{profile?.name}</dd>
        <dt>Email address</dt>
        <dd>{profile?.email}</dd>
        <dt>Access</dt>
        <dd>{reader.organisation ? `Through ${reader.organisation.name} (${VIA[reader.organisation.via]})` : 'Personal'}</dd>
      </dl>
      {reader.organisations.length > 0 ? (
        <>
          <h2>My organizations</h2>
          <ul className="account-list">
            {reader.organisations.map((o) => (
              <li key={o.id}>{o.name}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>Manage</h2>
      <ul className="account-list">
        <li>
          <Link to="/user/recommendations">My recommendations</Link>
        </li>
        <li>
          <Link to="/user/history/search">My search history</Link>
        </li>
        <li>
          <Link to="/user/history/reading">My reading history</Link>
        </li>
        <li>
          <Link to="/user/alerts/journal">Manage alerts</Link>
        </li>
        {config.canChangePassword ? (
          <li>
            <Link to="/user/password">Change password</Link>
          </li>
        ) : null}
        {config.hasMultiOrg ? (
          <li>
            <Link to="/user/chooseorg">Change organization</Link>
          </li>
        ) : null}
        <li>
          <Link to="/user/logout">Sign out</Link>
        </li>
      </ul>
    </AccountPage>
  );
}
