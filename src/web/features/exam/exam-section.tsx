import type { ExamResponse } from '#src/shared/exam/exam-contract.ts';
import { isExamResponse } from '#src/web/ui/api-guards.ts';
import { readJson } from '#src/web/ui/json-shape.ts';
import type { AjaxLinks } from '#src/shared/article/article-page-state.ts';
import { optionLabel } from '#src/shared/exam/exam-question.ts';
import { fetchSectionJson, useSectionData } from '../../ui/use-section-data.ts';
import './exam-section.css';
// This lazy chunk carries zod (a schema it imports): parse without `new Function` under the page's CSP.
import '../../ui/zod-jitless.ts';

type Question = ExamResponse['questions'][number];

function ExamQuestionItem({ question, index }: { question: Question; index: number }) {
  const correct = question.correctOption;
  return (
    <li className="exam-question" id={`exam-question-${index + 1}`}>
      <p className="exam-question__text">{question.question}</p>
      {question.options.length > 0 ? (
        <ol className="exam-question__options" type="A">
          {question.options.map((option, i) => (
            <li key={i}>{option}</li>
          ))}
        </ol>
      ) : null}
      <details className="exam-question__answer">
        <summary>Show answer</summary>
        {correct !== null ? (
          <p className="exam-question__correct">
            Answer: {optionLabel(correct)}. {question.options[correct]}
          </p>
        ) : null}
        {question.explanation ? <p className="exam-question__explanation">{question.explanation}</p> : null}
      </details>
    </li>
  );
}

/**
 * The Exam section after the article body (001 §1 "exam", §3 exam isLoading, §7
 * /sdfe/arp/pii/{pii}/exam with entitledToken): the questions, their choices and, behind
 * "Show answer", the correct choice and its explanation. Only asked when the page's
 * ajaxLinks.exam is on (the article has an exam and the reader may read its full text). A
 * lazy chunk: the article route's initial JavaScript does not carry it.
 */
export function ExamSection({
  pii,
  entitledToken,
  ajaxLinks,
}: {
  pii: string;
  entitledToken: string | null;
  ajaxLinks: Partial<AjaxLinks>;
}) {
  const query = entitledToken ? `?entitledToken=${encodeURIComponent(entitledToken)}` : '';
  const section = useSectionData(
    'exam',
    async (signal) =>
      (await fetchSectionJson(`/sdfe/arp/pii/${encodeURIComponent(pii)}/exam${query}`, signal, (v) => readJson(v, isExamResponse, 'exam')))
        .questions,
    { ajaxLinks },
  );
  if (section.status === 'request')
    return (
      <p className="exam-section exam-section--loading" aria-busy="true">
        Loading...
      </p>
    );
  const questions = section.data;
  if (!questions || questions.length === 0) return null;
  return (
    <section className="exam-section" id="exam" aria-labelledby="exam-title">
      <h2 id="exam-title">Exam</h2>
      <ol className="exam-section__questions">
        {questions.map((q, i) => (
          <ExamQuestionItem key={q.id} question={q} index={i} />
        ))}
      </ol>
    </section>
  );
}
