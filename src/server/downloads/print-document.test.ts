import { describe, expect, it } from 'vitest';
import { makeArticle, testAuthor } from '#tests/factories/article-model.ts';
import { printDocument, runningHeader } from './print-document.ts';

describe('the HTML a PDF is printed from', () => {
  it('has the title, abstract, licence and the print stylesheet with its page size', () => {
    const html = printDocument(makeArticle({ copyrightLine: '© 2012, Ciferri et al' }));
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain('<title>Molecular architecture of human polycomb repressive complex 2</title>');
    expect(html).toContain('PRC2 is a histone methyltransferase.');
    expect(html).toContain('@page { size: A4;');
    expect(html).toContain(
      '<div class="print-licence"><p>© 2012, Ciferri et al</p><p>http://creativecommons.org/licenses/by/3.0/</p></div>',
    );
  });

  it('lists every author of a long byline, which the page shortens', () => {
    const authors = Array.from({ length: 30 }, (_v, i) => testAuthor(i + 1));
    const html = printDocument(makeArticle({ authors }));
    expect(html).toContain('<p class="print-all-authors"><strong>Authors:</strong> Given1 Surname1, Given2 Surname2,');
    expect(html).toContain('Given25 Surname25');
    expect(printDocument(makeArticle({ authors: authors.slice(0, 3) }))).not.toContain('<p class="print-all-authors"');
  });

  it('loads every image at once and opens closed disclosures', () => {
    const html = printDocument(makeArticle());
    expect(html).not.toContain('loading="lazy"');
    expect(html).not.toMatch(/<details(?![^>]*\sopen)/);
  });

  it('escapes author content in the text it adds', () => {
    const html = printDocument(
      makeArticle({
        authors: Array.from({ length: 22 }, (_v, i) => testAuthor(i, { name: { display: `<img src=x onerror=alert(${i})>` } })),
      }),
    );
    expect(html).not.toContain('<img src=x');
    expect(runningHeader(makeArticle())).toBe('eLife — https://doi.org/10.7554/eLife.00005');
  });
});
