import type pg from 'pg';
import type { InstitutionRecord } from '#src/shared/account/account.ts';
import { parseCidr } from '#src/shared/access/cidr.ts';
import type { LibraryBanner } from '#src/shared/access/library-banner.ts';
import { hashSecret, verifySecret } from './secret-hash.server.ts';

export interface InstitutionRow {
  id: string;
  slug: string;
  name: string;
  shib_reg_url: string | null;
  tick_reg_url: string | null;
  link_resolver_url: string | null;
  allow_cart: boolean;
  credit_card_purchase_allowed: boolean;
  prevent_transactional_access: boolean;
  prevent_document_delivery: boolean;
  has_access_code: boolean;
  library_banner: LibraryBanner | null;
  document_delivery_url: string | null;
}
export const INSTITUTION_COLUMNS = `i.id::text, i.slug, i.name, i.shib_reg_url, i.tick_reg_url, i.link_resolver_url, i.allow_cart,
  i.credit_card_purchase_allowed, i.prevent_transactional_access, i.prevent_document_delivery,
  (i.access_code_hash IS NOT NULL) AS has_access_code, i.document_delivery_url,
  (SELECT json_build_object('position', b.position, 'text', b.text, 'imageUrl', b.image_url, 'linkUrl', b.link_url)
     FROM institution_library_banners b WHERE b.institution_id = i.id) AS library_banner`;

export function institutionFromRow(r: InstitutionRow): InstitutionRecord {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    shibRegUrl: r.shib_reg_url,
    tickRegUrl: r.tick_reg_url,
    linkResolverUrl: r.link_resolver_url,
    allowCart: r.allow_cart,
    creditCardPurchaseAllowed: r.credit_card_purchase_allowed,
    preventTransactionalAccess: r.prevent_transactional_access,
    preventDocumentDelivery: r.prevent_document_delivery,
    hasAccessCode: r.has_access_code,
    libraryBanner: r.library_banner,
    documentDeliveryUrl: r.document_delivery_url,
  };
}

export interface NewInstitution {
  slug: string;
  name: string;
  shibRegUrl?: string | null;
  tickRegUrl?: string | null;
  linkResolverUrl?: string | null;
  allowCart?: boolean;
  /** Lets members sign in off-site with this code (stored as argon2id). */
  accessCode?: string | null;
}

export interface IpRange {
  id: string;
  institutionId: string;
  cidr: string;
}

export type AddRangeResult = { ok: true; range: IpRange } | { ok: false; message: string };

export interface InstitutionRepository {
  /** undefined when the slug is taken. */
  create(institution: NewInstitution): Promise<InstitutionRecord | undefined>;
  list(): Promise<InstitutionRecord[]>;
  findById(id: string): Promise<InstitutionRecord | undefined>;
  findBySlug(slug: string): Promise<InstitutionRecord | undefined>;
  setAccessCode(institutionId: string, accessCode: string | null): Promise<void>;
  verifyAccessCode(institutionId: string, accessCode: string): Promise<boolean>;
  /** Validates the IPv4/IPv6 CIDR first; the message says what is wrong. */
  addRange(institutionId: string, cidr: string): Promise<AddRangeResult>;
  removeRange(institutionId: string, cidr: string): Promise<boolean>;
  ranges(institutionId?: string): Promise<IpRange[]>;
  /** The institution whose range holds the address (the most specific range wins). */
  forAddress(address: string): Promise<InstitutionRecord | undefined>;
  members(institutionId: string): Promise<{ id: string; email: string; name: string }[]>;
  isMember(userId: string, institutionId: string): Promise<boolean>;
}

export function createInstitutionRepository(pool: pg.Pool): InstitutionRepository {
  const findOne = async (where: string, value: string): Promise<InstitutionRecord | undefined> => {
    const { rows } = await pool.query<InstitutionRow>(`SELECT ${INSTITUTION_COLUMNS} FROM institutions i WHERE ${where}`, [value]);
    return rows[0] ? institutionFromRow(rows[0]) : undefined;
  };
  return {
    async create(institution) {
      const codeHash = institution.accessCode ? await hashSecret(institution.accessCode) : null;
      const { rows } = await pool.query<InstitutionRow>(
        `INSERT INTO institutions AS i (slug, name, shib_reg_url, tick_reg_url, link_resolver_url, allow_cart, access_code_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (slug) DO NOTHING RETURNING ${INSTITUTION_COLUMNS}`,
        [
          institution.slug,
          institution.name,
          institution.shibRegUrl ?? null,
          institution.tickRegUrl ?? null,
          institution.linkResolverUrl ?? null,
          institution.allowCart ?? true,
          codeHash,
        ],
      );
      return rows[0] ? institutionFromRow(rows[0]) : undefined;
    },
    async list() {
      const { rows } = await pool.query<InstitutionRow>(`SELECT ${INSTITUTION_COLUMNS} FROM institutions i ORDER BY i.name, i.id`);
      return rows.map(institutionFromRow);
    },
    findById: (id) => (/^\d{1,18}$/.test(id) ? findOne('i.id = $1', id) : Promise.resolve(undefined)),
    findBySlug: (slug) => findOne('i.slug = $1', slug),
    async setAccessCode(institutionId, accessCode) {
      const codeHash = accessCode ? await hashSecret(accessCode) : null;
      await pool.query('UPDATE institutions SET access_code_hash = $2 WHERE id = $1', [institutionId, codeHash]);
    },
    async verifyAccessCode(institutionId, accessCode) {
      const { rows } = await pool.query<{ access_code_hash: string | null }>('SELECT access_code_hash FROM institutions WHERE id = $1', [
        institutionId,
      ]);
      const stored = rows[0]?.access_code_hash;
      return stored ? verifySecret(stored, accessCode) : false;
    },
    async addRange(institutionId, cidr) {
      const parsed = parseCidr(cidr);
      if (!parsed.ok) return parsed;
      const { rows } = await pool.query<{ id: string; range: string }>(
        `INSERT INTO institution_ip_ranges (institution_id, range) VALUES ($1, $2::cidr)
         ON CONFLICT (institution_id, range) DO UPDATE SET range = EXCLUDED.range RETURNING id::text, range::text`,
        [institutionId, parsed.cidr],
      );
      return { ok: true, range: { id: rows[0]!.id, institutionId, cidr: rows[0]!.range } };
    },
    async removeRange(institutionId, cidr) {
      const parsed = parseCidr(cidr);
      if (!parsed.ok) return false;
      const { rowCount } = await pool.query('DELETE FROM institution_ip_ranges WHERE institution_id = $1 AND range = $2::cidr', [
        institutionId,
        parsed.cidr,
      ]);
      return (rowCount ?? 0) > 0;
    },
    async ranges(institutionId) {
      const { rows } = await pool.query<{ id: string; institution_id: string; range: string }>(
        `SELECT id::text, institution_id::text, range::text FROM institution_ip_ranges
         WHERE $1::bigint IS NULL OR institution_id = $1 ORDER BY institution_id, range`,
        [institutionId ?? null],
      );
      return rows.map((r) => ({ id: r.id, institutionId: r.institution_id, cidr: r.range }));
    },
    async forAddress(address) {
      const { rows } = await pool.query<InstitutionRow>(
        `SELECT ${INSTITUTION_COLUMNS} FROM institution_ip_ranges r JOIN institutions i ON i.id = r.institution_id
         WHERE r.range >>= $1::inet ORDER BY masklen(r.range) DESC, i.id LIMIT 1`,
        [address],
      );
      return rows[0] ? institutionFromRow(rows[0]) : undefined;
    },
    async members(institutionId) {
      const { rows } = await pool.query<{ id: string; email: string; name: string }>(
        `SELECT u.id::text, u.email, u.name FROM users u JOIN user_institutions ui ON ui.user_id = u.id
         WHERE ui.institution_id = $1 ORDER BY u.email`,
        [institutionId],
      );
      return rows;
    },
    async isMember(userId, institutionId) {
      const { rows } = await pool.query('SELECT 1 FROM user_institutions WHERE user_id = $1 AND institution_id = $2', [
        userId,
        institutionId,
      ]);
      return rows.length > 0;
    },
  };
}
