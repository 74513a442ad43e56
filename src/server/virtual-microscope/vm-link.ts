import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { VIRTUAL_MICROSCOPE_PATH } from '#src/shared/virtual-microscope/deep-zoom.ts';

/**
 * The virtual microscope viewer link (spec 000 §2: "a virtual microscope viewer link with
 * parameters data, signature and time"; ADR 006). `data` names the image (base64url JSON of
 * the article's PII and the pyramid's attachment-eid), `time` is when the link was made (Unix
 * seconds), `signature` is HMAC-SHA256 over `{data}.{time}` with a key derived from the site
 * secret. A link is good for VM_LINK_VALIDITY_SECONDS; a changed data, time or signature, an
 * expired or a future-dated link is refused. The link only names the image: the viewer page
 * and every tile still check the reader's entitlement.
 */
export const VM_LINK_VALIDITY_SECONDS = 24 * 3600;
/** Clocks of several app servers drift a little: a link up to this far in the future is accepted. */
export const VM_LINK_CLOCK_SKEW_SECONDS = 300;

export const VM_LINK_MALFORMED = 'The virtual microscope link is malformed: it needs the data, signature and time the article page gives.';
export const VM_LINK_TAMPERED =
  'The virtual microscope link is not valid: its signature does not match its data and time. Open the image again from the article.';
export const VM_LINK_EXPIRED =
  'The virtual microscope link has expired (links are valid for 24 hours). Open the image again from the article.';
export const VM_LINK_FUTURE = 'The virtual microscope link is dated in the future. Open the image again from the article.';

export interface VmSlideRef {
  pii: string;
  /** The pyramid's attachment-eid. */
  eid: string;
}

export type VmLinkCheck = { ok: true; slide: VmSlideRef; time: number } | { ok: false; status: 400 | 403; reason: string };

/** A 32-byte key from the site secret (HKDF with its own label, so no other token's key signs links). */
export function deriveVmLinkKey(secret: string | Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'lectern-virtual-microscope', 'vm-link v1', 32));
}

function mac(key: Buffer, data: string, time: string): string {
  return createHmac('sha256', key).update(`${data}.${time}`).digest('base64url');
}

export function encodeVmData(slide: VmSlideRef): string {
  return Buffer.from(JSON.stringify({ p: slide.pii, e: slide.eid })).toString('base64url');
}

/** The signed parameters of a link made at `nowSeconds`. */
export function signVmLink(
  key: Buffer,
  slide: VmSlideRef,
  nowSeconds = Math.floor(Date.now() / 1000),
): { data: string; signature: string; time: string } {
  const data = encodeVmData(slide);
  const time = String(nowSeconds);
  return { data, signature: mac(key, data, time), time };
}

/** `/virtual-microscope?data=…&signature=…&time=…` */
export function vmLinkFor(key: Buffer, slide: VmSlideRef, nowSeconds?: number): string {
  const { data, signature, time } = signVmLink(key, slide, nowSeconds);
  return `${VIRTUAL_MICROSCOPE_PATH}?${new URLSearchParams({ data, signature, time }).toString()}`;
}

const DATA = /^[A-Za-z0-9_-]{1,800}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const TIME = /^\d{1,12}$/;
const PII = /^[A-Za-z0-9]{1,40}$/;
const EID = /^[A-Za-z0-9._-]{1,200}$/;

function decodeData(data: string): VmSlideRef | undefined {
  try {
    const claims = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as { p?: unknown; e?: unknown };
    if (typeof claims.p !== 'string' || typeof claims.e !== 'string' || !PII.test(claims.p) || !EID.test(claims.e)) return undefined;
    return { pii: claims.p, eid: claims.e };
  } catch {
    return undefined;
  }
}

/** Checks a link's query parameters (each a string, absent or repeated as the request gives them). */
export function verifyVmLink(
  key: Buffer,
  params: { data?: unknown; signature?: unknown; time?: unknown },
  nowSeconds = Math.floor(Date.now() / 1000),
): VmLinkCheck {
  const { data, signature, time } = params;
  if (typeof data !== 'string' || typeof signature !== 'string' || typeof time !== 'string')
    return { ok: false, status: 400, reason: VM_LINK_MALFORMED };
  if (!DATA.test(data) || !TIME.test(time) || !SIGNATURE.test(signature)) return { ok: false, status: 400, reason: VM_LINK_MALFORMED };
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(key, data, time));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, status: 403, reason: VM_LINK_TAMPERED };
  const made = Number(time);
  if (made > nowSeconds + VM_LINK_CLOCK_SKEW_SECONDS) return { ok: false, status: 403, reason: VM_LINK_FUTURE };
  if (nowSeconds - made > VM_LINK_VALIDITY_SECONDS) return { ok: false, status: 403, reason: VM_LINK_EXPIRED };
  const slide = decodeData(data);
  // Signed by this site yet not a slide: never made by vmLinkFor, so treated as malformed.
  if (!slide) return { ok: false, status: 400, reason: VM_LINK_MALFORMED };
  return { ok: true, slide, time: made };
}
