/**
 * Scoring over the part of the store around the changed articles (relatedArticlesAmong) with
 * only the articles read in full that can matter: the others are known by the keys they share
 * with the lists made again (SharedKeys), and one is read only when a bound of its score
 * (related-bounds.ts) reaches
 * - the 6th score of a list made again among the articles read so far (the floor while fewer
 *   qualify) — the exact 6th can only be higher, so an article under it cannot enter; or
 * - for its own stored list, the score a changed article must beat to enter it (its stored
 *   6th, or the floor).
 * The result is the one relatedArticlesAmong gives over every article around: the same lists
 * made again, and the same entries wherever an entry can change a stored list.
 */
import { entryThreshold, scoreBounds, type SharedKeys } from './related-bounds.ts';
import {
  MAX_RECOMMENDATIONS,
  MIN_SCORE,
  enteringScores,
  listsAmong,
  type ArticleSignals,
  type CorpusStats,
  type Scored,
} from './related-scores.ts';

/** Candidates read at first for each list made again: those with its best bounds. */
const FIRST_READ = 8;

export interface PrunedScoring {
  /** The lists to make again, read in full. */
  remade: readonly ArticleSignals[];
  /** Changed articles (among `remade`): the ones that may enter other lists. */
  changed: ReadonlySet<number>;
  stats: CorpusStats;
  /** Every other article sharing a scored key or a citation with one of `remade`. */
  around: readonly SharedKeys[];
  /** For these articles, what a changed article must score to enter their stored lists (entryThreshold). */
  thresholds(ids: number[]): Promise<Map<number, number>>;
  /** These articles in full (those that still exist); the store's counts of their terms added to `stats`. */
  read(ids: number[]): Promise<ArticleSignals[]>;
  /** Called after each step with its seconds (the bench prints them). */
  onPhase?: (phase: string, seconds: number) => void;
}

export interface PrunedResult {
  lists: Map<number, Scored[]>;
  entries: Map<number, Scored[]>;
  /** Articles read in full besides `remade`. */
  read: number;
  rounds: number;
}

export async function relatedArticlesPruned(p: PrunedScoring, floor = MIN_SCORE): Promise<PrunedResult> {
  let last = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    p.onPhase?.(name, (now - last) / 1000);
    last = now;
  };
  const remake = new Set(p.remade.map((a) => a.id));
  const bound = scoreBounds(p.remade, p.stats);
  const byList = new Map<number, Array<{ id: number; bound: number }>>([...remake].map((id) => [id, []]));
  const entering = new Map<number, number>();
  for (const candidate of p.around) {
    if (remake.has(candidate.id)) continue;
    for (const b of bound(candidate)) {
      if (b.inList >= floor) byList.get(b.id)!.push({ id: candidate.id, bound: b.inList });
      if (p.changed.has(b.id) && b.entering >= floor) entering.set(candidate.id, Math.max(entering.get(candidate.id) ?? 0, b.entering));
    }
  }
  phase('bounds');
  const wanted = new Set<number>();
  const thresholds = await p.thresholds([...entering.keys()]);
  for (const [id, best] of entering) if (best >= (thresholds.get(id) ?? floor)) wanted.add(id);
  // Read for the lists made again: scored among themselves first (a few), all together at the end.
  const forLists = new Set<number>();
  const next = new Map<number, number>();
  for (const [id, list] of byList) {
    list.sort((x, y) => y.bound - x.bound || x.id - y.id);
    for (const c of list.slice(0, FIRST_READ)) forLists.add(c.id);
    next.set(id, Math.min(FIRST_READ, list.length));
  }

  const asked = new Set<number>();
  const read: ArticleSignals[] = [];
  const readMissing = async (ids: Iterable<number>) => {
    const missing = [...new Set(ids)].filter((id) => !asked.has(id));
    for (const id of missing) asked.add(id);
    phase('(scoring)');
    read.push(...(await p.read(missing)));
    phase(`read ${missing.length}`);
  };
  await readMissing([...wanted, ...forLists]);
  const byId = (x: ArticleSignals, y: ArticleSignals) => x.id - y.id;
  let rounds = 1;
  let lists: Map<number, Scored[]>;
  for (; ; rounds++) {
    const scoring = [...p.remade, ...read.filter((a) => forLists.has(a.id))].sort(byId);
    lists = listsAmong(scoring, p.stats, remake, undefined, floor);
    // A list's 6th among the articles scored is a floor of its 6th among all: who may beat it is read next.
    const more: number[] = [];
    for (const [id, list] of byList) {
      const reach = entryThreshold(
        (lists.get(id) ?? []).map((s) => s.score),
        floor,
      );
      let at = next.get(id)!;
      for (; at < list.length && list[at]!.bound >= reach; at++) {
        if (!forLists.has(list[at]!.id)) more.push(list[at]!.id);
        forLists.add(list[at]!.id);
      }
      next.set(id, at);
    }
    if (more.length === 0) break;
    await readMissing(more);
  }
  phase('(scoring)');
  // The lists are those of the last round: whoever was not scored in it cannot reach them. The
  // entries are scored for the stored lists a changed article may enter, each score from the two
  // articles and the store's figures alone.
  const scoredForEntries = [...p.remade.filter((a) => p.changed.has(a.id)), ...read.filter((a) => wanted.has(a.id))].sort(byId);
  const entries = enteringScores(scoredForEntries, p.stats, wanted, p.changed, undefined, floor);
  phase(`entries scored for ${wanted.size} lists`);
  return { lists, entries, read: read.length, rounds };
}

/** A stored list with the changed articles' entries put in: best first (ties by id), at most MAX_RECOMMENDATIONS. */
export function mergeEntries(stored: readonly Scored[], entering: readonly Scored[], changed: ReadonlySet<number>): Scored[] {
  return [...stored.filter((s) => !changed.has(s.id)), ...entering]
    .sort((x, y) => y.score - x.score || x.id - y.id)
    .slice(0, MAX_RECOMMENDATIONS);
}
