import { describe, expect, it } from 'vitest';
import { corpus, neighbourhood, statsOf, withCiters } from '#tests/factories/related-corpus.ts';
import { entryThreshold, scoreBounds, type SharedKeys } from './related-bounds.ts';
import { mergeEntries, relatedArticlesPruned } from './related-pruning.ts';
import { MIN_SCORE, relatedArticles, relatedArticlesAmong, type ArticleSignals, type Scored } from './related-scores.ts';

/** What the update reads of an article first: its keys (a superset of those it shares with the read ones). */
const keysOf = (a: ArticleSignals): SharedKeys => ({
  id: a.id,
  terms: [...a.strongTerms, ...a.terms],
  dois: a.referenceDois,
  citers: a.citedBy ?? [],
});

describe('bounds of related-article scores from shared keys', () => {
  it.each([
    [1, 30, 1, 5],
    [2, 60, 1, 12],
    [3, 200, 8, 20],
    [4, 400, 30, 10],
  ])('seed %i, %i articles (vocabulary ×%i), %i read: no score in either direction exceeds its bound', (seed, size, spread, readCount) => {
    const articles = withCiters(corpus(seed, size, spread));
    const stats = statsOf(articles);
    const read = articles.slice(-readCount);
    const bound = scoreBounds(read, stats);
    // Every score, however low: no floor, every candidate.
    const every = relatedArticles(articles, size, 0);
    const score = (list: number, member: number) => every.get(list)!.find((s) => s.id === member)?.score ?? 0;
    let checked = 0;
    for (const c of articles) {
      const bounds = new Map(bound(keysOf(c)).map((b) => [b.id, b]));
      expect(bounds.has(c.id)).toBe(false);
      for (const a of read) {
        if (a.id === c.id) continue;
        const b = bounds.get(a.id);
        expect(score(a.id, c.id), `${c.id} in the list of ${a.id}`).toBeLessThanOrEqual(b?.inList ?? 0);
        expect(score(c.id, a.id), `${a.id} in the list of ${c.id}`).toBeLessThanOrEqual(b?.entering ?? 0);
        if (score(a.id, c.id) > 0) checked++;
      }
    }
    expect(checked).toBeGreaterThan(readCount);
  });

  it('a list takes a new article when it reaches its 6th score, or the floor while it has fewer', () => {
    expect(entryThreshold([0.9, 0.8, 0.7, 0.6, 0.5, 0.4], MIN_SCORE)).toBe(0.4);
    expect(entryThreshold([0.9, 0.8], MIN_SCORE)).toBe(MIN_SCORE);
  });
});

describe('the update reads in full only the articles around that can reach a list', () => {
  it.each([
    [1, 40, 1, 5, 2],
    [2, 120, 2, 10, 6],
    [3, 400, 8, 6, 6],
    [4, 600, 30, 12, 10],
    [5, 800, 4, 20, 0],
  ])(
    'seed %i, %i articles (vocabulary ×%i), %i added, %i more lists made again: the lists and the stored lists entered equal those of a reading of everything around',
    async (seed, size, spread, added, extra) => {
      const articles = withCiters(corpus(seed, size, spread));
      const stats = statsOf(articles);
      // The stored lists: those of the store before the run.
      const stored = relatedArticles(withCiters(articles.slice(0, -added)));
      const changed = new Set(articles.slice(-added).map((a) => a.id));
      const remake = new Set([...changed, ...articles.slice(0, extra).map((a) => a.id)]);
      const part = neighbourhood(articles, stats, remake);
      const expected = relatedArticlesAmong(part, stats, remake, changed);

      const around = part.filter((a) => !remake.has(a.id));
      const asked: number[] = [];
      const pruned = await relatedArticlesPruned({
        remade: part.filter((a) => remake.has(a.id)),
        changed,
        stats,
        around: around.map(keysOf),
        thresholds: async (ids) =>
          new Map(
            ids.map((id) => [
              id,
              entryThreshold(
                (stored.get(id) ?? []).map((s) => Math.fround(s.score)),
                MIN_SCORE,
              ),
            ]),
          ),
        read: async (ids) => {
          asked.push(...ids);
          return part.filter((a) => ids.includes(a.id));
        },
      });

      expect(pruned.lists).toEqual(expected.lists);
      const merged = (entries: Map<number, Scored[]>, id: number) =>
        mergeEntries(
          (stored.get(id) ?? []).map((s) => ({ id: s.id, score: Math.fround(s.score) })),
          (entries.get(id) ?? []).map((e) => ({ id: e.id, score: Math.fround(e.score) })),
          changed,
        );
      for (const a of around) expect(merged(pruned.entries, a.id), `list of ${a.id}`).toEqual(merged(expected.entries, a.id));
      expect(new Set(asked).size).toBe(asked.length);
    },
  );
});

describe('an article around that cannot reach a list is not read', () => {
  it('six twins of a new article are read; articles sharing one of its abstract words among many of their own only where a list is not full', async () => {
    const own = (id: number) => Array.from({ length: 30 }, (_, i) => `own${id}-${i}`);
    const article = (id: number, over: Partial<ArticleSignals>): ArticleSignals => ({
      id,
      strongTerms: [],
      terms: [],
      referenceDois: [],
      cites: [],
      citedBy: [],
      ...over,
    });
    const twin = (id: number) => article(id, { strongTerms: ['kidney', 'cyst'], terms: ['flow', 'renal'] });
    const twins = Array.from({ length: 6 }, (_, i) => twin(i + 1));
    const distant = Array.from({ length: 30 }, (_, i) =>
      article(100 + i, { strongTerms: own(100 + i).slice(0, 3), terms: ['flow', ...own(100 + i)] }),
    );
    // Words shared by pairs of the distant articles, so theirs are scored too.
    const fillers = Array.from({ length: 300 }, (_, i) => article(1000 + i, { terms: own(100 + (i % 30)) }));
    const added = twin(5000);
    const articles = [...twins, ...distant, ...fillers, added];
    const stats = statsOf(articles);
    const stored = relatedArticles(articles.slice(0, -1));
    const asked = new Set<number>();
    const { lists } = await relatedArticlesPruned({
      remade: [added],
      changed: new Set([5000]),
      stats,
      around: [...twins, ...distant].map(keysOf),
      thresholds: async (ids) =>
        new Map(
          ids.map((id) => [
            id,
            entryThreshold(
              (stored.get(id) ?? []).map((x) => x.score),
              MIN_SCORE,
            ),
          ]),
        ),
      read: async (ids) => {
        for (const id of ids) asked.add(id);
        return articles.filter((a) => ids.includes(a.id));
      },
    });
    expect(lists.get(5000)!.map((x) => x.id)).toEqual([1, 2, 3, 4, 5, 6]);
    // Read: the first picks of the new article's list (its 8 best bounds: the twins and 2 of them),
    // and those whose list is not full (the floor is their bar, and one shared word's bound is above it).
    const open = distant.filter((a) => (stored.get(a.id) ?? []).length < 6);
    expect(distant.filter((a) => asked.has(a.id) && !open.includes(a)).length).toBeLessThanOrEqual(2);
    expect(asked.size).toBeLessThanOrEqual(8 + open.length);
    expect(relatedArticles(articles).get(5000)).toEqual(lists.get(5000));
  });
});
