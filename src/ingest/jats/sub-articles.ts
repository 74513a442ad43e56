import type { ContentNode, SubArticle } from '#src/shared/article/content-model.ts';
import { elements, first, type XmlElement } from '../xml/parse-xml.ts';
import { newId } from './context.ts';
import { authorOf, type ContribScope } from './contributors.ts';
import { tidyBlock } from '../content-nodes.ts';
import { attrOf, flatText } from './text.ts';

/**
 * sub-article and response (eLife decision letters and author responses, PLOS reviews).
 * Their contributors are all kept (editors and reviewers are who wrote a decision letter);
 * abstract, body, footnotes and back matter make the body, in source order. Nested
 * sub-articles are listed after their parent.
 */
export function subArticlesOf(parent: XmlElement, scope: ContribScope): SubArticle[] {
  const out: SubArticle[] = [];
  for (const sa of elements(parent, 'sub-article', 'response')) {
    out.push(subArticleOf(sa, scope));
    out.push(...subArticlesOf(sa, scope));
  }
  return out;
}

function subArticleOf(sa: XmlElement, scope: ContribScope): SubArticle {
  const { cx } = scope;
  const front = first(sa, 'front-stub') ?? first(first(sa, 'front'), 'article-meta');
  const doi = elements(front, 'article-id').find((a) => a.attrs['pub-id-type'] === 'doi');
  const body: ContentNode[] = [];
  for (const abstract of elements(front, 'abstract')) body.push(...cx.children(abstract));
  body.push(...cx.children(first(sa, 'body')));
  for (const notes of elements(front, 'author-notes')) body.push(...cx.children(notes));
  body.push(...cx.children(first(sa, 'back')));
  const out: SubArticle = {
    id: attrOf(sa, 'id') ?? newId(cx.state, 'sa'),
    kind: attrOf(sa, 'article-type') ?? attrOf(sa, 'response-type') ?? 'other',
    title: flatText(first(first(front, 'title-group'), 'article-title')),
    authors: elements(front, 'contrib-group').flatMap((g) => elements(g, 'contrib').map((c) => authorOf(c, scope))),
    body: tidyBlock(body),
  };
  const d = flatText(doi);
  if (d) out.doi = d;
  return out;
}
