import type { Request } from 'express';
import { crawlerInformationFor, parseCrawlPdfsSetting, type CrawlerInformation } from '#src/shared/access/publisher-links.ts';
import { counterRobots } from '../counter/robot-list.server.ts';

/**
 * Whether this request comes from a crawler (001 §3 crawlerInformation): the user agent is on
 * the COUNTER robots list the usage recorder already uses, so "a robot to COUNTER" and "a
 * crawler to the page" never disagree. Crawlers get the embedded PDF left out (001 §6) and, when
 * LECTERN_CRAWL_PDFS allows, the crawlable `/pdf?` address (000 §3).
 */
export interface CrawlerSettings {
  robots: { isRobot(userAgent: string | null | undefined): boolean };
  /** LECTERN_CRAWL_PDFS (default off). */
  crawlPdfs: boolean;
}

export function crawlerSettingsFromEnv(env: Readonly<Record<string, unknown>>): CrawlerSettings {
  return { robots: counterRobots(), crawlPdfs: parseCrawlPdfsSetting(env.LECTERN_CRAWL_PDFS as string | undefined) };
}

export function crawlerOf(req: Request, settings: CrawlerSettings): CrawlerInformation {
  return crawlerInformationFor(settings.robots.isRobot(req.get('user-agent') ?? ''), settings.crawlPdfs);
}
