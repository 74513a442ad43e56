import { describe, expect, it } from 'vitest';
import { makeArticle } from '#tests/factories/article-model.ts';
import { matchAssets, missingFiles } from './match-assets.ts';
import { parsePlosManifest } from './plos-manifest.ts';

const jats = makeArticle({
  eid: '1-s2.0-S2050084X12000218',
  body: [
    { type: 'figure', attrs: { id: 'fig1' }, children: [{ type: 'graphic', attrs: { href: 'elife00218f001' } }] },
    { type: 'media', attrs: { id: 'video1', eid: '1-s2.0-S2050084X12000218-video1' } },
  ],
  attachments: [
    {
      eid: '1-s2.0-S2050084X12000218-video1',
      type: 'VIDEO',
      ref: 'video1',
      fileBasename: 'elife00218v001',
      extension: 'mov',
      mimetype: 'video/quicktime',
    },
    { eid: '1-s2.0-S2050084X12000218-SD1-data', type: 'APPLICATION', ref: 'SD1-data', fileBasename: 'elife00218s001', extension: 'xlsx' },
  ],
});

const typeOf = (m: ReturnType<typeof matchAssets>, name: string) => {
  const eid = [...m.files].find(([, f]) => f === name)?.[0];
  return m.attachments.find((a) => a.eid === eid);
};

describe('matchAssets', () => {
  it('names graphic renditions by suffix (spec 000 §3 attachment types)', () => {
    const m = matchAssets(jats, [
      { name: 'elife00218f001.jpg', size: 10 },
      { name: 'elife00218f001_lrg.png', size: 20 },
      { name: 'elife00218f001_ds.jpg', size: 5 },
      { name: 'elife00218f001_noncap.jpg', size: 5 },
      { name: 'elife00218f001.sml', size: 1 },
    ]);
    expect(typeOf(m, 'elife00218f001.jpg')).toMatchObject({ type: 'IMAGE', ref: 'elife00218f001', filesize: 10 });
    expect(typeOf(m, 'elife00218f001_lrg.png')).toMatchObject({ type: 'IMAGE-HIGH-RES', ref: 'elife00218f001', mimetype: 'image/png' });
    expect(typeOf(m, 'elife00218f001_ds.jpg')?.type).toBe('IMAGE-DOWNSAMPLED');
    expect(typeOf(m, 'elife00218f001_noncap.jpg')?.type).toBe('IMAGE-NONCAP');
    expect(typeOf(m, 'elife00218f001.sml')?.type).toBe('IMAGE-THUMBNAIL');
    expect(m.unmatched).toEqual([]);
  });

  it('adds other renditions of a listed video: sources, closed captions and a poster', () => {
    const m = matchAssets(jats, [
      { name: 'elife00218v001.webm', size: 300 },
      { name: 'elife00218v001.vtt', size: 40 },
      { name: 'elife00218v001.jpg', size: 50 },
      { name: 'elife00218s001.xlsx', size: 9 },
    ]);
    expect(typeOf(m, 'elife00218v001.webm')).toMatchObject({
      type: 'VIDEO',
      ref: 'video1',
      eid: '1-s2.0-S2050084X12000218-video1-webm',
      filesize: 300,
    });
    expect(typeOf(m, 'elife00218v001.vtt')).toMatchObject({ type: 'CLOSED-CAPTION-VTT', ref: 'video1' });
    expect(typeOf(m, 'elife00218v001.jpg')).toMatchObject({ type: 'IMAGE-MMC-THUMBNAIL', ref: 'video1' });
    expect(typeOf(m, 'elife00218s001.xlsx')).toMatchObject({ eid: '1-s2.0-S2050084X12000218-SD1-data', filesize: 9 });
    // The listed .mov was not supplied: it stays listed, without a file.
    expect(m.files.has('1-s2.0-S2050084X12000218-video1')).toBe(false);
  });

  it('treats mp4 and webm beside a listed audio file as audio sources', () => {
    const audio = makeArticle({
      eid: 'E',
      attachments: [{ eid: 'E-audio1', type: 'AUDIO', ref: 'audio1', fileBasename: 'a001', extension: 'mp3' }],
    });
    const m = matchAssets(audio, [
      { name: 'a001.mp3', size: 1 },
      { name: 'a001.mp4', size: 2 },
      { name: 'a001.webm', size: 3 },
    ]);
    expect(m.attachments.map((a) => [a.eid, a.type])).toEqual([
      ['E-audio1', 'AUDIO'],
      ['E-audio1-mp4', 'AUDIO'],
      ['E-audio1-webm', 'AUDIO'],
    ]);
  });

  it('matches Elsevier attachments by eid or by the eid’s file part', () => {
    const els = makeArticle({
      eid: '1-s2.0-S0960148113002048',
      attachments: [
        { eid: '1-s2.0-S0960148113002048-gr1_lrg.jpg', type: 'IMAGE-HIGH-RES', ref: 'gr1', fileBasename: 'gr1', extension: 'jpg' },
        { eid: '1-s2.0-S0960148113002048-gr1.jpg', type: 'IMAGE-DOWNSAMPLED', ref: 'gr1', fileBasename: 'gr1', extension: 'jpg' },
      ],
    });
    const m = matchAssets(els, [
      { name: 'gr1_lrg.jpg', size: 2 },
      { name: '1-s2.0-S0960148113002048-gr1.jpg', size: 1 },
      { name: 'notes.txt', size: 3 },
    ]);
    expect(m.files.get('1-s2.0-S0960148113002048-gr1_lrg.jpg')).toBe('gr1_lrg.jpg');
    expect(m.files.get('1-s2.0-S0960148113002048-gr1.jpg')).toBe('1-s2.0-S0960148113002048-gr1.jpg');
    expect(m.unmatched).toEqual(['notes.txt']);
  });

  // PLOS (pone-0056489): hrefs are info:doi URIs; MANIFEST.xml names each object's files.
  const plos = makeArticle({
    eid: '1-s2.0-S1932620313056489',
    body: [
      {
        type: 'figure',
        attrs: { id: 'g001' },
        children: [{ type: 'graphic', attrs: { href: 'info:doi/10.1371/journal.pone.0056489.g001' } }],
      },
      {
        type: 'e-component',
        attrs: { id: 's001', eid: '1-s2.0-S1932620313056489-s001', href: 'info:doi/10.1371/journal.pone.0056489.s001' },
      },
    ],
    attachments: [
      {
        eid: '1-s2.0-S1932620313056489-s001',
        type: 'APPLICATION',
        ref: 's001',
        fileBasename: 'journal.pone.0056489.s001',
        extension: 'xls',
      },
    ],
  });
  const manifest = parsePlosManifest(`<?xml version="1.0"?><!DOCTYPE manifest SYSTEM "manifest.dtd"><manifest><articleBundle>
    <article uri="info:doi/10.1371/journal.pone.0056489" main-entry="pone.0056489.xml"><representation name="XML" entry="pone.0056489.xml"/></article>
    <object uri="info:doi/10.1371/journal.pone.0056489.g001"><representation name="TIF" entry="pone.0056489.g001.tif"/>
      <representation name="PNG_I" entry="pone.0056489.g001.PNG_I"/><representation name="PNG_S" entry="pone.0056489.g001.PNG_S"/>
      <representation name="PNG_M" entry="pone.0056489.g001.PNG_M"/><representation name="PNG_L" entry="pone.0056489.g001.PNG_L"/></object>
    <object uri="info:doi/10.1371/journal.pone.0056489.s001"><representation name="XLS" entry="pone.0056489.s001.xls"/></object>
  </articleBundle></manifest>`);

  it('resolves PLOS info:doi figures and supplementary files through MANIFEST.xml', () => {
    const names = [
      'pone.0056489.g001.tif',
      'pone.0056489.g001.PNG_I',
      'pone.0056489.g001.PNG_S',
      'pone.0056489.g001.PNG_M',
      'pone.0056489.g001.PNG_L',
      'pone.0056489.s001.xls',
    ];
    const m = matchAssets(
      plos,
      names.map((name) => ({ name, size: 1 })),
      manifest,
    );
    expect(m.unmatched).toEqual([]);
    expect(typeOf(m, 'pone.0056489.g001.tif')).toMatchObject({
      type: 'IMAGE-HIGH-RES',
      ref: 'journal.pone.0056489.g001',
      extension: 'tif',
    });
    expect(typeOf(m, 'pone.0056489.g001.PNG_L')).toMatchObject({ type: 'IMAGE', extension: 'png', mimetype: 'image/png' });
    expect(typeOf(m, 'pone.0056489.g001.PNG_M')?.type).toBe('IMAGE-DOWNSAMPLED');
    expect(typeOf(m, 'pone.0056489.g001.PNG_I')?.type).toBe('IMAGE-THUMBNAIL');
    expect(typeOf(m, 'pone.0056489.g001.PNG_S')?.type).toBe('IMAGE-THUMBNAIL');
    expect(typeOf(m, 'pone.0056489.s001.xls')?.eid).toBe('1-s2.0-S1932620313056489-s001');
    expect(missingFiles(plos, m)).toEqual([]);
  });

  it('without a manifest, an info:doi graphic still finds "<doi-suffix>.tif"', () => {
    const m = matchAssets(plos, [{ name: 'pone.0056489.g001.tif', size: 1 }]);
    expect(typeOf(m, 'pone.0056489.g001.tif')).toMatchObject({ type: 'IMAGE', ref: 'journal.pone.0056489.g001' });
    expect(missingFiles(plos, m)).toEqual(['journal.pone.0056489.s001.xls: listed by the article (APPLICATION) but not in the package']);
  });

  it('a graphic naming a PDF file gets it as its image (Open Journals jose-00180); SciELO .thumbnail files are thumbnails', () => {
    const article = makeArticle({
      eid: '1-s2.0-X',
      body: [
        { type: 'figure', attrs: { id: 'f1' }, children: [{ type: 'graphic', attrs: { href: 'metamodel.pdf' } }] },
        {
          type: 'figure',
          attrs: { id: 'f2' },
          children: [
            { type: 'graphic', attrs: { href: 'x-gf001.jpg' } },
            { type: 'graphic', attrs: { href: 'x-gf001.thumbnail.jpg' } },
          ],
        },
        { type: 'figure', attrs: { id: 'f3' }, children: [{ type: 'graphic', attrs: { href: 'absent.png' } }] },
      ],
      attachments: [],
    });
    const m = matchAssets(article, [
      { name: 'metamodel.pdf', size: 1 },
      { name: 'x-gf001.jpg', size: 1 },
      { name: 'x-gf001.thumbnail.jpg', size: 1 },
    ]);
    expect(typeOf(m, 'metamodel.pdf')).toMatchObject({ type: 'IMAGE', ref: 'metamodel.pdf', extension: 'pdf' });
    expect(typeOf(m, 'x-gf001.thumbnail.jpg')).toMatchObject({ type: 'IMAGE-THUMBNAIL', ref: 'x-gf001' });
    expect(missingFiles(article, m)).toEqual(['absent: no image file for this graphic in the package']);
  });
});
