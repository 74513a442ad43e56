import { Fragment, useContext, type ReactElement } from 'react';
import { UNSAFE_FrameworkContext, useMatches, type LinkDescriptor } from 'react-router';

/** `disabled` on a stylesheet link (HTML: the browser does not fetch it); React's types lack it on `<link>`. */
const DISABLED = { disabled: true } as object;

/** CSS text that stays one text node inside a style element. */
function styleSafe(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

/**
 * The head's links on an islands page (ADR 007, ADR 012): what React Router's `<Links />` would
 * write for the matched routes (their stylesheets in route order, then their `links()`), except
 * that a stylesheet of the build is inlined as a `<style>`, so the first paint waits for no
 * request. Beside it stays its `<link>`, `disabled` (never fetched), so that a lazy chunk
 * importing the same stylesheet later finds it on the page and does not load it a second time.
 */
export function IslandLinks({ styles, nonce }: { styles: Record<string, string>; nonce: string | undefined }): ReactElement {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const descriptors: LinkDescriptor[] = matches.flatMap((match) => [
    ...(framework?.manifest.routes[match.id]?.css ?? []).map((href): LinkDescriptor => ({ rel: 'stylesheet', href })),
    ...(framework?.routeModules[match.id]?.links?.() ?? []),
  ]);
  const seen = new Set<string>();
  const elements: ReactElement[] = [];
  for (const link of descriptors) {
    if (!('href' in link) || typeof link.href !== 'string') continue;
    const key = `${link.rel} ${link.href}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const css = link.rel === 'stylesheet' ? styles[link.href] : undefined;
    elements.push(
      css === undefined ? (
        <link key={key} nonce={nonce} {...link} />
      ) : (
        <Fragment key={key}>
          <style nonce={nonce} data-href={link.href} dangerouslySetInnerHTML={{ __html: styleSafe(css) }} />
          <link rel="stylesheet" href={link.href} {...DISABLED} />
        </Fragment>
      ),
    );
  }
  return <>{elements}</>;
}
