import { useEffect, useId, useState, type MouseEvent, type ReactElement } from 'react';
import { questionsAndAnswersResponseSchema, type QuestionAndAnswer } from '#src/shared/qa/qa-contract.ts';
import { QA_BETA_BADGE, QA_GENAI_BADGE, QA_RATING_PROMPT, QA_RATING_STARS, starLabel } from '#src/web/ui/qa-page.ts';
import { layOutThrough } from '#src/web/ui/deferred-sections.ts';
import { hashScrollTop } from '#src/web/ui/page-navigation.ts';
import { openingState, SIDE_PANEL_TITLES } from '#src/web/ui/side-panel-state.ts';
import { SidePanel, useSidePanel, type SidePanelContentProps } from '../../ui/side-panel.tsx';
import { usePanelData } from '../../ui/use-panel-data.ts';
import { fetchSectionJson } from '../../ui/use-section-data.ts';
// zod parses the answers here: without `new Function`, under the page's CSP.
import '../../ui/zod-jitless.ts';
import { clearPassage, highlightPassage } from './qa-highlight.ts';

/**
 * "Questions answered in this article" (001 §2, §4, §8, §9): a docked side panel (the page
 * stays usable; no outside-click closing) that under 768 px opens as a banner with Expand.
 * Each answer lists its sources; selecting one scrolls to its paragraph, moves focus there and
 * highlights the passage (cleared when another source is chosen or the panel closes); under
 * 768 px the panel first folds into its banner, so the passage is not under it. Each answer can
 * be rated with 1–3 stars. Failures (loading, rating) are silently ignored (001 §8).
 */
function loadQuestions(pii: string, entitledToken: string | null): Promise<QuestionAndAnswer[]> {
  const query = entitledToken ? `?entitledToken=${encodeURIComponent(entitledToken)}` : '';
  return fetchSectionJson(
    `/article/related/faq/pii/${encodeURIComponent(pii)}${query}`,
    undefined,
    (v) => questionsAndAnswersResponseSchema.parse(v).questions,
  );
}

function sectionName(sectionId: string): string {
  const heading = sectionId ? document.getElementById(sectionId)?.querySelector('h2, h3, h4, h5, h6') : null;
  return heading?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

function Sources({ qa }: { qa: QuestionAndAnswer }): ReactElement | null {
  const { collapse } = useSidePanel();
  const onPage = qa.paragraphs.filter((p) => document.getElementById(p.paragraph_id));
  if (onPage.length === 0) return null;
  const go = (event: MouseEvent, p: (typeof onPage)[number]) => {
    event.preventDefault();
    const paragraph = highlightPassage(document, p);
    if (!paragraph) return;
    // Under 768 px the panel covers the page: it folds into its banner so the passage shows.
    collapse();
    // Focus follows the reader to the paragraph (keyboard and screen readers read on from there).
    if (!paragraph.hasAttribute('tabindex')) paragraph.setAttribute('tabindex', '-1');
    paragraph.focus({ preventScroll: true });
    layOutThrough(paragraph);
    // Smooth, unless the reader asked for less motion.
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
    window.scrollTo({ top: hashScrollTop(paragraph.getBoundingClientRect().top, window.scrollY), behavior });
  };
  return (
    <ul className="qa-sources" aria-label="Sources in the article">
      {onPage.map((p, i) => {
        const section = sectionName(p.section_id);
        return (
          <li key={`${p.paragraph_id}-${i}`}>
            <a className="qa-source" href={`#${p.paragraph_id}`} onClick={(event) => go(event, p)}>
              {section ? `Source ${i + 1}: ${section}` : `Source ${i + 1} in the article`}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function csrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

function Rating({ qa, pii, entitledToken }: { qa: QuestionAndAnswer; pii: string; entitledToken: string | null }): ReactElement {
  const promptId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [thanked, setThanked] = useState(false);
  const rate = (stars: number) => {
    setChosen(stars);
    void fetch(`/article/related/faq/pii/${encodeURIComponent(pii)}/rating`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken() },
      body: JSON.stringify({ questionId: qa.id, rating: stars, entitledToken: entitledToken ?? '' }),
    })
      .then((res) => res.ok && setThanked(true))
      .catch(() => {}); // 001 §8: Q&A failures are silently ignored.
  };
  return (
    <div className="qa-rating" role="group" aria-labelledby={promptId}>
      <p className="qa-rating__prompt" id={promptId}>
        {QA_RATING_PROMPT}
      </p>
      <div className="qa-rating__stars">
        {Array.from({ length: QA_RATING_STARS }, (_v, i) => i + 1).map((stars) => (
          <button
            key={stars}
            type="button"
            className="qa-rating__star"
            aria-pressed={chosen === stars}
            aria-label={starLabel(stars)}
            onClick={() => rate(stars)}
          >
            <span aria-hidden="true">{'\u2605'.repeat(stars)}</span>
          </button>
        ))}
      </div>
      <p className="qa-rating__status" role="status">
        {thanked ? 'Thank you for your rating.' : ''}
      </p>
    </div>
  );
}

function Questions({
  questions,
  pii,
  entitledToken,
}: {
  questions: QuestionAndAnswer[];
  pii: string;
  entitledToken: string | null;
}): ReactElement {
  const generative = questions.some((q) => q.engine === 'generative');
  return (
    <>
      <p className="qa-badges">
        <span className="qa-badge">{QA_BETA_BADGE}</span>
        {generative ? <span className="qa-badge">{QA_GENAI_BADGE}</span> : null}
      </p>
      <ol className="qa-list">
        {questions.map((qa) => (
          <li key={qa.id} className="qa-item">
            <h3 className="qa-question">{qa.question}</h3>
            <p className="qa-answer">{qa.answer}</p>
            <Sources qa={qa} />
            <Rating qa={qa} pii={pii} entitledToken={entitledToken} />
          </li>
        ))}
      </ol>
    </>
  );
}

export function QuestionsPanel({ pii, entitledToken, opener, onClose }: SidePanelContentProps): ReactElement {
  const questions = usePanelData(`questions:${pii}:${entitledToken ?? ''}`, () => loadQuestions(pii, entitledToken));
  // The highlight goes when the panel closes (001 §4 "highlight set and cleared").
  useEffect(() => () => clearPassage(document), []);
  const title = SIDE_PANEL_TITLES['questions-and-answers'];
  return (
    <SidePanel
      modal={false}
      opener={opener}
      onClose={onClose}
      initialState={openingState('questions-and-answers', window.innerWidth)}
      className="generic-side-panel"
      panelType="questions-and-answers"
    >
      <SidePanel.Collapse title={title} />
      <SidePanel.Header title={title} />
      <SidePanel.Body busy={questions.status === 'request'}>
        {questions.status === 'received' ? <Questions questions={questions.data} pii={pii} entitledToken={entitledToken} /> : null}
      </SidePanel.Body>
    </SidePanel>
  );
}
