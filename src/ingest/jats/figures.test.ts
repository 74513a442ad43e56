import { describe, expect, it } from 'vitest';
import type { Attachment, ContentNode } from '#src/shared/article/content-model.ts';
import { mapArticle } from './test-article.ts';

const t = (text: string): ContentNode => ({ text });
const para = (...children: ContentNode[]): ContentNode => ({ type: 'para', children });
const EID = '1-s2.0-S2050084X12000056';

describe('JATS figures, supplementary material and media', () => {
  const cases: Array<{ title: string; body: string; expected: ContentNode[]; attachments?: Attachment[] }> = [
    {
      title: 'eLife figure: DOI, label, caption title and paragraphs, bare image id',
      body:
        '<fig id="fig1" position="float"><object-id pub-id-type="doi">10.7554/eLife.00005.003</object-id><label>Figure 1.</label>' +
        '<caption><title>Architecture of <italic>PRC2</italic>.</title><p>(<bold>A</bold>) Subunits.</p></caption><graphic xlink:href="elife00005f001"/></fig>',
      expected: [
        {
          type: 'figure',
          attrs: { id: 'fig1', label: 'Figure 1.', doi: '10.7554/eLife.00005.003' },
          children: [
            {
              type: 'caption',
              children: [
                { type: 'title', children: [t('Architecture of '), { type: 'italic', children: [t('PRC2')] }, t('.')] },
                para(t('('), { type: 'bold', children: [t('A')] }, t(') Subunits.')),
              ],
            },
            { type: 'graphic', attrs: { href: 'elife00005f001' } },
          ],
        },
      ],
    },
    {
      title: 'figure group with its figures; credit, alt text, copyright and licence',
      body:
        '<fig-group><fig id="f2"><label>Figure 2.</label><graphic xlink:href="f2" mimetype="image"><alt-text>Bars</alt-text></graphic></fig>' +
        '<fig id="f2s1" specific-use="child-fig"><graphic xlink:href="f2s1"/><attrib>FIGURE CREDIT: R. A.</attrib>' +
        '<permissions><copyright-statement>© 2012, Elsevier Inc.</copyright-statement><copyright-year>2012</copyright-year><copyright-holder>Elsevier Inc.</copyright-holder>' +
        '<license><license-p>Reprinted from <xref ref-type="bibr" rid="bib45">Tschida, 2012</xref>.</license-p></license></permissions></fig></fig-group>',
      expected: [
        {
          type: 'figure-group',
          children: [
            {
              type: 'figure',
              attrs: { id: 'f2', label: 'Figure 2.' },
              children: [
                { type: 'graphic', attrs: { href: 'f2', mimetype: 'image' } },
                { type: 'alt-text', children: [t('Bars')] },
              ],
            },
            {
              type: 'figure',
              attrs: { id: 'f2s1' },
              children: [
                { type: 'graphic', attrs: { href: 'f2s1' } },
                { type: 'attribution', children: [t('FIGURE CREDIT: R. A.')] },
                { type: 'copyright', attrs: { year: '2012', holder: 'Elsevier Inc.' }, children: [t('© 2012, Elsevier Inc.')] },
                {
                  type: 'attribution',
                  attrs: { type: 'license' },
                  children: [
                    t('Reprinted from '),
                    { type: 'cross-ref', attrs: { refid: 'bib45', refType: 'bibr' }, children: [t('Tschida, 2012')] },
                    t('.'),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'eLife supplementary file: e-component in place, attachment with derived EID, file name and extension',
      body:
        '<sec sec-type="supplementary-material"><supplementary-material id="SD2-data"><object-id pub-id-type="doi">10.7554/eLife.00005.020</object-id><label>Supplementary file 1.</label>' +
        '<caption><title>Crosslinks.</title><p>(XLSX)</p></caption><media mimetype="application" mime-subtype="xlsx" xlink:href="elife00005s002.xlsx"/></supplementary-material></sec>',
      expected: [
        {
          type: 'section',
          attrs: { type: 'supplementary-material' },
          children: [
            {
              type: 'e-component',
              attrs: {
                id: 'SD2-data',
                label: 'Supplementary file 1.',
                href: 'elife00005s002.xlsx',
                eid: `${EID}-SD2-data`,
                mimetype: 'application/xlsx',
                doi: '10.7554/eLife.00005.020',
              },
              children: [{ type: 'caption', children: [{ type: 'title', children: [t('Crosslinks.')] }, para(t('(XLSX)'))] }],
            },
          ],
        },
      ],
      attachments: [
        {
          eid: `${EID}-SD2-data`,
          type: 'APPLICATION',
          ref: 'SD2-data',
          fileBasename: 'elife00005s002',
          extension: 'xlsx',
          mimetype: 'application/xlsx',
          title: 'Crosslinks.',
        },
      ],
    },
    {
      title: 'PLOS supplementary file by info:doi: the extension comes from the MIME type',
      body: '<supplementary-material id="pone.0185809.s001" mimetype="application/pdf" xlink:href="info:doi/10.1371/journal.pone.0185809.s001"><label>S1 Appendix</label><caption><p>(PDF)</p></caption></supplementary-material>',
      expected: [
        {
          type: 'e-component',
          attrs: {
            id: 'pone.0185809.s001',
            label: 'S1 Appendix',
            href: 'info:doi/10.1371/journal.pone.0185809.s001',
            eid: `${EID}-pone.0185809.s001`,
            mimetype: 'application/pdf',
          },
          children: [{ type: 'caption', children: [para(t('(PDF)'))] }],
        },
      ],
      attachments: [
        {
          eid: `${EID}-pone.0185809.s001`,
          type: 'APPLICATION',
          ref: 'pone.0185809.s001',
          fileBasename: 'journal.pone.0185809.s001',
          extension: 'pdf',
          mimetype: 'application/pdf',
          title: 'S1 Appendix',
        },
      ],
    },
    {
      title: 'video in a paragraph: media node and VIDEO attachment',
      body: '<p><media content-type="glencoe play-in-place" id="media1" mimetype="video" mime-subtype="mov" xlink:href="elife00005m001.mov"><label>Video 1.</label><caption><title>Movement.</title></caption></media></p>',
      expected: [
        para({
          type: 'media',
          attrs: { id: 'media1', label: 'Video 1.', mimetype: 'video/mov', href: 'elife00005m001.mov', eid: `${EID}-media1` },
          children: [{ type: 'caption', children: [{ type: 'title', children: [t('Movement.')] }] }],
        }),
      ],
      attachments: [
        {
          eid: `${EID}-media1`,
          type: 'VIDEO',
          ref: 'media1',
          fileBasename: 'elife00005m001',
          extension: 'mov',
          mimetype: 'video/mov',
          title: 'Movement.',
        },
      ],
    },
  ];

  it.each(cases)('$title', ({ body, expected, attachments = [] }) => {
    const model = mapArticle({ body });
    expect(model.body).toEqual(expected);
    expect(model.attachments).toEqual(attachments);
  });

  it('supplementary items without an id still get unique, stable EIDs', () => {
    const body = '<supplementary-material mimetype="audio/mpeg" xlink:href="a.mp3"/><supplementary-material xlink:href="b.txt"/>';
    const a = mapArticle({ body }).attachments;
    expect(a.map((x) => [x.eid, x.type, x.fileBasename, x.extension])).toEqual([
      [`${EID}-supp1`, 'AUDIO', 'a', 'mp3'],
      [`${EID}-supp2`, 'APPLICATION', 'b', 'txt'],
    ]);
    expect(mapArticle({ body }).attachments).toEqual(a);
  });

  it('an image with a javascript: href is kept without the href', () => {
    const model = mapArticle({ body: '<fig id="f"><graphic xlink:href="javascript:alert(1)"/></fig>' });
    expect(model.body).toEqual([{ type: 'figure', attrs: { id: 'f' }, children: [{ type: 'graphic' }] }]);
    expect(model.warnings).toEqual(['repair:unsafe-href-dropped']);
  });
});
