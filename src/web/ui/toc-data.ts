import type { TocEntry } from '#src/shared/api/api-contract.ts';
import { PREVIEW_ANCHORS, PREVIEW_SECTION_TITLES, previewOf, type PreviewTocEntry } from './article-preview.ts';
import { extrasOf, figureGraphicRefs, floatsOf, outlineOf, type FloatEntry } from '#src/shared/article/article-outline.ts';
import { thumbnailOf } from '#src/shared/article/attachments.ts';
import { textOf, type ArticleModel } from '#src/shared/article/content-model.ts';
import { truncateCaption } from './figure-caption.ts';
import type { TocAnchorType } from './toc-rules.ts';

/**
 * What the table of contents renders, built on the server from the article model and sent
 * as loader data (000 §3 "Table of contents state": outline, outlineTitle, figures, tables,
 * extras, attachments). Titles, labels and captions only: no body text.
 */

export interface TocOutlineItem {
  id: string;
  title: string;
  level: number;
  anchorType: TocAnchorType;
  children: TocOutlineItem[];
}

export interface TocExtra extends FloatEntry {
  /** attachment-eids of the item's files (the bulk download posts them as repeated `eids`). */
  eids: string[];
}

/** A figure in the Figures block, with its thumbnail when the article has one (000 §5). */
export interface TocFigure extends FloatEntry {
  thumbnail?: { src: string; width?: number; height?: number };
}

export interface TocData {
  pii: string;
  eid: string;
  /** JL journal, BK book … (a book shows the Chapter contents / Book contents tabs). */
  contentType: ArticleModel['publication']['contentType'];
  isbn: string | null;
  outlineTitle: string;
  outline: TocOutlineItem[];
  figures: TocFigure[];
  tables: FloatEntry[];
  extras: TocExtra[];
  citedByCount: number;
  /** The 'Article preview' table of contents (001 §2): only the non-empty preview sections. */
  previewToc: PreviewTocEntry[];
  /** Anchors of the enriched content that has arrived (ec-research-data, ec-interactive-case-insights; 000 §5). */
  enrichedAnchors?: TocOutlineItem[];
}

function withType(entries: readonly TocEntry[], anchorType: TocAnchorType): TocOutlineItem[] {
  return entries.map((e) => ({ id: e.id, title: e.title, level: e.level, anchorType, children: withType(e.children, 'section') }));
}

// The titles and order the article page gives its abstracts (src/web/features/abstracts).
const ABSTRACT_TITLES: Record<string, string> = {
  author: 'Abstract',
  abstract: 'Abstract',
  highlights: 'Highlights',
  digest: 'Digest',
  'executive-summary': 'Digest',
  graphical: 'Graphical abstract',
  teaser: 'Teaser',
  summary: 'Summary',
  'author-highlights': 'Highlights',
};
const ABSTRACT_ORDER: Record<string, number> = { highlights: 0, 'author-highlights': 0, author: 1, abstract: 1 };

function abstractTitle(kind: string, title: string | undefined): string {
  const t = title?.trim();
  if (t) return t;
  const known = ABSTRACT_TITLES[kind];
  if (known) return known;
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Abstract';
}

/** The outline with the anchors the article page gives its abstracts, keywords, references and biographies. */
export function tocOutlineOf(model: ArticleModel): TocOutlineItem[] {
  const head: TocOutlineItem[] = [];
  const seen = new Set<string>();
  const abstracts = model.abstracts
    .map((a, i) => ({ a, i }))
    .sort((x, y) => (ABSTRACT_ORDER[x.a.kind] ?? 2) - (ABSTRACT_ORDER[y.a.kind] ?? 2) || x.i - y.i)
    .map((x) => x.a);
  for (const a of abstracts) {
    const id = a.id ?? (a.kind === 'author' ? 'abstract' : `abstract-${a.kind}`);
    if (seen.has(id) || textOf(a.children).trim() === '') continue;
    seen.add(id);
    head.push({ id, title: abstractTitle(a.kind, a.title), level: 2, anchorType: 'abstract', children: [] });
  }
  if (model.keywords.some((k) => k.terms.length > 0))
    head.push({ id: 'keywords', title: 'Keywords', level: 2, anchorType: 'keywords', children: [] });
  const tail: TocOutlineItem[] = [];
  if (model.biographies.length > 0) tail.push({ id: 'biographies', title: 'Biographies', level: 2, anchorType: 'biography', children: [] });
  if (model.references.length > 0) tail.push({ id: 'references', title: 'References', level: 2, anchorType: 'references', children: [] });
  return [...head, ...withType(outlineOf([...model.body, ...model.back]), 'section'), ...tail];
}

/**
 * `mediaBaseUrl` (LECTERN_MEDIA_BASE_URL) gives the figures their thumbnails' addresses
 * (`{base}/{attachment-eid}`, 000 §7); without it the Figures block has none.
 */
export function tocDataOf(model: ArticleModel, citedByCount: number, mediaBaseUrl?: string): TocData {
  const floats = floatsOf([...model.body, ...model.back]);
  // One-line captions (000 §5, 80 characters): the TOC never carries whole captions.
  const short = (f: FloatEntry): FloatEntry => ({ ...f, caption: f.caption ? truncateCaption(f.caption) : '' });
  const refs = mediaBaseUrl === undefined ? new Map<string, string>() : figureGraphicRefs([...model.body, ...model.back]);
  const external = mediaBaseUrl !== undefined && /^https?:\/\//.test(mediaBaseUrl);
  const figures = floats.figures.map((f): TocFigure => {
    const thumb = thumbnailOf(model.attachments, refs.get(f.id), external);
    if (!thumb) return short(f);
    return {
      ...short(f),
      thumbnail: { src: `${mediaBaseUrl}/${encodeURIComponent(thumb.eid)}`, width: thumb.pixelWidth, height: thumb.pixelHeight },
    };
  });
  const tables = floats.tables.map(short);
  const extras = extrasOf(model).map((x) => ({
    ...short(x),
    eids: model.attachments.filter((a) => a.ref === x.id && !a.type.startsWith('IMAGE')).map((a) => a.eid),
  }));
  return {
    pii: model.pii,
    eid: model.eid,
    contentType: model.publication.contentType,
    isbn: model.publication.isbn?.trim() || null,
    outlineTitle: 'Outline',
    outline: tocOutlineOf(model),
    figures,
    tables,
    extras,
    citedByCount,
    previewToc: previewOf(model, { citedByCount }).toc,
  };
}

/** The same data with another cited-by count (read per request): the count and the preview's Cited by entry follow it. */
export function withCitedByCount(data: TocData, citedByCount: number): TocData {
  const previewToc = data.previewToc.filter((e) => e.key !== 'citedBy');
  if (citedByCount > 0) previewToc.push({ key: 'citedBy', id: PREVIEW_ANCHORS.citedBy, title: PREVIEW_SECTION_TITLES.citedBy });
  return { ...data, citedByCount, previewToc };
}
