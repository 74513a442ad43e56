import type { ArticlePageState } from '#src/shared/article/article-page-state.ts';
import { showsEmbeddedPdf } from '#src/shared/access/downloads/pdf-link-rules.ts';
import './pdf-embed.css';

/**
 * The embedded PDF (001 §3 pdfEmbed, §6): an article whose content is its PDF is read in the
 * page. It shows only when an embed exists, the PDF is the full text, the visitor is not a
 * crawler, and the content is visible or the request is not corporate.
 */
export function PdfEmbed({ pageState, title }: { pageState: ArticlePageState; title: string }) {
  const embed = pageState.pdfEmbed;
  const shown =
    embed !== null &&
    showsEmbeddedPdf({
      hasEmbed: true,
      isPdfFullText: pageState.pdfDownload.isPdfFullText,
      isCrawler: pageState.crawlerInformation.isCrawler,
      isContentVisible: pageState.isContentVisible,
      isCorpReq: pageState.isCorpReq,
    });
  if (!shown) return null;
  return (
    <section className="pdf-embed" aria-labelledby="pdf-embed-title">
      <h2 id="pdf-embed-title">Article PDF</h2>
      <iframe className="pdf-embed__frame" src={embed.url} title={`PDF of the article: ${title}`} loading="lazy" />
      <p>
        <a href={embed.url}>Open the PDF</a>
      </p>
    </section>
  );
}
