import { Link } from 'react-router';
import { ACCOUNT_PATHS } from '#src/shared/account/account-menu.ts';
import { documentedCookies, privacyCenterReturn } from '#src/web/features/site-pages/site-pages.ts';
import sitePagesCss from '../features/site-pages/site-pages.css?url';
import { PrivacyCenterForm } from './privacy-center-form.tsx';
import type { Route } from './+types/privacy-center';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: sitePagesCss }];

/**
 * /privacy-center (spec 001 §2: the profile menu opens it in a new tab with `redirect_to`):
 * the cookie preferences, the privacy policy and the reader's histories, and a way back to
 * the page they came from when that is a page of this site.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const back = privacyCenterReturn(new URL(request.url).searchParams.get('redirect_to'));
  return { back, cookies: documentedCookies(context.site), siteName: context.site.siteName };
}

export function headers() {
  return { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: `Privacy center | ${loaderData?.siteName ?? 'Lectern'}` },
    { name: 'description', content: 'Choose which cookies this site may set, and find your reading and search history.' },
  ];
}

export default function PrivacyCenter({ loaderData }: Route.ComponentProps) {
  const { back, cookies } = loaderData;
  return (
    <article className="site-page privacy-center" aria-labelledby="privacy-center-title">
      <h1 id="privacy-center-title">Privacy center</h1>
      {back ? (
        <p>
          <a className="privacy-center__back" href={back}>
            Back to where you were
          </a>
        </p>
      ) : null}
      <section aria-labelledby="cookie-preferences-title">
        <h2 id="cookie-preferences-title">Cookie preferences</h2>
        <p>
          Strictly necessary cookies keep the site working and are always on. Choose which of the others this site may set; your choice is
          kept in this browser for a year.
        </p>
        <PrivacyCenterForm cookies={cookies} />
      </section>
      <section aria-labelledby="your-data-title">
        <h2 id="your-data-title">Your data</h2>
        <ul className="site-page__list">
          <li>
            <Link to="/privacy">Privacy policy</Link> — every cookie, what the server stores, for how long, and how to delete it.
          </li>
          <li>
            <Link to={ACCOUNT_PATHS.readingHistory}>My reading history</Link> — the articles you opened while signed in.
          </li>
          <li>
            <Link to={ACCOUNT_PATHS.searchHistory}>My search history</Link> — your searches while signed in; you can clear it there.
          </li>
          <li>
            <Link to="/user/preferences">Preferences</Link> — password, alerts and history for your account.
          </li>
        </ul>
      </section>
    </article>
  );
}
