import express, { type Request, type Response } from 'express';
import type { FeedRepository } from '#src/db/feed-repository.server.ts';
import type { HarvestRepository } from '#src/db/harvest-repository.server.ts';
import { sendProblem } from '../problem.ts';
import { atomDocument } from './atom.ts';
import { feedItem, type FeedChannel } from './feed-items.ts';
import { rssDocument } from './rss.ts';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapIndexDocument, urlsetDocument, type SitemapUrl } from './sitemap.ts';

export interface FeedOptions {
  feeds: FeedRepository;
  harvest: Pick<HarvestRepository, 'publication'>;
  publicUrl?: string;
  /** Articles per feed. */
  feedSize?: number;
  /** URLs per sitemap file; the sitemaps.org limit unless set (tests use a small one). */
  sitemapMaxUrls?: number;
}

const FEED_TYPES = { rss: 'application/rss+xml; charset=utf-8', atom: 'application/atom+xml; charset=utf-8' } as const;
const CACHE = 'public, max-age=300';

function originOf(req: Request, options: FeedOptions): string {
  return options.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

function sendXml(res: Response, type: string, body: string): void {
  res.status(200).type(type).set('Cache-Control', CACHE).send(body);
}

/** Journal feeds (RSS 2.0 and Atom, latest and in press), sitemap.xml and robots.txt. */
export function feedRoutes(options: FeedOptions): express.Router {
  const router = express.Router();
  const maxUrls = options.sitemapMaxUrls ?? SITEMAP_MAX_URLS;

  const feed = (format: keyof typeof FEED_TYPES, inPress: boolean) => async (req: Request, res: Response) => {
    const slug = String(req.params.slug);
    const journal = await options.harvest.publication(slug);
    if (!journal) return sendProblem(res, 404, `No journal ${slug}`);
    const origin = originOf(req, options);
    const articles = await options.feeds.latestInJournal(slug, options.feedSize ?? 50, inPress);
    const channel: FeedChannel = {
      journal: journal.title,
      publisher: journal.publisher,
      kind: inPress ? 'Articles in press' : 'Latest articles',
      selfUrl: `${origin}${req.baseUrl}${req.path}`,
      siteUrl: `${origin}/`,
      items: articles.map((a) => feedItem(origin, a)),
    };
    sendXml(res, FEED_TYPES[format], format === 'rss' ? rssDocument(channel, new Date()) : atomDocument(channel, new Date()));
  };
  router.get('/journal/:slug/feed', feed('rss', false));
  router.get('/journal/:slug/atom', feed('atom', false));
  router.get('/journal/:slug/articles-in-press/feed', feed('rss', true));
  router.get('/journal/:slug/articles-in-press/atom', feed('atom', true));

  const articleUrl = (origin: string, pii: string) => `${origin}/science/article/pii/${encodeURIComponent(pii)}`;

  router.get('/sitemap.xml', async (req, res) => {
    const origin = originOf(req, options);
    const { count, newest } = await options.feeds.sitemapStats();
    const home: SitemapUrl = { loc: `${origin}/`, lastmod: newest };
    if (count + 1 <= maxUrls) {
      const entries = count ? await options.feeds.sitemapEntries('0', count) : [];
      return sendXml(
        res,
        'application/xml; charset=utf-8',
        urlsetDocument([home, ...entries.map((e) => ({ loc: articleUrl(origin, e.pii), lastmod: e.updated }))]),
      );
    }
    const groups = await options.feeds.sitemapGroups(maxUrls);
    sendXml(
      res,
      'application/xml; charset=utf-8',
      sitemapIndexDocument([
        { loc: `${origin}/sitemap-pages.xml`, lastmod: newest },
        ...groups.map((g) => ({ loc: `${origin}/sitemap-articles-${g.startId}.xml`, lastmod: g.newest })),
      ]),
    );
  });
  router.get('/sitemap-pages.xml', async (req, res) => {
    const { newest } = await options.feeds.sitemapStats();
    sendXml(res, 'application/xml; charset=utf-8', urlsetDocument([{ loc: `${originOf(req, options)}/`, lastmod: newest }]));
  });
  router.get('/sitemap-articles-:start.xml', async (req, res) => {
    const start = String(req.params.start);
    if (!/^\d{1,18}$/.test(start)) return sendProblem(res, 404, `No sitemap ${req.path}`);
    const entries = await options.feeds.sitemapEntries(start, maxUrls);
    if (entries.length === 0) return sendProblem(res, 404, `No sitemap ${req.path}`);
    const origin = originOf(req, options);
    sendXml(
      res,
      'application/xml; charset=utf-8',
      urlsetDocument(entries.map((e) => ({ loc: articleUrl(origin, e.pii), lastmod: e.updated }))),
    );
  });
  router.get('/robots.txt', (req, res) => {
    res
      .status(200)
      .type('text/plain; charset=utf-8')
      .set('Cache-Control', CACHE)
      .send(robotsTxt(originOf(req, options)));
  });
  return router;
}
