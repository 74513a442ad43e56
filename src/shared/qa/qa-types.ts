/** One source of an answer (001 §3 "Question and answer": paragraphs with section_id; highlight {paragraph_id, passage}). */
export interface AnswerSource {
  paragraph_id: string;
  section_id: string;
  /** Verbatim text of the paragraph the answer rests on (what the page highlights). */
  passage: string;
}

export type QaEngineName = 'extractive' | 'generative';

export interface BuiltQuestion {
  /** Stable across rebuilds for the same question ([a-z0-9-]), so ratings stay with it. */
  id: string;
  question: string;
  answer: string;
  paragraphs: AnswerSource[];
  engine: QaEngineName;
}

/** At most this many questions per article. */
export const MAX_QUESTIONS = 10;
