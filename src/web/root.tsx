import { useContext, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type LinksFunction, type LoaderFunctionArgs } from 'react-router';
import articleCss from './styles/article.css?url';
import appCss from './styles/app.css?url';
import authorPanelCss from './styles/author-panel.css?url';
import exportCss from './styles/export.css?url';
import { NonceContext } from './nonce-context.ts';
import { COOKIE_PREFERENCES_COOKIE, parseCookiePreferences, readCookie } from '#src/shared/cookie-preferences.ts';
import { SiteFooter } from './ui/site-footer.tsx';
import { SiteHeader } from './ui/site-header.tsx';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: appCss },
  { rel: 'stylesheet', href: articleCss },
  { rel: 'stylesheet', href: authorPanelCss },
  { rel: 'stylesheet', href: exportCss },
];

/** The reader, CSRF token and account settings every page's header needs (src/server/access). */
export function loader({ context, request }: LoaderFunctionArgs) {
  // The cookie choice is known from the request, so the banner is server-rendered (no layout shift on hydration).
  const cookiePreferences = parseCookiePreferences(readCookie(request.headers.get('cookie') ?? '', COOKIE_PREFERENCES_COOKIE));
  return { reader: context.reader, csrfToken: context.csrfToken, accountConfig: context.accountConfig, cookiePreferences };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useContext(NonceContext);
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {root?.csrfToken ? <meta name="csrf-token" content={root.csrfToken} /> : null}
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export { NotFoundBoundary as ErrorBoundary } from './ui/not-found-boundary.tsx';
