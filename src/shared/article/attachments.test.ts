import { describe, expect, it } from 'vitest';
import {
  contentTypeFor,
  extensionGroup,
  fileDownloadLabel,
  fileTypeLabel,
  formatFileSize,
  FULL_SIZE_IMAGE_LABEL,
  imageRoleLabel,
  mediaDownloadLabel,
  orderedSources,
  preferredImage,
} from './attachments.ts';
import type { Attachment } from './content-model.ts';

const file = (type: string, extension: string, eid = `${type}.${extension}`): Attachment => ({ eid, type, fileBasename: 'f', extension });

describe('§9 "Media preference order: images HIGH-RES, IMAGE, DOWNSAMPLED, NONCAP"', () => {
  it.each([
    [['IMAGE-NONCAP', 'IMAGE-DOWNSAMPLED', 'IMAGE', 'IMAGE-HIGH-RES'], 'IMAGE-HIGH-RES'],
    [['IMAGE-NONCAP', 'IMAGE-DOWNSAMPLED', 'IMAGE'], 'IMAGE'],
    [['IMAGE-THUMBNAIL', 'IMAGE-NONCAP', 'IMAGE-DOWNSAMPLED'], 'IMAGE-DOWNSAMPLED'],
    [['IMAGE-THUMBNAIL', 'IMAGE-NONCAP'], 'IMAGE-NONCAP'],
    [['IMAGE-THUMBNAIL'], undefined],
  ])('%j → %s', (types, expected) => {
    expect(preferredImage(types.map((t) => file(t, 'jpg')))?.type).toBe(expected);
  });

  it('skips renditions a browser cannot show (a TIFF high-res falls back to the JPEG image)', () => {
    expect(preferredImage([file('IMAGE-HIGH-RES', 'tif'), file('IMAGE', 'jpg')])?.type).toBe('IMAGE');
  });
});

describe('§9 "video webm, mp4, ogv; audio mp3, mp4, ogg, wav, webm"', () => {
  it('orders video sources webm, mp4, ogv, then others', () => {
    const list = ['mov', 'ogv', 'mp4', 'webm'].map((e) => file('VIDEO', e));
    expect(orderedSources(list, 'video').map((a) => a.extension)).toEqual(['webm', 'mp4', 'ogv', 'mov']);
  });
  it('orders audio sources mp3, mp4, ogg, wav, webm and ignores other types', () => {
    const list = [
      ...['webm', 'wav', 'ogg', 'mp4', 'mp3'].map((e) => file('AUDIO', e)),
      file('VIDEO', 'mp4'),
      file('CLOSED-CAPTION-VTT', 'vtt'),
    ];
    expect(orderedSources(list, 'audio').map((a) => a.extension)).toEqual(['mp3', 'mp4', 'ogg', 'wav', 'webm']);
  });
});

describe('§3 "File extension groups"', () => {
  it.each([
    ['video', 'avi mov mp4 mpeg mpg ogv wmv flv'],
    ['image', 'tif gif jpg jpeg png svg eps ivb'],
    ['document', 'txt rtf doc docx pdf'],
    ['audio', 'mp3 ogg wav'],
    ['slideshow', 'ppt pptx pps ppsx'],
    ['spreadsheet', 'csv xls xlsx dat db dbf sql sdb sqlite wdb wmdb'],
  ])('%s: %s', (group, list) => {
    for (const e of list.split(' ')) {
      expect(extensionGroup(e)).toBe(group);
      expect(extensionGroup(`.${e.toUpperCase()}`)).toBe(group);
    }
  });
  it('type labels: movie file, spreadsheet …; anything else is a file', () => {
    expect(fileTypeLabel('mov')).toBe('movie file');
    expect(fileTypeLabel('xlsx')).toBe('spreadsheet');
    expect(fileTypeLabel('pptx')).toBe('slideshow');
    expect(fileTypeLabel('wrl')).toBe('file');
    expect(fileTypeLabel(undefined)).toBe('file');
  });
});

describe('sizes and §9 download labels', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [34_816, '34 KB'],
    [1_572_864, '1.5 MB'],
    [12 * 1024 * 1024, '12 MB'],
    [1024 * 1024 - 1, '1 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it("'Download animation', 'Download audio', 'Download video' (each with the file size in brackets when known)", () => {
    expect(mediaDownloadLabel('video', 12 * 1024 * 1024)).toBe('Download video (12 MB)');
    expect(mediaDownloadLabel('audio', 2048)).toBe('Download audio (2 KB)');
    expect(mediaDownloadLabel('animation')).toBe('Download animation');
    expect(mediaDownloadLabel('video')).toBe('Download video');
  });
  it("'Download full-size image', and 'Download : {title}'", () => {
    expect(FULL_SIZE_IMAGE_LABEL).toBe('Download full-size image');
    expect(fileDownloadLabel('Supplementary file 1')).toBe('Download : Supplementary file 1');
  });
  it('image role labels: high-res image, full-size image, image', () => {
    expect(imageRoleLabel('IMAGE-HIGH-RES')).toBe('high-res image');
    expect(imageRoleLabel('IMAGE')).toBe('full-size image');
    expect(imageRoleLabel('IMAGE-DOWNSAMPLED')).toBe('image');
  });
  it('content types by extension, opaque bytes otherwise', () => {
    expect(contentTypeFor('WEBM')).toBe('video/webm');
    expect(contentTypeFor('vtt')).toBe('text/vtt');
    expect(contentTypeFor('wrl')).toBe('application/octet-stream');
  });
});
