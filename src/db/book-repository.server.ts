import type pg from 'pg';
import type { BookSiblingsResponse } from '#src/shared/api/api-contract.ts';
import type { BookContents } from '#src/shared/journals/collection-reader.ts';
import { isbnKey } from '#src/shared/identifiers/isbn.ts';
import { normalizePii } from '#src/shared/identifiers/pii.ts';
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from './article-summary.server.ts';

const numeric = (column: string) => `nullif(substring(${column} from '^\\d{1,15}'), '')::bigint`;
/** Book order: first page, then chapter (article) number, then as stored. */
const BOOK_ORDER = `${numeric('a.first_page')} NULLS LAST, a.first_page, ${numeric("regexp_replace(a.article_number, '^\\D+', '')")} NULLS LAST, a.article_number, a.id`;

export function createBookRepository(pool: pg.Pool) {
  return {
    async book(isbn: string): Promise<BookContents | null> {
      const pub = await pool.query<{
        id: string;
        isbn: string;
        title: string;
        content_type: string;
        publisher: string | null;
        slug: string;
      }>(`SELECT id, isbn, title, content_type, publisher, slug FROM publications WHERE isbn = $1 AND content_type <> 'JL'`, [
        isbnKey(isbn),
      ]);
      const p0 = pub.rows[0];
      if (!p0) return null;
      const res = await pool.query<SummaryRow & { first_page: string | null; last_page: string | null }>(
        `SELECT ${SUMMARY_COLUMNS}, a.first_page, a.last_page FROM articles a JOIN publications p ON p.id = a.publication_id
         WHERE a.publication_id = $1 ORDER BY ${BOOK_ORDER}`,
        [p0.id],
      );
      const editors = await pool.query<{ name: string }>(
        `SELECT DISTINCT ON (c.display_name) c.display_name AS name FROM contributors c JOIN articles a ON a.id = c.article_id
         WHERE a.publication_id = $1 AND c.contrib_type = 'editor' ORDER BY c.display_name LIMIT 50`,
        [p0.id],
      );
      return {
        isbn: p0.isbn,
        bookId: p0.isbn,
        title: p0.title,
        contentType: p0.content_type,
        publisher: p0.publisher,
        publicationSlug: p0.slug,
        editors: editors.rows.map((r) => r.name),
        chapters: res.rows.map((r) => ({ ...toSummary(r), firstPage: r.first_page, lastPage: r.last_page })),
      };
    },

    /** The chapters before and after `pii` in book `bookId` (its ISBN); null when the book does not hold it. */
    async siblings(bookId: string, pii: string): Promise<BookSiblingsResponse | null> {
      const res = await pool.query<SummaryRow & { position: 'previous' | 'self' | 'next' }>(
        `WITH ordered AS (
           SELECT a.id, a.pii, lag(a.id) OVER w AS previous_id, lead(a.id) OVER w AS next_id
           FROM articles a JOIN publications b ON b.id = a.publication_id
           WHERE b.isbn = $1 AND b.content_type <> 'JL' WINDOW w AS (ORDER BY ${BOOK_ORDER})),
         target AS (SELECT * FROM ordered WHERE pii = $2)
         SELECT ${SUMMARY_COLUMNS}, CASE WHEN a.id = t.previous_id THEN 'previous' WHEN a.id = t.next_id THEN 'next' ELSE 'self' END AS position
         FROM target t JOIN articles a ON a.id IN (t.id, t.previous_id, t.next_id) JOIN publications p ON p.id = a.publication_id`,
        [isbnKey(bookId), normalizePii(pii)],
      );
      const self = res.rows.find((r) => r.position === 'self');
      if (!self) return null;
      const at = (position: 'previous' | 'next') => {
        const row = res.rows.find((r) => r.position === position);
        return row ? toSummary(row) : null;
      };
      return { bookId: isbnKey(bookId), pii: self.pii, previous: at('previous'), next: at('next') };
    },
  };
}
export type BookRepository = ReturnType<typeof createBookRepository>;
