import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Stateless resumption tokens: the whole list position travels in the token, so any app
 * server answers the next page without shared session state. The payload is HMAC-signed
 * with a key derived from configuration, so a changed token is refused (badResumptionToken)
 * instead of silently listing something else.
 */
export const tokenStateSchema = z.strictObject({
  /** Format version, so a future layout can refuse old tokens cleanly. */
  v: z.literal(1),
  verb: z.enum(['ListIdentifiers', 'ListRecords']),
  prefix: z.string().min(1).max(64),
  set: z.string().min(1).max(256).optional(),
  from: z.iso.datetime().optional(),
  before: z.iso.datetime().optional(),
  /** The harvest's frozen end: rows changed after the first page wait for the next harvest. */
  through: z.iso.datetime(),
  after: z.strictObject({ stamp: z.iso.datetime(), id: z.string().regex(/^\d{1,19}$/) }),
  cursor: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
});
export type TokenState = z.infer<typeof tokenStateSchema>;

const MAX_TOKEN_LENGTH = 2048;

/** A 32-byte signing key from a configured secret (HKDF, so the secret itself never signs anything). */
export function deriveTokenKey(secret: string | Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'lectern-oai', 'resumption-token v1', 32));
}

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

export function encodeToken(state: TokenState, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The token's state, or null when it is malformed, altered or signed with another key. */
export function decodeToken(token: string, key: Buffer): TokenState | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const m = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const [, payload, signature] = m as unknown as [string, string, string];
  // Compare the text, not decoded bytes: base64url's last character has spare bits, so two
  // spellings decode alike and a byte comparison would accept an altered token.
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(key, payload).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = tokenStateSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
