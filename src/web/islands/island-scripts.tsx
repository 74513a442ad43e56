import type { ReactElement } from 'react';
import type { PageContextValue } from '../ui/page-context.ts';

/** The element holding the page data every island root is given (JSON, never run). */
export const PAGE_DATA_ID = 'lectern-page-data';

/** JSON that stays one text node inside a script element: no `<` that could close it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Instead of React Router's scripts on an islands page (ADR 007): the page data and the script
 * that loads the boot module after the first paint (ADR 012; made by scripts/vite-islands-plugin.ts),
 * which hydrates each `[data-island]` element as a React root of its own.
 */
export function IslandScripts({
  entry,
  page,
  nonce,
}: {
  entry: { loader: string };
  page: PageContextValue;
  nonce: string | undefined;
}): ReactElement {
  return (
    <>
      <script type="application/json" id={PAGE_DATA_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptSafeJson(page) }} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: entry.loader }} />
    </>
  );
}
