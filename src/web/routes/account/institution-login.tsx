import { Form, redirect } from 'react-router';
import { institutionSignInForm, parseForm } from '#src/web/features/account/account-forms.ts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '#src/shared/account/account.ts';
import { accountHeaders, field, invalid, refused, targetOf, type FormFailure } from '../../features/account/account-route-helpers.ts';
import accountCss from '../../features/account/account.css?url';
import { AccountPage, CsrfField, ErrorSummary, TextField } from '../../features/account/form-parts.tsx';
import type { Route } from './+types/institution-login';

export const headers = accountHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

/** /user/institution/login?targetUrl=…: access through your institution when off-site. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return {
    csrf: context.account.boundCsrfToken(),
    target: targetOf(request),
    institutions: await context.account.institutions(),
    chosen: params.get('institution') ?? '',
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { institution: field(form, 'institution'), email: field(form, 'email'), method: field(form, 'method') };
  const parsed = parseForm(institutionSignInForm, form);
  if (!parsed.ok) return invalid(parsed.errors, values);
  const outcome = await context.account.institutionSignIn(parsed.data);
  if (!outcome.ok) return refused(outcome, values);
  throw redirect(targetOf(request));
}

export function meta() {
  return [{ title: 'Sign in via your institution | Lectern' }, { name: 'robots', content: 'noindex' }];
}

function InstitutionSelect({ id, options, chosen }: { id: string; options: { slug: string; name: string }[]; chosen: string }) {
  return (
    <div className="form-field">
      <label htmlFor={id}>Institution</label>
      <select id={id} name="institution" defaultValue={chosen} required>
        <option value="">Choose your institution</option>
        {options.map((i) => (
          <option key={i.slug} value={i.slug}>
            {i.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function InstitutionLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, institutions, chosen } = loaderData;
  const failure = actionData as FormFailure | undefined;
  const errors = failure?.errors ?? [];
  const picked = failure?.values?.institution ?? chosen;
  const withCode = institutions.filter((i) => i.hasAccessCode);
  if (institutions.length === 0) {
    return (
      <AccountPage title="Sign in via your institution">
        <p>No institution offers sign-in on this site yet.</p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="Sign in via your institution">
      <ErrorSummary errors={errors} />
      <h2>With your institution account</h2>
      <Form method="post" noValidate aria-label="Sign in with your institution account">
        <CsrfField token={csrf} />
        <input type="hidden" name="method" value="credentials" />
        <InstitutionSelect id="field-institution" options={institutions} chosen={picked} />
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
        <button type="submit">Sign in via institution</button>
      </Form>
      {withCode.length > 0 ? (
        <>
          <h2>With an access code</h2>
          <Form method="post" noValidate aria-label="Sign in with an access code">
            <CsrfField token={csrf} />
            <input type="hidden" name="method" value="access-code" />
            <InstitutionSelect id="field-institution-code" options={withCode} chosen={picked} />
            <TextField
              name="accessCode"
              label="Access code"
              type="password"
              autoComplete="off"
              errors={errors}
              hint="Your library gives you this code."
              maxLength={200}
            />
            <button type="submit">Sign in with access code</button>
          </Form>
        </>
      ) : null}
    </AccountPage>
  );
}
