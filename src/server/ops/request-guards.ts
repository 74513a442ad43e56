import type { NextFunction, Request, Response } from 'express';
import { sendClientError } from './unavailable.ts';

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
