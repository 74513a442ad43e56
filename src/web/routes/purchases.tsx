import { formatPrice } from '#src/shared/access/purchase.ts';
import { accountHeaders, requireSignedIn } from '../features/account/account-route-helpers.ts';
import accountCss from '../features/account/account.css?url';
import { AccountArticleList } from '../features/account/account-article-list.tsx';
import { AccountPage } from '../features/account/form-parts.tsx';
import type { Route } from './+types/purchases';
import { humanDate } from '#src/web/ui/human-date.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

/** /user/purchases: the articles the reader bought (001 §6 "Purchased articles"), newest first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireSignedIn(context, request);
  return { purchases: await context.purchases.purchased() };
}

export const headers = accountHeaders;

export function meta() {
  return [{ title: 'Purchased articles | Lectern' }, { name: 'robots', content: 'noindex' }];
}

export default function Purchases({ loaderData }: Route.ComponentProps) {
  const { purchases } = loaderData;
  return (
    <AccountPage title="Purchased articles" wide>
      <AccountArticleList
        articles={purchases}
        empty="You have not purchased any articles."
        details={(p) => (
          <span>
            {formatPrice(p.amountCents, p.currency)} · purchased <time dateTime={p.paidAt}>{humanDate(p.paidAt)}</time>
          </span>
        )}
      />
    </AccountPage>
  );
}
