import { createContext, useContext } from 'react';
import type { RootData } from './use-root-data.ts';

/**
 * What every part of a page reads from the page as a whole: the root loader's data and the
 * current path with its query. The root layout provides it from React Router; on a page
 * hydrated as islands (ADR 007) each island's root provides it from the data the server
 * wrote into the page. Components read it here, so they run with or without the router.
 */
export interface PageContextValue {
  root: Partial<RootData> | undefined;
  /** pathname + search of the page. */
  path: string;
}

export const PageContext = createContext<PageContextValue>({ root: undefined, path: '/' });

/** The page's pathname and query (e.g. `/science/article/pii/S…?x=1`). */
export function usePagePath(): string {
  return useContext(PageContext).path;
}
