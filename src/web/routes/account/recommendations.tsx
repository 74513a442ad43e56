import { accountHeaders, requireSignedIn } from '../../features/account/account-route-helpers.ts';
import accountCss from '../../features/account/account.css?url';
import { AccountArticleList } from '../../features/account/account-article-list.tsx';
import { AccountPage } from '../../features/account/form-parts.tsx';
import type { Route } from './+types/recommendations';
import { humanDate } from '#src/web/ui/human-date.ts';

export const headers = accountHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

/** /user/recommendations: My recommendations, from the reading history. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireSignedIn(context, request);
  return await context.account.recommendations();
}

export function meta() {
  return [{ title: 'My recommendations | Lectern' }, { name: 'robots', content: 'noindex' }];
}

export default function Recommendations({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <AccountPage title="My recommendations" wide>
      <p>Based on your reading history: the newest articles in the journals you have read, leaving out those you have read.</p>
      <AccountArticleList
        articles={articles}
        empty="No recommendations yet. Articles you read while signed in shape them."
        details={(a) => (
          <>
            {a.publicationTitle}
            {a.publicationDate ? ` · ${humanDate(a.publicationDate)}` : ''}
          </>
        )}
      />
    </AccountPage>
  );
}
