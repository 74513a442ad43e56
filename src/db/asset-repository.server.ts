import type pg from 'pg';

/** A file in asset storage, as the media endpoint serves it. */
export interface StoredAsset {
  eid: string;
  storageKey: string;
  extension: string | null;
  mimetype: string | null;
  fileBasename: string;
  attachmentType: string;
}

export interface AssetRepository {
  /** The stored file an attachment-eid names (the most recently ingested article's, should two share an eid). */
  findStored(eid: string): Promise<StoredAsset | undefined>;
}

export function createAssetRepository(pool: pg.Pool): AssetRepository {
  return {
    async findStored(eid) {
      const { rows } = await pool.query<{
        eid: string;
        storage_key: string;
        extension: string | null;
        mimetype: string | null;
        file_basename: string;
        attachment_type: string;
      }>(
        `SELECT eid, storage_key, extension, mimetype, file_basename, attachment_type FROM assets
         WHERE eid = $1 AND storage_key IS NOT NULL ORDER BY article_id DESC LIMIT 1`,
        [eid],
      );
      const r = rows[0];
      return r
        ? {
            eid: r.eid,
            storageKey: r.storage_key,
            extension: r.extension,
            mimetype: r.mimetype,
            fileBasename: r.file_basename,
            attachmentType: r.attachment_type,
          }
        : undefined;
    },
  };
}
