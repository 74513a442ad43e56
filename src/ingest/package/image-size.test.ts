import { describe, expect, it } from 'vitest';
import { pngBuffer } from '#tests/factories/package-files.ts';
import { imageSize } from './image-size.ts';

describe('imageSize', () => {
  it('reads PNG, GIF and JPEG headers', () => {
    expect(imageSize(pngBuffer(96, 48, [0, 0, 0]))).toEqual({ width: 96, height: 48 });
    const gif = Buffer.from('GIF89a\x20\x03\x58\x02\x00', 'latin1');
    expect(imageSize(gif)).toEqual({ width: 800, height: 600 });
    // SOI, an APP0 segment of 16 bytes, then SOF0 with height 480 and width 640.
    const jpeg = Buffer.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      ...Array<number>(14).fill(0),
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x01,
      0xe0,
      0x02,
      0x80,
      0x03,
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 640, height: 480 });
  });
  it('gives undefined for anything else', () => {
    expect(imageSize(Buffer.from('WEBVTT\n\n'))).toBeUndefined();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0x00]))).toBeUndefined();
  });
});
