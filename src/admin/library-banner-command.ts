import { createLibraryBannerRepository } from '#src/db/library-banner-repository.server.ts';
import {
  LIBRARY_BANNER_POSITIONS,
  libraryBannerImageUrl,
  libraryBannerLinkUrl,
  libraryBannerProblem,
  libraryBannerText,
  type LibraryBanner,
  type LibraryBannerPosition,
} from '#src/shared/access/library-banner.ts';
import { AdminError, str, type AdminCommand, type Values } from './admin-command.ts';
import { institutionBySlug } from './institution-lookup.ts';

/** The banner the options describe, or a usage error (exit 2) saying what is wrong. */
function bannerFrom(values: Values): LibraryBanner {
  const position = str(values, 'position')?.toUpperCase();
  if (position === undefined || position === '')
    throw new AdminError(`institution:banner: give --position ${LIBRARY_BANNER_POSITIONS.join('|')} or --clear`, 2);
  if (!(LIBRARY_BANNER_POSITIONS as readonly string[]).includes(position)) {
    throw new AdminError(`--position: one of ${LIBRARY_BANNER_POSITIONS.join(', ')}`, 2);
  }
  const raw = {
    text: str(values, 'text') ?? null,
    imageUrl: str(values, 'image')?.trim() || null,
    linkUrl: str(values, 'link')?.trim() || null,
  };
  const problem = libraryBannerProblem(raw);
  if (problem) throw new AdminError(`institution:banner: ${problem}`, 2);
  return {
    position: position as LibraryBannerPosition,
    text: libraryBannerText(raw.text),
    imageUrl: raw.imageUrl ? (libraryBannerImageUrl(raw.imageUrl) ?? null) : null,
    linkUrl: raw.linkUrl ? (libraryBannerLinkUrl(raw.linkUrl) ?? null) : null,
  };
}

/**
 * `institution:banner --institution <slug> --position ABOVE|RIGHT|DROPDOWN [--text T] [--image URL]
 * [--link URL]` or `--clear`: the library banner the institution's readers see in the site
 * header (spec 001 §3 libraryBanner). Usage mistakes exit 2 and an unknown institution exits 1,
 * both before anything is written.
 */
export const LIBRARY_BANNER_COMMAND: AdminCommand = {
  name: 'institution:banner',
  summary: "Set (or --clear) the library banner the institution's readers see in the site header.",
  options: {
    institution: { type: 'string', required: true, description: 'institution slug' },
    position: {
      type: 'string',
      description: `${LIBRARY_BANNER_POSITIONS.join(' | ')}: above the header, at its right, or in the account menu`,
    },
    text: { type: 'string', description: 'plain text, at most 200 characters (also the image alt text)' },
    image: { type: 'string', description: 'image: an http(s) URL or a path on this site (/…)' },
    link: { type: 'string', description: "where the banner links to: an http(s) URL (the library's site)" },
    clear: { type: 'boolean', description: 'remove the banner' },
  },
  async run(ctx, values) {
    const given = ['position', 'text', 'image', 'link'].filter((name) => str(values, name) !== undefined);
    if (values.clear && given.length > 0)
      throw new AdminError(`institution:banner: --clear takes no ${given.map((n) => `--${n}`).join(', ')}`, 2);
    const banner = values.clear ? null : bannerFrom(values);
    const institution = await institutionBySlug(ctx, str(values, 'institution') ?? '');
    const banners = createLibraryBannerRepository(ctx.pool);
    if (banner === null) {
      if (!(await banners.clear(institution.id))) throw new AdminError(`${institution.slug} has no library banner`);
      return { message: `removed the library banner of ${institution.slug}` };
    }
    await banners.set(institution.id, banner);
    const parts = [
      banner.text ? `"${banner.text}"` : null,
      banner.imageUrl ? `image ${banner.imageUrl}` : null,
      banner.linkUrl ? `→ ${banner.linkUrl}` : null,
    ];
    return { message: `library banner of ${institution.slug} (${banner.position}): ${parts.filter(Boolean).join(' ')}` };
  },
};
