import { examQuestionSchema, type ExamQuestion } from '#src/shared/exam/exam-question.ts';
import { elements, first, isElement, textContent, type XmlElement } from '../xml/parse-xml.ts';

/**
 * Exam questions in the article XML (001 §1 "exam", §7), taken out of the tree before it is
 * mapped, so the questions never show in the body or back matter: the page shows them in its
 * Exam section after the body, to entitled readers only.
 *
 * - JATS: a `sec` or `app` whose `sec-type` names an exam or CME (`exam`, `exam-questions`,
 *   `cme`, `cme-questions` …) holding JATS 1.3 `question-wrap` elements: `question` (its
 *   `p` text, `option` elements with `correct="yes"`), then `answer` and `explanation`.
 * - Elsevier: `ce:exam-questions` holding a `ce:list` of questions (a `ce:label`, the
 *   question's `ce:para`, a nested `ce:list` of labelled choices), and `ce:exam-answers`
 *   holding a `ce:list` whose items carry the question's label and a `ce:para` starting with
 *   the correct choice's label ("B. …" or "B …"), the rest being the explanation.
 * A question that does not pass the exam schema is left out with a warning.
 */
export interface ExtractedExam {
  questions: ExamQuestion[];
  warnings: string[];
}

const EXAM_SEC_TYPE = /(^|[\s|-])(exam|cme)(-questions)?($|[\s|])/i;

function isJatsExam(e: XmlElement): boolean {
  return (e.local === 'sec' || e.local === 'app') && EXAM_SEC_TYPE.test(e.attrs['sec-type'] ?? '');
}

/** Removes every element `match` accepts from the tree and returns them, in document order. */
function takeOut(root: XmlElement, match: (e: XmlElement) => boolean): XmlElement[] {
  const taken: XmlElement[] = [];
  const walk = (e: XmlElement) => {
    e.children = e.children.filter((c) => {
      if (!isElement(c)) return true;
      if (match(c)) {
        taken.push(c);
        return false;
      }
      walk(c);
      return true;
    });
  };
  walk(root);
  return taken;
}

/** The element's text without the listed child elements (a question's own text, not its options). */
function ownText(e: XmlElement, skip: readonly string[]): string {
  return textContent({ ...e, children: e.children.filter((c) => !isElement(c) || !skip.includes(c.local)) });
}

function jatsQuestions(section: XmlElement, nextId: () => string): unknown[] {
  const wraps: XmlElement[] = [];
  const walk = (e: XmlElement) => {
    for (const c of elements(e)) {
      if (c.local === 'question-wrap') wraps.push(c);
      else walk(c);
    }
  };
  walk(section);
  return wraps.map((wrap) => {
    const question = first(wrap, 'question');
    const options = elements(question, 'option');
    const correct = options.findIndex((o) => /^(yes|true)$/i.test(o.attrs.correct ?? ''));
    const explanation = textContent(first(wrap, 'explanation')) || textContent(first(wrap, 'answer'));
    return {
      id: wrap.attrs.id || question?.attrs.id || nextId(),
      question: question ? ownText(question, ['option', 'label', 'title']) : '',
      options: options.map((o) => textContent(o)),
      correctOption: correct >= 0 ? correct : null,
      explanation: explanation || null,
    };
  });
}

const label = (e: XmlElement) => textContent(first(e, 'label')).replace(/[.)]$/, '');

function elsevierQuestions(questionsEl: XmlElement, answersEl: XmlElement | undefined, nextId: () => string): unknown[] {
  const answers = new Map<string, string>();
  for (const item of elements(first(answersEl, 'list'), 'list-item')) answers.set(label(item), ownText(item, ['label']));
  return elements(first(questionsEl, 'list'), 'list-item').map((item) => {
    const choices = elements(first(item, 'list'), 'list-item');
    const labels = choices.map(label);
    const answer = answers.get(label(item)) ?? '';
    // "B. Because …", "B Because …" or "(B) Because …": the choice's label, then the explanation.
    const lead = /^\(?([A-Za-z0-9]{1,2})[.)]?(?:\s+|$)/.exec(answer);
    const correct = lead ? labels.findIndex((l) => l.toLowerCase() === lead[1]!.toLowerCase()) : -1;
    const explanation = (correct >= 0 ? answer.slice(lead![0].length) : answer).trim();
    return {
      id: item.attrs.id || nextId(),
      question: ownText(item, ['label', 'list']),
      options: choices.map((c) => ownText(c, ['label'])),
      correctOption: correct >= 0 ? correct : null,
      explanation: explanation || null,
    };
  });
}

export function extractExam(root: XmlElement, format: 'jats' | 'elsevier'): ExtractedExam {
  let n = 0;
  const nextId = () => `exam-q${++n}`;
  let raw: unknown[];
  if (format === 'jats') {
    raw = takeOut(root, isJatsExam).flatMap((s) => jatsQuestions(s, nextId));
  } else {
    const questionSets = takeOut(root, (e) => e.name === 'ce:exam-questions');
    const answerSets = takeOut(root, (e) => e.name === 'ce:exam-answers');
    raw = questionSets.flatMap((q, i) => elsevierQuestions(q, answerSets[i], nextId));
  }
  const questions: ExamQuestion[] = [];
  const warnings: string[] = [];
  const seen = new Set<string>();
  for (const candidate of raw) {
    const parsed = examQuestionSchema.safeParse(candidate);
    const id = (candidate as { id: string }).id;
    if (!parsed.success) warnings.push(`exam question ${id} left out: ${parsed.error.issues[0]!.message}`);
    else if (seen.has(parsed.data.id)) warnings.push(`exam question ${id} left out: its id is used twice`);
    else {
      seen.add(parsed.data.id);
      questions.push(parsed.data);
    }
  }
  return { questions, warnings };
}
