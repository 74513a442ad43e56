import type { Request } from 'express';
import { normaliseAddress } from '#src/shared/access/cidr.ts';

/**
 * Express `trust proxy` from LECTERN_TRUST_PROXY: unset or empty = trust nothing, so
 * X-Forwarded-For is ignored and the socket address counts. Otherwise a comma-separated list of
 * proxies Express understands: addresses, CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`.
 */
export function trustProxySetting(value: string | undefined): string[] | false {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return list.length > 0 ? list : false;
}

/** The client's address: `req.ip` honours X-Forwarded-For only from trusted proxies. */
export function clientAddress(req: Request): string {
  return normaliseAddress(req.ip ?? req.socket.remoteAddress) ?? '0.0.0.0';
}
