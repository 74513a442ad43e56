import type pg from 'pg';

/**
 * Deep Zoom tiles of the virtual microscope (spec 000 §3 app VM; ADR 006; migration 0022):
 * written in the article's own transaction at ingest, read by the tile route.
 */

export interface DeepZoomTileSet {
  /** The pyramid's attachment-eid (its `.dzi` descriptor). */
  eid: string;
  tiles: ReadonlyArray<{ level: number; col: number; row: number; storageKey: string }>;
}

export interface StoredTile {
  storageKey: string;
  /** The article the pyramid belongs to: the tile is served under its entitlement. */
  pii: string;
}

export interface DeepZoomRepository {
  findTile(eid: string, level: number, col: number, row: number): Promise<StoredTile | undefined>;
}

/** Replaces the article's pyramids with these (an ingest without any takes none away: a bare XML re-ingest keeps its files). */
export async function saveDeepZoomTiles(client: pg.PoolClient, articleId: string, sets: readonly DeepZoomTileSet[]): Promise<void> {
  await client.query('DELETE FROM deep_zoom_tiles WHERE article_id = $1', [articleId]);
  for (const set of sets) {
    const batch = 5000;
    for (let start = 0; start < set.tiles.length; start += batch) {
      const slice = set.tiles.slice(start, start + batch);
      await client.query(
        `INSERT INTO deep_zoom_tiles (article_id, eid, level, col, row_index, storage_key)
         SELECT $1, $2, * FROM unnest($3::smallint[], $4::int[], $5::int[], $6::text[])`,
        [articleId, set.eid, slice.map((t) => t.level), slice.map((t) => t.col), slice.map((t) => t.row), slice.map((t) => t.storageKey)],
      );
    }
  }
}

export function createDeepZoomRepository(pool: pg.Pool): DeepZoomRepository {
  return {
    async findTile(eid, level, col, row) {
      const { rows } = await pool.query<{ storage_key: string; pii: string }>(
        `SELECT t.storage_key, a.pii FROM deep_zoom_tiles t JOIN articles a ON a.id = t.article_id
         WHERE t.eid = $1 AND t.level = $2 AND t.col = $3 AND t.row_index = $4 ORDER BY t.article_id DESC LIMIT 1`,
        [eid, level, col, row],
      );
      const r = rows[0];
      return r ? { storageKey: r.storage_key, pii: r.pii } : undefined;
    },
  };
}
