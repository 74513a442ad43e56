import type { Request, Response } from 'express';
import type { UsageRepository } from '#src/db/usage-repository.server.ts';
import type { ArticleAccess } from '#src/shared/access/article-access.ts';
import { isPlatformSearch, pageViewUses, searchIdentityOf, type PageUse } from '#src/shared/counter/usage-rules.ts';
import type { PageUsage } from '#src/shared/counter/usage-reports.ts';
import type { Reader } from '#src/shared/access/reader.ts';
import type { AccessService } from '../access/article-access.server.ts';
import { readerOf } from '../access/request-reader.ts';
import type { Logger } from '../logger.ts';
import type { UsageEvent, UsageRecorder } from './usage-event.ts';

export interface CounterOptions {
  usage: UsageRepository;
  recorder: UsageRecorder;
  /** Entitlement (spec 001 §6); without it every article counts as Open and visible. */
  access?: AccessService;
}

const DIGITS = /^\d{1,18}$/;

/** Who is asking, as COUNTER identifies a user: session, signed-in user, else address + user agent. */
export function requestIdentity(
  req: Request,
  res: Response,
  reader: Reader = readerOf(res),
): Pick<UsageEvent, 'sessionId' | 'userId' | 'clientIp' | 'userAgent'> {
  const session = res.locals.session as { idHash?: string } | undefined;
  const userId = reader.user?.id ?? null;
  return {
    sessionId: session?.idHash ?? (res.locals.sessionId as string | undefined) ?? null,
    userId: userId && DIGITS.test(userId) ? userId : null,
    clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    userAgent: req.get('user-agent') ?? '',
  };
}

/** The institution a use is attributed to: the one whose licence granted it, else the reader's own. */
export function attributedInstitution(access: Pick<ArticleAccess, 'institutionId'> | null, reader: Reader): string | null {
  const id = access?.institutionId ?? reader.organisation?.id ?? null;
  return id && DIGITS.test(id) ? id : null;
}

const OPEN: Pick<ArticleAccess, 'entitled' | 'isContentVisible' | 'counterAccessType' | 'institutionId'> = {
  entitled: true,
  isContentVisible: true,
  counterAccessType: 'Open',
  institutionId: null,
};

/** The article and the request's reader's access to it, as the usage of a page or a client investigation needs. */
export async function articleUse(
  options: CounterOptions,
  res: Response,
  pii: string,
): Promise<{ articleId: string; access: typeof OPEN; isThirdParty?: boolean } | null> {
  if (options.access) {
    const decided = await options.access.decideForRequest(res, pii);
    // Third-party articles skip usage reporting (001 §6): the recorder drops them.
    return decided ? { articleId: decided.row.articleId, access: decided.access, isThirdParty: decided.row.isThirdParty } : null;
  }
  const articleId = await options.usage.articleIdByPii(pii);
  return articleId ? { articleId, access: OPEN } : null;
}

type ArticleUse = NonNullable<Awaited<ReturnType<typeof articleUse>>>;

/** Records each COUNTER use of one article by one request, one after the other. */
export async function recordUses(
  options: CounterOptions,
  use: ArticleUse,
  pages: readonly PageUse[],
  request: { reader: Reader; identity: ReturnType<typeof requestIdentity>; at: Date; pageBeacon?: true },
): Promise<void> {
  for (const page of pages) {
    await options.recorder.record({
      articleId: Number(use.articleId),
      kind: page.kind,
      ...(page.denial ? { denial: page.denial } : {}),
      accessType: use.access.counterAccessType,
      accessMethod: 'Regular',
      institutionId: attributedInstitution(use.access, request.reader),
      ...request.identity,
      at: request.at,
      ...(request.pageBeacon ? { pageBeacon: true } : {}),
      ...(use.isThirdParty ? { isThirdParty: true } : {}),
    });
  }
}

/** The load context's page usage for one request: records in the background, never blocks or fails the page. */
export function pageUsageFor(options: CounterOptions | undefined, log: Logger, req: Request, res: Response): PageUsage {
  return {
    articleView(pii, variant, page) {
      if (!options || page?.isThirdParty) return;
      const reader = readerOf(res);
      const identity = requestIdentity(req, res, reader);
      const at = new Date();
      void (async () => {
        const use = await articleUse(options, res, pii);
        if (!use) return;
        await recordUses(options, use, pageViewUses(variant, use.access), { reader, identity, at });
      })().catch((e: unknown) => log.warn({ err: e, pii }, 'page usage not recorded'));
    },
    search(request) {
      const recordSearch = options?.recorder.recordSearch;
      if (!recordSearch || !isPlatformSearch(request)) return;
      const reader = readerOf(res);
      // Attributed as other usage with no licence involved: the reader's own institution (by address or session).
      const event = {
        searchIdentity: searchIdentityOf(request),
        institutionId: attributedInstitution(null, reader),
        ...requestIdentity(req, res, reader),
        at: new Date(),
      };
      recordSearch.call(options.recorder, event).catch((e: unknown) => log.warn({ err: e }, 'platform search not recorded'));
    },
  };
}
