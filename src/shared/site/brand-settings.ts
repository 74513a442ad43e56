import { z } from 'zod';
import { DEFAULT_PRIMARY_COLOR, deriveBrandColours, type BrandColours } from './brand-colours.ts';

/**
 * The publisher's brand (README "Configuration"): logo, primary colour and the footer's own
 * links, next to the site and publisher names (LECTERN_SITE_NAME, LECTERN_PUBLISHER_NAME).
 * Unset, the demo keeps its own brand: the Lectern word mark and blue.
 */
export interface BrandFooterLink {
  label: string;
  href: string;
}

export interface BrandSettings {
  /** LECTERN_LOGO_URL: an https:// image or a path on this site (a file of public/); null: the word mark only. */
  logoUrl: string | null;
  /** LECTERN_PRIMARY_COLOR and its derived shades. */
  colours: BrandColours;
  /** LECTERN_FOOTER_LINKS: the publisher's own links in the footer. */
  footerLinks: BrandFooterLink[];
}

export const DEFAULT_BRAND: BrandSettings = {
  logoUrl: null,
  colours: (deriveBrandColours(DEFAULT_PRIMARY_COLOR) as { ok: true; colours: BrandColours }).colours,
  footerLinks: [],
};

export const MAX_FOOTER_LINKS = 12;

/** A link a page may carry: https://, http:// or a path of this site (never javascript: or data:). */
const SAFE_HREF = /^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/;

/** An https:// image address or a path of this site such as /brand/logo.svg. */
export const LOGO_URL_PATTERN = /^(https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]+)$/;

const footerLinksSchema = z
  .array(
    z.object({
      label: z.string().trim().min(1, 'a link needs a label').max(80, 'a label has at most 80 characters'),
      href: z.string().trim().regex(SAFE_HREF, 'href must be an http(s):// URL or a path starting with /'),
    }),
  )
  .max(MAX_FOOTER_LINKS, `at most ${MAX_FOOTER_LINKS} links`);

export type FooterLinksResult = { ok: true; links: BrandFooterLink[] } | { ok: false; message: string };

/** LECTERN_FOOTER_LINKS: a JSON array of {label, href}; unset or empty: none. */
export function parseFooterLinks(value: string | undefined): FooterLinksResult {
  if (value === undefined || value.trim() === '') return { ok: true, links: [] };
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch (e) {
    return {
      ok: false,
      message: `not JSON (${(e as Error).message}); give [{"label": "About the press", "href": "https://press.example.org"}]`,
    };
  }
  const parsed = footerLinksSchema.safeParse(json);
  if (parsed.success) return { ok: true, links: parsed.data };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? `[${issue.path.join('].')}${issue.path.length > 1 ? '' : ']'}: ` : '';
  return {
    ok: false,
    message: `${where}${issue.code === 'invalid_type' ? 'must be an array of {"label", "href"} objects' : issue.message}`,
  };
}
