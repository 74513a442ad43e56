import express from 'express';
import { z } from 'zod';
import { normalizePii } from '#src/shared/identifiers/pii.ts';
import { readerOf } from '../access/request-reader.ts';
import { sendProblem } from '../problem.ts';
import { sendRefusal } from '../refusal-page.ts';
import { accessOf, recordUsage } from './download-access.ts';
import { isOwnFormPost, type DownloadRouterOptions } from './download-context.ts';
import { streamZip, uniqueNames, worthCompressing } from './zip-stream.ts';

const repeated = z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : [v]));
const bodySchema = z.object({
  eids: repeated.pipe(z.array(z.string().min(1).max(300)).min(1, 'name at least one attachment').max(500)),
  _csrf: z.string().max(200).optional(),
});

/**
 * POST /sdfe/pdf/download/{pii}/attachments (spec 000 §2, §7): a form with repeated `eids`;
 * answers a zip of those supplementary files, streamed from asset storage.
 */
export function attachmentRoutes(options: DownloadRouterOptions): express.Router {
  const { repo, storage, log } = options;
  const router = express.Router();
  router.post(
    '/sdfe/pdf/download/:pii/attachments',
    express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 1000 }),
    async (req, res) => {
      const body = bodySchema.safeParse(req.body ?? {});
      if (!body.success) {
        const issue = body.error.issues[0]!;
        return sendProblem(res, 400, `Invalid form field "${String(issue.path[0] ?? 'eids')}": ${issue.message}`, {
          parameter: String(issue.path[0] ?? 'eids'),
        });
      }
      if (!isOwnFormPost(options, req, res, body.data._csrf))
        return sendProblem(res, 403, 'This download must be started from the article page (missing or invalid _csrf).');
      const article = await repo.article(normalizePii(String(req.params.pii)));
      if (!article) return sendProblem(res, 404, `No article with PII ${String(req.params.pii)}`);
      const reader = readerOf(res);
      const access = await accessOf(options.access, reader, article);
      if (!access.entitled || !access.isContentVisible) {
        recordUsage(options.usage, log, req, res, reader, { article, kind: 'supplementary', access, denial: 'No_License' });
        return sendRefusal(res, 403, `You do not have access to the supplementary files of article ${article.pii}.`, {
          heading: 'You do not have access to these files',
          article,
        });
      }
      const eids = [...new Set(body.data.eids)];
      const byEid = new Map(article.files.map((f) => [f.eid, f]));
      const unknown = eids.filter((e) => !byEid.has(e));
      if (unknown.length > 0) {
        return sendProblem(res, 400, `Not attachments of article ${article.pii}: ${unknown.join(', ')}`, { parameter: 'eids' });
      }
      const missing = eids.filter((e) => !byEid.get(e)!.storageKey);
      if (missing.length > 0) {
        return sendProblem(res, 400, `These attachments of article ${article.pii} have no stored file to download: ${missing.join(', ')}`, {
          parameter: 'eids',
        });
      }
      const files = eids.map((e) => byEid.get(e)!);
      const names = uniqueNames(files.map((f) => (f.extension ? `${f.fileBasename}.${f.extension}` : f.fileBasename)));
      recordUsage(options.usage, log, req, res, reader, { article, kind: 'supplementary', access });
      streamZip(
        res,
        `${article.pii}-mmc.zip`,
        files.map((f, i) => ({ name: names[i]!, compress: worthCompressing(f.extension), open: () => storage.read(f.storageKey!) })),
        log,
      );
    },
  );
  return router;
}
