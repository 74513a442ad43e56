import { describe, expect, it } from 'vitest';
import { FIXTURE_META, inSection, mapFixture, sectionChildren, type FixtureParts } from './elsevier-fixture.ts';

const ATTACHMENTS =
  '<xocs:attachment-metadata-doc><xocs:attachments>' +
  '<xocs:attachment><xocs:attachment-eid>1-s2.0-X-mmc1.jpg</xocs:attachment-eid><xocs:file-basename>mmc1</xocs:file-basename>' +
  '<xocs:filename>mmc1.jpg</xocs:filename><xocs:extension>jpg</xocs:extension><xocs:attachment-type>IMAGE-MMC-THUMBNAIL</xocs:attachment-type></xocs:attachment>' +
  '<xocs:attachment><xocs:attachment-eid>1-s2.0-X-mmc1.xlsx</xocs:attachment-eid><xocs:file-basename>mmc1</xocs:file-basename>' +
  '<xocs:filename>mmc1.xlsx</xocs:filename><xocs:extension>xlsx</xocs:extension><xocs:filesize>1024</xocs:filesize>' +
  '<xocs:attachment-type>APPLICATION</xocs:attachment-type></xocs:attachment>' +
  '</xocs:attachments></xocs:attachment-metadata-doc>';

function inDisplay(xml: string): FixtureParts {
  return { ...inSection(`<ce:para id="p1"><ce:display>${xml}</ce:display></ce:para>`), meta: FIXTURE_META + ATTACHMENTS };
}

function displayed(parts: FixtureParts): unknown {
  return (sectionChildren(mapFixture(parts)) as Array<{ children?: unknown[] }>)[0]?.children?.[0];
}

const cases: Array<{ title: string; xml: string; expected: unknown }> = [
  {
    title: 'a figure: caption first, then graphic, alt text and credits',
    xml:
      '<ce:figure id="f1"><ce:label>Fig. 1</ce:label><ce:source>From X.</ce:source><ce:link locator="gr1"/>' +
      '<ce:alt-text>A map</ce:alt-text><ce:caption id="c1"><ce:simple-para>A map of <ce:italic>sites</ce:italic>.</ce:simple-para></ce:caption>' +
      '<ce:copyright year="2013" type="other">The Authors</ce:copyright></ce:figure>',
    expected: {
      type: 'figure',
      attrs: { id: 'f1', label: 'Fig. 1' },
      children: [
        {
          type: 'caption',
          attrs: { id: 'c1' },
          children: [{ type: 'para', children: [{ text: 'A map of ' }, { type: 'italic', children: [{ text: 'sites' }] }, { text: '.' }] }],
        },
        { type: 'graphic', attrs: { href: 'gr1', locator: 'gr1' } },
        { type: 'alt-text', children: [{ text: 'A map' }] },
        { type: 'source', children: [{ text: 'From X.' }] },
        { type: 'copyright', attrs: { year: '2013', type: 'other' }, children: [{ text: 'The Authors' }] },
      ],
    },
  },
  {
    title: 'an unlabelled graphical-abstract figure keeps just its graphic',
    xml: '<ce:figure id="f2"><ce:link locator="fx1"/></ce:figure>',
    expected: { type: 'figure', attrs: { id: 'f2' }, children: [{ type: 'graphic', attrs: { href: 'fx1', locator: 'fx1' } }] },
  },
  {
    title: 'supplementary material takes its file, EID and type from the main attachment',
    xml: '<ce:e-component id="ec1"><ce:label>Appendix A</ce:label><ce:caption><ce:simple-para>Data.</ce:simple-para></ce:caption><ce:link locator="mmc1"/></ce:e-component>',
    expected: {
      type: 'e-component',
      attrs: {
        id: 'ec1',
        label: 'Appendix A',
        href: 'mmc1.xlsx',
        locator: 'mmc1',
        eid: '1-s2.0-X-mmc1.xlsx',
        mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      children: [{ type: 'caption', children: [{ type: 'para', children: [{ text: 'Data.' }] }] }],
    },
  },
  {
    title: 'supplementary material without an attachment keeps its locator',
    xml: '<ce:e-component id="ec2"><ce:link locator="mmc9"/></ce:e-component>',
    expected: { type: 'e-component', attrs: { id: 'ec2', href: 'mmc9', locator: 'mmc9' } },
  },
];

describe('Elsevier figures and supplementary material', () => {
  it.each(cases)('$title', ({ xml, expected }) => {
    expect(displayed(inDisplay(xml))).toEqual(expected);
  });

  it('an inline figure in a table cell is an inline graphic', () => {
    const model = mapFixture(
      inSection(
        '<ce:para><ce:display><ce:table id="t1"><tgroup cols="1"><tbody><row><entry xmlns="http://www.elsevier.com/xml/common/dtd">' +
          '<inline-figure baseline="0"><link locator="fx2"/></inline-figure></entry></row></tbody></tgroup></ce:table></ce:display></ce:para>',
      ),
    );
    expect(JSON.stringify(model.body)).toContain('{"type":"graphic","attrs":{"href":"fx2","locator":"fx2","inline":true}}');
  });

  it('lists attachments with the locator they belong to', () => {
    const model = mapFixture(inDisplay('<ce:e-component id="ec1"><ce:link locator="mmc1"/></ce:e-component>'));
    expect(model.attachments).toEqual([
      {
        eid: '1-s2.0-X-mmc1.jpg',
        type: 'IMAGE-MMC-THUMBNAIL',
        fileBasename: 'mmc1',
        ref: 'mmc1',
        extension: 'jpg',
        mimetype: 'image/jpeg',
      },
      {
        eid: '1-s2.0-X-mmc1.xlsx',
        type: 'APPLICATION',
        fileBasename: 'mmc1',
        ref: 'mmc1',
        extension: 'xlsx',
        mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filesize: 1024,
      },
    ]);
  });
});
