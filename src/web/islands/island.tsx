import { createContext, useContext, type ComponentType, type ReactElement } from 'react';

/** True while the server renders a page that hydrates as islands (ADR 007); false under React Router. */
export const IslandModeContext = createContext(false);

/** The names the islands boot module knows (islands-entry.client.tsx). */
export type IslandName =
  | 'site-header'
  | 'site-footer'
  | 'article-access'
  | 'article-toc'
  | 'article-main'
  | 'article-related'
  | 'article-interactions'
  | 'search-form';

/**
 * One interactive part of a page. Under React Router it is just the component in a wrapper;
 * on an islands page the server also writes the component's props beside it (`data-props`,
 * JSON), and the boot module hydrates the wrapper as a React root of its own with them.
 * The default wrapper (`.island`) is `display: contents`, so it takes no part in the layout.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  className = 'island',
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /** The wrapper's class: a layout element of the page can itself be the island's root. */
  className?: string;
}): ReactElement {
  const islands = useContext(IslandModeContext);
  return (
    <div className={className} data-island={name} data-props={islands ? JSON.stringify(props) : undefined}>
      <Component {...props} />
    </div>
  );
}
