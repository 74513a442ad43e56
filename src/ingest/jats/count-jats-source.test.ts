import { describe, expect, it } from 'vitest';
import { countModel, emptyCounts, type FidelityCounts } from '#src/shared/article/model-stats.ts';
import { parseXml } from '../xml/parse-xml.ts';
import { countJatsSource } from './count-jats-source.ts';
import { mapJats } from './map-jats.ts';
import { jatsArticle, type ArticleParts } from './test-article.ts';

const counts = (partial: Partial<FidelityCounts>): FidelityCounts => ({ ...emptyCounts(), ...partial });

describe('countJatsSource', () => {
  const cases: Array<{ title: string; parts: ArticleParts; expected: FidelityCounts }> = [
    {
      title: 'sections, paragraphs, floats, formulas and footnotes anywhere',
      parts: {
        meta: '<abstract><p>A.</p></abstract><author-notes><fn><p>N.</p></fn></author-notes>',
        body:
          '<sec><p>x<fn><p>f</p></fn></p><sec><fig><caption><p>c</p></caption></fig></sec></sec>' +
          '<table-wrap><table><tbody><tr><td><p>t</p></td></tr></tbody></table><table-wrap-foot><fn><p>tf</p></fn></table-wrap-foot></table-wrap>' +
          '<p><disp-formula><mml:math><mml:mi>p</mml:mi></mml:math></disp-formula></p>',
      },
      expected: counts({ sections: 2, paragraphs: 8, figures: 1, tables: 1, displayFormulas: 1, footnotes: 3 }),
    },
    {
      title: 'references are counted, and nothing inside them',
      parts: {
        back: '<ref-list><ref id="r1"><note><p>not content</p></note></ref><ref id="r2"><mixed-citation>x</mixed-citation></ref></ref-list>',
      },
      expected: counts({ references: 2 }),
    },
    {
      title: 'authors: author types and collaboration members; not editors, not sub-article contributors',
      parts: {
        meta:
          '<contrib-group><contrib contrib-type="author"><name><surname>A</surname></name></contrib><contrib><name><surname>Untyped</surname></name></contrib>' +
          '<contrib contrib-type="author"><collab>C<contrib-group><contrib><name><surname>M1</surname></name></contrib><contrib contrib-type="author"><name><surname>M2</surname></name></contrib></contrib-group></collab></contrib>' +
          '<contrib contrib-type="editor"><name><surname>E</surname></name></contrib>' +
          '<contrib contrib-type="editor"><collab>Board<contrib-group><contrib><name><surname>B1</surname></name></contrib></contrib-group></collab></contrib></contrib-group>' +
          '<contrib-group><contrib contrib-type="author non-byline"><name><surname>N</surname></name></contrib></contrib-group>',
        after:
          '<sub-article id="s"><front-stub><contrib-group><contrib contrib-type="author"><name><surname>R</surname></name></contrib></contrib-group></front-stub></sub-article>',
      },
      expected: counts({ authors: 6, members: 3 }),
    },
  ];

  it.each(cases)('$title', ({ parts, expected }) => {
    const root = parseXml(jatsArticle(parts));
    expect(countJatsSource(root)).toEqual(expected);
    // The mapper agrees on every definition.
    expect(countModel(mapJats(root, { fileName: 'count.xml' }))).toEqual(expected);
  });
});
