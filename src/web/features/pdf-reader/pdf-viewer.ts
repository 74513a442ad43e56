import { getDocument, GlobalWorkerOptions, TextLayer, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist';
// The worker is one of this site's own assets (no CDN): Vite copies it into build/client/assets.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import 'pdfjs-dist/web/pdf_viewer.css';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * The enhanced reader's viewer (000 §2): every page of the PDF as a canvas with a text layer
 * (selectable, found by the search, read by screen readers), drawn when it scrolls near the
 * view. The whole file is fetched once (no range requests), so opening the reader counts as
 * one PDF download against the reader's caps.
 */
export interface PdfViewer {
  goTo(page: number): void;
  search(query: string): Promise<{ matches: number; firstPage: number | null }>;
  destroy(): void;
}

const SCALE = 1.35;

function countMatches(text: string, query: string): number {
  const q = query.toLocaleLowerCase();
  let n = 0;
  for (let at = text.indexOf(q); at >= 0; at = text.indexOf(q, at + q.length)) n += 1;
  return n;
}

async function drawPage(doc: PDFDocumentProxy, number: number, slot: HTMLElement): Promise<void> {
  const page: PDFPageProxy = await doc.getPage(number);
  const viewport = page.getViewport({ scale: SCALE });
  const ratio = window.devicePixelRatio || 1;
  const canvas = slot.ownerDocument.createElement('canvas');
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${viewport.width}px`;
  canvas.style.height = `${viewport.height}px`;
  canvas.setAttribute('aria-hidden', 'true');
  const text = slot.ownerDocument.createElement('div');
  text.className = 'textLayer';
  slot.replaceChildren(canvas, text);
  await page.render({
    canvas,
    canvasContext: canvas.getContext('2d')!,
    viewport,
    transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
  }).promise;
  await new TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport }).render();
  slot.dataset.drawn = 'true';
}

export async function openPdfViewer(
  container: HTMLElement,
  url: string,
  onPage: (page: number, pages: number) => void,
): Promise<PdfViewer> {
  const task = getDocument({ url, isEvalSupported: false, disableRange: true, disableStream: true, withCredentials: true });
  const doc = await task.promise;
  const first = (await doc.getPage(1)).getViewport({ scale: SCALE });
  const slots = Array.from({ length: doc.numPages }, (_, i) => {
    const slot = container.ownerDocument.createElement('div');
    slot.className = 'pdf-reader__page-view page';
    slot.dataset.pageNumber = String(i + 1);
    slot.setAttribute('aria-label', `Page ${i + 1}`);
    slot.setAttribute('role', 'region');
    slot.style.setProperty('--scale-factor', String(SCALE));
    slot.style.width = `${first.width}px`;
    slot.style.minHeight = `${first.height}px`;
    return slot;
  });
  container.replaceChildren(...slots);
  const drawing = new Map<HTMLElement, Promise<void>>();
  const draw = (slot: HTMLElement) => {
    if (!drawing.has(slot))
      drawing.set(
        slot,
        drawPage(doc, Number(slot.dataset.pageNumber), slot).catch((e: unknown) => console.error(e)),
      );
    return drawing.get(slot)!;
  };
  const near = new IntersectionObserver((entries) => entries.forEach((e) => e.isIntersecting && void draw(e.target as HTMLElement)), {
    root: container,
    rootMargin: '100% 0px',
  });
  let current = 1;
  const visible = new IntersectionObserver(
    (entries) => {
      for (const e of entries) if (e.isIntersecting) current = Number((e.target as HTMLElement).dataset.pageNumber);
      onPage(current, doc.numPages);
    },
    { root: container, threshold: 0.5 },
  );
  for (const slot of slots) {
    near.observe(slot);
    visible.observe(slot);
  }
  onPage(1, doc.numPages);
  const texts: Array<Promise<string>> = [];
  const pageText = (i: number) =>
    (texts[i] ??= doc.getPage(i + 1).then(async (p) =>
      (await p.getTextContent()).items
        .map((it) => ('str' in it ? it.str : ''))
        .join(' ')
        .toLocaleLowerCase(),
    ));

  const viewer: PdfViewer = {
    goTo(page) {
      const n = Math.min(Math.max(1, Math.trunc(page) || 1), doc.numPages);
      const slot = slots[n - 1]!;
      void draw(slot);
      container.scrollTo({ top: slot.offsetTop - container.offsetTop });
      current = n;
      onPage(n, doc.numPages);
    },
    async search(query) {
      const q = query.trim();
      for (const hit of container.querySelectorAll('.pdf-reader__hit')) hit.classList.remove('pdf-reader__hit');
      if (!q) return { matches: 0, firstPage: null };
      let matches = 0;
      let firstPage: number | null = null;
      for (let i = 0; i < doc.numPages; i += 1) {
        const n = countMatches(await pageText(i), q);
        matches += n;
        if (n > 0 && firstPage === null) firstPage = i + 1;
      }
      if (firstPage !== null) {
        viewer.goTo(firstPage);
        await draw(slots[firstPage - 1]!);
        const lower = q.toLocaleLowerCase();
        for (const span of slots[firstPage - 1]!.querySelectorAll<HTMLElement>('.textLayer span')) {
          if (span.textContent?.toLocaleLowerCase().includes(lower)) span.classList.add('pdf-reader__hit');
        }
      }
      return { matches, firstPage };
    },
    destroy() {
      near.disconnect();
      visible.disconnect();
      void task.destroy();
    },
  };
  return viewer;
}
