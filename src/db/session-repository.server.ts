import type pg from 'pg';

export type AuthMethod = 'none' | 'password' | 'institution-login';
/** How an institutional sign-in happened: a federation (SAML/Shibboleth) or a ticket (the built-in provider). */
export type InstitutionMethod = 'shibboleth' | 'ticket';

export interface SessionData {
  institutionMethod?: InstitutionMethod;
}

export interface StoredSession {
  idHash: string;
  userId: string | null;
  institutionId: string | null;
  authMethod: AuthMethod;
  csrfSecret: string;
  data: SessionData;
  lastSeenAt: Date;
  expiresAt: Date;
}

export interface NewSession {
  idHash: string;
  csrfSecret: string;
  userId: string | null;
  institutionId: string | null;
  authMethod: AuthMethod;
  data: SessionData;
  expiresAt: Date;
}

export interface SessionRepository {
  create(session: NewSession): Promise<void>;
  /** A live (unexpired) session. */
  find(idHash: string): Promise<StoredSession | undefined>;
  touch(idHash: string, expiresAt: Date): Promise<void>;
  delete(idHash: string): Promise<void>;
  setInstitution(idHash: string, institutionId: string, data: SessionData): Promise<void>;
  /** Removes expired sessions; returns how many. */
  deleteExpired(): Promise<number>;
}

interface SessionRow {
  id_hash: string;
  user_id: string | null;
  institution_id: string | null;
  auth_method: AuthMethod;
  csrf_secret: string;
  data: SessionData;
  last_seen_at: Date;
  expires_at: Date;
}

export function createSessionRepository(pool: pg.Pool): SessionRepository {
  return {
    async create(s) {
      await pool.query(
        `INSERT INTO sessions (id_hash, user_id, institution_id, auth_method, csrf_secret, data, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [s.idHash, s.userId, s.institutionId, s.authMethod, s.csrfSecret, JSON.stringify(s.data), s.expiresAt],
      );
    },
    async find(idHash) {
      const { rows } = await pool.query<SessionRow>(
        `SELECT id_hash, user_id::text, institution_id::text, auth_method, csrf_secret, data, last_seen_at, expires_at
         FROM sessions WHERE id_hash = $1 AND expires_at > now()`,
        [idHash],
      );
      const r = rows[0];
      return r
        ? {
            idHash: r.id_hash,
            userId: r.user_id,
            institutionId: r.institution_id,
            authMethod: r.auth_method,
            csrfSecret: r.csrf_secret,
            data: r.data,
            lastSeenAt: r.last_seen_at,
            expiresAt: r.expires_at,
          }
        : undefined;
    },
    async touch(idHash, expiresAt) {
      await pool.query('UPDATE sessions SET last_seen_at = now(), expires_at = $2 WHERE id_hash = $1', [idHash, expiresAt]);
    },
    async delete(idHash) {
      await pool.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
    },
    async setInstitution(idHash, institutionId, data) {
      await pool.query('UPDATE sessions SET institution_id = $2, data = $3 WHERE id_hash = $1', [
        idHash,
        institutionId,
        JSON.stringify(data),
      ]);
    },
    async deleteExpired() {
      const { rowCount } = await pool.query('DELETE FROM sessions WHERE expires_at <= now()');
      return rowCount ?? 0;
    },
  };
}
