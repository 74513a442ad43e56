import { execFile } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { parseXml } from '#src/ingest/xml/parse-xml.ts';
import { collectXmlFiles } from '#src/ingest/ingest-paths.server.ts';
import {
  checkFile,
  contentTypesIn,
  countPage,
  countPageEtAl,
  countReferenceMath,
  countSourceEtAl,
  countSourceFormulas,
  countSourceMath,
  mismatches,
} from '../../scripts/fidelity-check.ts';

/**
 * Rendering fidelity (ARCHITECTURE.md "Rendering"): for every samples/ article the rendered page has as many figures,
 * tables, display formulas, references and authors as its XML, a <math> for every mml:math,
 * and no 'Unable to render' for an element that carries content. `npm run fidelity -- <dir>`
 * prints the same check for any folder.
 */
const run = promisify(execFile);
const SAMPLES = path.resolve('samples');

describe('every sample article renders everything its XML holds', async () => {
  const { files } = await collectXmlFiles([SAMPLES]);
  // The renderer logs each unknown node type once per process; remember every one it names.
  const unrendered = new Set<string>();
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const type = typeof args[0] === 'string' ? /^Unable to render: unknown content node type "([^"]+)"/.exec(args[0])?.[1] : undefined;
    if (type) unrendered.add(type);
    else warn(...args);
  });

  it('has the samples', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
  });

  it.each(files.map((f) => [path.relative(SAMPLES, f), f]))('%s', async (_name, file) => {
    const check = await checkFile(file);
    expect(check.error).toBeUndefined();
    expect(contentTypesIn(check.model!, unrendered), 'Unable to render').toEqual([]);
    // Every count equal, <math> included: references keep the math of their titles and notes.
    expect(check.page).toEqual(check.source);
  });
});

/** Crafted articles of publishers' forms the samples lack (tests/fixtures/publisher-forms/README.md). */
const FORMS = path.resolve('tests/fixtures/publisher-forms');

describe("publishers' forms: TeX documents and group authors' members", () => {
  it('a group author with members listed apart: every author and member on the page', async () => {
    const check = await checkFile(path.join(FORMS, 'group-author.xml'));
    expect(check.source).toMatchObject({ authors: 7, members: 4 });
    expect(mismatches(check)).toEqual([]);
  });

  it('every formula given as a LaTeX document is MathML, but the one temml cannot convert', async () => {
    const file = path.join(FORMS, 'tex-documents.xml');
    const check = await checkFile(file);
    expect(check.source).toMatchObject({ math: 6, texFormulas: 6, displayFormulas: 3 });
    expect(check.page).toMatchObject({ math: 5, texFormulas: 5, displayFormulas: 3 });
    expect(check.model?.warnings).toEqual(['repair:tex-math-unconvertible']);
    expect(mismatches(check)).toEqual([`${file}: math: source 6, page 5`, `${file}: texFormulas: source 6, page 5`]);
  });
});

describe('et al. in the 810-reference PLOS article (journal.pone.0012262)', () => {
  it('shows every <etal/> of its 375 on the page', async () => {
    const check = await checkFile(path.join(SAMPLES, 'plos/journal.pone.0012262.xml'));
    expect(check.source?.etAl).toBe(375);
    expect(check.page?.etAl).toBe(375);
  });
});

describe('page counting', () => {
  it('counts what a reader sees, by element and class', () => {
    const html =
      '<figure class="figure"></figure><figure class="figure-group"></figure><figure class="table-float"></figure>' +
      '<div class="disp-formula"><math display="block"></math></div><span class="math-inline"><math><mi>x</mi></math></span>' +
      '<ol><li class="reference"></li><li class="reference"></li></ol>' +
      '<ul class="author-list"><li class="author"></li><li class="author author--collaboration"></li><li class="author-ellipsis"></li></ul>' +
      '<span class="math-inline"><math data-source="tex"><mi>y</mi></math></span>';
    expect(countPage(html)).toEqual({
      figures: 1,
      tables: 1,
      displayFormulas: 1,
      references: 2,
      authors: 2,
      members: 0,
      math: 3,
      texFormulas: 1,
      etAl: 0,
    });
  });

  it('counts group members listed in the author information, and authors named only there', () => {
    const html =
      '<li class="author"></li><li class="author author--collaboration"></li>' +
      '<button type="button" class="show-all-authors" data-action="show-all-authors" data-pii="S1">Show all 5 authors</button>' +
      '<ul class="group-members"><li class="collab-member"></li><li class="collab-member"></li><li class="collab-member"></li></ul>' +
      '<ul class="group-members"><li class="non-byline-author"></li></ul>';
    expect(countPage(html)).toMatchObject({ authors: 6, members: 4 });
  });

  it('takes the author total from the header button when the list is cut at 20', () => {
    const html =
      '<li class="author"></li>'.repeat(21) +
      '<button type="button" class="show-all-authors" data-action="show-all-authors" data-pii="S1">Show all 2,850 authors</button>';
    expect(countPage(html).authors).toBe(2850);
  });

  it('counts every MathML <math> of the source, and TeX that has no MathML beside it', () => {
    const xml =
      '<article xmlns:mml="http://www.w3.org/1998/Math/MathML"><p><mml:math><mml:mi>x</mml:mi></mml:math>' +
      '<disp-formula><alternatives><mml:math/><tex-math>x</tex-math></alternatives></disp-formula>' +
      '<disp-formula><tex-math>y</tex-math></disp-formula></p><ref><mml:math/></ref></article>';
    expect(countSourceMath(parseXml(xml))).toBe(4);
    expect(countSourceFormulas(parseXml(xml))).toEqual({ math: 4, tex: 1 });
    expect(countReferenceMath(parseXml(xml))).toBe(1);
  });

  it('reports each difference on its own line', () => {
    const counts = { figures: 2, tables: 1, displayFormulas: 3, references: 10, authors: 4, members: 0, math: 7, texFormulas: 0, etAl: 3 };
    expect(mismatches({ file: 'a.xml', source: counts, page: { ...counts, figures: 1, math: 6 } }, ['boxed-text'])).toEqual([
      'a.xml: figures: source 2, page 1',
      'a.xml: math: source 7, page 6',
      'a.xml: Unable to render: "boxed-text" (carries content)',
    ]);
    expect(mismatches({ file: 'a.xml', source: counts, page: counts })).toEqual([]);
    expect(mismatches({ file: 'c.xml', source: counts, page: { ...counts, etAl: 0 } })).toEqual(['c.xml: etAl: source 3, page 0']);
    expect(mismatches({ file: 'b.xml', source: counts, page: { ...counts, math: 5 }, referenceMath: 2 })).toEqual([
      "b.xml: math: source 7, page 5 (2 of the source's inside references)",
    ]);
  });

  it.each([
    [
      'JATS <etal/> in an author person-group',
      '<article><back><ref-list><ref><element-citation><person-group><name><surname>Xu</surname></name><etal/></person-group></element-citation></ref><ref><element-citation><person-group><name><surname>Yu</surname></name></person-group></element-citation></ref></ref-list></back></article>',
      1,
    ],
    [
      'JATS <etal/> loose in a citation, and the words in a mixed citation',
      '<article><back><ref-list><ref><element-citation><name><surname>Xu</surname></name><etal/></element-citation></ref><ref><mixed-citation>Menet JS et al. (2012)</mixed-citation></ref></ref-list></back></article>',
      2,
    ],
    [
      'Elsevier sb:et-al',
      '<xocs:doc xmlns:xocs="http://www.elsevier.com/xml/xocs/dtd" xmlns:ce="http://www.elsevier.com/xml/common/dtd" xmlns:sb="http://www.elsevier.com/xml/common/struct-bib/dtd"><ce:bib-reference><sb:reference><sb:contribution><sb:authors><sb:author/><sb:et-al/></sb:authors></sb:contribution></sb:reference></ce:bib-reference><ce:bib-reference/></xocs:doc>',
      1,
    ],
    [
      'no et al.: "Metal alloys" is not one',
      '<article><back><ref-list><ref><mixed-citation>Metal alloys</mixed-citation></ref></ref-list></back></article>',
      0,
    ],
  ])('counts references whose source says et al.: %s', (_name, xml, n) => {
    expect(countSourceEtAl(parseXml(xml))).toBe(n);
  });

  it('counts reference items whose text says et al. (italic too), not their links', () => {
    const html =
      '<ol><li id="a" class="reference"><span class="ref-authors">Xu C, et al.</span></li>' +
      '<li id="b" class="reference"><span>Yu K (2001).</span><a href="https://scholar.google.com/?q=et+al">Google Scholar</a></li>' +
      '<li id="c" class="reference"><span>Zhu <i>et</i> al. 2010</span></li></ol>';
    expect(countPageEtAl(html)).toBe(2);
  });

  it('finds unrenderable node types only where they carry content', () => {
    const model = {
      body: [
        { type: 'widget', children: [{ text: 'Hello' }] },
        { type: 'gadget', children: [{ text: ' ' }] },
      ],
    };
    expect(contentTypesIn(model as never, new Set(['widget', 'gadget']))).toEqual(['widget']);
  });
});

describe('npm run fidelity', () => {
  const cli = (...args: string[]) =>
    run('npx', ['tsx', 'scripts/fidelity.ts', ...args]).then(
      (r) => ({ code: 0, out: r.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
    );

  it('exits 0 and prints a summary for a folder that matches', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fidelity-'));
    await writeFile(path.join(dir, 'a.xml'), readFileSync(path.join(SAMPLES, 'elife/elife00005.xml')));
    const { code, out } = await cli(dir);
    expect(out.trim()).toBe('fidelity: 1 files checked, 1 match, 0 with mismatches');
    expect(code).toBe(0);
  }, 60_000);

  it('never reads a package manifest as an article (ingest does not collect MANIFEST.xml either)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fidelity-'));
    await writeFile(path.join(dir, 'a.xml'), readFileSync(path.join(SAMPLES, 'plos/journal.pone.0012262.xml')));
    await writeFile(path.join(dir, 'MANIFEST.xml'), '<manifest><articleBundle/></manifest>');
    const { code, out } = await cli(dir);
    expect(out.trim()).toBe('fidelity: 1 files checked, 1 match, 0 with mismatches');
    expect(code).toBe(0);
  }, 60_000);

  it('exits non-zero with one line per problem file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fidelity-'));
    await writeFile(path.join(dir, 'broken.xml'), '<article><front>');
    const { code, out } = await cli(dir);
    expect(code).toBe(1);
    expect(out).toContain('broken.xml');
    expect(out).toContain('fidelity: 1 files checked, 0 match, 1 with mismatches');
    expect(await readdir(dir)).toEqual(['broken.xml']);
  }, 60_000);
});
