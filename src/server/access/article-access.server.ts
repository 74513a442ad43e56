import type { Request, Response } from 'express';
import type { ArticleAccessRow, EntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import type { ArticleAccess } from '#src/shared/access/article-access.ts';
import type { ArticlePageState, PdfLink } from '#src/shared/article/article-page-state.ts';
import { buildArticlePageState } from '#src/shared/article/article-page-state-rules.ts';
import { decideArticleAccess, entitlementSubjects, freeSource } from '#src/shared/access/entitlement.ts';
import type { CrawlerInformation } from '#src/shared/access/publisher-links.ts';
import type { Reader } from '#src/shared/access/reader.ts';
import { checkEntitledToken, issueEntitledToken, type TokenCheck } from './entitled-token.ts';
import { testPaymentProvider } from './payment/payment-provider.ts';
import { purchasePriceFromEnv, type PurchaseOptions } from './purchase-actions.server.ts';
import { readerOf } from './request-reader.ts';
import { crawlerOf, crawlerSettingsFromEnv, type CrawlerSettings } from './visitor-crawler.server.ts';
import { documentDeliveryUrlFor } from './document-delivery-csp.ts';
import { pdfLinkInExperiment } from '#src/shared/site/experiments.ts';
import { siteSettingsOf } from '../site-settings.ts';
import { withEnhancedReader } from '#src/server/access/enhanced-reader.ts';
import { isAnonymousVariant } from '#src/shared/access/page-cache-bucket.ts';
import { pageBucketOf } from './page-bucket.ts';

/**
 * Entitlement on the server (spec 001 §6; ARCHITECTURE.md "Entitlement"): the facts come from the database, the decision from
 * src/shared/access/entitlement.ts. Every response that carries full text (page, JSON, XML, media,
 * PDF, zip) asks here.
 */
export interface DecidedAccess {
  row: ArticleAccessRow;
  access: ArticleAccess;
}

/** Optional PDF link source (B1's downloads module), asked only when it is mounted. */
export type PdfLinkSource = (pii: string, access: ArticleAccess, crawler?: CrawlerInformation) => PdfLink | null;

export interface AccessServiceOptions {
  entitlements: EntitlementRepository;
  tokenKey: Buffer;
  pdfLink?: PdfLinkSource;
  /** Single-article purchases; default: the built-in test provider at the LECTERN_ARTICLE_PRICE_CENTS price. */
  purchase?: PurchaseOptions;
  /** Crawler detection (COUNTER robots list) and LECTERN_CRAWL_PDFS; default: from the environment. */
  crawlers?: CrawlerSettings;
  /** LECTERN_READER_HOSTS: the hosts the enhanced reader opens on (001 §2); absent: View PDF is the PDF itself. */
  readerHosts?: readonly string[];
}

/** What an entitledToken is bound to: the signed-in person, else the client address. */
export function readerKey(reader: Reader, req: Request): string {
  return reader.user ? `u:${reader.user.id}` : `a:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`;
}

export function createAccessService(options: AccessServiceOptions) {
  const { entitlements, tokenKey } = options;
  const crawlers = options.crawlers ?? crawlerSettingsFromEnv({});
  const service = {
    entitlements,
    purchase: options.purchase ?? { provider: testPaymentProvider, ...purchasePriceFromEnv({}) },
    /** The decision as a yes/no, for lists that keep or flag entitled articles (src/server/api/article-entitlement.ts). */
    async isEntitled(reader: Reader, article: { pii: string }): Promise<boolean> {
      return (await service.decide(reader, article.pii))?.access.entitled ?? false;
    },
    async decide(reader: Reader, pii: string): Promise<DecidedAccess | null> {
      const row = await entitlements.articleAccessFacts(pii, entitlementSubjects(reader));
      return row ? { row, access: decideArticleAccess(row.facts) } : null;
    },
    /**
     * `decide` for this request's reader, once per article and request: the article page and
     * the usage it records ask the same question (one query, not two, per page view).
     */
    decideForRequest(res: Response, pii: string): Promise<DecidedAccess | null> {
      const asked = (res.locals.decidedAccess ??= new Map()) as Map<string, Promise<DecidedAccess | null>>;
      let decided = asked.get(pii);
      if (!decided) {
        decided = service.decide(readerOf(res), pii);
        asked.set(pii, decided);
      }
      return decided;
    },

    /** A fresh entitledToken for this request's reader; ask only after deciding the reader is entitled. */
    tokenFor(req: Request, res: Response, pii: string): string {
      return issueEntitledToken(tokenKey, pii, readerKey(readerOf(res), req));
    },

    checkToken(req: Request, res: Response, pii: string, token: string | undefined): TokenCheck {
      return checkEntitledToken(tokenKey, token, pii, readerKey(readerOf(res), req));
    },

    /** The article page's access state for this request's reader; null when there is no such article. */
    async pageState(req: Request, res: Response, pii: string): Promise<ArticlePageState | null> {
      const reader = readerOf(res);
      const decided = await service.decideForRequest(res, pii);
      if (!decided) return null;
      const { row, access } = decided;
      const free = freeSource(row.facts);
      const crawler = crawlerOf(req, crawlers);
      const linked = options.pdfLink?.(row.pii, access, crawler) ?? null;
      const pdf = linked && pdfLinkInExperiment(linked, siteSettingsOf(req).experiments);
      const state = buildArticlePageState({
        pii: row.pii,
        access,
        reader,
        openAccess: free === 'open-access',
        openArchive: free === 'open-archive',
        // The anonymous variant is the same for every anonymous reader (ADR 008): its page asks GET …/entitled-token instead.
        entitledToken: access.entitled && !isAnonymousVariant(pageBucketOf(req, res)) ? service.tokenFor(req, res, row.pii) : null,
        pdf,
        documentDeliveryUrl: documentDeliveryUrlFor(res),
        // Whole-issue zips hold PDFs: offered when the article is in an issue or book and PDFs exist.
        downloadFullIssue: row.inCollection && pdf !== null && pdf.urlType !== 'none',
        thirdParty: row.isThirdParty,
        publisherLinks: row.publisherLinks,
        crawler,
        available: {
          authors: row.available.authors,
          authorMetadata: row.available.authors,
          body: row.available.body,
          toc: true,
          references: row.available.references,
          referenceLinks: row.available.references,
          glossary: row.available.glossary,
          substances: row.available.substances ?? false,
          exam: row.available.exam ?? false,
          questionsAndAnswers: row.available.questions,
          recommendations: true,
          'recommendations-entitled': true,
          citingArticles: true,
          refersTo: true,
          referredToBy: true,
          specialIssueArticles: true,
        },
      });
      // Only the View PDF link changes (the embed, pdfDownload and citation_pdf_url stay the PDF itself).
      const reading = {
        enhancedReader: row.enhancedReader ?? false,
        host: req.get('host'),
        readerHosts: options.readerHosts,
        canCrawlPdf: crawler.isCrawler && crawler.canCrawlPDFContent,
      };
      return { ...state, pdf: withEnhancedReader(row.pii, state.pdf, reading) };
    },
  };
  return service;
}
export type AccessService = ReturnType<typeof createAccessService>;
