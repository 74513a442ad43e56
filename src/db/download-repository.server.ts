import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { isbnKey } from '#src/shared/identifiers/isbn.ts';
import type { CapRefusal, CapKind } from '#src/shared/access/downloads/download-caps.ts';

/** An article as the download routes need it: identity, version, access flags and its stored files. */
export interface DownloadArticle {
  id: string;
  pii: string;
  eid: string;
  /** articles.updated_at: a PDF typeset from an older version is stale. */
  version: string;
  title: string;
  issueId: string | null;
  contentType: string;
  openAccess: boolean;
  openArchive: boolean;
  freeToRead: boolean;
  /** Its journal is hosted for another publisher (publications.third_party): no COUNTER usage (001 §6). */
  thirdParty: boolean;
  files: DownloadFile[];
}

export interface DownloadFile {
  eid: string;
  type: string;
  fileBasename: string;
  extension: string | null;
  mimetype: string | null;
  filesize: number | null;
  storageKey: string | null;
}

export interface IssueEntry {
  pii: string;
  title: string;
  authors: string[];
  pages: string | null;
}

export interface Rendition {
  version: string;
  storageKey: string;
  bytes: number;
}

/** The attachment type of an article's own PDF when its package carried one (src/ingest/package/article-pdf.ts). */
export { ARTICLE_PDF_ATTACHMENT as ARTICLE_PDF_TYPE } from '#src/shared/access/downloads/pdf-link-rules.ts';

/** A full download's scope: an issue, or a book (volume) and its chapters. */
export interface Collection {
  /** `issue:{issues.id}` or `book:{publications.id}` */
  key: string;
  contentType: string;
  label: string;
}

function collectionColumn(collection: string): { column: 'issue_id' | 'publication_id'; id: string } {
  const m = /^(issue|book):([0-9]{1,18})$/.exec(collection);
  if (!m) throw new Error(`not a collection key: ${collection}`);
  return { column: m[1] === 'issue' ? 'issue_id' : 'publication_id', id: m[2]! };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createDownloadRepository(pool: pg.Pool) {
  const filesOf = async (articleIds: string[]): Promise<Map<string, DownloadFile[]>> => {
    const { rows } = await pool.query<{
      article_id: string;
      eid: string;
      attachment_type: string;
      file_basename: string;
      extension: string | null;
      mimetype: string | null;
      filesize: string | null;
      storage_key: string | null;
    }>(
      `SELECT article_id, eid, attachment_type, file_basename, extension, mimetype, filesize, storage_key
       FROM assets WHERE article_id = ANY($1::bigint[]) ORDER BY article_id, eid`,
      [articleIds],
    );
    const out = new Map<string, DownloadFile[]>(articleIds.map((id) => [id, []]));
    for (const r of rows) {
      out.get(r.article_id)?.push({
        eid: r.eid,
        type: r.attachment_type,
        fileBasename: r.file_basename,
        extension: r.extension,
        mimetype: r.mimetype,
        filesize: r.filesize === null ? null : Number(r.filesize),
        storageKey: r.storage_key,
      });
    }
    return out;
  };

  const articlesWhere = async (where: string, params: unknown[]): Promise<DownloadArticle[]> => {
    const { rows } = await pool.query<{
      id: string;
      pii: string;
      eid: string;
      updated_at: Date;
      title: string;
      issue_id: string | null;
      content_type: string;
      open_access: boolean;
      open_archive: boolean;
      free_to_read: boolean;
      third_party: boolean;
    }>(
      `SELECT a.id, a.pii, a.eid, a.updated_at, a.title, a.issue_id, p.content_type, a.open_access, a.open_archive, a.free_to_read, p.third_party
       FROM articles a JOIN publications p ON p.id = a.publication_id WHERE ${where}
       ORDER BY NULLIF(regexp_replace(coalesce(a.first_page, a.article_number, ''), '\\D.*$', ''), '')::numeric NULLS LAST, a.id`,
      params,
    );
    const files = await filesOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      pii: r.pii,
      eid: r.eid,
      version: r.updated_at.toISOString(),
      title: r.title,
      issueId: r.issue_id,
      contentType: r.content_type,
      openAccess: r.open_access,
      openArchive: r.open_archive,
      freeToRead: r.free_to_read,
      thirdParty: r.third_party,
      files: files.get(r.id) ?? [],
    }));
  };

  return {
    async article(pii: string): Promise<DownloadArticle | null> {
      return (await articlesWhere('a.pii = $1', [pii]))[0] ?? null;
    },

    async articlesByPii(piis: string[]): Promise<DownloadArticle[]> {
      return articlesWhere('a.pii = ANY($1::text[])', [piis]);
    },

    /** The articles of an issue (`issue:{id}`) or a book (`book:{publication id}`), in page order. */
    async collectionArticles(collection: string): Promise<DownloadArticle[]> {
      const { column, id } = collectionColumn(collection);
      return articlesWhere(`a.${column} = $1`, [id]);
    },

    /** Title, authors and pages of the collection's articles, in page order, for the download-issue list. */
    async collectionEntries(collection: string): Promise<IssueEntry[]> {
      const { column, id } = collectionColumn(collection);
      const { rows } = await pool.query<{
        pii: string;
        title: string;
        first_page: string | null;
        last_page: string | null;
        article_number: string | null;
        authors: string[];
      }>(
        `SELECT a.pii, a.title, a.first_page, a.last_page, a.article_number,
           (SELECT coalesce(array_agg(c.display_name ORDER BY c.position), '{}') FROM contributors c
            WHERE c.article_id = a.id AND c.kind <> 'member' AND c.contrib_type = 'author') AS authors
         FROM articles a WHERE a.${column} = $1
         ORDER BY NULLIF(regexp_replace(coalesce(a.first_page, a.article_number, ''), '\\D.*$', ''), '')::numeric NULLS LAST, a.id`,
        [id],
      );
      return rows.map((r) => ({
        pii: r.pii,
        title: r.title,
        authors: r.authors,
        pages: r.first_page
          ? r.last_page && r.last_page !== r.first_page
            ? `${r.first_page}–${r.last_page}`
            : r.first_page
          : r.article_number,
      }));
    },

    /** The issue named by its id, or by the PII of one of its articles. */
    async issueOf(key: string): Promise<Collection | null> {
      const { rows } = await pool.query<{ id: string; content_type: string; title: string; volume: string | null; issue: string | null }>(
        `SELECT i.id, p.content_type, p.title, i.volume, i.issue FROM issues i JOIN publications p ON p.id = i.publication_id
         WHERE ($1 ~ '^[1-9][0-9]{0,17}$' AND i.id = $1::bigint) OR i.id = (SELECT issue_id FROM articles WHERE pii = $1)
         LIMIT 1`,
        [key],
      );
      const r = rows[0];
      if (!r) return null;
      const label = [r.title, r.volume ? `Volume ${r.volume}` : null, r.issue ? `Issue ${r.issue}` : null].filter(Boolean).join(', ');
      return { key: `issue:${r.id}`, contentType: r.content_type, label };
    },

    /** The book (or other non-journal publication) with this ISBN, hyphens or not. */
    async bookOf(isbn: string): Promise<Collection | null> {
      const { rows } = await pool.query<{ id: string; content_type: string; title: string }>(
        `SELECT id, content_type, title FROM publications WHERE isbn = $1 AND content_type <> 'JL'`,
        [isbnKey(isbn)],
      );
      const r = rows[0];
      return r ? { key: `book:${r.id}`, contentType: r.content_type, label: r.title } : null;
    },

    async model(articleId: string): Promise<ArticleModel | null> {
      const { rows } = await pool.query<{ model: ArticleModel }>('SELECT model FROM articles WHERE id = $1', [articleId]);
      return rows[0]?.model ?? null;
    },

    async rendition(articleId: string): Promise<Rendition | null> {
      const { rows } = await pool.query<{ article_version: Date; storage_key: string; bytes: string }>(
        'SELECT article_version, storage_key, bytes FROM pdf_renditions WHERE article_id = $1',
        [articleId],
      );
      const r = rows[0];
      return r ? { version: r.article_version.toISOString(), storageKey: r.storage_key, bytes: Number(r.bytes) } : null;
    },

    async saveRendition(articleId: string, rendition: Rendition): Promise<void> {
      await pool.query(
        `INSERT INTO pdf_renditions (article_id, article_version, storage_key, bytes) VALUES ($1, $2, $3, $4)
         ON CONFLICT (article_id) DO UPDATE SET article_version = EXCLUDED.article_version, storage_key = EXCLUDED.storage_key,
           bytes = EXCLUDED.bytes, created_at = now()`,
        [articleId, rendition.version, rendition.storageKey, rendition.bytes],
      );
    },

    /**
     * Counts one download against the reader's daily cap and, for PDFs, the per-minute throttle;
     * nothing is counted when either refuses. Atomic: concurrent requests cannot both take the last slot.
     */
    async takeDownload(
      readerKey: string,
      kind: CapKind,
      dailyLimit: number,
      perMinute: number | null,
      now: Date,
    ): Promise<CapRefusal | null> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const day = await client.query(
          `INSERT INTO download_counts AS d (reader_key, day, kind, count) SELECT $1, ($4::timestamptz AT TIME ZONE 'UTC')::date, $2, 1 WHERE $3 >= 1
           ON CONFLICT (reader_key, day, kind) DO UPDATE SET count = d.count + 1 WHERE d.count + 1 <= $3 RETURNING count`,
          [readerKey, kind, dailyLimit, now.toISOString()],
        );
        if (day.rowCount === 0) {
          await client.query('ROLLBACK');
          return { reason: 'daily-cap', kind, limit: dailyLimit };
        }
        if (perMinute !== null) {
          const minute = await client.query(
            `INSERT INTO download_minutes AS m (reader_key, minute, count) SELECT $1, date_trunc('minute', $3::timestamptz), 1 WHERE $2 >= 1
             ON CONFLICT (reader_key, minute) DO UPDATE SET count = m.count + 1 WHERE m.count + 1 <= $2 RETURNING count`,
            [readerKey, perMinute, now.toISOString()],
          );
          if (minute.rowCount === 0) {
            await client.query('ROLLBACK');
            return { reason: 'throttle', limit: perMinute };
          }
          await client.query(`DELETE FROM download_minutes WHERE minute < date_trunc('minute', $1::timestamptz) - interval '1 hour'`, [
            now.toISOString(),
          ]);
        }
        await client.query('COMMIT');
        return null;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },

    /** A one-time token for downloading this issue, bound to the reader; valid for an hour. */
    async issueToken(collection: string, readerKey: string): Promise<string> {
      const token = randomBytes(24).toString('base64url');
      await pool.query(
        `INSERT INTO issue_download_tokens (token_hash, collection, reader_key, expires_at) VALUES ($1, $2, $3, now() + interval '1 hour')`,
        [hashToken(token), collection, readerKey],
      );
      await pool.query(`DELETE FROM issue_download_tokens WHERE expires_at < now() - interval '1 day'`);
      return token;
    },

    /** Spends a token: the collection it was issued for, or null when it is unknown, expired, used or another reader's. */
    async spendIssueToken(token: string, readerKey: string): Promise<string | null> {
      const { rows } = await pool.query<{ collection: string }>(
        `UPDATE issue_download_tokens SET used_at = now()
         WHERE token_hash = $1 AND reader_key = $2 AND used_at IS NULL AND expires_at > now() RETURNING collection`,
        [hashToken(token), readerKey],
      );
      return rows[0]?.collection ?? null;
    },
  };
}

export type DownloadRepository = ReturnType<typeof createDownloadRepository>;
