import { describe, expect, it } from 'vitest';
import { FIXTURE_META, inSection, mapFixture, sectionChildren, type FixtureParts } from './elsevier-fixture.ts';

/**
 * Formula images (ARCHITECTURE.md "math"): Elsevier formula images (si*.gif) are used only when no
 * MathML exists; such a formula is still a display formula with its id and label.
 */
const SI1 =
  '<xocs:attachment-metadata-doc><xocs:attachments>' +
  '<xocs:attachment><xocs:attachment-eid>1-s2.0-S0012821X13002185-si1.gif</xocs:attachment-eid><xocs:file-basename>si1</xocs:file-basename>' +
  '<xocs:filename>si1.gif</xocs:filename><xocs:extension>gif</xocs:extension><xocs:attachment-type>IMAGE-GIF</xocs:attachment-type></xocs:attachment>' +
  '</xocs:attachments></xocs:attachment-metadata-doc>';

const parts = (xml: string): FixtureParts => ({ ...inSection(`<ce:para id="p1">${xml}</ce:para>`), meta: FIXTURE_META + SI1 });
const paraChildren = (xml: string) => (sectionChildren(mapFixture(parts(xml))) as Array<{ children?: unknown[] }>)[0]?.children;

const IMAGE_FORMULA = '<ce:display><ce:formula id="fd1"><ce:label>(1)</ce:label><ce:link locator="si1"/></ce:formula></ce:display>';
const BOTH =
  '<ce:display><ce:formula id="fd2"><ce:label>(2)</ce:label><mml:math altimg="si1.gif"><mml:mi>x</mml:mi></mml:math></ce:formula></ce:display>';

describe('Elsevier formula images', () => {
  it('a ce:formula without MathML becomes a display formula whose content is the si*.gif attachment', () => {
    expect(paraChildren(IMAGE_FORMULA)).toEqual([
      {
        type: 'math',
        attrs: { display: 'block', formula: true, id: 'fd1', label: '(1)' },
        children: [{ type: 'graphic', attrs: { href: 'si1.gif', locator: 'si1', eid: '1-s2.0-S0012821X13002185-si1.gif' } }],
      },
    ]);
  });

  it('an inline formula without MathML shows its image inline', () => {
    const children = paraChildren('See <ce:inline-formula><ce:link locator="si1"/></ce:inline-formula> here.');
    expect(children?.[1]).toMatchObject({
      type: 'math',
      attrs: { display: 'inline' },
      children: [{ type: 'graphic', attrs: { href: 'si1.gif' } }],
    });
  });

  it('MathML wins over the image when both exist', () => {
    const formula = paraChildren(BOTH)?.[0] as { children: Array<{ type: string }> };
    expect(formula.children.map((c) => c.type)).toEqual(['mathml']);
  });
});
