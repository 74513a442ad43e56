import express from 'express';
import { attachmentRoutes } from './attachment-routes.ts';
import type { DownloadRouterOptions } from './download-context.ts';
import { issueRoutes } from './issue-routes.ts';
import { pdfRoutes } from './pdf-routes.ts';

export type { DownloadRouterOptions } from './download-context.ts';

/**
 * Every download (PDFs, full issues, supplementary zips; spec 001 §9 caps), mounted at the site root before compression (PDFs and
 * zips go out byte-exact, with ranges): article PDFs, the enhanced reader, download full
 * issue, supplementary zips.
 */
export function downloadRoutes(options: DownloadRouterOptions): express.Router {
  const router = express.Router();
  router.use(pdfRoutes(options));
  router.use(issueRoutes(options));
  router.use(attachmentRoutes(options));
  return router;
}
