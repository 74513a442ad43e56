import type pg from 'pg';

/**
 * Institutions' document-delivery service URLs (migration 0015). Reading is part of every
 * institution lookup (INSTITUTION_COLUMNS), so the reader middleware and the admin list get the
 * URL without another query; this repository writes them. Values are validated by the caller
 * (src/shared/access/document-delivery.ts) and again by the column's CHECK constraint.
 */
export interface DocumentDeliveryRepository {
  /** Sets (a URL) or removes (null) the institution's service; false when there is no such institution. */
  set(institutionId: string, url: string | null): Promise<boolean>;
}

export function createDocumentDeliveryRepository(pool: pg.Pool): DocumentDeliveryRepository {
  return {
    async set(institutionId, url) {
      const { rowCount } = await pool.query('UPDATE institutions SET document_delivery_url = $2 WHERE id = $1', [institutionId, url]);
      return (rowCount ?? 0) > 0;
    },
  };
}
