import type { NextFunction, Request, Response } from 'express';
import { sendClientError, sendUnavailable } from './unavailable.ts';

/**
 * Addresses no route can answer, refused before any route decodes them: malformed
 * %-encoding (a URIError in a handler would be a 500) and NUL bytes (PostgreSQL refuses them in
 * text, so a NUL reaching a query would be a 500).
 */
export function rejectMalformedAddress(req: Request, res: Response, next: NextFunction): void {
  const url = req.originalUrl;
  const [pathPart = '', query = ''] = splitOnce(url, '?');
  if (/%00/i.test(url) || url.includes('\0')) {
    sendClientError(req, res, 400, 'Bad request', 'The address contains a NUL byte.');
    return;
  }
  if (!decodable(pathPart) || !decodable(query.replace(/\+/g, ' '))) {
    sendClientError(req, res, 400, 'Bad request', 'The address has malformed percent-encoding.');
    return;
  }
  next();
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

function decodable(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Load shedding: a new request past the in-flight limit gets an immediate 503 with Retry-After
 * instead of a place in a queue that grows without bound. The limit adapts (additive increase,
 * multiplicative decrease) so the requests let in are answered within about `targetMs`: when
 * answers take longer it shrinks by a fifth (at most every 200 ms, never below a few), when
 * they are quick it grows back towards `maxInFlight`. A fixed count cannot do it alone: how
 * many requests a second is "too many" depends on the machine and what else runs on it.
 */
export function shedLoad(maxInFlight: number, targetMs: number, retryAfterSeconds = 1) {
  const floor = Math.min(4, maxInFlight);
  // Start low and earn the rest: a cold process that lets everything in at once answers nobody in time.
  let limit = Math.min(maxInFlight, 8);
  let inFlight = 0;
  let lastDecrease = 0;
  const answered = (ms: number) => {
    const now = performance.now();
    if (ms > targetMs) {
      if (now - lastDecrease > 200) {
        limit = Math.max(floor, limit * 0.8);
        lastDecrease = now;
      }
    } else {
      limit = Math.min(maxInFlight, limit + 1 / limit);
    }
  };
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (inFlight >= Math.floor(limit)) {
      sendUnavailable(req, res, 'The server is busy.', retryAfterSeconds);
      return;
    }
    inFlight++;
    const started = performance.now();
    res.once('close', () => {
      inFlight--;
      answered(performance.now() - started);
    });
    next();
  };
  return Object.assign(middleware, { inFlight: () => inFlight, limit: () => Math.floor(limit) });
}
