import { describe, expect, it } from 'vitest';
import type { Attachment } from '#src/shared/article/content-model.ts';
import { deepZoomPyramid, figureDownloads, viewerImage } from './figure-files.ts';

const a = (eid: string, type: string, extension: string, extra: Partial<Attachment> = {}): Attachment => ({
  eid,
  type,
  extension,
  fileBasename: eid,
  ...extra,
});

describe('figure viewer files (spec 000 §9 preference order and labels)', () => {
  // PLOS pone-0056489: TIF original, PNG_L full size, PNG_M downsampled, PNG_I thumbnail.
  const plos = [
    a('g1-m', 'IMAGE-DOWNSAMPLED', 'png', { filesize: 50_139 }),
    a('g1-thumb', 'IMAGE-THUMBNAIL', 'png'),
    a('g1-l', 'IMAGE', 'png', { filesize: 266_989 }),
    a('g1-tif', 'IMAGE-HIGH-RES', 'tif', { filesize: 377_224 }),
  ];

  it('offers the delivered files in §9 order with their role labels', () => {
    expect(figureDownloads(plos).map((d) => d.label)).toEqual([
      'Download high-res image (TIF, 368 KB)',
      'Download full-size image (PNG, 261 KB)',
      'Download image (PNG, 49 KB)',
    ]);
  });

  it('shows the first displayable file: never the TIFF', () => {
    expect(viewerImage(plos)?.eid).toBe('g1-l');
  });

  it('a TIFF-only figure: shows its web rendition, offers the TIFF', () => {
    const files = [
      a('f1', 'IMAGE', 'tif', { filesize: 1_200_000 }),
      a('f1-web', 'IMAGE', 'jpg', { derivedFrom: 'f1' }),
      a('f1-thumb', 'IMAGE-THUMBNAIL', 'webp', { derivedFrom: 'f1' }),
    ];
    expect(viewerImage(files)?.eid).toBe('f1-web');
    expect(figureDownloads(files)).toEqual([{ label: 'Download full-size image (TIF, 1.1 MB)', eid: 'f1', type: 'IMAGE' }]);
  });

  it('finds a deep-zoom pyramid when ingest made one', () => {
    expect(deepZoomPyramid(plos)).toBeUndefined();
    expect(deepZoomPyramid([...plos, a('g1-dzi', 'IMAGE-HIGH-RES', 'dzi')])?.eid).toBe('g1-dzi');
  });
});
