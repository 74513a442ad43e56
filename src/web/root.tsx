import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
} from 'react-router';
import { islandsEntry, islandsStyles } from 'virtual:lectern-islands';
import { Island, IslandModeContext } from './islands/island.tsx';
import { IslandScripts } from './islands/island-scripts.tsx';
import { IslandLinks } from './islands/island-links.tsx';
import { PageContext, type PageContextValue } from './ui/page-context.ts';
import { handlesSay } from './page-handle.ts';
import { NonceContext } from './nonce-context.ts';
// Design tokens and primitives first: every other stylesheet uses them (docs/design-system.md).
import './styles/tokens.css';
import './styles/primitives.css';
import { brandView } from '#src/web/ui/brand-view.ts';
import { COOKIE_PREFERENCES_COOKIE, parseCookiePreferences, readCookie } from '#src/shared/site/cookie-preferences.ts';
import { SiteFooter } from './layout/site-footer.tsx';
import { SiteHeader } from './layout/site-header.tsx';
// The site's base styles join the root's stylesheet (after the header and footer styles, as the
// separate links were): one render-blocking request instead of five.
import './styles/app.css';
import './styles/article.css';
import './styles/author-panel.css';
import './styles/export.css';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** The reader, CSRF token and account settings every page's header needs (src/server/access). */
export function loader({ context, request }: LoaderFunctionArgs) {
  // The cookie choice is known from the request, so the banner is server-rendered (no layout shift on hydration).
  const cookiePreferences = parseCookiePreferences(readCookie(request.headers.get('cookie') ?? '', COOKIE_PREFERENCES_COOKIE));
  const { cookieConsent, experiments } = context.site;
  return {
    reader: context.reader,
    csrfToken: context.csrfToken,
    accountConfig: context.accountConfig,
    cookiePreferences,
    cookieConsent,
    experiments,
    brand: brandView(context.site),
  };
}

/** Marks the root for styles/article.css's skipping of off-screen parts: only where the page's scripts run. */
const DEFERRED_LAYOUT_FLAG = "document.documentElement.setAttribute('data-deferred-layout','')";

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useContext(NonceContext);
  const root = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const page = useMemo<PageContextValue>(
    () => ({ root, path: location.pathname + location.search }),
    [root, location.pathname, location.search],
  );
  // A route with `handle.islands` hydrates as islands in a production build (ADR 007); elsewhere React Router hydrates the document.
  const matches = useMatches();
  const handles = matches.map((m) => m.handle);
  const islands = islandsEntry && handlesSay(handles, 'islands') ? islandsEntry : null;
  // The search page links its stylesheets (cached across pages) rather than inlining them into every response (ADR 017).
  const inlineStyles = islands !== null && !handlesSay(handles, 'linkedStyles');
  // Marks the document once React Router has hydrated it, error pages included: until then
  // server-rendered buttons are inert (end-to-end tests wait for it before clicking). An islands
  // page is marked by its boot module instead (this effect never runs there).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* Before the body is laid out: the page's scripts run here, so the article may skip its off-screen parts until they lay them out (ADR 015). */}
        {islands ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: DEFERRED_LAYOUT_FLAG }} /> : null}
        {/* An islands page inlines its stylesheets and starts its scripts after the first paint (ADR 012). */}
        {inlineStyles && islandsStyles ? <IslandLinks styles={islandsStyles} nonce={nonce} /> : <Links />}
        {/* The publisher's primary colour and its derived shades (LECTERN_PRIMARY_COLOR), after the tokens it overrides. */}
        {root?.brand?.css ? <style dangerouslySetInnerHTML={{ __html: root.brand.css }} /> : null}
        {root?.csrfToken ? <meta name="csrf-token" content={root.csrfToken} /> : null}
        {root?.cookieConsent ? <meta name="cookie-consent" content={root.cookieConsent} /> : null}
      </head>
      <body>
        <PageContext value={page}>
          <IslandModeContext value={islands !== null}>
            <a className="skip-link" href="#main">
              Skip to main content
            </a>
            <Island name="site-header" component={SiteHeader} props={{}} />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <Island name="site-footer" component={SiteFooter} props={{}} />
          </IslandModeContext>
        </PageContext>
        {islands ? (
          <IslandScripts entry={islands} page={page} nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export { NotFoundBoundary as ErrorBoundary } from './ui/not-found-boundary.tsx';
