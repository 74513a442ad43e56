import { Form, Link, redirect } from 'react-router';
import { REGISTERED_MESSAGE } from '#src/shared/account/account-actions.ts';
import { parseForm, signInForm } from '#src/web/features/account/account-forms.ts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '#src/shared/account/account.ts';
import { accountHeaders, field, invalid, refused, targetOf, type FormFailure } from '../../features/account/account-route-helpers.ts';
import accountCss from '../../features/account/account.css?url';
import { AccountPage, CsrfField, ErrorSummary, Notice, TextField } from '../../features/account/form-parts.tsx';
import type { Route } from './+types/login';

export const headers = accountHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

/** /user/login?targetURL=…&from=globalheader (spec 001 §2). */
export function loader({ context, request }: Route.LoaderArgs) {
  const target = targetOf(request);
  if (context.reader.user) throw redirect(target);
  const params = new URL(request.url).searchParams;
  return {
    csrf: context.account.boundCsrfToken(),
    target,
    registered: params.has('registered'),
    from: params.get('from') === 'globalheader' ? 'globalheader' : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { email: field(form, 'email') };
  const parsed = parseForm(signInForm, form);
  if (!parsed.ok) return invalid(parsed.errors, values);
  const outcome = await context.account.signIn(parsed.data.email, parsed.data.password);
  if (!outcome.ok) return refused(outcome, values);
  throw redirect(targetOf(request));
}

export function meta() {
  return [{ title: 'Sign in | Lectern' }, { name: 'robots', content: 'noindex' }];
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData as FormFailure | undefined;
  const errors = failure?.errors ?? [];
  const query = `targetURL=${encodeURIComponent(loaderData.target)}`;
  return (
    <AccountPage title="Sign in">
      {loaderData.registered ? <Notice>{REGISTERED_MESSAGE}</Notice> : null}
      <ErrorSummary errors={errors} />
      <Form method="post" noValidate>
        <CsrfField token={loaderData.csrf} />
        <TextField
          name="email"
          label="Email address"
          type="email"
          autoComplete="username"
          errors={errors}
          defaultValue={failure?.values?.email}
          maxLength={EMAIL_MAX_LENGTH}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          errors={errors}
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <button type="submit">Sign in</button>
      </Form>
      <ul className="account-links">
        <li>
          <Link to={`/user/register?${query}`}>Register</Link>
        </li>
        <li>
          <Link to={`/user/institution/login?targetUrl=${encodeURIComponent(loaderData.target)}`}>Sign in via your institution</Link>
        </li>
      </ul>
    </AccountPage>
  );
}
