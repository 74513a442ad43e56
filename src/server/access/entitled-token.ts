import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * entitledToken (spec 001 §3, §7): proof, handed to the page, that the server decided this
 * reader may read this article's full text. Signed (HMAC-SHA256), expiring and bound to the
 * article and the reader, so a token copied to another reader or article, or kept past its
 * hour, is refused. Endpoints still check entitlement afresh: a token never grants by itself.
 */
export const ENTITLED_TOKEN_TTL_SECONDS = 3600;
const MAX_TOKEN_LENGTH = 512;

export type TokenCheck = { ok: true } | { ok: false; reason: string };

/** A 32-byte signing key from the configured secret (HKDF, so the secret itself never signs). */
export function deriveEntitledTokenKey(secret: string | Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'lectern-entitlement', 'entitled-token v1', 32));
}

function mac(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** `readerKey`: "u:{user id}" for a signed-in person, else "a:{client address}". */
export function issueEntitledToken(key: Buffer, pii: string, readerKey: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const payload = Buffer.from(JSON.stringify({ p: pii, r: readerKey, e: nowSeconds + ENTITLED_TOKEN_TTL_SECONDS })).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

export function checkEntitledToken(
  key: Buffer,
  token: string | undefined,
  pii: string,
  readerKey: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): TokenCheck {
  if (!token) return { ok: false, reason: 'This request needs the entitledToken the article page gives; none was sent.' };
  const m = token.length <= MAX_TOKEN_LENGTH ? /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  const given = Buffer.from(m?.[2] ?? '');
  const expected = Buffer.from(m ? mac(key, m[1]!) : '');
  if (!m || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'The entitledToken is not valid: reload the article page for a fresh one.' };
  }
  let claims: { p?: unknown; r?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(m[1]!, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return { ok: false, reason: 'The entitledToken is not valid: reload the article page for a fresh one.' };
  }
  if (claims.p !== pii) return { ok: false, reason: `The entitledToken was issued for another article, not ${pii}.` };
  if (claims.r !== readerKey) return { ok: false, reason: 'The entitledToken was issued to another reader: reload the article page.' };
  if (typeof claims.e !== 'number' || claims.e < nowSeconds) {
    return { ok: false, reason: 'The entitledToken has expired: reload the article page for a fresh one.' };
  }
  return { ok: true };
}
