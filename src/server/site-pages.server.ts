import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The operator's own texts of the site pages (README "Configuration", LECTERN_SITE_PAGES_DIR):
 * every `<slug>.md` in the folder replaces the page Lectern ships in content/site-pages (about,
 * advertise, support, terms, privacy); a page without a file keeps the default. Read once at
 * start-up; a folder that cannot be read stops the start with the reason.
 */
export function readSitePageOverrides(dir: string | undefined): Record<string, string> {
  if (!dir) return {};
  let entries: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new Error('not a folder');
    entries = readdirSync(dir);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  LECTERN_SITE_PAGES_DIR: cannot read the folder "${dir}" (${(error as Error).message})`);
  }
  const pages: Record<string, string> = {};
  for (const name of entries.filter((entry) => /^[a-z]+\.md$/.test(entry)).sort()) {
    pages[name.slice(0, -3)] = readFileSync(path.join(dir, name), 'utf8');
  }
  return pages;
}
