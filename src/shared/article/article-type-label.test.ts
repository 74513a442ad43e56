import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleLabelOf, articleTypeLabel, isKnownArticleType, sameLabelCodes } from './article-type-label.ts';

/** Every type code the samples (and the shared corpus, when present) carry: JATS article-type, Elsevier document subtype. */
function typeCodes(): string[] {
  const codes = new Set<string>();
  const roots = [path.resolve('samples'), path.resolve('../shared/corpus')].filter((d) => existsSync(d));
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(xml|nxml|norm-xml)$/.test(name)) {
        const head = readFileSync(file, 'utf8').slice(0, 20_000);
        for (const m of head.matchAll(/<article\b[^>]*\barticle-type="([^"]+)"/g)) codes.add(m[1]!);
        for (const m of head.matchAll(/<xocs:document-subtype>([^<]+)</g)) codes.add(m[1]!.trim());
        for (const m of head.matchAll(/\bdocsubtype="([^"]+)"/g)) codes.add(m[1]!);
      }
    }
  };
  for (const root of roots) walk(root);
  return [...codes].sort();
}

describe('one mapping of article types to reader labels', () => {
  it.each([
    ['fla', 'Research article'],
    ['sco', 'Short communication'],
    ['rev', 'Review article'],
    ['research-article', 'Research article'],
    ['RESEARCH-ARTICLE', 'Research article'],
    ['review-article', 'Review article'],
    ['brief-report', 'Short communication'],
    ['article-commentary', 'Commentary'],
    ['correction', 'Correction'],
    ['err', 'Correction'],
    ['retraction', 'Retraction notice'],
    ['ret', 'Retraction notice'],
    ['expression-of-concern', 'Expression of concern'],
    ['registered-report', 'Registered report'],
    ['', 'Article'],
  ])('%s → %s', (code, label) => {
    expect(articleTypeLabel(code)).toBe(label);
  });

  const codes = typeCodes();
  it('finds the codes of the samples', () => {
    expect(codes).toEqual(expect.arrayContaining(['fla', 'rev', 'sco', 'research-article', 'correction']));
  });

  it.each(codes)('every sample and corpus code is mapped: %s', (code) => {
    expect(isKnownArticleType(code), code).toBe(true);
    const label = articleTypeLabel(code);
    expect(label).not.toBe(code);
    expect(label).toMatch(/^[A-Z][a-z]+(?: [a-z]+)*$/); // sentence case, no codes, no capitals shouting
  });

  it.each([
    [{ articleType: 'fla', documentSubtype: 'fla' }, 'Research article'],
    [{ articleType: 'research-article', documentSubtype: 'fla' }, 'Research article'],
    [{ articleType: 'other', documentSubtype: 'mis' }, undefined],
    [{ articleType: 'other', documentSubtype: 'edi' }, 'Editorial'],
    [{ articleType: 'registered-report', documentSubtype: 'mis' }, 'Registered report'],
  ])('the header label of %j is %j', (article, label) => {
    expect(articleLabelOf(article)).toBe(label);
  });

  it('a filter by one code finds every code that reads the same', () => {
    expect(sameLabelCodes('research-article').sort()).toEqual(['fla', 'research-article']);
    expect(sameLabelCodes('err').sort()).toEqual(['correction', 'err']);
    expect(sameLabelCodes('registered-report')).toEqual(['registered-report']);
  });
});
