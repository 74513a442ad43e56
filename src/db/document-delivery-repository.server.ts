import type pg from 'pg';

/**
 * Institutions' document-delivery service URLs (migration 0015). The article page reads the
 * current institution's URL inside the entitlement facts query (no extra round trip); this
 * repository writes them and lists them for the admin. Values are validated by the caller
 * (src/shared/document-delivery.ts) and again by the column's CHECK constraint.
 */
export interface DocumentDeliveryRepository {
  /** Sets (a URL) or removes (null) the institution's service; false when there is no such institution. */
  set(institutionId: string, url: string | null): Promise<boolean>;
  find(institutionId: string): Promise<string | null>;
  /** institution id → URL, for the institutions that have one. */
  all(): Promise<Map<string, string>>;
}

export function createDocumentDeliveryRepository(pool: pg.Pool): DocumentDeliveryRepository {
  return {
    async set(institutionId, url) {
      const { rowCount } = await pool.query('UPDATE institutions SET document_delivery_url = $2 WHERE id = $1', [institutionId, url]);
      return (rowCount ?? 0) > 0;
    },
    async find(institutionId) {
      const { rows } = await pool.query<{ url: string | null }>('SELECT document_delivery_url AS url FROM institutions WHERE id = $1', [institutionId]);
      return rows[0]?.url ?? null;
    },
    async all() {
      const { rows } = await pool.query<{ id: string; url: string }>(
        'SELECT id::text, document_delivery_url AS url FROM institutions WHERE document_delivery_url IS NOT NULL',
      );
      return new Map(rows.map((r) => [r.id, r.url]));
    },
  };
}
