import { accountHeaders, requireSignedIn } from '../../features/account/account-route-helpers.ts';
import accountCss from '../../features/account/account.css?url';
import { AccountArticleList } from '../../features/account/account-article-list.tsx';
import { AccountPage } from '../../features/account/form-parts.tsx';
import type { Route } from './+types/reading-history';
import { humanDate } from '#src/web/ui/human-date.ts';

export const headers = accountHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

/** /user/history/reading: the articles the reader opened, most recent first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireSignedIn(context, request);
  return { entries: await context.account.readingHistory() };
}

export function meta() {
  return [{ title: 'My reading history | Lectern' }, { name: 'robots', content: 'noindex' }];
}

export default function ReadingHistory({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData;
  return (
    <AccountPage title="My reading history" wide>
      <AccountArticleList
        articles={entries}
        empty="You have not read any articles while signed in yet."
        details={(e) => (
          <>
            <span>{e.publicationTitle}</span> ·{' '}
            <span>
              read <time dateTime={e.readAt}>{humanDate(e.readAt)}</time>
            </span>
          </>
        )}
      />
    </AccountPage>
  );
}
