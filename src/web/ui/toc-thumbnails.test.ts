import { describe, expect, it } from 'vitest';
import { makeArticle } from '#tests/factories/article-model.ts';
import type { Attachment } from '#src/shared/article/content-model.ts';
import { tocDataOf } from './toc-data.ts';

const KEY = 'a'.repeat(64);
const figure = (id: string, href: string) => ({
  type: 'figure',
  attrs: { id, label: `Figure ${id}` },
  children: [{ type: 'graphic', attrs: { href } }],
});
const thumb = (eid: string, ref: string, extra: Partial<Attachment> = {}): Attachment => ({
  eid,
  type: 'IMAGE-THUMBNAIL',
  ref,
  fileBasename: eid,
  extension: 'jpg',
  storageKey: KEY,
  pixelWidth: 267,
  pixelHeight: 140,
  ...extra,
});

describe('TOC Figures block thumbnails (000 §5)', () => {
  const article = makeArticle({
    body: [
      figure('f1', 'x-gf001.jpg'),
      figure('f2', 'info:doi/10.1371/journal.pone.0056489.g002'),
      figure('f3', 'absent'),
      figure('f4', 'not-stored'),
    ],
    attachments: [
      thumb('made', 'x-gf001', { extension: 'webp', derivedFrom: 'x' }),
      thumb('publisher', 'x-gf001'),
      thumb('plos', 'journal.pone.0056489.g002', { extension: 'png' }),
      thumb('tif-thumb', 'absent', { extension: 'tif' }),
      thumb('unstored', 'not-stored', { storageKey: undefined }),
    ],
  });

  it('prefers the package’s IMAGE-THUMBNAIL, then the one made at ingest; only served, displayable files', () => {
    const { figures } = tocDataOf(article, 0, '/media');
    expect(figures.map((f) => f.thumbnail?.src)).toEqual(['/media/publisher', '/media/plos', undefined, undefined]);
    expect(figures[0]!.thumbnail).toEqual({ src: '/media/publisher', width: 267, height: 140 });
  });

  it('an external media base serves every listed file', () => {
    expect(tocDataOf(article, 0, 'https://cdn.example.org/m').figures[3]!.thumbnail?.src).toBe('https://cdn.example.org/m/unstored');
  });

  it('without a media base there are no thumbnails', () => {
    expect(tocDataOf(article, 0).figures.every((f) => f.thumbnail === undefined)).toBe(true);
  });
});
