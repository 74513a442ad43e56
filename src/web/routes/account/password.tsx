import { Form } from 'react-router';
import { changePasswordForm, parseForm } from '#src/web/features/account/account-forms.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#src/shared/account/account.ts';
import { accountHeaders, invalid, refused, requireSignedIn, type FormFailure } from '../../features/account/account-route-helpers.ts';
import accountCss from '../../features/account/account.css?url';
import { AccountPage, CsrfField, ErrorSummary, Notice, TextField } from '../../features/account/form-parts.tsx';
import type { Route } from './+types/password';

export const headers = accountHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

/** /user/password: Change password (not for institutional sign-in types, spec 001 §6). */
export function loader({ context, request }: Route.LoaderArgs) {
  requireSignedIn(context, request);
  return { csrf: context.csrfToken, allowed: context.accountConfig.canChangePassword };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireSignedIn(context, request);
  if (!context.accountConfig.canChangePassword)
    return invalid([{ field: 'form', message: 'Your password is managed by your institution.' }], {}, 403);
  const parsed = parseForm(changePasswordForm, await request.formData());
  if (!parsed.ok) return invalid(parsed.errors);
  const outcome = await context.account.changePassword(parsed.data.currentPassword, parsed.data.newPassword);
  if (!outcome.ok) return refused(outcome);
  return { changed: true as const };
}

export function meta() {
  return [{ title: 'Change password | Lectern' }, { name: 'robots', content: 'noindex' }];
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as (FormFailure & { changed?: undefined }) | { changed: true; errors?: undefined } | undefined;
  const errors = result?.errors ?? [];
  if (!loaderData.allowed) {
    return (
      <AccountPage title="Change password">
        <p>You signed in through your institution, which manages your password.</p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="Change password">
      {result?.changed ? (
        <Notice>Your password has been changed. Other browsers signed in to your account have been signed out.</Notice>
      ) : null}
      <ErrorSummary errors={errors} />
      <Form method="post" noValidate>
        <CsrfField token={loaderData.csrf} />
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          errors={errors}
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <TextField
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          errors={errors}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <TextField
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          errors={errors}
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <button type="submit">Change password</button>
      </Form>
    </AccountPage>
  );
}
