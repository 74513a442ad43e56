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
 * The script that starts the islands boot module after the first paint (ADR 012): nothing the
 * page's JavaScript needs is requested before the browser has painted the server's HTML. It then
 * preloads the chunks the boot module imports (so they load in parallel, not one after another)
 * and imports it. A hidden page (a tab opened in the background) paints nothing: it starts at once.
 */
export function islandsLoader(entry: { module: string; imports: string[] }): string {
  return (
    `(()=>{const m=${scriptSafeJson(entry.module)},p=${scriptSafeJson(entry.imports)},go=()=>{` +
    `for(const h of p){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}import(m)};` +
    `document.visibilityState==='hidden'?go():requestAnimationFrame(()=>setTimeout(go))})()`
  );
}

/**
 * Instead of React Router's scripts on an islands page (ADR 007): the page data and the loader
 * of the boot module, which hydrates each `[data-island]` element as a React root of its own.
 */
export function IslandScripts({
  entry,
  page,
  nonce,
}: {
  entry: { module: string; imports: string[] };
  page: PageContextValue;
  nonce: string | undefined;
}): ReactElement {
  return (
    <>
      <script type="application/json" id={PAGE_DATA_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptSafeJson(page) }} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: islandsLoader(entry) }} />
    </>
  );
}
