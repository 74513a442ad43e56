import { Form, Link, redirect } from 'react-router';
import { parseForm, registerForm } from '#src/web/features/account/account-forms.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#src/shared/account/account.ts';
import { accountHeaders, field, invalid, refused, targetOf, type FormFailure } from '../../features/account/account-route-helpers.ts';
import accountCss from '../../features/account/account.css?url';
import { AccountPage, CsrfField, ErrorSummary, TextField } from '../../features/account/form-parts.tsx';
import type { Route } from './+types/register';

export const headers = accountHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

/** /user/register?targetURL=… (spec 001 §2). */
export function loader({ context, request }: Route.LoaderArgs) {
  const target = targetOf(request);
  if (context.reader.user) throw redirect(target);
  return { csrf: context.account.boundCsrfToken(), target };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { name: field(form, 'name'), email: field(form, 'email') };
  const parsed = parseForm(registerForm, form);
  if (!parsed.ok) return invalid(parsed.errors, values);
  const outcome = await context.account.register(parsed.data);
  if (!outcome.ok) return refused(outcome, values);
  // The same answer whether or not the address already had an account.
  throw redirect(`/user/login?registered=1&targetURL=${encodeURIComponent(targetOf(request))}`);
}

export function meta() {
  return [{ title: 'Register | Lectern' }, { name: 'robots', content: 'noindex' }];
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData as FormFailure | undefined;
  const errors = failure?.errors ?? [];
  return (
    <AccountPage title="Register">
      <ErrorSummary errors={errors} />
      <Form method="post" noValidate>
        <CsrfField token={loaderData.csrf} />
        <TextField
          name="name"
          label="Name"
          autoComplete="name"
          errors={errors}
          defaultValue={failure?.values?.name}
          maxLength={NAME_MAX_LENGTH}
        />
        <TextField
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          errors={errors}
          defaultValue={failure?.values?.email}
          maxLength={EMAIL_MAX_LENGTH}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          errors={errors}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <button type="submit">Register</button>
      </Form>
      <p>
        Already registered? <Link to={`/user/login?targetURL=${encodeURIComponent(loaderData.target)}`}>Sign in</Link>
      </p>
    </AccountPage>
  );
}
