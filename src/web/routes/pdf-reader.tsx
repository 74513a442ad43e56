import { useEffect, useRef, useState, type FormEvent } from 'react';
import { data, type MetaDescriptor } from 'react-router';
import { loadChunk } from '#src/web/ui/chunk-load.ts';
import { textOf } from '#src/shared/article/content-model.ts';
import { articlePath } from '#src/shared/journals/publication-paths.ts';
import { enhancedReaderPath, pdfDownloadPath } from '#src/shared/access/downloads/pdf-link-rules.ts';
import type { PdfViewer } from '../features/pdf-reader/pdf-viewer.ts';
import '../features/pdf-reader/pdf-reader.css';
import type { Route } from './+types/pdf-reader';

/**
 * The enhanced reader (000 §2, 001 §2 "Enhanced reader: new tab at /sdfe/reader/pii/{pii}/pdf"):
 * an in-browser PDF viewer (PDF.js, loaded lazily, its worker served from this site) with page
 * navigation, search within the PDF and download. The Express host has already refused other
 * hosts and readers without the PDF (src/server/downloads/pdf-routes.ts); the loader checks the
 * entitlement again and fails closed. The PDF itself comes from the PDF route, under its caps.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const pii = params.pii;
  const pageState = await context.articleAccess.pageState(pii);
  if (!pageState) throw data({ pii }, { status: 404 });
  const article = await context.articles.findByPii(pii);
  if (!article) throw data({ pii }, { status: 404 });
  // pdfDownload.linkToPdf is the PDF itself (pdf.url may be this very page, the enhanced reader).
  const pdfUrl = pageState.pdfDownload.linkToPdf;
  if (pageState.pdf.urlType !== 'download' || !pdfUrl || !pageState.entitled) throw data({ pii }, { status: 403 });
  // The paths travel as loader data: the route's client code imports no path rules (shared with
  // the article page's initial JavaScript, they would be split into a chunk of their own there).
  return data(
    {
      title: textOf(article.model.title).trim() || article.pii,
      pdfUrl,
      downloadUrl: pdfDownloadPath(article.pii),
      articleUrl: articlePath(article.pii),
      canonical: enhancedReaderPath(article.pii),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };
}

export function meta({ data: loaded }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaded) return [{ title: 'PDF not available | Lectern' }];
  return [{ title: `${loaded.title} (PDF) | Lectern` }, { tagName: 'link', rel: 'canonical', href: loaded.canonical }];
}

type Status = { kind: 'loading' } | { kind: 'ready'; page: number; pages: number } | { kind: 'failed' };

export default function PdfReaderPage({ loaderData }: Route.ComponentProps) {
  const { title, pdfUrl, downloadUrl, articleUrl } = loaderData;
  const pagesRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<PdfViewer | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [found, setFound] = useState<string>('');

  useEffect(() => {
    let cancelled = false;
    // PDF.js is a lazy chunk: only the reader page loads it, after hydration (001 §9 chunk timeout, §8 its failure).
    loadChunk('pdf-viewer', 'features/pdf-reader/pdf-viewer.ts', () => import('../features/pdf-reader/pdf-viewer.ts'))
      .then(({ openPdfViewer }) =>
        openPdfViewer(pagesRef.current!, pdfUrl, (page, pages) => !cancelled && setStatus({ kind: 'ready', page, pages })),
      )
      .then((viewer) => {
        if (cancelled) viewer.destroy();
        else viewerRef.current = viewer;
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setStatus({ kind: 'failed' });
      });
    return () => {
      cancelled = true;
      viewerRef.current?.destroy();
      viewerRef.current = null;
    };
  }, [pdfUrl]);

  const ready = status.kind === 'ready' ? status : null;
  const go = (page: number) => viewerRef.current?.goTo(page);
  const onPageSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(Number(new FormData(event.currentTarget).get('page')));
  };
  const onSearch = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '');
    const result = await viewerRef.current?.search(query);
    if (!result) return;
    setFound(
      result.matches === 0
        ? `No matches for “${query}”`
        : `${result.matches} match${result.matches === 1 ? '' : 'es'} for “${query}”, first on page ${result.firstPage}`,
    );
  };

  return (
    <div className="pdf-reader">
      <header className="pdf-reader__header">
        <h1>{title}</h1>
        <p className="pdf-reader__links">
          <a href={downloadUrl} download>
            Download PDF
          </a>{' '}
          · <a href={articleUrl}>View article</a>
        </p>
      </header>
      <div className="pdf-reader__toolbar" role="toolbar" aria-label="PDF navigation and search">
        <button type="button" disabled={!ready || ready.page <= 1} onClick={() => ready && go(ready.page - 1)}>
          Previous page
        </button>
        <form className="pdf-reader__page" onSubmit={onPageSubmit}>
          <label htmlFor="pdf-reader-page">Page</label>
          <input
            id="pdf-reader-page"
            name="page"
            type="number"
            min={1}
            max={ready?.pages ?? 1}
            key={ready?.page ?? 0}
            defaultValue={ready?.page ?? 1}
            disabled={!ready}
          />
          <span>of {ready?.pages ?? '…'}</span>
        </form>
        <button type="button" disabled={!ready || ready.page >= ready.pages} onClick={() => ready && go(ready.page + 1)}>
          Next page
        </button>
        <form className="pdf-reader__search" role="search" onSubmit={(e) => void onSearch(e)}>
          <label htmlFor="pdf-reader-search">Search in this PDF</label>
          <input id="pdf-reader-search" name="q" type="search" maxLength={250} required disabled={!ready} />
          <button type="submit" disabled={!ready}>
            Search PDF
          </button>
        </form>
      </div>
      <p className="pdf-reader__status" role="status">
        {status.kind === 'loading'
          ? 'Loading...'
          : status.kind === 'failed'
            ? 'Sorry, the PDF could not be shown. Use Download PDF instead.'
            : found}
      </p>
      <div ref={pagesRef} className="pdf-reader__pages" aria-label={`PDF of ${title}`} role="document" tabIndex={0} />
    </div>
  );
}

export { NotFoundBoundary as ErrorBoundary } from '../ui/not-found-boundary.tsx';
