import { z } from 'zod';
import { rankSentences, type ArticleCorpus } from '#src/shared/qa/extractive-engine.ts';
import type { AnswerSource, BuiltQuestion } from '#src/shared/qa/qa-types.ts';
import type { QuestionSpec } from '#src/shared/qa/question-specs.ts';
import { OBJECT, type SourceParagraph } from '#src/shared/qa/source-paragraphs.ts';

/**
 * The generative engine's pure half: which passages a model sees (the question's top-ranked
 * paragraphs only), the chat messages that ask it to answer from them and cite them, and the
 * check of its reply — an answer citing anything but those passages is dropped.
 */
export const TOP_PASSAGES = 5;
const MAX_PASSAGE_CHARS = 1500;

export interface PromptPassage {
  label: string;
  paragraph: SourceParagraph;
  /** The verbatim sentence the page highlights for this question (the best-ranked one), else ''. */
  highlight: string;
}

export function topPassages(corpus: ArticleCorpus, spec: QuestionSpec, k = TOP_PASSAGES): PromptPassage[] {
  const out: PromptPassage[] = [];
  for (const c of rankSentences(corpus, spec)) {
    if (out.some((p) => p.paragraph.order === c.paragraph.order)) continue;
    out.push({ label: `P${out.length + 1}`, paragraph: c.paragraph, highlight: corpus.sentences[c.paragraph.order]![c.sentence]!.text });
    if (out.length === k) break;
  }
  return out;
}

export const SYSTEM_PROMPT =
  'You answer a question about one scholarly article using only the numbered passages from it that you are given. ' +
  'Reply with a JSON object and nothing else: {"answer": "<two or three sentences>", "citations": ["P1", ...]}. ' +
  'Cite every passage your answer uses, by its label. Do not use outside knowledge. ' +
  'If the passages do not answer the question, reply {"answer": "", "citations": []}.';

export function chatMessages(question: string, passages: readonly PromptPassage[]): Array<{ role: 'system' | 'user'; content: string }> {
  const text = (p: SourceParagraph) => p.text.replaceAll(OBJECT, '[…]').replace(/\s+/g, ' ').trim().slice(0, MAX_PASSAGE_CHARS);
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    {
      role: 'user',
      content: `Question: ${question}\n\nPassages:\n${passages.map((p) => `[${p.label}] ${text(p.paragraph)}`).join('\n\n')}`,
    },
  ];
}

const replySchema = z.object({ answer: z.string().trim().max(2000), citations: z.array(z.string().trim()).max(20) });

/** The model's answer as a question of the article, or why it is dropped. */
export function answerFromReply(
  spec: QuestionSpec,
  content: string,
  passages: readonly PromptPassage[],
): { ok: true; question: BuiltQuestion } | { ok: false; reason: string } {
  const json = /\{[\s\S]*\}/.exec(content.replace(/```(?:json)?/g, ''))?.[0];
  if (!json) return { ok: false, reason: 'the reply is not a JSON object' };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'the reply is not valid JSON' };
  }
  const reply = replySchema.safeParse(value);
  if (!reply.success) return { ok: false, reason: 'the reply has no answer and citations' };
  if (!reply.data.answer) return { ok: false, reason: 'the model found no answer in the passages' };
  const labels = [...new Set(reply.data.citations.map((c) => c.replace(/^\[|\]$/g, '')))];
  if (labels.length === 0) return { ok: false, reason: 'the answer cites no passage' };
  const unknown = labels.filter((l) => !passages.some((p) => p.label === l));
  if (unknown.length > 0) return { ok: false, reason: `the answer cites ${unknown.join(', ')}, not among the passages` };
  const cited = passages.filter((p) => labels.includes(p.label)).sort((a, b) => a.paragraph.order - b.paragraph.order);
  const paragraphs: AnswerSource[] = cited.map((p) => ({
    paragraph_id: p.paragraph.id,
    section_id: p.paragraph.sectionId || p.paragraph.innerSectionId,
    passage: p.highlight,
  }));
  return { ok: true, question: { id: spec.id, question: spec.question, answer: reply.data.answer, paragraphs, engine: 'generative' } };
}
