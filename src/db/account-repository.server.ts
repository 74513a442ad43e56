import type pg from 'pg';
import type {
  AccountUser,
  JournalAlert,
  JournalAlertKind,
  ReadingHistoryEntry,
  RecommendedArticle,
  SearchHistoryEntry,
} from '#src/shared/account/account.ts';
import type { InstitutionRecord } from '#src/shared/account/account.ts';
import { institutionFromRow, INSTITUTION_COLUMNS, type InstitutionRow } from './institution-repository.server.ts';
import { dummyPasswordHash, hashSecret, verifySecret } from './secret-hash.server.ts';

interface UserRow {
  id: string;
  email: string;
  name: string;
  is_admin: boolean;
  privilege_type: AccountUser['privilegeType'];
  credit_card_purchase_allowed: boolean;
  prevent_transactional_access: boolean;
  prevent_document_delivery: boolean;
  created_at: Date;
}
const USER_COLUMNS = `id::text, email, name, is_admin, privilege_type, credit_card_purchase_allowed,
  prevent_transactional_access, prevent_document_delivery, created_at`;

function userFromRow(r: UserRow): AccountUser {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    isAdmin: r.is_admin,
    privilegeType: r.privilege_type,
    creditCardPurchaseAllowed: r.credit_card_purchase_allowed,
    preventTransactionalAccess: r.prevent_transactional_access,
    preventDocumentDelivery: r.prevent_document_delivery,
    createdAt: r.created_at.toISOString(),
  };
}

export interface NewUser {
  email: string;
  name: string;
  password: string;
  isAdmin?: boolean;
  privilegeType?: AccountUser['privilegeType'];
}

export interface AccountRepository {
  /** Creates the account; undefined when the e-mail address (case-insensitive) is taken. */
  createUser(user: NewUser): Promise<AccountUser | undefined>;
  /** The account when the password matches; undefined for an unknown address or a wrong password. */
  verifyPassword(email: string, password: string): Promise<AccountUser | undefined>;
  findById(id: string): Promise<AccountUser | undefined>;
  findByEmail(email: string): Promise<AccountUser | undefined>;
  /** Sets a new password and ends every other session of the account. */
  changePassword(userId: string, newPassword: string, keepSessionHash?: string): Promise<void>;
  setAdmin(userId: string, isAdmin: boolean): Promise<void>;
  setPrivilegeType(userId: string, privilegeType: AccountUser['privilegeType']): Promise<void>;
  listUsers(limit?: number): Promise<AccountUser[]>;
  memberships(userId: string): Promise<InstitutionRecord[]>;
  addMembership(userId: string, institutionId: string): Promise<void>;
  removeMembership(userId: string, institutionId: string): Promise<void>;
  recordReading(userId: string, pii: string): Promise<void>;
  readingHistory(userId: string, limit?: number): Promise<ReadingHistoryEntry[]>;
  recordSearch(userId: string, query: string, filters: Record<string, string>): Promise<void>;
  searchHistory(userId: string, limit?: number): Promise<SearchHistoryEntry[]>;
  clearSearchHistory(userId: string): Promise<void>;
  alerts(userId: string): Promise<JournalAlert[]>;
  /** false when no publication has that slug. */
  addAlert(userId: string, publicationSlug: string, kind: JournalAlertKind): Promise<boolean>;
  removeAlert(userId: string, publicationSlug: string, kind: JournalAlertKind): Promise<void>;
  /** The newest articles of the journals the reader read, excluding what they read. */
  recentInJournalsRead(userId: string, limit?: number): Promise<RecommendedArticle[]>;
}

export function createAccountRepository(pool: pg.Pool): AccountRepository {
  const findOne = async (where: string, value: string): Promise<AccountUser | undefined> => {
    const { rows } = await pool.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE ${where}`, [value]);
    return rows[0] ? userFromRow(rows[0]) : undefined;
  };
  return {
    async createUser(user) {
      const passwordHash = await hashSecret(user.password);
      const { rows } = await pool.query<UserRow>(
        `INSERT INTO users (email, name, password_hash, is_admin, privilege_type) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING ${USER_COLUMNS}`,
        [user.email.trim(), user.name.trim(), passwordHash, user.isAdmin ?? false, user.privilegeType ?? 'NONE'],
      );
      return rows[0] ? userFromRow(rows[0]) : undefined;
    },
    async verifyPassword(email, password) {
      const { rows } = await pool.query<UserRow & { password_hash: string }>(
        `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE lower(email) = lower($1)`,
        [email.trim()],
      );
      const row = rows[0];
      const ok = await verifySecret(row?.password_hash ?? (await dummyPasswordHash()), password);
      return row && ok ? userFromRow(row) : undefined;
    },
    findById: (id) => (/^\d{1,18}$/.test(id) ? findOne('id = $1', id) : Promise.resolve(undefined)),
    findByEmail: (email) => findOne('lower(email) = lower($1)', email.trim()),
    async changePassword(userId, newPassword, keepSessionHash) {
      const passwordHash = await hashSecret(newPassword);
      await pool.query('UPDATE users SET password_hash = $2, password_changed_at = now() WHERE id = $1', [userId, passwordHash]);
      await pool.query('DELETE FROM sessions WHERE user_id = $1 AND id_hash IS DISTINCT FROM $2', [userId, keepSessionHash ?? null]);
    },
    async setAdmin(userId, isAdmin) {
      await pool.query('UPDATE users SET is_admin = $2 WHERE id = $1', [userId, isAdmin]);
    },
    async setPrivilegeType(userId, privilegeType) {
      await pool.query('UPDATE users SET privilege_type = $2 WHERE id = $1', [userId, privilegeType]);
    },
    async listUsers(limit = 500) {
      const { rows } = await pool.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users ORDER BY id LIMIT $1`, [limit]);
      return rows.map(userFromRow);
    },
    async memberships(userId) {
      const { rows } = await pool.query<InstitutionRow>(
        `SELECT ${INSTITUTION_COLUMNS} FROM institutions i JOIN user_institutions ui ON ui.institution_id = i.id
         WHERE ui.user_id = $1 ORDER BY i.name`,
        [userId],
      );
      return rows.map(institutionFromRow);
    },
    async addMembership(userId, institutionId) {
      await pool.query('INSERT INTO user_institutions (user_id, institution_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        userId,
        institutionId,
      ]);
    },
    async removeMembership(userId, institutionId) {
      await pool.query('DELETE FROM user_institutions WHERE user_id = $1 AND institution_id = $2', [userId, institutionId]);
    },
    async recordReading(userId, pii) {
      await pool.query(
        `INSERT INTO reading_history (user_id, article_id) SELECT $1, id FROM articles WHERE pii = $2
         ON CONFLICT (user_id, article_id) DO UPDATE SET read_at = now()`,
        [userId, pii],
      );
    },
    async readingHistory(userId, limit = 100) {
      const { rows } = await pool.query<{ pii: string; title: string; publication_title: string; slug: string; read_at: Date }>(
        `SELECT a.pii, a.title, p.title AS publication_title, p.slug, h.read_at FROM reading_history h
         JOIN articles a ON a.id = h.article_id JOIN publications p ON p.id = a.publication_id
         WHERE h.user_id = $1 ORDER BY h.read_at DESC LIMIT $2`,
        [userId, limit],
      );
      return rows.map((r) => ({
        pii: r.pii,
        title: r.title,
        publicationTitle: r.publication_title,
        publicationSlug: r.slug,
        readAt: r.read_at.toISOString(),
      }));
    },
    async recordSearch(userId, query, filters) {
      await pool.query('INSERT INTO search_history (user_id, query, filters) VALUES ($1, $2, $3)', [
        userId,
        query,
        JSON.stringify(filters),
      ]);
    },
    async searchHistory(userId, limit = 100) {
      const { rows } = await pool.query<{ id: string; query: string; filters: Record<string, string>; searched_at: Date }>(
        `SELECT id::text, query, filters, searched_at FROM search_history WHERE user_id = $1 ORDER BY searched_at DESC, id DESC LIMIT $2`,
        [userId, limit],
      );
      return rows.map((r) => ({ id: r.id, query: r.query, filters: r.filters, searchedAt: r.searched_at.toISOString() }));
    },
    async clearSearchHistory(userId) {
      await pool.query('DELETE FROM search_history WHERE user_id = $1', [userId]);
    },
    async alerts(userId) {
      const { rows } = await pool.query<{ slug: string; title: string; kind: JournalAlertKind; created_at: Date }>(
        `SELECT p.slug, p.title, j.kind, j.created_at FROM journal_alerts j JOIN publications p ON p.id = j.publication_id
         WHERE j.user_id = $1 ORDER BY p.title, j.kind`,
        [userId],
      );
      return rows.map((r) => ({ publicationSlug: r.slug, publicationTitle: r.title, kind: r.kind, createdAt: r.created_at.toISOString() }));
    },
    async addAlert(userId, publicationSlug, kind) {
      const { rowCount } = await pool.query(
        `INSERT INTO journal_alerts (user_id, publication_id, kind) SELECT $1, id, $3 FROM publications WHERE slug = $2
         ON CONFLICT DO NOTHING`,
        [userId, publicationSlug, kind],
      );
      if (rowCount) return true;
      const { rows } = await pool.query('SELECT 1 FROM publications WHERE slug = $1', [publicationSlug]);
      return rows.length > 0;
    },
    async removeAlert(userId, publicationSlug, kind) {
      await pool.query(
        `DELETE FROM journal_alerts WHERE user_id = $1 AND kind = $3 AND publication_id = (SELECT id FROM publications WHERE slug = $2)`,
        [userId, publicationSlug, kind],
      );
    },
    async recentInJournalsRead(userId, limit = 10) {
      const { rows } = await pool.query<{ pii: string; title: string; publication_title: string; publication_date: string | null }>(
        `SELECT a.pii, a.title, p.title AS publication_title, a.publication_date FROM articles a
         JOIN publications p ON p.id = a.publication_id
         WHERE a.publication_id IN (SELECT r.publication_id FROM reading_history h JOIN articles r ON r.id = h.article_id WHERE h.user_id = $1)
           AND a.id NOT IN (SELECT article_id FROM reading_history WHERE user_id = $1)
         ORDER BY a.publication_year DESC NULLS LAST, a.publication_date DESC NULLS LAST, a.id DESC LIMIT $2`,
        [userId, limit],
      );
      return rows.map((r) => ({ pii: r.pii, title: r.title, publicationTitle: r.publication_title, publicationDate: r.publication_date }));
    },
  };
}
