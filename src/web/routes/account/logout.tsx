import { Form, redirect } from 'react-router';
import { accountHeaders, targetOf } from '../../features/account/account-route-helpers.ts';
import accountCss from '../../features/account/account.css?url';
import { AccountPage, CsrfField } from '../../features/account/form-parts.tsx';
import type { Route } from './+types/logout';

export const headers = accountHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

/** GET /user/logout: a confirmation with the Sign out button (sign-out itself is a POST, CSRF-checked). */
export function loader({ context, request }: Route.LoaderArgs) {
  return {
    csrf: context.csrfToken,
    target: targetOf(request),
    signedIn: context.reader.userAnonymity === 'INDIVIDUAL' || context.reader.organisation?.via === 'institution-login',
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  await context.account.signOut();
  throw redirect(targetOf(request));
}

export function meta() {
  return [{ title: 'Sign out | Lectern' }, { name: 'robots', content: 'noindex' }];
}

export default function SignOut({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage title="Sign out">
      {loaderData.signedIn ? (
        <Form method="post">
          <CsrfField token={loaderData.csrf} />
          <p>Sign out of Lectern on this browser?</p>
          <button type="submit">Sign out</button>
        </Form>
      ) : (
        <p>You are not signed in.</p>
      )}
    </AccountPage>
  );
}
