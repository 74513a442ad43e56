import type { Request, Response } from 'express';
import type { DownloadArticle } from '#src/db/download-repository.server.ts';
import type { ArticleAccess } from '#src/shared/access/article-access.ts';
import type { Reader } from '#src/shared/access/reader.ts';
import { attributedInstitution, requestIdentity } from '../counter/request-usage.ts';
import type { UsageEvent, UsageKind, UsageRecorder } from '../counter/usage-event.ts';
import type { Logger } from '../logger.ts';

/**
 * Who may download what: the entitlement service (src/server/access, `decide(reader, pii)`)
 * when the app has one; without it (API tests of open content) only free content is entitled.
 */
export interface AccessDecider {
  decide(reader: Reader, pii: string): Promise<{ access: ArticleAccess } | null>;
}

export function freeContentAccess(article: Pick<DownloadArticle, 'openAccess' | 'openArchive' | 'freeToRead'>): ArticleAccess {
  const entitled = article.openAccess || article.openArchive || article.freeToRead;
  return {
    entitled,
    source: article.openAccess ? 'open-access' : entitled ? 'open-archive' : null,
    isContentVisible: entitled,
    institutionId: null,
    counterAccessType: article.openAccess ? 'Open' : entitled ? 'Free_To_Read' : 'Controlled',
  };
}

export async function accessOf(decider: AccessDecider | undefined, reader: Reader, article: DownloadArticle): Promise<ArticleAccess> {
  if (!decider) return freeContentAccess(article);
  return (await decider.decide(reader, article.pii))?.access ?? freeContentAccess(article);
}

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** Reports a download (or a denial) to COUNTER; a failing recorder never fails the download. */
export function recordUsage(
  usage: UsageRecorder | undefined,
  log: Logger,
  req: Request,
  res: Response,
  reader: Reader,
  event: { article: Pick<DownloadArticle, 'id' | 'thirdParty'>; kind: UsageKind; access: ArticleAccess; denial?: UsageEvent['denial'] },
): void {
  // Third-party articles skip usage reporting (001 §6).
  if (!usage || event.article.thirdParty) return;
  const record: UsageEvent = {
    articleId: Number(event.article.id),
    kind: event.kind,
    ...(event.denial ? { denial: event.denial } : {}),
    accessType: event.access.counterAccessType,
    accessMethod: 'Regular',
    institutionId: attributedInstitution(event.access, reader),
    ...requestIdentity(req, res, reader),
    at: new Date(),
  };
  usage.record(record).catch((e: unknown) => log.warn({ err: e }, 'usage event not recorded'));
}
