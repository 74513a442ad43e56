import { data, Form, Link, redirect } from 'react-router';
import { formatPrice, purchaseRefusal } from '#src/shared/access/purchase.ts';
import { requireSignedIn } from '../features/account/account-route-helpers.ts';
import accountCss from '../features/account/account.css?url';
import { AccountPage, CsrfField } from '../features/account/form-parts.tsx';
import type { Route } from './+types/purchase';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

/** /science/article/pii/{pii}/purchase (001 §5 "goes to that url plus /purchase"): buy one article. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  requireSignedIn(context, request);
  const offer = await context.purchases.offer(params.pii);
  if (!offer) throw data({ pii: params.pii }, { status: 404 });
  return data({ offer, csrf: context.csrfToken }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  requireSignedIn(context, request);
  const purchasePage = `/science/article/pii/${encodeURIComponent(params.pii)}/purchase`;
  // The access bar's Purchase PDF posts here (001 §5): that opens this page; only its own Pay button buys.
  if ((await request.formData()).get('intent') !== 'pay') throw redirect(purchasePage, 303);
  const outcome = await context.purchases.purchase(params.pii);
  if (outcome.ok) throw redirect(`/science/article/pii/${encodeURIComponent(params.pii)}`);
  return data({ message: outcome.message }, { status: outcome.status });
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: loaded ? `Purchase: ${loaded.offer.title} | Lectern` : 'Purchase | Lectern' }, { name: 'robots', content: 'noindex' }];
}

export default function Purchase({ loaderData, actionData }: Route.ComponentProps) {
  const { offer, csrf } = loaderData;
  const articleUrl = `/science/article/pii/${encodeURIComponent(offer.pii)}`;
  const price = formatPrice(offer.amountCents, offer.currency);
  return (
    <AccountPage title="Purchase article">
      <p>
        <Link to={articleUrl} reloadDocument>
          {offer.title}
        </Link>
        <br />
        <span>{offer.publicationTitle}</span>
      </p>
      {actionData ? (
        <p role="alert" className="purchase-error">
          {actionData.message}
        </p>
      ) : null}
      {offer.state === 'offer' ? (
        <>
          <p>
            Price: <strong>{price}</strong>. You get the full text of this article on this site whenever you are signed in.
          </p>
          {offer.testMode ? (
            <p className="purchase-test-notice">
              <strong>{offer.providerLabel}</strong>
            </p>
          ) : (
            <p>Payment: {offer.providerLabel}</p>
          )}
          <Form method="post" reloadDocument>
            <CsrfField token={csrf} />
            <input type="hidden" name="intent" value="pay" />
            <button type="submit">Pay {price}</button>
          </Form>
        </>
      ) : (
        <p>
          {purchaseRefusal(offer.state)}{' '}
          <Link to={articleUrl} reloadDocument>
            Back to the article
          </Link>
        </p>
      )}
    </AccountPage>
  );
}
