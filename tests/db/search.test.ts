import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveArticle } from '#src/db/article-writer.server.ts';
import { searchArticles, searchOptions } from '#src/db/search-repository.server.ts';
import type { SearchHit } from '#src/shared/article/article-reader.ts';
import { highlightParts, MARK_END, MARK_START } from '#src/shared/search/search-highlight.ts';
import { parseSearchParams, type SearchFilters, type SearchRequest } from '#src/shared/search/search-query.ts';
import { makeArticle } from '../factories/article-model.ts';
import { openTestPool, useSamplesDatabase } from '../setup/test-database.ts';

const request = (qs: string, more: Partial<SearchRequest> = {}, filters: SearchFilters = {}): SearchRequest => ({
  qs,
  sort: 'relevance',
  page: 1,
  ...more,
  filters,
});
const plain = (snippet: string) =>
  highlightParts(snippet)
    .map((p) => p.text)
    .join('');
const marked = (snippet: string | null) =>
  snippet
    ? highlightParts(snippet)
        .filter((p) => p.marked)
        .map((p) => p.text)
    : [];

describe('search over the samples (spec 001 §2 /search)', () => {
  let pool: pg.Pool;
  const search = (r: SearchRequest, size?: number) => searchArticles(pool, r, size);

  beforeAll(async () => {
    await useSamplesDatabase();
    pool = openTestPool();
  });
  afterAll(() => pool.end());

  /** Lexemes PostgreSQL derives from a text (what "the same word" means to the search). */
  const lexemes = async (text: string) =>
    (await pool.query<{ l: string }>("SELECT unnest(tsvector_to_array(to_tsvector('english', $1))) AS l", [text])).rows.map((r) => r.l);

  it('known-item: the exact title of at least 95% of the sample articles finds that article first', async () => {
    const { rows } = await pool.query<{ pii: string; title: string }>('SELECT pii, title FROM articles ORDER BY pii');
    expect(rows.length).toBe(67);
    const misses: string[] = [];
    for (const { pii, title } of rows) {
      const page = await search(request(title.slice(0, 250)));
      if (page.results[0]?.pii !== pii) misses.push(`${pii} "${title}" → ${page.results[0]?.title ?? 'nothing'}`);
    }
    expect(misses.length / rows.length, misses.join('\n')).toBeLessThanOrEqual(0.05);
  });

  it('a title that websearch syntax would misread ("or", leading "-", quotes) is still found by its words', async () => {
    await saveArticle(
      pool,
      makeArticle({
        pii: 'S2050084X1399991X',
        eid: '1-s2.0-S2050084X1399991X',
        doi: '10.9999/known.item',
        title: [{ text: 'Stay -or- go: "quoted" mitochondria under stress' }],
        dates: { published: '2013-01-01' },
      }),
      { file: 'factory', sha256: 'k' },
    );
    const page = await search(request('Stay -or- go: "quoted" mitochondria under stress'));
    expect(page.results[0]?.pii).toBe('S2050084X1399991X');
  });

  it('phrase and boolean syntax: a quoted phrase needs the words together, -word excludes', async () => {
    const all = await search(request('ribosome'), 100);
    const without = await search(request('ribosome -cryo'), 100);
    expect(all.hitCount).toBeGreaterThan(without.hitCount);
    const phrase = await search(request('"electron cryomicroscopy"'), 100);
    const words = await search(request('electron cryomicroscopy'), 100);
    expect(phrase.hitCount).toBeGreaterThan(0);
    expect(words.hitCount).toBeGreaterThanOrEqual(phrase.hitCount);
  });

  it('filters: year range, publication, article type and open access each narrow the results to matching articles', async () => {
    const base = await search(request('protein'), 100);
    expect(base.hitCount).toBeGreaterThan(20);
    const years = await search(request('protein', {}, { yearFrom: 2013, yearTo: 2014 }), 100);
    expect(years.hitCount).toBeGreaterThan(0);
    expect(years.hitCount).toBeLessThan(base.hitCount);
    for (const r of years.results) {
      expect(r.publicationYear).toBeGreaterThanOrEqual(2013);
      expect(r.publicationYear).toBeLessThanOrEqual(2014);
    }
    const elife = await search(request('protein', {}, { publication: 'elife' }), 100);
    expect(elife.hitCount).toBeGreaterThan(0);
    expect(new Set(elife.results.map((r) => r.publicationSlug))).toEqual(new Set(['elife']));
    const corrections = await search(request('figure', {}, { type: 'correction' }), 100);
    expect(corrections.hitCount).toBeGreaterThan(0);
    expect(new Set(corrections.results.map((r) => r.articleType))).toEqual(new Set(['correction']));
    const open = await search(request('protein', {}, { openAccess: true }), 100);
    expect(open.results.every((r) => r.openAccess)).toBe(true);
    const none = await search(request('protein', {}, { publication: 'no-such-journal' }));
    expect(none).toEqual({ hitCount: 0, estimated: false, results: [] });
  });

  it('sort by date lists the newest first; relevance puts title matches above body-only matches', async () => {
    const byDate = await search(request('cell', { sort: 'date' }), 100);
    const dates = byDate.results.map((r) => r.publicationDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const byRelevance = await search(request('ribosome'), 100);
    const firstBodyOnly = byRelevance.results.findIndex((r) => !/ribosom/i.test(r.title));
    const lastTitle = byRelevance.results.map((r) => /ribosom/i.test(r.title)).lastIndexOf(true);
    expect(lastTitle).toBeGreaterThanOrEqual(0);
    expect(lastTitle).toBeLessThan(firstBodyOnly);
  });

  it('pages are consecutive slices of one ordering, with the total count on every page', async () => {
    const all = await search(request('protein'), 100);
    const one = await search(request('protein', { page: 1 }), 5);
    const two = await search(request('protein', { page: 2 }), 5);
    expect(one.hitCount).toBe(all.hitCount);
    expect(two.hitCount).toBe(all.hitCount);
    expect([...one.results, ...two.results].map((r) => r.pii)).toEqual(all.results.slice(0, 10).map((r) => r.pii));
    const past = await search(request('protein', { page: 400 }), 5);
    expect(past).toEqual({ hitCount: all.hitCount, estimated: false, results: [] });
  });

  it('snippets mark only the searched words, in text taken from the title, abstracts and keywords', async () => {
    const query = 'ribosome structure';
    const wanted = new Set(await lexemes(query));
    const page = await search(request(query), 10);
    const { rows } = await pool.query<{ pii: string; title: string; search_abstract: string; search_keywords: string }>(
      'SELECT pii, title, search_abstract, search_keywords FROM articles WHERE pii = ANY($1)',
      [page.results.map((r) => r.pii)],
    );
    const source = new Map(rows.map((r) => [r.pii, r]));
    let marks = 0;
    for (const hit of page.results) {
      const stored = source.get(hit.pii)!;
      expect(plain(hit.highlights.title)).toBe(stored.title);
      for (const m of [...marked(hit.highlights.title), ...marked(hit.highlights.abstract), ...marked(hit.highlights.keywords)]) {
        marks++;
        for (const l of await lexemes(m)) expect(wanted).toContain(l);
      }
      for (const fragment of plain(hit.highlights.abstract ?? '').split(' … ')) expect(stored.search_abstract).toContain(fragment);
      if (hit.highlights.keywords) expect(plain(hit.highlights.keywords)).toBe(stored.search_keywords);
    }
    expect(marks).toBeGreaterThan(page.results.length);
  });

  it('a word found only in bodies finds the articles but never shows or marks body text', async () => {
    // A word that every article holding it has only in its body (weight D).
    const { rows } = await pool.query<{ lexeme: string }>(
      `SELECT u.lexeme FROM articles a, unnest(a.search) u
       WHERE u.lexeme ~ '^[a-z]{8,}$' AND plainto_tsquery('english', u.lexeme)::text = quote_literal(u.lexeme)
       GROUP BY u.lexeme HAVING bool_and(u.weights = '{D}') AND count(*) BETWEEN 2 AND 5
       ORDER BY u.lexeme LIMIT 1`,
    );
    const word = rows[0]!.lexeme;
    const page = await search(request(word));
    expect(page.hitCount).toBeGreaterThanOrEqual(2);
    for (const hit of page.results) {
      const snippets = [hit.highlights.title, hit.highlights.abstract ?? '', hit.highlights.keywords ?? ''];
      expect(snippets.join('')).not.toContain(MARK_START);
      expect(snippets.map(plain).join(' ').toLowerCase()).not.toContain(word);
    }
  });

  it('text from the database stays text: markup is not interpreted and marker characters in it cannot fake a highlight', async () => {
    await saveArticle(
      pool,
      makeArticle({
        pii: 'S2050084X1399992X',
        eid: '1-s2.0-S2050084X1399992X',
        doi: '10.9999/xss.search',
        title: [{ text: `<img src=x onerror=alert(1)> zebrafish ${MARK_START}fake${MARK_END} heart` }],
        abstracts: [
          { kind: 'author', children: [{ type: 'para', children: [{ text: '<script>alert(1)</script> zebrafish regenerate hearts.' }] }] },
        ],
      }),
      { file: 'factory', sha256: 'x' },
    );
    const hit = (await search(request('zebrafish'))).results.find((r) => r.pii === 'S2050084X1399992X') as SearchHit;
    expect(marked(hit.highlights.title)).toEqual(['zebrafish']);
    expect(plain(hit.highlights.title)).toBe('<img src=x onerror=alert(1)> zebrafish fake heart');
    // Fragments may leave out what the parser takes for tags, but they are the stored text, marked only where searched.
    expect(marked(hit.highlights.abstract)).toEqual(['zebrafish']);
    expect('<script>alert(1)</script> zebrafish regenerate hearts.').toContain(plain(hit.highlights.abstract!));
  });

  it('a long abstract: the snippet marks a searched word wherever it stands, in the stored text', async () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `Filler sentence ${i} about nothing searched here.`).join(' ');
    const cases = [
      // [pii, the searched word, the abstract]: late in a long text; a word whose lexeme does not begin its written form (study → studi).
      ['S2050084X1399993X', 'axolotl', `${filler(80)} The axolotl regrows limbs. ${filler(20)}`],
      ['S2050084X1399994X', 'study', `${filler(80)} This study of quokkas is short. ${filler(20)}`],
    ] as const;
    for (const [pii, word, text] of cases) {
      await saveArticle(
        pool,
        makeArticle({
          pii,
          eid: `1-s2.0-${pii}`,
          doi: `10.9999/${pii.toLowerCase()}`,
          title: [{ text: `Snippet window ${pii}` }],
          abstracts: [{ kind: 'author', children: [{ type: 'para', children: [{ text }] }] }],
        }),
        { file: 'factory', sha256: pii },
      );
      const hit = (await search(request(`${word} "snippet window"`), 100)).results.find((r) => r.pii === pii) as SearchHit;
      expect(marked(hit.highlights.abstract).map((m) => m.toLowerCase())).toContain(word);
      for (const fragment of plain(hit.highlights.abstract!).split(' … ')) expect(text).toContain(fragment);
    }
  });

  it('the 250-character limit: 250 characters are searched, 251 are refused with a message naming the limit', async () => {
    const longest = 'ribosome '.repeat(28).slice(0, 250);
    const ok = parseSearchParams(new URLSearchParams({ qs: longest }));
    expect(ok.ok).toBe(true);
    if (ok.ok) expect((await search(ok.request)).hitCount).toBeGreaterThan(0);
    expect(parseSearchParams(new URLSearchParams({ qs: 'x'.repeat(251) }))).toEqual({
      ok: false,
      parameter: 'qs',
      message: 'The search query is too long: use at most 250 characters',
    });
  });

  it('stop words alone and punctuation alone find nothing, without an error', async () => {
    expect(await search(request('the of and'))).toEqual({ hitCount: 0, estimated: false, results: [] });
    expect(await search(request('"" - | !!'))).toEqual({ hitCount: 0, estimated: false, results: [] });
  });

  it('filter options list the stored publications, article types and year span', async () => {
    const options = await searchOptions(pool);
    expect(options.publications.map((p) => p.slug)).toContain('elife');
    expect(options.articleTypes).toEqual(expect.arrayContaining(['research-article', 'correction', 'article-commentary']));
    expect(options.years).toEqual({ min: 2006, max: 2024 });
  });
});
