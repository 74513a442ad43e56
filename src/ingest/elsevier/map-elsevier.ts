import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { elements, first, type XmlElement } from '../xml/parse-xml.ts';
import { mapAbstracts, mapKeywords } from './abstracts.ts';
import { headNotes, inlineOf, mapBody, mapTail, subjects, unanchoredFloats } from './article-parts.ts';
import { attachmentsByLocator, mapAttachments } from './attachments.ts';
import { indexArticle, warn, type ArticleState } from './context.ts';
import { authorsEtAlOf, mapContributors } from './contributors.ts';
import { FloatPlacer } from './floats.ts';
import { createGrantLog, resolveFunding } from './funding.ts';
import { createMapContext } from './map-nodes.ts';
import { mapMetadata, type MetaSources } from './meta.ts';
import { mapReferences } from './references.ts';

/**
 * Elsevier full-text XML (xocs:doc > xocs:meta + xocs:serial-item > ja:article, or a bare
 * ja:article) → the content model. The mapping keeps every piece of article text: elements
 * without a meaning in the model keep their content in place; publisher quirks are fixed by
 * named repairs listed in `warnings`.
 */

/** The wrapped item (ja:article) and the parts of xocs:doc around it. */
function locate(root: XmlElement): { meta?: XmlElement; article?: XmlElement } {
  if (root.local !== 'doc') return { article: root };
  const item = first(root, 'serial-item', 'nonserial-item');
  return { meta: first(root, 'meta'), article: elements(item)[0] };
}

function createState(
  article: XmlElement | undefined,
  meta: XmlElement | undefined,
): { state: ArticleState; attachments: ArticleModel['attachments'] } {
  const { ids, locators } = indexArticle(article);
  const attachments = mapAttachments(meta, locators);
  const state: ArticleState = {
    warnings: new Set(),
    ids,
    locators,
    attachmentsByLocator: attachmentsByLocator(attachments),
    footnotes: [],
    grants: createGrantLog(),
    glossary: [],
    floats: new FloatPlacer(first(article, 'floats')),
    counters: new Map(),
  };
  return { state, attachments };
}

export function mapElsevier(root: XmlElement, ctx: { fileName: string }): ArticleModel {
  const { meta, article } = locate(root);
  const head = first(article, 'head');
  const src: MetaSources = { meta, article, itemInfo: first(article, 'item-info'), head, fileName: ctx.fileName };
  const { state, attachments } = createState(article, meta);
  const cx = createMapContext(state);
  if (!article) warn(state, 'repair:missing-article');

  // Order matters: floats go to the first paragraph that anchors them, head before body.
  const title = inlineOf(first(head, 'title'), cx);
  if (title.length === 0) warn(state, 'repair:missing-title');
  const subtitle = inlineOf(first(head, 'subtitle'), cx);
  const contributors = mapContributors(head, cx);
  const articleNotes = headNotes(head, cx);
  const abstracts = mapAbstracts(head, cx);
  const body = mapBody(first(article, 'body'), cx);
  const tail = mapTail(first(article, 'tail'), cx);
  body.body.push(...unanchoredFloats(cx));
  const references = mapReferences(article, state);
  const metadata = mapMetadata(src, state);

  return {
    source: 'elsevier',
    ...metadata,
    title,
    ...(subtitle.length > 0 ? { subtitle } : {}),
    subjects: subjects(head),
    keywords: mapKeywords(head),
    abstracts,
    authors: contributors.authors,
    ...(authorsEtAlOf(head) ? { authorsEtAl: true } : {}),
    affiliations: contributors.affiliations,
    correspondences: contributors.correspondences,
    footnotes: [...articleNotes, ...contributors.footnotes, ...state.footnotes],
    biographies: tail.biographies,
    body: body.body,
    back: [...body.back, ...tail.back],
    funding: resolveFunding(state.grants),
    attachments,
    references,
    relatedArticles: [],
    subArticles: [],
    glossary: state.glossary,
    warnings: [...state.warnings],
  };
}
