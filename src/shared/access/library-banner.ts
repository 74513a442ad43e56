import { isInstitutionalReader, type Reader } from './reader.ts';

/**
 * The institution's library banner (spec 001 §3 "User config: libraryBanner (position ABOVE,
 * RIGHT or DROPDOWN; image url, link url, text)"): shown in the site header to the readers who
 * use that institution's access, never to anyone else. Text is plain text; URLs are http(s),
 * and the image may also be a path on this site.
 */
export const LIBRARY_BANNER_POSITIONS = ['ABOVE', 'RIGHT', 'DROPDOWN'] as const;
export type LibraryBannerPosition = (typeof LIBRARY_BANNER_POSITIONS)[number];

export const LIBRARY_BANNER_TEXT_MAX_LENGTH = 200;
export const LIBRARY_BANNER_URL_MAX_LENGTH = 2000;

/** A banner as an institution stores it. */
export interface LibraryBanner {
  position: LibraryBannerPosition;
  text: string | null;
  imageUrl: string | null;
  linkUrl: string | null;
}

/** A banner as the header shows it for one reader. */
export interface ShownLibraryBanner {
  position: LibraryBannerPosition;
  institutionName: string;
  text: string | null;
  imageUrl: string | null;
  /**
   * The image's alt: the institution's name when the image stands alone; empty when the text
   * beside it names the banner (the same words twice would be read twice).
   */
  imageAlt: string;
  linkUrl: string | null;
}

const CONTROL_CHARS = /[\s\p{Cc}]/u;

/** An absolute http(s) URL with a host, or undefined. */
export function libraryBannerLinkUrl(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (v === '' || v.length > LIBRARY_BANNER_URL_MAX_LENGTH || CONTROL_CHARS.test(v) || !/^https?:\/\//i.test(v)) return undefined;
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An http(s) URL, or a path on this site ("/…", never "//host" or "/\host"), or undefined. */
export function libraryBannerImageUrl(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (v.startsWith('/')) {
    if (v.length > LIBRARY_BANNER_URL_MAX_LENGTH || CONTROL_CHARS.test(v) || v[1] === '/' || v.includes('\\')) return undefined;
    return v;
  }
  return libraryBannerLinkUrl(v);
}

/** Plain text on one line (runs of white space become one space), or null when empty. */
export function libraryBannerText(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/**
 * Why a banner cannot be stored, or null when it can. The messages name the admin command's
 * options, which are the only way a banner is made.
 */
export function libraryBannerProblem(banner: { text: string | null; imageUrl: string | null; linkUrl: string | null }): string | null {
  const text = libraryBannerText(banner.text);
  if (text === null && !banner.imageUrl) return 'give --text, --image or both';
  if (text !== null && text.length > LIBRARY_BANNER_TEXT_MAX_LENGTH) return `--text: at most ${LIBRARY_BANNER_TEXT_MAX_LENGTH} characters`;
  if (banner.imageUrl && libraryBannerImageUrl(banner.imageUrl) === undefined)
    return '--image: an http(s) URL or a path on this site starting with /';
  if (banner.linkUrl && libraryBannerLinkUrl(banner.linkUrl) === undefined) return '--link: an http(s) URL';
  return null;
}

/**
 * The banner the header shows this reader: the one of the institution whose access the reader
 * uses now (IP range, access code or institutional sign-in), and none for a reader without one
 * (anonymous or signed-in guests, an admin at home). A stored value that is no longer safe is
 * dropped, and a banner left with neither text nor image is not shown.
 */
export function libraryBannerFor(
  reader: Pick<Reader, 'accessType' | 'organisation'>,
  institution: { id: string; name: string; libraryBanner?: LibraryBanner | null } | null | undefined,
): ShownLibraryBanner | null {
  if (!isInstitutionalReader(reader) || !institution || !reader.organisation || reader.organisation.id !== institution.id) return null;
  const stored = institution.libraryBanner;
  if (!stored || !LIBRARY_BANNER_POSITIONS.includes(stored.position)) return null;
  const text = libraryBannerText(stored.text);
  const imageUrl = libraryBannerImageUrl(stored.imageUrl) ?? null;
  if (text === null && imageUrl === null) return null;
  return {
    position: stored.position,
    institutionName: institution.name,
    text,
    imageUrl,
    imageAlt: text === null ? institution.name : '',
    linkUrl: libraryBannerLinkUrl(stored.linkUrl) ?? null,
  };
}

/** Where the header puts a banner of each position, on wide screens and in the narrow-screen drawer. */
export interface LibraryBannerPlacement {
  /** A strip above the header bar (all widths). */
  above: boolean;
  /** Inline at the right of the header bar, before the account area (wide screens). */
  right: boolean;
  /** Inside the account menu: the profile menu of a signed-in person, else an institution menu. */
  dropdown: 'profile-menu' | 'institution-menu' | null;
  /** In the mobile drawer, where the account area goes on narrow screens. */
  drawer: boolean;
}

export function libraryBannerPlacement(
  banner: Pick<ShownLibraryBanner, 'position'> | null,
  signedInAsPerson: boolean,
): LibraryBannerPlacement {
  const position = banner?.position ?? null;
  return {
    above: position === 'ABOVE',
    right: position === 'RIGHT',
    dropdown: position === 'DROPDOWN' ? (signedInAsPerson ? 'profile-menu' : 'institution-menu') : null,
    drawer: position === 'RIGHT' || position === 'DROPDOWN',
  };
}
