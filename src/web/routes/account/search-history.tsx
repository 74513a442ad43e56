import { Form, Link } from 'react-router';
import { accountHeaders, requireSignedIn } from '../../features/account/account-route-helpers.ts';
import accountCss from '../../features/account/account.css?url';
import { AccountPage, CsrfField } from '../../features/account/form-parts.tsx';
import type { Route } from './+types/search-history';
import { humanDate } from '#src/web/ui/human-date.ts';

export const headers = accountHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

/** /user/history/search: searches run while signed in, most recent first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireSignedIn(context, request);
  return { entries: await context.account.searchHistory(), csrf: context.csrfToken };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireSignedIn(context, request);
  await context.account.clearSearchHistory();
  return { cleared: true };
}

export function meta() {
  return [{ title: 'My search history | Lectern' }, { name: 'robots', content: 'noindex' }];
}

function searchHref(query: string, filters: Record<string, string>): string {
  return `/search?${new URLSearchParams({ qs: query, ...filters }).toString()}`;
}

export default function SearchHistory({ loaderData }: Route.ComponentProps) {
  const { entries, csrf } = loaderData;
  return (
    <AccountPage title="My search history" wide>
      {entries.length === 0 ? (
        <p>You have no saved searches. Searches you run while signed in appear here.</p>
      ) : (
        <>
          <ol className="account-list">
            {entries.map((e) => (
              <li key={e.id}>
                <Link to={searchHref(e.query, e.filters)}>{e.query}</Link> · <time dateTime={e.searchedAt}>{humanDate(e.searchedAt)}</time>
              </li>
            ))}
          </ol>
          <Form method="post">
            <CsrfField token={csrf} />
            <button type="submit" className="account-button--secondary">
              Clear search history
            </button>
          </Form>
        </>
      )}
    </AccountPage>
  );
}
