import { createLinkState, createPhraseIndex, linkableMatches, type LinkState } from '#src/shared/topics/phrase-matcher.ts';
import { ABSTRACT_LINKS_PER_TARGET } from '#src/web/features/topic-links/prune-annotations.ts';
import type { Topic, TopicAnnotations } from '#src/shared/topics/topic-contract.ts';
import { isSkippedKind, renderedKinds, SKIPPED_SELECTOR } from '#src/shared/topics/topic-contexts.ts';
import { runAll } from '#src/web/ui/sliced-work.ts';

/** Spec 000 §9: "The link title reads 'Learn more about {term}'." */
export function topicLinkTitle(term: string): string {
  return `Learn more about ${term}`;
}

/** Sections and figures with an id are annotated on their own (see db/topics/topic-units.ts). */
const UNIT_SELECTOR = 'section[id], figure[id]';

function hasSkippedKind(el: Element): boolean {
  return renderedKinds(el.className).some(isSkippedKind);
}

/** A scope inside a conflict-of-interest or data-availability section is never annotated. */
function insideSkippedKind(el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement) if (hasSkippedKind(e)) return true;
  return false;
}

/**
 * The text nodes of a scope that may hold links, in document order, one at a time (the walk
 * is sliced, ADR 013). Skipped contexts and nested units are rejected as whole subtrees, so a
 * long section costs one pass. The walker has moved past a node before it is handed out, so
 * replacing that node does not lose the walker's place.
 */
function* linkableTextNodes(scope: Element, ownUnitOnly: boolean): Generator<Text> {
  const filter = (node: Node): number => {
    if (node.nodeType === Node.TEXT_NODE) return (node as Text).data.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
    const el = node as Element;
    if (el.matches(SKIPPED_SELECTOR) || hasSkippedKind(el)) return NodeFilter.FILTER_REJECT;
    if (ownUnitOnly && el.matches(UNIT_SELECTOR)) return NodeFilter.FILTER_REJECT;
    return NodeFilter.FILTER_SKIP;
  };
  const walker = scope.ownerDocument.createTreeWalker(scope, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, { acceptNode: filter });
  let node = walker.nextNode();
  while (node) {
    const next = walker.nextNode();
    yield node as Text;
    node = next;
  }
}

/** Replaces the matched words of a text node with topic links; never parses markup. */
function linkTextNode(node: Text, state: LinkState, index: ReturnType<typeof createPhraseIndex<Topic>>, added: HTMLAnchorElement[]): void {
  const matches = linkableMatches(node.data, index, state);
  if (matches.length === 0) return;
  const doc = node.ownerDocument;
  const fragment = doc.createDocumentFragment();
  let at = 0;
  for (const m of matches) {
    if (m.start > at) fragment.append(node.data.slice(at, m.start));
    const a = doc.createElement('a');
    a.href = m.topic.targetURL;
    a.className = 'topic-link';
    a.title = topicLinkTitle(m.topic.name);
    a.textContent = node.data.slice(m.start, m.end);
    fragment.append(a);
    added.push(a);
    at = m.end;
  }
  if (at < node.data.length) fragment.append(node.data.slice(at));
  node.replaceWith(fragment);
}

function* annotateScope(
  scopes: Element[],
  topics: readonly Topic[],
  state: LinkState,
  ownUnitOnly: boolean,
  added: HTMLAnchorElement[],
): Generator<void> {
  if (topics.length === 0) return;
  const index = createPhraseIndex(topics);
  for (const scope of scopes) {
    if (scope.closest(SKIPPED_SELECTOR) || insideSkippedKind(scope)) continue;
    for (const node of linkableTextNodes(scope, ownUnitOnly)) {
      // Between two slices other code may have taken a node out: it is left alone.
      if (scope.contains(node)) linkTextNode(node, state, index, added);
      yield;
    }
  }
}

/**
 * Links topic phrases in the server-rendered article (already pruned annotations): the
 * abstract once per target, each section once per target (pruning keeps a target in at most
 * two sections). Each `yield` is a point where the work may pause (ADR 013: the enhancer runs
 * it in slices); the links added are pushed to `added`, so they can be taken out again.
 */
export function* annotateArticleSteps(
  root: HTMLElement,
  annotations: TopicAnnotations,
  currentPath: string,
  added: HTMLAnchorElement[],
): Generator<void> {
  const abstracts = [...root.querySelectorAll('.abstracts > section.abstract')];
  yield* annotateScope(abstracts, annotations.abstract.topics, createLinkState(ABSTRACT_LINKS_PER_TARGET, currentPath), false, added);
  for (const section of annotations.sections) {
    const el = root.ownerDocument.getElementById(section.id);
    if (!el || !root.contains(el) || el.closest('.abstracts')) continue;
    yield* annotateScope([el], section.topics, createLinkState(1, currentPath), true, added);
  }
}

/** annotateArticleSteps in one go; returns the links added. */
export function annotateArticle(root: HTMLElement, annotations: TopicAnnotations, currentPath: string): HTMLAnchorElement[] {
  const added: HTMLAnchorElement[] = [];
  runAll(annotateArticleSteps(root, annotations, currentPath, added));
  return added;
}

/** Takes the links out again, leaving the text as it was. */
export function removeTopicLinks(links: readonly HTMLAnchorElement[]): void {
  for (const a of links) {
    const parent = a.parentNode;
    if (!parent) continue;
    a.replaceWith(a.ownerDocument.createTextNode(a.textContent ?? ''));
    parent.normalize();
  }
}
