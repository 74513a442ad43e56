import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ARTICLE_PDF_TYPE, type DownloadArticle, type DownloadRepository } from '#src/db/download-repository.server.ts';
import { contentTypeFor } from '#src/shared/article/attachments.ts';
import type { AssetStorage } from '#src/storage/asset-storage.ts';
import { printDocument, runningHeader } from './print-document.ts';
import type { PdfTypesetter } from './pdf-typesetter.server.ts';

/**
 * An article's PDF: the one its package carried, stored as is, when there is one; otherwise one
 * typeset from the article, made on first request (or at ingest with --pdf), kept in asset
 * storage and remembered per article version, so a re-ingested article gets a new one.
 */
export interface StoredPdf {
  storageKey: string;
  bytes: number;
  origin: 'package' | 'typeset';
}

export interface PdfService {
  /** Whether a PDF can be served for the article (stored, or a working typesetter). */
  canProduce(article: Pick<DownloadArticle, 'files'>): boolean;
  /** The article's PDF, typesetting it if needed; null when none can be produced. */
  pdfOf(article: DownloadArticle): Promise<StoredPdf | null>;
  read(pdf: StoredPdf, range?: { start: number; end: number }): Readable;
}

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function packagePdf(article: Pick<DownloadArticle, 'files'>): { storageKey: string; filesize: number | null } | undefined {
  const file = article.files.find((f) => f.type === ARTICLE_PDF_TYPE && f.storageKey);
  return file ? { storageKey: file.storageKey!, filesize: file.filesize } : undefined;
}

export function createPdfService(repo: DownloadRepository, storage: AssetStorage, typesetter: PdfTypesetter | undefined): PdfService {
  const inFlight = new Map<string, Promise<StoredPdf>>();

  async function typeset(article: DownloadArticle): Promise<StoredPdf> {
    const model = await repo.model(article.id);
    if (!model) throw new Error(`article ${article.pii} disappeared while typesetting`);
    const byEid = new Map(article.files.filter((f) => f.storageKey).map((f) => [f.eid, f]));
    const pdf = await typesetter!.print({
      html: printDocument(model),
      header: runningHeader(model),
      async media(eid) {
        const file = byEid.get(eid);
        if (!file?.storageKey) return undefined;
        return {
          body: await streamToBuffer(storage.read(file.storageKey)),
          contentType: file.mimetype ?? contentTypeFor(file.extension ?? undefined),
        };
      },
    });
    const key = createHash('sha256').update(pdf).digest('hex');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-pdf-'));
    try {
      const file = path.join(dir, `${article.pii}.pdf`);
      await fs.writeFile(file, pdf);
      await storage.put(key, file);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
    await repo.saveRendition(article.id, { version: article.version, storageKey: key, bytes: pdf.length });
    return { storageKey: key, bytes: pdf.length, origin: 'typeset' };
  }

  return {
    canProduce: (article) => Boolean(packagePdf(article)) || Boolean(typesetter?.available),

    async pdfOf(article) {
      const carried = packagePdf(article);
      if (carried) {
        const size = await storage.size(carried.storageKey);
        if (size !== undefined) return { storageKey: carried.storageKey, bytes: size, origin: 'package' };
      }
      const rendition = await repo.rendition(article.id);
      if (rendition && rendition.version === article.version && (await storage.size(rendition.storageKey)) !== undefined) {
        return { storageKey: rendition.storageKey, bytes: rendition.bytes, origin: 'typeset' };
      }
      if (!typesetter || !(await typesetter.ready)) return null;
      const key = `${article.id}@${article.version}`;
      let job = inFlight.get(key);
      if (!job) {
        job = typeset(article).finally(() => inFlight.delete(key));
        inFlight.set(key, job);
      }
      return job;
    },

    read: (pdf, range) => storage.read(pdf.storageKey, range),
  };
}
