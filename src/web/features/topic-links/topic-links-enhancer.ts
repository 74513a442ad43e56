import { pruneAnnotations } from '#src/web/features/topic-links/prune-annotations.ts';
import type { Topic, TopicAnnotations } from '#src/shared/topics/topic-contract.ts';
import { createHelpLink } from '../../ui/help-link.ts';
import type { Enhancer } from '../../ui/use-enhancers.ts';
import { runSliced } from '../../ui/sliced-work.ts';
import { annotateArticleSteps, removeTopicLinks } from './annotate-dom.ts';

/*
 * Topic links (spec 000 §4 "Topic annotations: requested, then received", §7, §8): the
 * article's annotations are fetched once, pruned, and their phrases linked in place. The
 * state shows on the article element as data-topic-annotations. "Annotation … fetch fails:
 * Swallowed silently. Nothing is shown."
 */

function isTopic(v: unknown): v is Topic {
  const t = v as Topic;
  return (
    typeof t?.name === 'string' &&
    typeof t.targetURL === 'string' &&
    t.targetURL.startsWith('/topics/') &&
    Array.isArray(t.stringMatch) &&
    t.stringMatch.every((s) => typeof s === 'string')
  );
}

/** A light shape check instead of zod: this chunk stays small, and anything odd is dropped. */
export function readAnnotations(body: unknown): TopicAnnotations | null {
  const data = (body as { data?: TopicAnnotations } | null)?.data;
  if (!data || !Array.isArray(data.abstract?.topics) || !Array.isArray(data.sections)) return null;
  return {
    abstract: { topics: data.abstract.topics.filter(isTopic) },
    sections: data.sections
      .filter((s) => typeof s?.id === 'string' && Array.isArray(s.topics))
      .map((s) => ({ id: s.id, topics: s.topics.filter(isTopic) })),
    matches: Array.isArray(data.matches) ? data.matches.filter(isTopic) : [],
  };
}

/** Says what the topic links are, with the help link that opens the Help panel (000 §2 'What’s this?'). */
function addTopicHelp(root: HTMLElement): HTMLElement {
  const doc = root.ownerDocument;
  const note = doc.createElement('p');
  note.className = 'topic-links-help';
  note.append('Highlighted terms link to topic pages. ', createHelpLink(doc, 'topic-links', 'About topic links'));
  const body = root.querySelector('.article-body');
  if (body) body.prepend(note);
  else root.append(note);
  return note;
}

export const enhance: Enhancer = (root, { pii }) => {
  const controller = new AbortController();
  const links: HTMLAnchorElement[] = [];
  let help: HTMLElement | null = null;
  root.dataset.topicAnnotations = 'requested';
  fetch(`/topics/annotations/${encodeURIComponent(pii)}`, { headers: { Accept: 'application/json' }, signal: controller.signal })
    .then(async (res) => (res.ok ? readAnnotations(await res.json()) : null))
    .then(async (annotations) => {
      if (controller.signal.aborted || !annotations) return;
      // In slices (ADR 013): a long article's walk is no long task; `links` grows as it goes, so a cleanup mid-way takes out what was added.
      await runSliced(annotateArticleSteps(root, pruneAnnotations(annotations), window.location.pathname, links), {
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      if (links.length > 0) help = addTopicHelp(root);
      root.dataset.topicAnnotations = 'received';
    })
    .catch(() => {
      // Swallowed: the article reads the same without topic links.
    });
  return () => {
    controller.abort();
    removeTopicLinks(links);
    help?.remove();
    delete root.dataset.topicAnnotations;
  };
};
