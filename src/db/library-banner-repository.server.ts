import type pg from 'pg';
import type { LibraryBanner } from '#src/shared/access/library-banner.ts';

/**
 * Institutions' library banners (migration 0014). Reading is part of every institution lookup
 * (INSTITUTION_COLUMNS), so the reader middleware gets the banner without another query; this
 * repository writes them. Values are validated by the caller (src/shared/access/library-banner.ts) and
 * again by the table's CHECK constraints.
 */
export interface LibraryBannerRepository {
  /** Creates or replaces the institution's banner. */
  set(institutionId: string, banner: LibraryBanner): Promise<void>;
  /** false when the institution had none. */
  clear(institutionId: string): Promise<boolean>;
}

export function createLibraryBannerRepository(pool: pg.Pool): LibraryBannerRepository {
  return {
    async set(institutionId, banner) {
      await pool.query(
        `INSERT INTO institution_library_banners (institution_id, position, text, image_url, link_url) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (institution_id) DO UPDATE
           SET position = EXCLUDED.position, text = EXCLUDED.text, image_url = EXCLUDED.image_url, link_url = EXCLUDED.link_url, updated_at = now()`,
        [institutionId, banner.position, banner.text, banner.imageUrl, banner.linkUrl],
      );
    },
    async clear(institutionId) {
      const { rowCount } = await pool.query('DELETE FROM institution_library_banners WHERE institution_id = $1', [institutionId]);
      return (rowCount ?? 0) > 0;
    },
  };
}
