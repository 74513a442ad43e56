import express, { type Request, type Response } from 'express';
import type { EnrichedContentRepository } from '#src/db/enriched-content-repository.server.ts';
import { dataProfilePayloadSchema, geospatialPayloadSchema, type EnrichedEntry } from '#src/shared/enriched/enriched-content.ts';
import { addressMatches, enrichedAddressOf, enrichedContentPath, parseEnrichedAddress } from '#src/shared/enriched/enriched-path.ts';
import type { AccessService } from '../access/article-access.server.ts';
import { readerOf } from '../access/request-reader.ts';
import type { Logger } from '../logger.ts';
import { sendProblem } from '../problem.ts';
import { requestPii } from './request-pii.ts';
import { vmPayloadSchema } from '#src/shared/virtual-microscope/deep-zoom.ts';
import { vmLinkFor } from '../virtual-microscope/vm-link.ts';

/**
 * GET /sdfe/ears/pii/{pii}/{A}/{B}[/{C}]/enriched-content (spec 000 §7; ADR 006): the
 * article's enriched-content apps as `[{appDetails: {shortcode}, success, payload}]`.
 * A malformed A, B or C is a 400 problem naming it; an address that names another article's
 * ISSN, year or DOI is a 404. The data files' download links and their first rows are the
 * article's files: only a reader who may read the full text gets them (001 §6, fail closed).
 */
export function enrichedContentRoutes(
  repo: EnrichedContentRepository,
  access: AccessService | undefined,
  log: Logger,
  mediaBaseUrl = '/media',
  mapTileUrl?: string,
  vmLinkKey?: Buffer,
): express.Router {
  const router = express.Router();
  const handler = async (req: Request, res: Response) => {
    const { a, b, c } = req.params as { a: string; b: string; c?: string };
    const parsed = parseEnrichedAddress(a, b, c);
    if (!parsed.ok)
      return sendProblem(res, 400, `Invalid path segment ${parsed.parameter}: ${parsed.message}`, { parameter: parsed.parameter });
    const pii = requestPii(req.params.pii, log);
    const article = await repo.forArticle(pii);
    if (!article) return sendProblem(res, 404, `No article with PII ${pii}`);
    const actual = enrichedAddressOf(article);
    if (!addressMatches(parsed.parts, actual)) {
      return sendProblem(res, 404, `Article ${article.pii}'s enriched content is at ${enrichedContentPath(article.pii, actual)}`);
    }
    const decided = access ? await access.decide(readerOf(res), article.pii) : undefined;
    const mayHaveFiles = access ? (decided?.access.isContentVisible ?? false) : true;
    const entries = article.entries.map((e) =>
      virtualMicroscopeFor(
        geospatialFor(dataProfileFor(e, mayHaveFiles, mediaBaseUrl), mayHaveFiles, mediaBaseUrl, mapTileUrl),
        article.pii,
        mayHaveFiles,
        vmLinkKey,
      ),
    );
    res.set('Cache-Control', 'private, max-age=60').json(entries);
  };
  router.get('/pii/:pii/:a/:b/enriched-content', handler);
  router.get('/pii/:pii/:a/:b/:c/enriched-content', handler);
  return router;
}

/**
 * DP as this reader may see it: with each file's download link ({media base}/{eid}?download,
 * served under the same entitlement check) for a reader with the full text; without links and
 * without the files' contents (columns, first rows) for everyone else.
 */
function dataProfileFor(e: EnrichedEntry, mayHaveFiles: boolean, mediaBaseUrl: string): EnrichedEntry {
  if (e.appDetails.shortcode === 'GD' && e.success && !mayHaveFiles) return geospatialWithoutFeatures(e);
  if (e.appDetails.shortcode !== 'DP' || !e.success) return e;
  const payload = dataProfilePayloadSchema.safeParse(e.payload);
  if (!payload.success) return { ...e, payload: null, success: false };
  const files = payload.data.files.map(({ url: _url, table, ...rest }) =>
    mayHaveFiles ? { ...rest, ...(table ? { table } : {}), url: `${mediaBaseUrl}/${encodeURIComponent(rest.eid)}?download` } : rest,
  );
  return { ...e, payload: { ...payload.data, files } };
}

/** GD for a reader without the full text: the layers' names and kml ids, not the files' features. */
function geospatialWithoutFeatures(e: EnrichedEntry): EnrichedEntry {
  const payload = geospatialPayloadSchema.safeParse(e.payload);
  if (!payload.success) return { ...e, payload: null, success: false };
  return { ...e, payload: { ...payload.data, layers: payload.data.layers.map((l) => ({ ...l, features: null })) } };
}

/**
 * GD as the page's map uses it: the configured base-map tile template (LECTERN_MAP_TILE_URL;
 * absent: offline outline) and, for a reader with the full text, each file's download link,
 * offered instead of the map beyond the interactive-map limits (000 §9).
 */
function geospatialFor(e: EnrichedEntry, mayHaveFiles: boolean, mediaBaseUrl: string, mapTileUrl: string | undefined): EnrichedEntry {
  if (e.appDetails.shortcode !== 'GD' || !e.success) return e;
  const payload = geospatialPayloadSchema.safeParse(e.payload);
  if (!payload.success) return { ...e, payload: null, success: false };
  const layers = payload.data.layers.map((l) =>
    mayHaveFiles ? { ...l, url: `${mediaBaseUrl}/${encodeURIComponent(l.eid)}?download` } : l,
  );
  return { ...e, payload: { ...payload.data, layers, ...(mapTileUrl ? { tileUrl: mapTileUrl } : {}) } };
}

/**
 * VM for this request (000 §2; ADR 006): a reader who may see the article's files gets each
 * image's viewer link, signed now (data, signature, time) and good for 24 hours; everyone else
 * gets the list without links. Without a link key (no virtual microscope mounted) no links.
 */
function virtualMicroscopeFor(e: EnrichedEntry, pii: string, mayHaveFiles: boolean, vmLinkKey: Buffer | undefined): EnrichedEntry {
  if (e.appDetails.shortcode !== 'VM' || !e.success) return e;
  const payload = vmPayloadSchema.safeParse(e.payload);
  if (!payload.success) return { ...e, payload: null, success: false };
  const images = payload.data.images.map(({ viewerUrl: _stored, ...image }) =>
    mayHaveFiles && vmLinkKey ? { ...image, viewerUrl: vmLinkFor(vmLinkKey, { pii, eid: image.eid }) } : image,
  );
  return { ...e, payload: { images } };
}
