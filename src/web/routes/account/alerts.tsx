import { Form } from 'react-router';
import { alertForm, parseForm } from '#src/web/features/account/account-forms.ts';
import type { JournalAlertKind } from '#src/shared/account/account.ts';
import { accountHeaders, invalid, refused, requireSignedIn, type FormFailure } from '../../features/account/account-route-helpers.ts';
import accountCss from '../../features/account/account.css?url';
import { AccountPage, CsrfField, ErrorSummary } from '../../features/account/form-parts.tsx';
import type { Route } from './+types/alerts';

export const headers = accountHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

const KIND_LABEL: Record<JournalAlertKind, string> = { 'new-issue': 'New issue published', 'articles-in-press': 'New articles in press' };

/** /user/alerts/journal: journal alerts (stored; e-mail delivery is not part of Lectern yet). */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireSignedIn(context, request);
  const [alerts, journals] = await Promise.all([
    context.account.alerts(),
    context.browse.publications({ contentType: 'journal', openAccess: false }),
  ]);
  return { alerts, journals: journals.map((j) => ({ slug: j.slug, title: j.title })), csrf: context.csrfToken };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireSignedIn(context, request);
  const parsed = parseForm(alertForm, await request.formData());
  if (!parsed.ok) return invalid(parsed.errors);
  const { intent, journal, kind } = parsed.data;
  if (intent === 'remove') {
    await context.account.removeAlert(journal, kind as JournalAlertKind);
    return { errors: [] };
  }
  const outcome = await context.account.addAlert(journal, kind as JournalAlertKind);
  return outcome.ok ? { errors: [] } : refused(outcome);
}

export function meta() {
  return [{ title: 'Manage alerts | Lectern' }, { name: 'robots', content: 'noindex' }];
}

export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  const { alerts, journals, csrf } = loaderData;
  const errors = (actionData as FormFailure | undefined)?.errors ?? [];
  return (
    <AccountPage title="Manage alerts" wide>
      <p>Lectern keeps your journal alerts; e-mail delivery is not enabled on this site yet.</p>
      <ErrorSummary errors={errors} />
      <h2>My journal alerts</h2>
      {alerts.length === 0 ? (
        <p>You have no journal alerts.</p>
      ) : (
        <ul className="account-list">
          {alerts.map((a) => (
            <li key={`${a.publicationSlug}:${a.kind}`}>
              {`${a.publicationTitle}: ${KIND_LABEL[a.kind]}`}
              <Form method="post">
                <CsrfField token={csrf} />
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="journal" value={a.publicationSlug} />
                <input type="hidden" name="kind" value={a.kind} />
                <button
                  type="submit"
                  className="account-button--secondary"
                  aria-label={`Remove alert: ${a.publicationTitle}, ${KIND_LABEL[a.kind]}`}
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <h2>Add a journal alert</h2>
      <Form method="post">
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="add" />
        <div className="form-field">
          <label htmlFor="field-journal">Journal</label>
          <select id="field-journal" name="journal" required>
            {journals.map((j) => (
              <option key={j.slug} value={j.slug}>
                {j.title}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="field-kind">Alert me when</label>
          <select id="field-kind" name="kind">
            {Object.entries(KIND_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Add alert</button>
      </Form>
    </AccountPage>
  );
}
