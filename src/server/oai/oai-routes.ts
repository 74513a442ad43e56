import express, { type Request, type Response } from 'express';
import type { HarvestRepository } from '#src/db/harvest-repository.server.ts';
import { parseOaiRequest, type OaiArgs, type Verb } from './oai-arguments.ts';
import { errorElements, oaiDocument, type OaiRequestContext, type VerbResult } from './oai-envelope.ts';
import { listItems } from './oai-list-verbs.ts';
import { getRecord, identify, listMetadataFormats, listSets } from './oai-repository-verbs.ts';

export interface OaiOptions {
  harvest: HarvestRepository;
  /** Configured repository identifier (LECTERN_OAI_REPOSITORY_ID); else the public host name. */
  repositoryId?: string;
  repositoryName?: string;
  /** Configured administrator address (LECTERN_OAI_ADMIN_EMAIL); else postmaster@{host}, which RFC 5321 requires to exist. */
  adminEmail?: string;
  /** Signing key for resumption tokens (see deriveTokenKey). */
  tokenKey: Buffer;
  /** Items per list response; 100 unless set (tests use a small one). */
  pageSize?: number;
  /** Public origin; else the request's own. */
  publicUrl?: string;
}

function contextOf(req: Request, options: OaiOptions): OaiRequestContext {
  const origin = options.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const host = new URL(origin).hostname;
  return {
    origin,
    baseUrl: `${origin}/oai`,
    repositoryId: options.repositoryId ?? host,
    repositoryName: options.repositoryName ?? 'Lectern',
    adminEmail: options.adminEmail ?? `postmaster@${host}`,
    pageSize: options.pageSize ?? 100,
    tokenKey: options.tokenKey,
  };
}

function runVerb(ctx: OaiRequestContext, harvest: HarvestRepository, verb: Verb, args: OaiArgs): Promise<VerbResult> {
  switch (verb) {
    case 'Identify':
      return identify(ctx, harvest);
    case 'ListMetadataFormats':
      return listMetadataFormats(ctx, harvest, args);
    case 'ListSets':
      // Every set fits in one response, so no ListSets token was ever issued.
      if (args.resumptionToken !== undefined) {
        return Promise.resolve({
          ok: false,
          errors: [{ code: 'badResumptionToken', message: 'ListSets does not issue resumption tokens' }],
        });
      }
      return listSets(harvest);
    case 'GetRecord':
      return getRecord(ctx, harvest, args);
    case 'ListIdentifiers':
    case 'ListRecords':
      return listItems(ctx, harvest, verb, args);
  }
}

/** OAI-PMH 2.0 at /oai: GET with a query string, or POST with a form body (§3.1.1). */
export function oaiRoutes(options: OaiOptions): express.Router {
  const router = express.Router();
  const handle = async (req: Request, res: Response, params: Record<string, unknown>) => {
    const ctx = contextOf(req, options);
    const parsed = parseOaiRequest(params);
    let xml: string;
    if (!parsed.ok) xml = oaiDocument(ctx, {}, errorElements(parsed.errors));
    else {
      const result = await runVerb(ctx, options.harvest, parsed.verb, parsed.args);
      xml = result.ok ? oaiDocument(ctx, parsed, [result.body]) : oaiDocument(ctx, parsed, errorElements(result.errors));
    }
    // Protocol errors are answers too: OAI-PMH sends them with 200 (§3.6).
    res.status(200).type('text/xml; charset=utf-8').set('Cache-Control', 'no-store').send(xml);
  };
  router.get('/', (req, res) => handle(req, res, req.query as Record<string, unknown>));
  router.post('/', express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }), (req, res) => {
    if (!req.is('application/x-www-form-urlencoded')) {
      return handle(req, res, { verb: undefined });
    }
    return handle(req, res, (req.body ?? {}) as Record<string, unknown>);
  });
  return router;
}
