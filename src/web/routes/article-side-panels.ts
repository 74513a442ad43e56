import { lazy } from 'react';
import type { SidePanelRegistry } from '../features/side-panel/side-panel-host.tsx';

/**
 * The article page's side panels (001 §2), each a React component of its feature in a lazy
 * chunk of its own, composed here so that features do not import each other (ADR 009).
 */
export const ARTICLE_SIDE_PANELS: SidePanelRegistry = {
  author: lazy(() => import('../features/author-panel/author-side-panel.tsx').then((m) => ({ default: m.AuthorSidePanel }))),
  footnote: lazy(() => import('../features/footnotes/footnote-panel.tsx').then((m) => ({ default: m.FootnotePanel }))),
  help: lazy(() => import('../features/help/help-panel.tsx').then((m) => ({ default: m.HelpPanel }))),
  reference: lazy(() => import('../features/references/reference-panel.tsx').then((m) => ({ default: m.ReferencePanel }))),
  substance: lazy(() => import('../features/substances/substance-panel.tsx').then((m) => ({ default: m.SubstancePanel }))),
  'questions-and-answers': lazy(() =>
    import('../features/questions-answers/questions-panel.tsx').then((m) => ({ default: m.QuestionsPanel })),
  ),
};
