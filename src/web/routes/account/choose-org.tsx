import { Form, redirect } from 'react-router';
import { chooseOrgForm, parseForm } from '#src/web/features/account/account-forms.ts';
import {
  accountHeaders,
  invalid,
  refused,
  requireSignedIn,
  targetOf,
  type FormFailure,
} from '../../features/account/account-route-helpers.ts';
import accountCss from '../../features/account/account.css?url';
import { AccountPage, CsrfField, ErrorSummary } from '../../features/account/form-parts.tsx';
import type { Route } from './+types/choose-org';

export const headers = accountHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

/** /user/chooseorg: Change organization, for readers with more than one. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireSignedIn(context, request);
  return { csrf: context.csrfToken, organisations: context.reader.organisations, current: context.reader.organisation?.id ?? '' };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireSignedIn(context, request);
  const parsed = parseForm(chooseOrgForm, await request.formData());
  if (!parsed.ok) return invalid(parsed.errors);
  const outcome = await context.account.chooseOrganisation(parsed.data.organisation);
  if (!outcome.ok) return refused(outcome);
  throw redirect(targetOf(request));
}

export function meta() {
  return [{ title: 'Change organization | Lectern' }, { name: 'robots', content: 'noindex' }];
}

export default function ChooseOrganisation({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, organisations, current } = loaderData;
  const errors = (actionData as FormFailure | undefined)?.errors ?? [];
  if (organisations.length === 0) {
    return (
      <AccountPage title="Change organization">
        <p>Your account is not associated with an organization.</p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="Change organization">
      <ErrorSummary errors={errors} />
      <Form method="post">
        <CsrfField token={csrf} />
        <fieldset id="field-organisation">
          <legend>Use access from</legend>
          {organisations.map((o) => (
            <div key={o.id}>
              <input type="radio" id={`org-${o.id}`} name="organisation" value={o.id} defaultChecked={o.id === current} required />{' '}
              <label htmlFor={`org-${o.id}`}>{o.name}</label>
            </div>
          ))}
        </fieldset>
        <button type="submit">Continue</button>
      </Form>
    </AccountPage>
  );
}
