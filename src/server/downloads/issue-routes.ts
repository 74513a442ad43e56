import express from 'express';
import { z } from 'zod';
import type { DownloadArticle } from '#src/db/download-repository.server.ts';
import { fullDownloadLabel } from '#src/shared/access/downloads/full-download-label.ts';
import { pdfFileName } from '#src/shared/access/downloads/pdf-link-rules.ts';
import { readerOf } from '../access/request-reader.ts';
import { sendProblem, sendQueryProblem } from '../problem.ts';
import { sendRefusal } from '../refusal-page.ts';
import { accessOf, recordUsage } from './download-access.ts';
import { isOwnFormPost, keyOf, takeDownload, type DownloadRouterOptions } from './download-context.ts';
import { streamZip } from './zip-stream.ts';

const metadataQuery = z
  .object({
    pii: z
      .string()
      .regex(/^[A-Za-z0-9()\-.]{1,64}$/, 'expected an issue id or the PII of an article in the issue')
      .optional(),
    isbn: z
      .string()
      .regex(/^[0-9Xx-]{10,17}$/, 'expected an ISBN')
      .optional(),
  })
  .refine((q) => (q.pii === undefined) !== (q.isbn === undefined), { message: 'give exactly one of pii or isbn', path: ['pii'] });

const repeated = z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : [v]));
const downloadBody = z.object({
  pii: repeated.pipe(z.array(z.string().min(1).max(64)).min(1, 'choose at least one article').max(1000)),
  token: z.string().min(1, 'missing; open Download full issue again').max(200),
  _csrf: z.string().max(200).optional(),
});

type Decided = { article: DownloadArticle; reason: string | null };

/**
 * Download full issue (spec 000 §4, 001 §2/§7): GET …/download/issue/metadata lists the issue's
 * articles with an entitled flag and a one-time token; POST …/download/issue with the chosen
 * `pii`s and the token streams a zip of the PDFs the reader may have, plus manifest.txt naming
 * what was left out and why.
 */
export function issueRoutes(options: DownloadRouterOptions): express.Router {
  const { repo, pdfs, log } = options;
  const router = express.Router();

  router.get('/sdfe/science/article/download/issue/metadata', async (req, res) => {
    const query = metadataQuery.safeParse(req.query);
    if (!query.success) return sendQueryProblem(res, query.error);
    const issue = query.data.isbn ? await repo.bookOf(query.data.isbn) : await repo.issueOf(query.data.pii!);
    if (!issue) return sendProblem(res, 404, query.data.isbn ? `No book with ISBN ${query.data.isbn}` : `No issue ${query.data.pii}`);
    const reader = readerOf(res);
    const [articles, entries] = await Promise.all([repo.collectionArticles(issue.key), repo.collectionEntries(issue.key)]);
    const entitled = new Map<string, boolean>();
    for (const a of articles) {
      const access = await accessOf(options.access, reader, a);
      entitled.set(a.pii, access.entitled && access.isContentVisible && pdfs.canProduce(a));
    }
    const token = await repo.issueToken(issue.key, keyOf(reader, req));
    res.set({ 'Cache-Control': 'private, no-store', Vary: 'Cookie' }).json({
      issue: { id: issue.key, title: issue.label, contentType: issue.contentType, downloadLabel: fullDownloadLabel(issue.contentType) },
      articles: entries.map((e) => ({ ...e, entitled: entitled.get(e.pii) ?? false })),
      token,
    });
  });

  router.post(
    '/sdfe/science/article/download/issue',
    express.urlencoded({ extended: false, limit: '128kb', parameterLimit: 2000 }),
    async (req, res) => {
      const body = downloadBody.safeParse(req.body ?? {});
      if (!body.success) {
        const issue = body.error.issues[0]!;
        return sendProblem(res, 400, `Invalid form field "${String(issue.path[0] ?? 'pii')}": ${issue.message}`, {
          parameter: String(issue.path[0] ?? 'pii'),
        });
      }
      if (!isOwnFormPost(options, req, res, body.data._csrf))
        return sendProblem(res, 403, 'This download must be started from the article page (missing or invalid _csrf).');
      const reader = readerOf(res);
      const collection = await repo.spendIssueToken(body.data.token, keyOf(reader, req));
      if (!collection)
        return sendRefusal(res, 403, 'This download link has expired or was already used; open Download full issue again.', {
          heading: 'This download link has expired',
        });
      const inIssue = await repo.collectionArticles(collection);
      const wanted = new Set(body.data.pii);
      const foreign = [...wanted].filter((p) => !inIssue.some((a) => a.pii === p));
      if (foreign.length > 0) return sendProblem(res, 400, `Not articles of this issue: ${foreign.join(', ')}`, { parameter: 'pii' });
      const chosen = inIssue.filter((a) => wanted.has(a.pii));
      const accesses = await Promise.all(chosen.map((article) => accessOf(options.access, reader, article)));
      if (!(await takeDownload(options, req, res, reader, 'issue'))) {
        chosen.forEach((article, i) =>
          recordUsage(options.usage, log, req, res, reader, { article, kind: 'issue-zip', access: accesses[i]!, denial: 'Limit_Exceeded' }),
        );
        return;
      }
      const decided: Decided[] = chosen.map((article, i) => {
        const access = accesses[i]!;
        const licensed = access.entitled && access.isContentVisible;
        const reason = !licensed
          ? 'you do not have access to this article'
          : !pdfs.canProduce(article)
            ? 'no PDF is available for this article'
            : null;
        if (reason === null || !licensed) {
          recordUsage(options.usage, log, req, res, reader, {
            article,
            kind: 'issue-zip',
            access,
            ...(licensed ? {} : { denial: 'No_License' as const }),
          });
        }
        return { article, reason };
      });
      const included = decided.filter((d) => !d.reason);
      streamZip(
        res,
        `${collection.replace(':', '-')}.zip`,
        included.map(({ article }) => ({
          name: pdfFileName(article.pii),
          compress: false,
          open: async () => {
            const pdf = await pdfs.pdfOf(article);
            if (!pdf) throw new Error(`no PDF for ${article.pii}`);
            return pdfs.read(pdf);
          },
        })),
        log,
        () => manifest(decided),
      );
    },
  );
  return router;
}

function manifest(decided: Decided[]): string {
  const lines = ['Lectern issue download', ''];
  lines.push('Included:', ...decided.filter((d) => !d.reason).map((d) => `  ${pdfFileName(d.article.pii)}  ${d.article.title}`));
  const left = decided.filter((d) => d.reason);
  lines.push('', left.length === 0 ? 'Left out: none' : 'Left out:');
  for (const d of left) lines.push(`  ${d.article.pii}  ${d.article.title} — ${d.reason}`);
  return `${lines.join('\n')}\n`;
}
