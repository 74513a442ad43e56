import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * LECTERN_LOGO_URL given as a path of this site must name a file the site serves: one in
 * public/ (copied into the build's client folder) or already in the client folder. Returns
 * the refusal, or null when the logo is fine (or an https:// URL, checked by the browser).
 */
export function logoFileRefusal(logoUrl: string | undefined, folders: readonly string[]): string | null {
  if (!logoUrl || !logoUrl.startsWith('/')) return null;
  const relative = decodeURIComponent(logoUrl.split(/[?#]/)[0]!).replace(/^\/+/, '');
  if (relative.split('/').includes('..')) return `LECTERN_LOGO_URL: ${logoUrl} must not contain ..`;
  const found = folders.some((folder) => {
    const file = path.join(folder, relative);
    return existsSync(file) && statSync(file).isFile();
  });
  return found
    ? null
    : `LECTERN_LOGO_URL: ${logoUrl} is not a file of ${folders.join(' or ')} (put the logo in public/ and run npm run build)`;
}
