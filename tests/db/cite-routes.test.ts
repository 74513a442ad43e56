import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { problemSchema } from '#src/shared/api/api-contract.ts';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { parseCitation, type CslItem } from '../setup/parse-citation.ts';
import { openTestPool, useSamplesDatabase } from '../setup/test-database.ts';
import { expectedCitation, invertedForm, letters, readingForm, refWorksTags, type ExpectedCitation } from './cite-expected.ts';

const RIS = 'application/x-research-info-systems';
const BIBTEX = 'text/x-bibtex';
const TEXT = 'text/plain';

describe('citation export (spec 001 §2 "Export", §9 RIS, BibTeX, text, plus RefWorks) for every sample article', () => {
  let pool: pg.Pool;
  let server: Server;
  let base: string;
  const logged: string[] = [];
  let models: ArticleModel[] = [];

  beforeAll(async () => {
    await useSamplesDatabase();
    pool = openTestPool();
    const repository = createArticleRepository(pool);
    const { rows } = await pool.query<{ pii: string }>('SELECT pii FROM articles ORDER BY pii');
    models = await Promise.all(rows.map(async (r) => (await repository.findByPii(r.pii))!.model));
    const log = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
    server = createApp({ access: ALL_CONTENT_OPEN, articles: repository, log }).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await pool.end();
  });

  const download = async (path: string) => {
    const res = await fetch(base + path);
    const bytes = Buffer.from(await res.arrayBuffer());
    return { res, bytes, text: bytes.toString('utf8') };
  };
  const cite = (pii: string, format: string, withAbstract: boolean) =>
    download(`/sdfe/arp/cite?${new URLSearchParams({ pii, format, ...(withAbstract ? { withabstract: 'true' } : {}) })}`);

  it('ingested every sample', () => {
    expect(models.length).toBeGreaterThanOrEqual(60);
  });

  /** The fields citation-js reads from RIS and BibTeX, compared with the stored metadata. */
  function expectParsed(item: CslItem, want: ExpectedCitation, format: 'ris' | 'bibtex', withAbstract: boolean) {
    expect(item.type).toBe('article-journal');
    expect(item.title).toBe(want.title);
    const authors = want.authors.map((a) => (format === 'bibtex' && a.literal ? { family: a.literal } : a));
    expect(item.author ?? []).toEqual(authors);
    expect(item['container-title']).toBe(want.journal);
    expect(item.volume).toBe(want.volume);
    expect(item.issue).toBe(want.issue);
    const pages =
      want.firstPage && want.lastPage && want.lastPage !== want.firstPage ? `${want.firstPage}-${want.lastPage}` : want.firstPage;
    expect(item.page).toBe(pages);
    expect(item.number).toBe(want.articleNumber);
    const parts = format === 'ris' ? [want.year, want.month, want.day] : [want.year, want.month];
    expect(item.issued?.['date-parts']?.[0]).toEqual(parts.filter((p) => p !== undefined));
    expect([item.ISSN ?? []].flat()).toEqual(format === 'ris' ? want.issns : want.issns.slice(0, 1));
    expect(item.DOI).toBe(want.doi);
    expect(item.URL).toBe(`https://doi.org/${want.doi}`);
    expect(letters(item.abstract) || undefined).toBe(withAbstract ? want.abstractLetters : undefined);
  }

  it.each([
    ['RIS', RIS, 'ris'],
    ['BibTeX', BIBTEX, 'bibtex'],
  ] as const)(
    '%s: every article parses with citation-js into its stored metadata, with and without abstract',
    async (_name, format, kind) => {
      for (const model of models) {
        for (const withAbstract of [true, false]) {
          const { res, text } = await cite(model.pii, format, withAbstract);
          expect(res.status, model.pii).toBe(200);
          expect(res.headers.get('content-type')).toBe(`${format}; charset=utf-8`);
          expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${model.pii}.${kind === 'ris' ? 'ris' : 'bib'}"`);
          const items = parseCitation(text);
          expect(items, model.pii).toHaveLength(1);
          expectParsed(items[0]!, expectedCitation(model), kind, withAbstract);
        }
      }
    },
  );

  it('text: every article, field by field, with https://doi.org links and the article page', async () => {
    for (const model of models) {
      const want = expectedCitation(model);
      const { res, text } = await cite(model.pii, TEXT, true);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${model.pii}.txt"`);
      const lines = text.split('\n');
      const fields = [
        want.authors.map(readingForm).join(', '),
        want.title,
        want.journal,
        [want.volume && `Volume ${want.volume}`, want.issue && `Issue ${want.issue}`].filter(Boolean).join(', '),
        String(want.year),
        want.firstPage
          ? `${want.lastPage && want.lastPage !== want.firstPage ? 'Pages' : 'Page'} ${want.firstPage}${want.lastPage && want.lastPage !== want.firstPage ? `-${want.lastPage}` : ''}`
          : `Article ${want.articleNumber}`,
        `ISSN ${want.issns[0]}`,
        `https://doi.org/${want.doi}`,
      ];
      expect(lines.slice(0, fields.length), model.pii).toEqual(fields.map((f, i) => `${f}${i === fields.length - 1 ? '.' : ','}`));
      expect(lines[fields.length]).toBe(`(${base}/science/article/pii/${model.pii})`);
      const abstract = lines.find((l) => l.startsWith('Abstract: '));
      expect(letters(abstract?.slice('Abstract: '.length)) || undefined, model.pii).toBe(want.abstractLetters);
    }
  });

  it('RefWorks: every article, tag by tag', async () => {
    for (const model of models) {
      const want = expectedCitation(model);
      const { res, text } = await download(`/sdfe/arp/export/${model.pii}/refworks-tagged-format?withabstract=true`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${model.pii}-refworks.txt"`);
      const tags = refWorksTags(text);
      expect(text.startsWith('RT Journal Article\n')).toBe(true);
      expect(tags.get('A1') ?? [], model.pii).toEqual(want.authors.map(invertedForm));
      expect(tags.get('T1')).toEqual([want.title]);
      expect(tags.get('JF')).toEqual([want.journal]);
      expect(tags.get('YR')).toEqual([String(want.year)]);
      expect(tags.get('VO')).toEqual(want.volume ? [want.volume] : undefined);
      expect(tags.get('IS')).toEqual(want.issue ? [want.issue] : undefined);
      expect(tags.get('SP')).toEqual([want.firstPage ?? want.articleNumber]);
      expect(tags.get('OP')).toEqual(want.lastPage && want.lastPage !== want.firstPage ? [want.lastPage] : undefined);
      expect(tags.get('SN')).toEqual(want.issns);
      expect(tags.get('DO')).toEqual([want.doi]);
      expect(tags.get('LK')).toEqual([`https://doi.org/${want.doi}`]);
      expect(letters(tags.get('AB')?.[0]) || undefined, model.pii).toBe(want.abstractLetters);
    }
  });

  it('sends UTF-8 bytes for names outside ASCII', async () => {
    const model = models.find((m) => m.authors.some((a) => a.name.surname === 'Kühlbrandt'))!;
    const { bytes } = await cite(model.pii, BIBTEX, false);
    expect(bytes.includes(Buffer.from('Kühlbrandt', 'utf8'))).toBe(true);
  });

  it.each([
    ['/sdfe/arp/cite?format=text/plain', 'pii'],
    ['/sdfe/arp/cite?pii=S0960148113002048', 'format'],
    ['/sdfe/arp/cite?pii=S0960148113002048&format=application/json', 'format'],
    ['/sdfe/arp/cite?pii=S0960148113002048&format=text/plain&withabstract=yes', 'withabstract'],
    ['/sdfe/arp/cite?pii=S0960148113002048&pii=S0960148113002048&format=text/plain', 'pii'],
    ['/sdfe/arp/export/S0960148113002048/refworks-tagged-format?withabstract=1', 'withabstract'],
  ])('%s → 400 naming "%s"', async (path, parameter) => {
    const { res, text } = await download(path);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = problemSchema.parse(JSON.parse(text));
    expect(problem.detail).toContain(`"${parameter}"`);
  });

  it.each([
    [`/sdfe/arp/cite?pii=S0000000000000000&format=${encodeURIComponent(RIS)}`],
    ['/sdfe/arp/export/S0000000000000000/refworks-tagged-format'],
  ])('%s → 404 problem for an unknown PII', async (path) => {
    const { res, text } = await download(path);
    expect(res.status).toBe(404);
    expect(problemSchema.parse(JSON.parse(text)).detail).toBe('No article with PII S0000000000000000');
  });

  it('logs "Invalid PII {value}" for a malformed PII and answers 404', async () => {
    const { res } = await cite('not-a-pii', TEXT, false);
    expect(res.status).toBe(404);
    expect(logged.some((line) => line.includes('Invalid PII not-a-pii'))).toBe(true);
  });
});
