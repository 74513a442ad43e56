import type { ReactElement } from 'react';
import { claimId } from '#src/shared/site/safe-url.ts';
import { QA_ANCHOR, QA_BETA_BADGE, QA_HELP_ID, QA_HELP_LINK, QA_PANEL_ID, QA_TITLE } from '#src/web/ui/qa-page.ts';

/**
 * The page's entry to "Questions answered in this article" (000 §2 anchor questions-and-answers),
 * rendered with the server-only article HTML: its buttons carry content-type / content-id, so
 * the side panel's delegated listener opens the panel (001 §2) and the route's JavaScript
 * does not grow. Shown only to readers who may read the body (the answers quote it).
 */
export function QuestionsEntry({ ids }: { ids: Set<string> }): ReactElement {
  return (
    <section id={claimId(ids, QA_ANCHOR)} className="qa-entry" aria-labelledby="qa-entry-title">
      <h2 id={claimId(ids, 'qa-entry-title')} className="qa-entry__title">
        {QA_TITLE} <span className="qa-entry__badge">{QA_BETA_BADGE}</span>
      </h2>
      <p className="qa-entry__actions">
        <button
          type="button"
          className="qa-entry__open secondary-button"
          data-content-type="questions-and-answers"
          data-content-id={QA_PANEL_ID}
          aria-haspopup="dialog"
        >
          View the questions and their answers
        </button>{' '}
        <button
          type="button"
          className="qa-entry__help secondary-button"
          data-content-type="help"
          data-content-id={QA_HELP_ID}
          aria-haspopup="dialog"
        >
          {QA_HELP_LINK}
        </button>
      </p>
    </section>
  );
}
