import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PageContext, type PageContextValue } from '../ui/page-context.ts';
import { SiteHeader } from '../layout/site-header.tsx';
import { ArticleAccessIsland, ArticleTocIsland } from '../routes/article-islands.tsx';
import type { IslandName } from './island.tsx';
import { PAGE_DATA_ID } from './island-scripts.tsx';
import { yieldToMain } from '../ui/sliced-work.ts';

/**
 * The boot module of a page that hydrates as islands (ADR 007), instead of React Router's
 * entry: every `[data-island]` element becomes a React root of its own, hydrated over the
 * server's HTML with the props the server wrote into it. The header, the access bar and the
 * outline hydrate at once; the other islands are chunks of their own, loaded and hydrated once
 * those have committed, in low-priority transitions. The article content is no island: it stays the server's HTML.
 * Every root is created, and every later chunk loaded, in a task of its own, so that no step of
 * the boot is a long task (ADR 013).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's props are its component's, checked where <Island> is rendered
type AnyComponent = ComponentType<any>;

const AT_ONCE: Partial<Record<IslandName, AnyComponent>> = {
  'site-header': SiteHeader,
  'article-access': ArticleAccessIsland,
  'article-toc': ArticleTocIsland,
};

const AFTER_FIRST: Partial<Record<IslandName, () => Promise<AnyComponent>>> = {
  'site-footer': () => import('../layout/site-footer.tsx').then((m) => m.SiteFooter),
  'article-main': () => import('../routes/article-main-island.tsx').then((m) => m.ArticleMainIsland),
  'article-related': () => import('../features/related-content/related-content.tsx').then((m) => m.RelatedContent),
  'article-interactions': () => import('../features/page-interactions/page-interactions.tsx').then((m) => m.PageInteractions),
  // The search page (ADR 017): only its form is interactive (the filters' disclosure); the results stay the server's HTML.
  'search-form': () => import('../features/search/search-form.tsx').then((m) => m.SearchForm),
};

/** Calls `onCommit` once its island has hydrated (no DOM of its own). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** Hydrates one island; settles once React has committed it. */
function hydrateIsland(element: HTMLElement, Component: AnyComponent, page: PageContextValue): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  return new Promise((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <Committed onCommit={resolve}>
            <PageContext value={page}>
              <Component {...props} />
            </PageContext>
          </Committed>
        </StrictMode>,
      );
    });
  });
}

async function boot(): Promise<void> {
  const page = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? 'null') as PageContextValue;
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const hydrated: Array<Promise<void>> = [];
  const later: Array<[HTMLElement, () => Promise<AnyComponent>]> = [];
  for (const element of elements) {
    const name = element.dataset.island as IslandName;
    const now = AT_ONCE[name];
    if (now) {
      // Each root is created in a task of its own (ADR 013); React renders it in time slices (a transition).
      await yieldToMain();
      hydrated.push(hydrateIsland(element, now, page));
      continue;
    }
    const load = AFTER_FIRST[name];
    if (!load) {
      console.error(`No island named ${name}`);
      continue;
    }
    later.push([element, load]);
  }
  await Promise.all(hydrated);
  // The later islands: each chunk requested in a task of its own (its preload links are written
  // then), all of them loading at once; each root created in a task of its own (ADR 013).
  const loading: Array<[HTMLElement, Promise<AnyComponent | null>]> = [];
  for (const [element, load] of later) {
    await yieldToMain();
    loading.push([
      element,
      load().catch((error: unknown) => {
        console.error(error);
        return null;
      }),
    ]);
  }
  for (const [element, loaded] of loading) {
    const Component = await loaded;
    if (!Component) continue;
    await yieldToMain();
    hydrated.push(hydrateIsland(element, Component, page));
  }
  await Promise.all(hydrated);
  // Every island is live: end-to-end tests wait for this before they click (as under React Router).
  document.documentElement.dataset.hydrated = 'true';
}

void boot();
