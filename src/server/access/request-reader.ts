import type { Response } from 'express';
import { ANONYMOUS_READER, type Reader } from '#src/shared/access/reader.ts';

/**
 * The reader of this request, as resolved by the reader middleware (sessions + client address,
 * src/server/access). Every route that decides anything by reader reads it here.
 */
export function readerOf(res: Response): Reader {
  return (res.locals.reader as Reader | undefined) ?? ANONYMOUS_READER;
}
