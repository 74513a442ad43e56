import { warn, type ArticleState } from './context.ts';

/**
 * Hrefs from author content are kept as data (renderers check them again with `safeHref`),
 * except those that would run script when followed: those are dropped at ingest so no stored
 * model ever carries one. Browsers ignore whitespace and control characters inside a scheme
 * ("java\tscript:" runs), so the test looks at the value with those removed.
 */
const SCRIPT_SCHEME = /^(?:javascript|vbscript|data):/i;
// eslint-disable-next-line no-control-regex
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

export function isScriptHref(href: string): boolean {
  return SCRIPT_SCHEME.test(href.replace(IGNORED_BY_BROWSERS, ''));
}

/** The trimmed href, or undefined when blank or script (then with the "repair:unsafe-href-dropped" warning). */
export function keepHref(state: ArticleState, href: string | undefined): string | undefined {
  const v = href?.trim();
  if (!v) return undefined;
  if (isScriptHref(v)) {
    warn(state, 'repair:unsafe-href-dropped');
    return undefined;
  }
  return v;
}
