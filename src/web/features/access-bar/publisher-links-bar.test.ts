import { describe, expect, it } from 'vitest';
import type { ArticleAccess } from '#src/shared/access/article-access.ts';
import { buildArticlePageState } from '#src/shared/article/article-page-state-rules.ts';
import { accessBarItems, ruleBanners } from './access-bar-layout.ts';
import { isCrawlablePdfUrl, showsEmbeddedPdf } from '#src/shared/access/downloads/pdf-link-rules.ts';
import { crawlerInformationFor } from '#src/shared/access/publisher-links.ts';
import { ANONYMOUS_READER } from '#src/shared/access/reader.ts';

const PII = 'S0022314X13001777';
const ENTITLED: ArticleAccess = {
  entitled: true,
  source: 'open-access',
  isContentVisible: true,
  institutionId: null,
  counterAccessType: 'Open',
};
const DENIED: ArticleAccess = {
  entitled: false,
  source: null,
  isContentVisible: false,
  institutionId: null,
  counterAccessType: 'Controlled',
};
const PDF = { url: `/science/article/pii/${PII}/pdfft?pid=${PII}.pdf`, urlType: 'download' as const, crawlable: false };
const base = {
  pii: PII,
  reader: ANONYMOUS_READER,
  openAccess: false,
  openArchive: false,
  entitledToken: 'tok',
  documentDeliveryUrl: null,
  available: { body: true },
};
const ctx = {
  patientAccessUrl: null,
  institutionLoginPath: '/user/institution/login',
  currentPath: `/science/article/pii/${PII}`,
  seamlessInstitution: null,
  linkingHubLinks: [],
};
const article = { pii: PII, doi: '10.1016/j.jnt.2013.05.005', citationDatabaseId: '1-s2.0-S0022314X13001777', contentType: 'JL' };

describe('page state from the publisher facts', () => {
  it('a third-party article: the universal PDF button only, no purchase, no full-issue download', () => {
    const denied = buildArticlePageState({ ...base, access: DENIED, pdf: null, thirdParty: true });
    expect(denied).toMatchObject({ isThirdParty: true, accessOptions: { linkType: null, linkUrl: null } });
    expect(accessBarItems(article, denied, ANONYMOUS_READER, ctx)).toEqual([
      { kind: 'universal-pdf', doi: article.doi, citationDatabaseId: article.citationDatabaseId },
    ]);
    const entitled = buildArticlePageState({ ...base, access: ENTITLED, pdf: PDF, thirdParty: true, downloadFullIssue: true });
    expect(entitled.downloadFullIssue).toBe(false);
    expect(accessBarItems(article, entitled, ANONYMOUS_READER, ctx).map((i) => i.kind)).toEqual(['universal-pdf']);
  });

  it('not third-party by default: purchase offered to an anonymous reader', () => {
    const state = buildArticlePageState({ ...base, access: DENIED, pdf: null });
    expect(state).toMatchObject({
      isThirdParty: false,
      accessOptions: { linkType: 'PURCHASE' },
      ssrnId: null,
      openManuscriptUrl: null,
      clinicalKeyUrl: null,
    });
  });

  it.each<[string, ArticleAccess, string[]]>([
    ['entitled: View PDF, then Open manuscript', ENTITLED, ['view-pdf', 'open-manuscript']],
    ['not entitled with a clinical-key link: ClinicalKey, then Open manuscript', DENIED, ['clinical-key', 'open-manuscript']],
  ])('%s', (_name, access, kinds) => {
    const state = buildArticlePageState({
      ...base,
      access,
      pdf: access.entitled ? PDF : null,
      publisherLinks: {
        ssrnId: '2345678',
        openManuscriptUrl: 'https://repository.example.org/aam/1',
        clinicalKeyUrl: 'https://clinicalkey.example.com/article/1',
      },
    });
    expect(accessBarItems(article, state, ANONYMOUS_READER, ctx).map((i) => i.kind)).toEqual(kinds);
    expect(ruleBanners(state, ANONYMOUS_READER, []).map((b) => [b.id, b.linkUrl])).toEqual([
      ['preprint', 'https://papers.ssrn.com/sol3/papers.cfm?abstract_id=2345678'],
    ]);
  });

  it('an unsafe stored link never reaches the page state', () => {
    const state = buildArticlePageState({
      ...base,
      access: DENIED,
      pdf: null,
      publisherLinks: { ssrnId: null, openManuscriptUrl: 'javascript:alert(1)', clinicalKeyUrl: null },
    });
    expect(state.openManuscriptUrl).toBeNull();
  });

  it('a crawler: its information carried, no embedded PDF; its /pdf? link crawlable only when allowed', () => {
    const crawlerPdf = {
      url: `/science/article/pii/${PII}/pdf?pid=${PII}.pdf`,
      urlType: 'download' as const,
      crawlable: isCrawlablePdfUrl(`/science/article/pii/${PII}/pdf?pid=x`, true),
    };
    const state = buildArticlePageState({
      ...base,
      access: ENTITLED,
      pdf: crawlerPdf,
      available: { body: false },
      crawler: crawlerInformationFor(true, true),
    });
    expect(state.crawlerInformation).toEqual({ isCrawler: true, canCrawlPDFContent: true });
    expect(state.pdf.crawlable).toBe(true);
    expect(state.pdfEmbed).not.toBeNull();
    const shows = showsEmbeddedPdf({
      hasEmbed: true,
      isPdfFullText: state.pdfDownload.isPdfFullText,
      isCrawler: state.crawlerInformation.isCrawler,
      isContentVisible: true,
      isCorpReq: false,
    });
    expect(shows).toBe(false);
    expect(buildArticlePageState({ ...base, access: ENTITLED, pdf: PDF }).crawlerInformation).toEqual({
      isCrawler: false,
      canCrawlPDFContent: false,
    });
  });
});
