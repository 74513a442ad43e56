import { describe, expect, it } from 'vitest';
import { isArticleFileName, isPackageManifest } from './article-files.ts';

describe('article files by name', () => {
  it.each<[string, boolean]>([
    ['elife00005.xml', true],
    ['PMC1234.nxml', true],
    ['10.21105.jose.00185.jats', true],
    ['main.jats.xml', true],
    ['S0960148113002048.norm-xml', true],
    ['chapter.BITS', true],
    ['MANIFEST.xml', false],
    ['manifest.xml', false],
    ['manifest.dtd', false],
    ['figure.tif', false],
    ['pone.0056489.xml.orig', false],
  ])('%s → %s', (name, expected) => {
    expect(isArticleFileName(name)).toBe(expected);
  });

  it('knows a PLOS package manifest', () => {
    expect(isPackageManifest('MANIFEST.xml')).toBe(true);
    expect(isPackageManifest('pone.0056489.xml')).toBe(false);
  });
});
