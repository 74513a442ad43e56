/**
 * The help link 'What’s this?' (000 §2 "A help page link labelled 'What’s this?'"): a button
 * carrying content-type "help" and the help topic's id, so the side panel's delegated listener
 * opens the Help panel (001 §2) with that topic's text (features/help/help-texts.ts).
 * Any feature may place one (topic links; questions and answers: topic "questions-and-answers").
 */
export const WHATS_THIS = 'What\u2019s this?';

export function createHelpLink(doc: Document, topic: string, about: string): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'help-link';
  button.textContent = WHATS_THIS;
  button.dataset.contentType = 'help';
  button.dataset.contentId = topic;
  button.setAttribute('aria-haspopup', 'dialog');
  // The visible text starts the accessible name (WCAG 2.5.3); the rest says what it explains.
  button.setAttribute('aria-label', `${WHATS_THIS} ${about}`);
  return button;
}
