import { describe, expect, it } from 'vitest';
import { deepZoomLevels, needsDeepZoom, parseTileAddress } from './deep-zoom.ts';
import { figureLabels, imageLabel } from './figure-labels.ts';

describe('needsDeepZoom (20 megapixels or more)', () => {
  it.each([
    { width: 4800, height: 4531, expected: true },
    { width: 5000, height: 4000, expected: true },
    { width: 4999, height: 4000, expected: false },
    { width: 661, height: 624, expected: false },
    { width: undefined, height: 4000, expected: false },
    { width: 0, height: 0, expected: false },
  ])('$width × $height → $expected', ({ width, height, expected }) => {
    expect(needsDeepZoom(width, height)).toBe(expected);
  });
});

describe('deepZoomLevels', () => {
  it.each([
    { width: 1, height: 1, expected: 1 },
    { width: 4800, height: 4531, expected: 14 },
    { width: 256, height: 100, expected: 9 },
  ])('$width × $height → $expected levels', ({ width, height, expected }) => {
    expect(deepZoomLevels(width, height)).toBe(expected);
  });
});

describe('parseTileAddress', () => {
  it.each([
    { files: 'abc-dzi_files', level: '13', name: '4_7.jpeg', expected: { eid: 'abc-dzi', level: 13, col: 4, row: 7, format: 'jpeg' } },
    {
      files: '1-s2.0-S1-x.tif-dzi_files',
      level: '0',
      name: '0_0.jpg',
      expected: { eid: '1-s2.0-S1-x.tif-dzi', level: 0, col: 0, row: 0, format: 'jpeg' },
    },
    { files: 'abc-dzi', level: '1', name: '0_0.jpeg', expected: undefined },
    { files: 'abc-dzi_files', level: '..', name: '0_0.jpeg', expected: undefined },
    { files: 'abc-dzi_files', level: '100', name: '0_0.jpeg', expected: undefined },
    { files: 'abc-dzi_files', level: '1', name: '0_0.svg', expected: undefined },
    { files: 'abc-dzi_files', level: '1', name: '-1_0.jpeg', expected: undefined },
    { files: '../x_files', level: '1', name: '0_0.jpeg', expected: undefined },
  ])('$files/$level/$name', ({ files, level, name, expected }) => {
    expect(parseTileAddress(files, level, name)).toEqual(expected);
  });
});

describe('figureLabels / imageLabel', () => {
  const model = {
    body: [
      { type: 'para', children: [{ type: 'graphic', attrs: { href: 'elife-19405-inf1' } }] },
      {
        type: 'figure',
        children: [
          { type: 'label', children: [{ text: 'Figure 1.' }] },
          { type: 'graphic', attrs: { href: 'elife-19405-fig1.tif' } },
        ],
      },
    ],
    back: [],
  };
  it('names a graphic by its figure label, and an image outside any figure by its position', () => {
    const labels = figureLabels(model);
    expect(imageLabel(labels, 'elife-19405-fig1', 2)).toBe('Figure 1');
    expect(imageLabel(labels, 'elife-19405-inf1', 1)).toBe('Image 1');
  });
});
