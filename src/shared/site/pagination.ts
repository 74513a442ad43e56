/**
 * Pages of long lists (a volume's table of contents holds thousands of articles at scale): the
 * `page` query parameter, 1-based, and what a page shows. Pure, for the routes and repositories.
 */

/** Articles on one page of a volume, issue or in-press table of contents. */
export const TOC_PAGE_SIZE = 100;

export type PageParameter = { ok: true; page: number } | { ok: false; message: string };

/** `?page=` as given: absent is page 1; anything but a whole number from 1 up is refused, with the reason. */
export function parsePageParameter(raw: string | null): PageParameter {
  if (raw === null) return { ok: true, page: 1 };
  if (!/^[1-9]\d{0,5}$/.test(raw)) return { ok: false, message: `page must be a whole number from 1 to 999999, not "${raw.slice(0, 40)}"` };
  return { ok: true, page: Number(raw) };
}

/** How many pages `total` items fill (at least one, so an empty list still has its page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The first item of `page` (0-based offset). */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
