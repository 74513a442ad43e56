import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Recommendation tokens (001 §5: 64–128 characters of letters, digits, +, _, -): base64url of
 * the source article id, the recommended article id and the page load id, signed with HMAC so
 * feedback can be attributed to the pair it names and not to one a client made up.
 */
const ID_BYTES = 8;
const PAGE_LOAD_BYTES = 16;
const MAC_BYTES = 24;

export interface TokenPair {
  articleId: string;
  recommendedArticleId: string;
  pageLoadId: string;
}

export interface RecommendationTokens {
  newPageLoadId(): string;
  sign(pair: TokenPair): string;
  /** The pair a token names, or null when it was not made with this key (or is malformed). */
  verify(token: string): TokenPair | null;
}

/** A 32-byte signing key from the site secret (HKDF, so the secret itself never signs). */
export function deriveRecommendationTokenKey(secret: string | Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'lectern-recommendations', 'recommendation-token v1', 32));
}

function idBytes(id: string): Buffer {
  const b = Buffer.alloc(ID_BYTES);
  b.writeBigUInt64BE(BigInt(id));
  return b;
}

export function recommendationTokens(key: Buffer = randomBytes(32)): RecommendationTokens {
  const mac = (payload: Buffer) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);
  return {
    newPageLoadId: () => randomBytes(PAGE_LOAD_BYTES).toString('base64url'),
    sign({ articleId, recommendedArticleId, pageLoadId }) {
      const pageLoad = Buffer.from(pageLoadId, 'base64url');
      if (pageLoad.length !== PAGE_LOAD_BYTES) throw new Error('pageLoadId must be 16 bytes of base64url');
      const payload = Buffer.concat([idBytes(articleId), idBytes(recommendedArticleId), pageLoad]);
      return Buffer.concat([payload, mac(payload)]).toString('base64url');
    },
    verify(token) {
      const raw = Buffer.from(token.replace(/=+$/, ''), 'base64url');
      if (raw.length !== 2 * ID_BYTES + PAGE_LOAD_BYTES + MAC_BYTES) return null;
      const payload = raw.subarray(0, raw.length - MAC_BYTES);
      if (!timingSafeEqual(mac(payload), raw.subarray(raw.length - MAC_BYTES))) return null;
      return {
        articleId: payload.readBigUInt64BE(0).toString(),
        recommendedArticleId: payload.readBigUInt64BE(ID_BYTES).toString(),
        pageLoadId: payload.subarray(2 * ID_BYTES).toString('base64url'),
      };
    },
  };
}
