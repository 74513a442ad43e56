/**
 * What the figure viewer steps through: every figure image and every table of the article, in
 * document order, read from the server-rendered floats (their data-viewer-* attributes).
 */

export interface ViewerDownload {
  label: string;
  href: string;
}

export interface ViewerItem {
  float: HTMLElement;
  kind: 'figure' | 'table';
  /** "Figure 2", "Table 1", with "(part 2)" when a figure has several images. */
  title: string;
  /** A figure image (or a table shipped as an image): its full-resolution file. */
  image?: { src: string; width?: number; height?: number; alt: string; deepZoom?: string; downloads: ViewerDownload[] };
  /** A table's own rows, shown as they are. */
  table?: HTMLTableElement;
}

const FLOAT = 'figure.figure, figure.figure-group, figure.table-float';

function downloadsOf(el: HTMLElement): ViewerDownload[] {
  try {
    const parsed: unknown = JSON.parse(el.dataset.viewerDownloads ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((d): d is ViewerDownload => typeof d?.label === 'string' && typeof d?.href === 'string');
  } catch {
    return [];
  }
}

function number(value: string | undefined): number | undefined {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

function titleOf(float: HTMLElement, kind: ViewerItem['kind']): string {
  const label = float.querySelector('.float-caption .float-label')?.textContent?.trim();
  const caption = float.querySelector('.float-caption .caption-title, .float-caption .caption-head')?.textContent?.trim();
  return label || caption || (kind === 'table' ? 'Table' : 'Figure');
}

export function viewerItems(root: HTMLElement): ViewerItem[] {
  const items: ViewerItem[] = [];
  for (const float of root.querySelectorAll<HTMLElement>(FLOAT)) {
    if (!float.querySelector('button[data-figure-viewer]')) continue;
    const kind = float.classList.contains('table-float') ? 'table' : 'figure';
    const title = titleOf(float, kind);
    const images = [...float.querySelectorAll<HTMLElement>('.figure-image[data-viewer-src]')].filter((el) => el.closest(FLOAT) === float);
    images.forEach((el, i) => {
      const img = el.querySelector('img');
      items.push({
        float,
        kind,
        title: images.length > 1 ? `${title} (part ${i + 1})` : title,
        image: {
          src: el.dataset.viewerSrc!,
          width: number(el.dataset.viewerWidth),
          height: number(el.dataset.viewerHeight),
          alt: img?.getAttribute('alt') ?? title,
          deepZoom: el.dataset.viewerDeepZoom || undefined,
          downloads: downloadsOf(el),
        },
      });
    });
    const table = images.length === 0 ? float.querySelector<HTMLTableElement>('table.data-table') : null;
    if (table) items.push({ float, kind, title, table });
  }
  return items;
}
