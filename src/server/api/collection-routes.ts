import express from 'express';
import { z } from 'zod';
import type { BookRepository } from '#src/db/book-repository.server.ts';
import type { CollectionRepository } from '#src/db/collection-repository.server.ts';
import { userSettingsQuerySchema, type ChaptersResponse, type VirtualSpecialIssueResponse } from '#src/shared/api/api-contract.ts';
import type { Logger } from '../logger.ts';
import { sendProblem, sendQueryProblem } from '../problem.ts';
import { requestPii } from './request-pii.ts';

const HUB_EID = /^[0-9Xx-]{1,20}$/;
const ISBN = /^(?:[0-9][0-9-]{8,15}[0-9Xx])$/;
const PII_SHAPE = /^[A-Za-z0-9()\-.]{1,64}$/;
const vsiQuerySchema = z.object({
  issn: z
    .string()
    .regex(/^\d{4}-?\d{3}[\dXx]$/, 'issn must be an ISSN such as 2050-084X')
    .optional(),
});

/**
 * Collections and books under /sdfe/arp (001 §7): special-issue articles, a book's chapter
 * list, previous/next chapter.
 */
export function collectionArpRoutes(collections: CollectionRepository, books: BookRepository, log: Logger): express.Router {
  const router = express.Router();
  router.get('/pii/:pii/hubEid/:hubEid/specialIssueArticles', async (req, res) => {
    const query = userSettingsQuerySchema.safeParse(req.query);
    if (!query.success) return sendQueryProblem(res, query.error);
    const { hubEid } = req.params;
    if (!HUB_EID.test(hubEid))
      return sendProblem(res, 400, `Invalid path parameter "hubEid": expected an issue id or an ISBN, got "${hubEid}"`, {
        parameter: 'hubEid',
      });
    const pii = requestPii(req.params.pii, log);
    const body = await collections.specialIssueArticles(pii, hubEid);
    if (!body) return sendProblem(res, 404, `No article with PII ${pii} in issue or book ${hubEid}`);
    res.set('Cache-Control', 'public, max-age=300').json(body);
  });

  router.get('/isbn/:isbn/chapters', async (req, res) => {
    const { isbn } = req.params;
    if (!ISBN.test(isbn))
      return sendProblem(res, 400, `Invalid path parameter "isbn": expected an ISBN, got "${isbn}"`, { parameter: 'isbn' });
    const book = await books.book(isbn);
    if (!book) return sendProblem(res, 404, `No book with ISBN ${isbn}`);
    const body: ChaptersResponse = {
      isbn: book.isbn,
      bookId: book.bookId,
      title: book.title,
      contentType: book.contentType,
      chapters: book.chapters,
    };
    res.set('Cache-Control', 'public, max-age=300').json(body);
  });

  router.get('/books/:bookId/:id/siblings', async (req, res) => {
    const query = userSettingsQuerySchema.safeParse(req.query);
    if (!query.success) return sendQueryProblem(res, query.error);
    const { bookId, id } = req.params;
    if (!ISBN.test(bookId))
      return sendProblem(res, 400, `Invalid path parameter "bookId": expected the book's ISBN, got "${bookId}"`, { parameter: 'bookId' });
    if (!PII_SHAPE.test(id))
      return sendProblem(res, 400, `Invalid path parameter "id": expected a chapter PII, got "${id}"`, { parameter: 'id' });
    const siblings = await books.siblings(bookId, requestPii(id, log));
    if (!siblings) return sendProblem(res, 404, `No chapter with PII ${id} in book ${bookId}`);
    res.set('Cache-Control', 'public, max-age=300').json(siblings);
  });
  return router;
}

/**
 * GET /journal/vsi/{id}?issn= (001 §7; 000 §3 "Virtual special issue"): `{id}` is a virtual
 * special issue's id, or an article's PII (the article page's call) for the first virtual
 * special issue holding it. With `issn`, the issue must belong to that journal.
 */
export function vsiRoutes(collections: CollectionRepository, log: Logger): express.Router {
  const router = express.Router();
  router.get('/journal/vsi/:id', async (req, res) => {
    const query = vsiQuerySchema.safeParse(req.query);
    if (!query.success) return sendQueryProblem(res, query.error);
    const { id } = req.params;
    const found = /^[1-9]\d{0,17}$/.test(id)
      ? await collections.virtualSpecialIssue(id)
      : PII_SHAPE.test(id)
        ? await collections.virtualSpecialIssueOf(requestPii(id, log))
        : undefined;
    if (found === undefined)
      return sendProblem(res, 400, `Invalid path parameter "id": expected a virtual special issue id or an article PII, got "${id}"`, {
        parameter: 'id',
      });
    const issn = query.data.issn?.toUpperCase().replace(/^(\d{4})(\d{3}[\dX])$/, '$1-$2');
    if (!found || (issn && !found.issns.includes(issn))) {
      return sendProblem(res, 404, `No virtual special issue ${id}${issn ? ` in the journal with ISSN ${issn}` : ''}`);
    }
    const { publicationSlug: _slug, issns: _issns, ...body } = found;
    res.set('Cache-Control', 'public, max-age=300').json(body satisfies VirtualSpecialIssueResponse);
  });
  return router;
}
