import type { ArticleModel } from '../article/content-model.ts';
import { bm25Index, positionedTokens, tokensWithin, type Bm25Index } from './bm25.ts';
import { MAX_QUESTIONS, type AnswerSource, type BuiltQuestion } from './qa-types.ts';
import { MIN_QUESTIONS, questionSpecs, type QuestionSpec } from './question-specs.ts';
import { isQuotable, sentenceSpans, type SentenceSpan } from './sentences.ts';
import { sourceParagraphs, type SourceParagraph } from './source-paragraphs.ts';

/**
 * The extractive engine (default, offline, no model): each question of the article's structure
 * is answered by its best-ranked sentences — BM25 over the paragraphs, weighted by section
 * type, then sentences by the question's terms and cue phrases. Every sentence of an answer is
 * a verbatim slice of the paragraph it cites; a question nothing answers is left out.
 */
export interface ArticleCorpus {
  paragraphs: readonly SourceParagraph[];
  sentences: ReadonlyArray<ReadonlyArray<SentenceSpan & { terms: ReadonlySet<string> }>>;
  index: Bm25Index;
  specs: readonly QuestionSpec[];
}

interface Candidate {
  paragraph: SourceParagraph;
  sentence: number;
  score: number;
}

/** Longest answer an extractive answer grows to (a second sentence or source is added within it). */
const MAX_ANSWER_CHARS = 700;

export function articleCorpus(model: Pick<ArticleModel, 'body' | 'back' | 'dataAvailability' | 'abstracts'>): ArticleCorpus {
  const paragraphs = sourceParagraphs(model);
  // Each paragraph is tokenised once: its terms index it, and its sentences' terms are slices of them.
  const positioned = paragraphs.map((p) => positionedTokens(p.text));
  return {
    paragraphs,
    sentences: paragraphs.map((p, i) =>
      sentenceSpans(p.text)
        .filter((s) => isQuotable(s.text))
        .map((s) => ({ ...s, terms: new Set(tokensWithin(p.text, positioned[i]!, s.start, s.end)) })),
    ),
    index: bm25Index(positioned.map((t) => t.terms)),
    specs: questionSpecs(model, paragraphs),
  };
}

function priorOf(spec: QuestionSpec, p: SourceParagraph): number {
  return Math.max(...p.kinds.map((k) => spec.priors[k] ?? spec.priors.other ?? 0));
}

/** Share of the query's weight a sentence's terms cover (0–1). */
function coverage(spec: QuestionSpec, total: number, terms: ReadonlySet<string>): number {
  let hit = 0;
  for (const t of terms) hit += spec.query.get(t) ?? 0;
  return Math.min(1, (hit / total) * 4);
}

/** Sentences that may answer `spec`, best first. */
export function rankSentences(corpus: ArticleCorpus, spec: QuestionSpec): Candidate[] {
  const scored = corpus.paragraphs.map((p) => ({
    p,
    prior: spec.within && !spec.within(p) ? 0 : priorOf(spec, p),
    bm: corpus.index.score(p.order, spec.query),
  }));
  const maxBm = Math.max(0, ...scored.map((s) => s.bm * s.prior)) || 1;
  const positionInSection = new Map<string, number>();
  const total = [...spec.query.values()].reduce((a, w) => a + w, 0) || 1;
  const out: Candidate[] = [];
  for (const { p, prior, bm } of scored) {
    const nth = positionInSection.get(p.innerSectionId) ?? 0;
    positionInSection.set(p.innerSectionId, nth + 1);
    if (prior <= 0) continue;
    corpus.sentences[p.order]!.forEach((s, i) => {
      const cue = spec.cue?.test(s.text) ?? false;
      if (!cue && (spec.requireCue || (spec.freeIn && !p.kinds.some((k) => spec.freeIn!.includes(k))))) return;
      const cover = coverage(spec, total, s.terms);
      const lead = spec.lead ? 0.5 / (1 + nth + i) : 0;
      if (bm <= 0 && !cue && lead === 0) return;
      const score = prior * ((bm * prior) / maxBm + 0.6 * cover + (cue ? 1 : 0) + lead);
      if (score > 0) out.push({ paragraph: p, sentence: i, score });
    });
  }
  return out.sort((a, b) => b.score - a.score || a.paragraph.order - b.paragraph.order || a.sentence - b.sentence);
}

function key(c: { paragraph: SourceParagraph; sentence: number }): string {
  return `${c.paragraph.order}:${c.sentence}`;
}

/** The passage for a best sentence: it, and the next sentence of its paragraph when that one is ranked too and fits. */
function passageFrom(
  corpus: ArticleCorpus,
  best: Candidate,
  ranked: ReadonlySet<string>,
  used: Set<string>,
): { start: number; end: number; text: string } {
  const spans = corpus.sentences[best.paragraph.order]!;
  const first = spans[best.sentence]!;
  let end = first.end;
  const next = spans[best.sentence + 1];
  const nextKey = `${best.paragraph.order}:${best.sentence + 1}`;
  if (
    next &&
    ranked.has(nextKey) &&
    !used.has(nextKey) &&
    next.end - first.start <= MAX_ANSWER_CHARS / 2 &&
    /^\s*$/.test(best.paragraph.text.slice(first.end, next.start))
  ) {
    end = next.end;
    used.add(nextKey);
  }
  used.add(key(best));
  return { start: first.start, end, text: best.paragraph.text.slice(first.start, end) };
}

function answer(corpus: ArticleCorpus, spec: QuestionSpec, used: Set<string>): BuiltQuestion | null {
  const ranked = rankSentences(corpus, spec).filter((c) => !used.has(key(c)));
  const best = ranked[0];
  if (!best) return null;
  const rankedKeys = new Set(ranked.map(key));
  const picks = [{ c: best, ...passageFrom(corpus, best, rankedKeys, used) }];
  const second = ranked.find((c) => c.paragraph.order !== best.paragraph.order && c.score >= 0.7 * best.score && !used.has(key(c)));
  if (second && picks[0]!.text.length + corpus.sentences[second.paragraph.order]![second.sentence]!.text.length < MAX_ANSWER_CHARS) {
    picks.push({ c: second, ...passageFrom(corpus, second, rankedKeys, used) });
  }
  picks.sort((a, b) => a.c.paragraph.order - b.c.paragraph.order || a.start - b.start);
  const paragraphs: AnswerSource[] = picks.map(({ c, text }) => ({
    paragraph_id: c.paragraph.id,
    section_id: c.paragraph.sectionId || c.paragraph.innerSectionId,
    passage: text,
  }));
  return { id: spec.id, question: spec.question, answer: picks.map((p) => p.text).join(' '), paragraphs, engine: 'extractive' };
}

/** Every question the article answers, with its extractive answer, in the order of the specs. */
export function extractiveAnswers(corpus: ArticleCorpus): BuiltQuestion[] {
  const used = new Set<string>();
  const out: BuiltQuestion[] = [];
  for (const spec of corpus.specs) {
    if (out.length >= MAX_QUESTIONS || (spec.reserve && out.length >= MIN_QUESTIONS)) break;
    const built = answer(corpus, spec, used);
    if (built) out.push(built);
  }
  return out;
}

/** Notices about other articles (corrections, retractions …) answer no questions of their own. */
const NOTICE_TYPES = /^(?:correction|retraction|expression-of-concern|addendum|erratum|removal|err|ret|cor|exp|add|rem)$/i;

export function answersQuestions(model: Partial<Pick<ArticleModel, 'articleType' | 'documentSubtype'>>): boolean {
  return !NOTICE_TYPES.test(model.articleType ?? '') && !NOTICE_TYPES.test(model.documentSubtype ?? '');
}

/** Questions and extractive answers of an article (none without body text, none for a notice). */
export function buildExtractiveQuestions(
  model: Pick<ArticleModel, 'body' | 'back' | 'dataAvailability' | 'abstracts'> &
    Partial<Pick<ArticleModel, 'articleType' | 'documentSubtype'>>,
): BuiltQuestion[] {
  return answersQuestions(model) ? extractiveAnswers(articleCorpus(model)) : [];
}
