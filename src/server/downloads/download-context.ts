import type { Request, Response } from 'express';
import type { DownloadRepository } from '#src/db/download-repository.server.ts';
import { capRefusalMessage, readerKey, retryAfterSeconds, type CapKind } from '#src/shared/access/downloads/download-caps.ts';
import { inRanges } from './address-ranges.ts';
import type { Reader } from '#src/shared/access/reader.ts';
import type { AssetStorage } from '#src/storage/asset-storage.ts';
import type { UsageRecorder } from '../counter/usage-event.ts';
import type { Logger } from '../logger.ts';
import { sendRefusal } from '../refusal-page.ts';
import { clientIp, type AccessDecider } from './download-access.ts';
import type { DownloadConfig } from './download-config.ts';
import type { PdfService } from './pdf-service.server.ts';

/** What every download route needs. */
export interface DownloadRouterOptions {
  repo: DownloadRepository;
  pdfs: PdfService;
  storage: AssetStorage;
  config: DownloadConfig;
  log: Logger;
  /** Entitlement (src/server/access); absent: free content only. */
  access?: AccessDecider;
  /** COUNTER usage: every download and Limit_Exceeded / No_License denial is recorded. */
  usage?: UsageRecorder;
  /** Checks a form's `_csrf` field against the session, when sessions exist. */
  verifyCsrf?: (req: Request, res: Response, token: string | undefined) => boolean;
  now?: () => Date;
}

export function keyOf(reader: Reader, req: Request): string {
  return readerKey(reader.user?.id, clientIp(req));
}

/**
 * Counts one download against the reader's daily cap (and, for PDFs, the per-minute throttle).
 * Configured crawler ranges are exempt. On refusal sends 429 with Retry-After and returns false.
 */
export async function takeDownload(
  options: DownloadRouterOptions,
  req: Request,
  res: Response,
  reader: Reader,
  kind: CapKind,
): Promise<boolean> {
  const { config } = options;
  if (inRanges(clientIp(req), config.crawlerRanges)) return true;
  const now = options.now?.() ?? new Date();
  const limit = kind === 'pdf' ? config.pdfDailyCap : config.issueDailyCap;
  const refusal = await options.repo.takeDownload(keyOf(reader, req), kind, limit, kind === 'pdf' ? config.pdfsPerMinute : null, now);
  if (!refusal) return true;
  res.set('Retry-After', String(retryAfterSeconds(refusal, now)));
  sendRefusal(res, 429, capRefusalMessage(refusal), { heading: 'Download limit reached' });
  return false;
}

/** A state-changing form post must come from our own pages: same-origin (Origin / Sec-Fetch-Site) and, with sessions, a valid _csrf. */
export function isOwnFormPost(options: DownloadRouterOptions, req: Request, res: Response, csrf: string | undefined): boolean {
  const site = req.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.get('origin');
  if (origin && origin !== 'null' && URL.canParse(origin) && new URL(origin).host !== req.get('host')) return false;
  return options.verifyCsrf ? options.verifyCsrf(req, res, csrf) : true;
}
