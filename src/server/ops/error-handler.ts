import type { NextFunction, Request, Response } from 'express';
import { isDatabaseUnavailable } from '#src/db/pool-safety.server.ts';
import type { Logger } from '../logger.ts';
import { sendProblem } from '../problem.ts';
import type { DatabaseState } from './database-state.server.ts';
import { sendUnavailable } from './unavailable.ts';

/** PostgreSQL codes that mean the client sent text it cannot store (a NUL byte, a bad escape …). */
const BAD_TEXT_CODES = new Set(['22021', '22P05', '22025']);

const CLIENT_ERROR_DETAIL: Record<number, string> = {
  400: 'The request is malformed.',
  413: 'The request body is too large.',
  415: 'The request body has an unsupported media type or character set.',
};

/**
 * The app's last error handler. A status the parsers set (400 malformed JSON or %-encoding, 413
 * too large, 415 unsupported charset) is kept; an unreachable database is a 503 with
 * Retry-After; anything else is a 500 logged with the request id.
 */
export function errorHandler(log: Logger, database?: DatabaseState) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) {
      (req.log ?? log).error({ err: error }, 'request failed after its answer started');
      return;
    }
    const status = clientStatus(error);
    if (status) {
      sendProblem(res, status, CLIENT_ERROR_DETAIL[status] ?? (error as Error).message);
      return;
    }
    if (isDatabaseUnavailable(error)) {
      database?.lost(error);
      (req.log ?? log).warn({ err: error }, 'database unavailable');
      sendUnavailable(req, res, 'The database is unavailable.', 5);
      return;
    }
    (req.log ?? log).error({ err: error }, 'request failed');
    sendProblem(res, 500, 'The server could not complete the request.');
  };
}

function clientStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { status?: unknown; statusCode?: unknown; code?: unknown };
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : undefined;
  if (status !== undefined && status >= 400 && status < 500) return status;
  if (error instanceof URIError) return 400;
  if (typeof e.code === 'string' && BAD_TEXT_CODES.has(e.code)) return 400;
  return undefined;
}
