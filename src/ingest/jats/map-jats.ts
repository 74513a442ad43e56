import type { ArticleModel, ContentNode } from '#src/shared/article/content-model.ts';
import { elements, first, type XmlElement } from '../xml/parse-xml.ts';
import { abstractsOf } from './abstracts.ts';
import { authorNotesOf, createAffiliationRegistry, noteOf, registerAffiliation } from './affiliations.ts';
import { customMeta, keywordsOf, licenseOf, relatedArticlesOf, subjectsOf, titleNodes } from './article-meta.ts';
import { documentSubtype } from './article-types.ts';
import { backMatterOf, fundingOf, fundingStatementOf } from './back-matter.ts';
import { createMapContext } from './content.ts';
import { createState, warn, type ArticleState, type MapContext } from './context.ts';
import { authorsEtAlOf, contributorsOf, type ContribScope } from './contributors.ts';
import { articleDates, publicationYear } from './dates.ts';
import { identifiersOf, publicationOf } from './journal-meta.ts';
import { tidyBlock } from '../content-nodes.ts';
import { referencesOf } from './references.ts';
import { subArticlesOf } from './sub-articles.ts';
import { flatText } from './text.ts';

/**
 * JATS / NLM 3.0 (eLife, PLOS) → ArticleModel. Every <sec>, <p>, <fig>, <table-wrap>,
 * <disp-formula>, <fn>, <ref> and author of the source appears exactly once in the model
 * (countJatsSource in count-jats-source.ts states it, the corpus test checks it).
 */
export interface MapJatsContext {
  fileName: string;
}

const text = (el: XmlElement | undefined) => flatText(el) || undefined;

function articleIdOf(meta: XmlElement | undefined, type: string): string | undefined {
  return text(elements(meta, 'article-id').find((a) => a.attrs['pub-id-type'] === type));
}

/** Every aff that sits outside a contrib, in source order, so that listed order follows the XML. */
function registerListedAffiliations(meta: XmlElement | undefined, scope: ContribScope): void {
  const affs = [...elements(meta, 'aff'), ...elements(meta, 'contrib-group').flatMap((g) => elements(g, 'aff'))];
  affs.sort((a, b) => a.line - b.line || a.col - b.col);
  for (const aff of affs) registerAffiliation(scope.affiliations, aff, scope.cx.state);
}

/** The article body, with a floats-group (floats kept apart from the text) after it. */
function bodyOf(root: XmlElement, cx: MapContext): ContentNode[] {
  const nodes = cx.children(first(root, 'body'));
  for (const floats of elements(root, 'floats-group')) nodes.push(...cx.children(floats));
  return tidyBlock(nodes);
}

/** Identity and bibliographic placement: journal, DOI, dates, derived PII/EID, pages. */
function identityOf(root: XmlElement, state: ArticleState) {
  const front = first(root, 'front');
  const meta = first(front, 'article-meta');
  const publication = publicationOf(first(front, 'journal-meta'), state);
  const dates = articleDates(meta);
  const doi = articleIdOf(meta, 'doi');
  const { pii, eid } = identifiersOf(meta, publication, { doi, year: publicationYear(meta, dates) }, state);
  const articleType = root.attrs['article-type']?.trim() || 'other';
  if (!root.attrs['article-type']) warn(state, 'repair:missing-article-type');
  const identity: Pick<
    ArticleModel,
    'source' | 'pii' | 'eid' | 'doi' | 'publication' | 'dates' | 'articleType' | 'documentSubtype' | 'language'
  > &
    Partial<Pick<ArticleModel, 'volume' | 'issue' | 'issueTitle' | 'firstPage' | 'lastPage' | 'articleNumber'>> = {
    source: 'jats',
    pii,
    eid,
    publication,
    dates,
    articleType,
    documentSubtype: documentSubtype(articleType),
    language: root.attrs['xml:lang']?.trim().toLowerCase() || 'en',
  };
  if (doi) identity.doi = doi;
  for (const [key, name] of [
    ['volume', 'volume'],
    ['issue', 'issue'],
    ['firstPage', 'fpage'],
    ['lastPage', 'lpage'],
    ['articleNumber', 'elocation-id'],
  ] as const) {
    const value = text(first(meta, name));
    if (value) identity[key] = value;
  }
  // A special issue's title (000 §3 "Special issue").
  const issueTitle = text(first(meta, 'issue-title'));
  if (issueTitle) identity.issueTitle = issueTitle;
  return identity;
}

/** People: authors (with members), editors, affiliations, notes about them. */
function peopleOf(meta: XmlElement | undefined, scope: ContribScope) {
  registerListedAffiliations(meta, scope);
  const { authors, editors } = contributorsOf(meta, scope);
  const notes = authorNotesOf(meta, scope.cx);
  const historyNotes = elements(first(meta, 'history'), 'fn').map((fn) => noteOf(fn, scope.cx));
  return { authors, editors, correspondences: notes.correspondences, footnotes: [...notes.footnotes, ...historyNotes] };
}

export function mapJats(root: XmlElement, ctx: MapJatsContext): ArticleModel {
  if (root.local !== 'article') throw new Error(`${ctx.fileName}: expected a JATS <article> root, found <${root.name}>`);
  const front = first(root, 'front');
  const meta = first(front, 'article-meta');
  const state = createState('', root);
  const cx = createMapContext(state);
  const identity = identityOf(root, state);
  state.eid = identity.eid;

  const titleGroup = first(meta, 'title-group');
  const scope: ContribScope = { cx, affiliations: createAffiliationRegistry(), biographies: [] };
  const people = peopleOf(meta, scope);
  const abstracts = abstractsOf(meta, cx);
  const body = bodyOf(root, cx);
  const backMatter = backMatterOf(first(root, 'back'), cx);
  const funding = fundingStatementOf(meta, cx);
  // Content that JATS allows in the front outside the abstract goes with the back matter.
  const frontExtras = [...elements(front, 'notes'), ...elements(meta, 'supplementary-material')].flatMap((e) => cx.element(e));
  const dataAvailability = [
    ...backMatter.dataAvailability,
    ...customMeta(meta, 'Data Availability').flatMap((v) => tidyBlock(cx.children(v))),
  ];

  const model: ArticleModel = {
    ...identity,
    title: titleNodes(first(titleGroup, 'article-title'), cx),
    subjects: subjectsOf(meta),
    ...licenseOf(meta, cx),
    openArchive: false,
    keywords: keywordsOf(meta),
    abstracts,
    authors: people.authors,
    ...(authorsEtAlOf(meta) ? { authorsEtAl: true } : {}),
    affiliations: scope.affiliations.list,
    correspondences: people.correspondences,
    footnotes: [...people.footnotes, ...backMatter.footnotes],
    biographies: scope.biographies,
    body,
    back: tidyBlock([...backMatter.back, ...funding.other, ...frontExtras]),
    funding: fundingOf(meta),
    attachments: state.attachments,
    references: referencesOf(root, state),
    relatedArticles: relatedArticlesOf(meta, cx),
    subArticles: subArticlesOf(root, scope),
    glossary: state.glossary,
    warnings: [],
  };
  const subtitle = titleNodes(first(titleGroup, 'subtitle'), cx);
  if (subtitle.length > 0) model.subtitle = subtitle;
  if (people.editors.length > 0) model.editors = people.editors;
  if (funding.statement.length > 0) model.fundingStatement = funding.statement;
  if (dataAvailability.length > 0) model.dataAvailability = dataAvailability;
  model.biographies.push(...backMatter.biographies);
  // Last: every part above may have recorded a repair.
  model.warnings = [...state.warnings];
  return model;
}
