import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Attachment, ContentNode, ElementNode } from '#src/shared/article/content-model.ts';
import { createMediaFiles } from './media-files.ts';
import { createRenderContext, renderNodes } from './node-registry.tsx';

const t = (text: string): ContentNode => ({ text });
const el = (type: string, attrs: ElementNode['attrs'], ...children: ContentNode[]): ElementNode => ({ type, attrs, children });
const KEY = 'a'.repeat(64);
const file = (eid: string, type: string, ref: string, extension: string, extra: Partial<Attachment> = {}): Attachment => ({
  eid,
  type,
  ref,
  fileBasename: eid,
  extension,
  storageKey: KEY,
  ...extra,
});

function dom(nodes: ContentNode[], attachments: Attachment[], base = '/media'): Document {
  const ctx = { ...createRenderContext(), media: createMediaFiles(attachments, base) };
  const window = new Window();
  window.document.body.innerHTML = renderToString(<>{renderNodes(nodes, ctx)}</>);
  return window.document as unknown as Document;
}

const figure = el(
  'figure',
  { id: 'fig1', label: 'Figure 1.' },
  el('caption', undefined, el('title', undefined, t('Cryo-EM.'))),
  el('graphic', { href: 'elife00218f001' }),
);

describe('figure images (spec 000 §9 "images HIGH-RES, IMAGE, DOWNSAMPLED, NONCAP")', () => {
  it('shows the high-res rendition and links "Download full-size image" with usage attributes', () => {
    const doc = dom(
      [figure],
      [
        file('e-f001_ds.jpg', 'IMAGE-DOWNSAMPLED', 'elife00218f001', 'jpg'),
        file('e-f001.jpg', 'IMAGE', 'elife00218f001', 'jpg', { pixelWidth: 800, pixelHeight: 600 }),
        file('e-f001_lrg.png', 'IMAGE-HIGH-RES', 'elife00218f001', 'png'),
      ],
    );
    const img = doc.querySelector('figure#fig1 img')!;
    expect(img.getAttribute('src')).toBe('/media/e-f001_lrg.png');
    expect(img.getAttribute('alt')).toBe('Figure 1.');
    expect(doc.querySelector('[role="img"]')).toBeNull();
    const link = doc.querySelector('figure#fig1 a[download]')!;
    expect(link.textContent).toBe('Download full-size image');
    expect(link.getAttribute('href')).toBe('/media/e-f001_lrg.png?download');
    expect(link.getAttribute('data-usage-obj')).toBe('MiamiCaptionURL');
    expect(link.getAttribute('data-usage-activity')).toBe('requestPage');
    expect(link.getAttribute('data-mmc-type')).toBe('png');
  });

  it('keeps the captioned placeholder when the article has no file for the graphic', () => {
    const doc = dom([figure], [{ eid: 'x', type: 'IMAGE', ref: 'elife00218f001', fileBasename: 'x', extension: 'jpg' }]);
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Figure 1.');
  });

  it('uses every listed file with an external media base', () => {
    const doc = dom(
      [figure],
      [{ eid: '1-s2.0-X-gr1.jpg', type: 'IMAGE', ref: 'elife00218f001', fileBasename: 'gr1', extension: 'jpg' }],
      'https://cdn.example.org/media',
    );
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.org/media/1-s2.0-X-gr1.jpg');
  });
});

describe('video, audio and supplementary files', () => {
  const video = el(
    'media',
    { id: 'video1', label: 'Video 1.', mimetype: 'video/quicktime', eid: 'e-video1' },
    el('caption', undefined, el('title', undefined, t('Map rotating.'))),
  );

  it('plays in the native <video> with sources in §9 order, captions and "Download video (12 MB)"', () => {
    const doc = dom(
      [video],
      [
        file('e-video1', 'VIDEO', 'video1', 'mov'),
        file('e-video1-mp4', 'VIDEO', 'video1', 'mp4', { mimetype: 'video/mp4' }),
        file('e-video1-webm', 'VIDEO', 'video1', 'webm', { mimetype: 'video/webm', filesize: 12 * 1024 * 1024 }),
        file('e-video1-vtt', 'CLOSED-CAPTION-VTT', 'video1', 'vtt'),
      ],
    );
    const player = doc.querySelector('figure#video1 video')!;
    expect(player.hasAttribute('controls')).toBe(true);
    expect([...player.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
      '/media/e-video1-webm',
      '/media/e-video1-mp4',
      '/media/e-video1',
    ]);
    expect(player.querySelector('track')?.getAttribute('kind')).toBe('captions');
    expect(player.querySelector('track')?.getAttribute('src')).toBe('/media/e-video1-vtt');
    expect(player.getAttribute('data-usage-activity')).toBe('playButton');
    const link = doc.querySelector('figure#video1 a[download]')!;
    expect(link.textContent).toBe('Download video (12 MB)');
    expect(link.getAttribute('data-usage-activity')).toBe('requestmmfile');
    expect(doc.querySelector('figure#video1 figcaption')?.textContent).toContain('Map rotating.');
  });

  it('plays audio in <audio> with "Download audio"', () => {
    const doc = dom([el('media', { id: 'a1', mimetype: 'audio/mpeg' })], [file('e-a1', 'AUDIO', 'a1', 'mp3')]);
    expect(doc.querySelector('audio source')?.getAttribute('src')).toBe('/media/e-a1');
    expect(doc.querySelector('a[download]')?.textContent).toBe('Download audio');
  });

  it('plays an Elsevier e-component video found by its locator', () => {
    const ec = el('e-component', { id: 'ec1', label: 'Video 1', locator: 'mmc1', eid: '1-s2.0-S1-mmc1.mp4', mimetype: 'video/mp4' });
    const doc = dom([ec], [file('1-s2.0-S1-mmc1.mp4', 'VIDEO', 'mmc1', 'mp4', { filesize: 3 * 1024 * 1024 })]);
    expect(doc.querySelector('figure#ec1 video source')?.getAttribute('type')).toBe('video/mp4');
    expect(doc.querySelector('figure#ec1 a[download]')?.textContent).toBe('Download video (3 MB)');
  });

  it('describes a video without files as before (no player)', () => {
    const doc = dom([video], []);
    expect(doc.querySelector('video')).toBeNull();
    expect(doc.querySelector('#video1 .supplementary-label')?.textContent).toBe('Video 1.');
  });

  it('links a supplementary file as "Download : {title}" with its type label and size', () => {
    const supp = el(
      'e-component',
      { id: 'SD1-data', label: 'Supplementary file 1.', eid: 'e-SD1', href: 'elife00218s001.xlsx' },
      el('caption', undefined, el('title', undefined, t('Cross-link data.'))),
    );
    const doc = dom([supp], [file('e-SD1', 'APPLICATION', 'SD1-data', 'xlsx', { filesize: 34_816 })]);
    const link = doc.querySelector('#SD1-data a[download]')!;
    expect(link.textContent).toBe('Download : Supplementary file 1. Cross-link data.');
    expect(link.getAttribute('href')).toBe('/media/e-SD1?download');
    expect(doc.querySelector('#SD1-data .supplementary-download')?.textContent).toContain('(spreadsheet, 34 KB)');
  });
});
