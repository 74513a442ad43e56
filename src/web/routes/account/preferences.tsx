import { Link } from 'react-router';
import { ACCOUNT_PATHS } from '#src/shared/account/account-menu.ts';
import { PRIVACY_CENTER_PATH } from '#src/web/features/site-pages/site-pages.ts';
import { accountHeaders, requireSignedIn } from '../../features/account/account-route-helpers.ts';
import accountCss from '../../features/account/account.css?url';
import { AccountPage } from '../../features/account/form-parts.tsx';
import type { Route } from './+types/preferences';

export const headers = accountHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

/** /user/preferences (spec 001 §2 "Account"): the signed-in reader's settings in one place. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireSignedIn(context, request);
  return { canChangePassword: context.accountConfig.canChangePassword, siteName: context.site.siteName };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `Preferences | ${loaderData?.siteName ?? 'Lectern'}` }, { name: 'robots', content: 'noindex' }];
}

const PRIVACY_CENTER_FROM_HERE = `${PRIVACY_CENTER_PATH}?redirect_to=${encodeURIComponent('/user/preferences')}`;

export default function Preferences({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage title="Preferences" wide>
      <h2>Sign-in and alerts</h2>
      <ul className="account-list">
        {loaderData.canChangePassword ? (
          <li>
            <Link to={ACCOUNT_PATHS.password}>Change password</Link>
          </li>
        ) : null}
        <li>
          <Link to={ACCOUNT_PATHS.alerts}>Manage alerts</Link> — new issues and articles in press of the journals you follow.
        </li>
        <li>
          <Link to={ACCOUNT_PATHS.profile}>My account</Link> — your name, e-mail address and organizations.
        </li>
      </ul>
      <h2>Privacy</h2>
      <ul className="account-list">
        <li>
          <Link to={PRIVACY_CENTER_FROM_HERE}>Cookie preferences</Link> — which cookies this site may set, in the privacy center.
        </li>
        <li>
          <Link to={ACCOUNT_PATHS.readingHistory}>My reading history</Link>
        </li>
        <li>
          <Link to={ACCOUNT_PATHS.searchHistory}>My search history</Link> — you can clear it there.
        </li>
        <li>
          <Link to="/privacy">Privacy policy</Link>
        </li>
      </ul>
    </AccountPage>
  );
}
