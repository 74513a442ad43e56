import { z } from 'zod';
import type { ExamQuestion } from '../exam/exam-question.ts';

/**
 * The content model: one JSON tree for JATS and Elsevier articles alike.
 * Node `type`s use the spec's vocabulary (000 §1 and §3 "Article node types");
 * anything the spec does not name uses the closest JATS/HTML word.
 * Every value here is derived from untrusted XML: renderers must treat text as text
 * and only ever emit the allow-listed elements and attributes they know.
 */

/** Block and inline node types that the body renderer registry knows. */
export const NODE_TYPES = [
  // structure
  'section',
  'section-title',
  'para',
  'list',
  'list-item',
  'def-list',
  'def-item',
  'term',
  'def',
  'boxed-text',
  'disp-quote',
  'preformat',
  'statement',
  'label',
  'title',
  'caption',
  'acknowledgment',
  'appendix',
  'glossary',
  // inline formatting
  'bold',
  'italic',
  'sup',
  'sub',
  'small-caps',
  'underline',
  'monospace',
  'strike',
  'break',
  // links and references to other parts
  'cross-ref',
  'inter-ref',
  'intra-ref',
  'link',
  'e-address',
  // floats
  'figure',
  'figure-group',
  'graphic',
  'alt-text',
  'source',
  'copyright',
  'attribution',
  'table',
  'table-grid',
  'thead',
  'tbody',
  'tfoot',
  'row',
  'cell',
  'table-footnotes',
  'e-component',
  'media',
  // notes
  'footnote',
  // math
  'math',
  'mathml',
  'tex',
  // misc
  'chem-struct',
  'code',
] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export type AttrValue = string | number | boolean;
export interface TextNode {
  text: string;
}
export interface ElementNode {
  type: string;
  attrs?: Record<string, AttrValue>;
  children?: ContentNode[];
}
export type ContentNode = TextNode | ElementNode;

export const attrValueSchema = z.union([z.string(), z.number(), z.boolean()]);
export const contentNodeSchema: z.ZodType<ContentNode> = z.lazy(() =>
  z.union([
    z.object({ text: z.string() }),
    z.object({
      type: z.string(),
      attrs: z.record(z.string(), attrValueSchema).optional(),
      children: z.array(contentNodeSchema).optional(),
    }),
  ]),
);

export function isText(node: ContentNode): node is TextNode {
  return 'text' in node;
}

/** Plain text of a subtree (for titles, captions, search, meta tags). */
export function textOf(nodes: readonly ContentNode[] | undefined): string {
  if (!nodes) return '';
  let out = '';
  for (const n of nodes) out += isText(n) ? n.text : textOf(n.children);
  return out;
}

/*
 * Node conventions (attrs in brackets):
 * section [id, type? e.g. "intro"|"methods"|"supplementary-material"] children: section-title?, blocks…
 * para [id?]; list [style: "bullet"|"order"|"simple"|…, prefix?] > list-item > blocks
 * cross-ref [refid, refType: "bibr"|"fig"|"table"|"fn"|"disp-formula"|"sec"|"supplementary-material"|"other"]
 *   refid may name several ids separated by spaces.
 * inter-ref [href] external link (URN or URL); intra-ref [href] in-document link
 * e-address [type: "email"|"social-media"|"url", href]
 * figure [id, label?] children: caption?, graphic*, alt-text?, source?, copyright?, attribution?
 *   caption > title?, para*
 * graphic [href, locator?] — the bare asset reference from the XML (no images ship with the samples)
 * table [id, label?] children: caption?, table-grid+, table-footnotes?, alt-text?
 * table-grid > thead|tbody|tfoot > row > cell [header: boolean, colspan?, rowspan?, align?, valign?]
 * e-component [id, label?, href?, eid?] supplementary material (children: caption?)
 * media [id, label?, mimetype?, href?] video/audio
 * footnote [id, label?] > para*
 * math [display: "inline"|"block", id?, label?, altText?] children: exactly one mathml node (tag "math"), or a tex node
 *   (JATS formulas published only as an image hold one graphic node instead)
 *   mathml [tag, …allow-listed MathML attributes] children: mathml | text
 *   tex [] children: text (TeX source, converted to MathML at ingest where possible)
 */

export const personNameSchema = z.object({
  given: z.string().optional(),
  surname: z.string().optional(),
  suffix: z.string().optional(),
  /** Display form, e.g. "Jane Q. Doe". */
  display: z.string(),
});
export type PersonName = z.infer<typeof personNameSchema>;

export const eAddressSchema = z.object({
  type: z.enum(['email', 'social-media', 'url']),
  value: z.string(),
});

export const authorSchema = z.object({
  /** Stable id within the article ("a1", or the XML id). */
  id: z.string(),
  kind: z.enum(['person', 'collaboration']),
  name: personNameSchema,
  /** Spec 000 §4: "anonymous" role renders as plain text. */
  role: z.string().optional(),
  /** Profile link (href) when the XML gives one. */
  href: z.string().optional(),
  orcid: z.string().optional(),
  affiliationIds: z.array(z.string()),
  correspondenceIds: z.array(z.string()),
  footnoteIds: z.array(z.string()),
  biographyId: z.string().optional(),
  eAddresses: z.array(eAddressSchema),
  isCorresponding: z.boolean(),
  /** Contributor type: "author" | "editor" | "reviewer" … */
  contribType: z.string(),
  /** Members of a collaboration (nested in its collab, or listed apart as non-byline authors). */
  members: z.array(z.object({ name: personNameSchema, affiliationIds: z.array(z.string()), orcid: z.string().optional() })).optional(),
});
export type Author = z.infer<typeof authorSchema>;

export const affiliationSchema = z.object({
  id: z.string(),
  label: z.string().optional(),
  /** Full affiliation text as displayed. */
  text: z.string(),
  institution: z.string().optional(),
  country: z.string().optional(),
});
export type Affiliation = z.infer<typeof affiliationSchema>;

export const noteSchema = z.object({
  id: z.string(),
  label: z.string().optional(),
  children: z.array(contentNodeSchema),
});
export type Note = z.infer<typeof noteSchema>;

export const abstractSchema = z.object({
  id: z.string().optional(),
  /** "author" (the abstract), "highlights", "digest", "graphical", "teaser", "summary" … */
  kind: z.string(),
  title: z.string().optional(),
  children: z.array(contentNodeSchema),
});
export type Abstract = z.infer<typeof abstractSchema>;

export const keywordGroupSchema = z.object({
  kind: z.string().optional(),
  title: z.string().optional(),
  terms: z.array(z.string()),
});

/** Structured reference (spec: bibliography > reference > contribution/host/…). */
export const referenceSchema = z.object({
  id: z.string(),
  label: z.string().optional(),
  /** "journal" | "book" | "chapter" | "edited-book" | "web" | "data" | "other" … */
  kind: z.string(),
  /** The contribution: the cited work itself. */
  contribution: z.object({
    authors: z.array(personNameSchema),
    collab: z.string().optional(),
    title: z.string().optional(),
    /** The source ends the author list with "et al." (JATS <etal/>, Elsevier sb:et-al). */
    etAl: z.boolean().optional(),
  }),
  /** The host it appeared in (journal issue, book, edited book, e-host). */
  host: z.object({
    kind: z.enum(['issue', 'book', 'edited-book', 'e-host', 'other']).optional(),
    title: z.string().optional(),
    editors: z.array(personNameSchema).optional(),
    /** The source ends the editor list with "et al.". */
    editorsEtAl: z.boolean().optional(),
    volume: z.string().optional(),
    issue: z.string().optional(),
    series: z.string().optional(),
    edition: z.string().optional(),
    publisher: z.string().optional(),
    publisherLocation: z.string().optional(),
    firstPage: z.string().optional(),
    lastPage: z.string().optional(),
    articleNumber: z.string().optional(),
    year: z.string().optional(),
    date: z.string().optional(),
    url: z.string().optional(),
  }),
  doi: z.string().optional(),
  pmid: z.string().optional(),
  isbn: z.string().optional(),
  issn: z.string().optional(),
  /** Unstructured text (mixed-citation, ce:other-ref, or the structured text flattened). */
  text: z.string(),
  comment: z.string().optional(),
  /**
   * Rich versions of the plain-text fields above (titles, source, unstructured text) whose
   * source carries inline markup — MathML, italics, sub/superscripts — keyed by that plain
   * text, so formatting stays string-based and the renderer swaps in the nodes.
   */
  markup: z.array(z.object({ text: z.string(), nodes: z.array(contentNodeSchema) })).optional(),
});
export type Reference = z.infer<typeof referenceSchema>;

export const attachmentSchema = z.object({
  /** attachment-eid (Elsevier) or a derived id for JATS supplementary files. */
  eid: z.string(),
  /** Spec 000 §3 attachment-type: IMAGE-HIGH-RES, IMAGE, …, APPLICATION, VIDEO, AUDIO, CLOSED-CAPTION-VTT. */
  type: z.string(),
  /** The float or supplementary item this attachment belongs to (locator / id). */
  ref: z.string().optional(),
  fileBasename: z.string(),
  extension: z.string().optional(),
  filesize: z.number().optional(),
  pixelHeight: z.number().optional(),
  pixelWidth: z.number().optional(),
  mimetype: z.string().optional(),
  title: z.string().optional(),
  /** Key of the file in asset storage (its SHA-256) when the file came with the article package. */
  storageKey: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  /**
   * Made at ingest from the package file with this eid: a web rendition of a TIFF or PDF
   * figure, or a thumbnail. Shown to readers; the original stays the download.
   */
  derivedFrom: z.string().optional(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const relatedArticleSchema = z.object({
  /** "corrected-article" | "correction-forward" | "retracted-article" | "article-commentary" | "research-advance" | "insight" … (as in the XML) */
  relation: z.string(),
  doi: z.string().optional(),
  href: z.string().optional(),
  text: z.string().optional(),
});

export const dateSet = z.object({
  received: z.string().optional(),
  revised: z.array(z.string()).optional(),
  accepted: z.string().optional(),
  availableOnline: z.string().optional(),
  versionOfRecord: z.string().optional(),
  /** Publication (cover / issue) date, ISO yyyy[-mm[-dd]]. */
  published: z.string().optional(),
});

export const publicationSchema = z.object({
  title: z.string(),
  /** Short/abbreviated title, when present. */
  abbreviation: z.string().optional(),
  issn: z.string().optional(),
  eissn: z.string().optional(),
  publisher: z.string().optional(),
  /** Spec content type: JL journal, BK book, HB handbook, BS book series, RW reference work. */
  contentType: z.enum(['JL', 'BK', 'HB', 'BS', 'RW']),
  /** Books and reference works: the primary ISBN, digits (and a final X) only. */
  isbn: z.string().optional(),
});
export type Publication = z.infer<typeof publicationSchema>;

export const subArticleSchema = z.object({
  id: z.string(),
  /** "decision-letter" | "reply" | "article-commentary" … */
  kind: z.string(),
  title: z.string(),
  doi: z.string().optional(),
  authors: z.array(authorSchema),
  body: z.array(contentNodeSchema),
});
export type SubArticle = z.infer<typeof subArticleSchema>;

export const articleModelSchema = z.object({
  /** Which XML family produced this model. */
  source: z.enum(['jats', 'elsevier']),
  pii: z.string(),
  eid: z.string(),
  doi: z.string().optional(),
  publication: publicationSchema,
  volume: z.string().optional(),
  issue: z.string().optional(),
  /** The issue's own title: a special issue (JATS issue-title). */
  issueTitle: z.string().optional(),
  /** Supplement or part of the volume (Elsevier xocs:suppl: "C" continuous volume, "PA" part A …). */
  supplement: z.string().optional(),
  firstPage: z.string().optional(),
  lastPage: z.string().optional(),
  articleNumber: z.string().optional(),
  title: z.array(contentNodeSchema),
  subtitle: z.array(contentNodeSchema).optional(),
  /** Raw article type from the XML (JATS article-type, Elsevier document-subtype). */
  articleType: z.string(),
  /** Spec document-subtype, Elsevier 3-letter code (fla, rev, sco, edi, err, …). */
  documentSubtype: z.string(),
  /** Heading subjects (eLife "Research Article", subject areas …). */
  subjects: z.array(z.string()),
  language: z.string(),
  dates: dateSet,
  license: z.object({ url: z.string().optional(), text: z.string().optional() }),
  openAccess: z.boolean(),
  openArchive: z.boolean(),
  /** Spec 001 §3 item-weight (FULL-TEXT, HEAD-AND-TAIL, other); Elsevier xocs:item-weight. Absent: FULL-TEXT (JATS). */
  itemWeight: z.string().optional(),
  copyrightLine: z.string().optional(),
  keywords: z.array(keywordGroupSchema),
  abstracts: z.array(abstractSchema),
  authors: z.array(authorSchema),
  /** The source ends the author list with "et al." (JATS contrib-group <etal/>, Elsevier ce:et-al). */
  authorsEtAl: z.boolean().optional(),
  /** Contributors who are not authors (JATS contrib-type "editor", "reviewer" …): contribType says which. */
  editors: z.array(authorSchema).optional(),
  affiliations: z.array(affiliationSchema),
  /** Correspondence notes (JATS corresp, Elsevier ce:correspondence). */
  correspondences: z.array(noteSchema),
  /** Author notes and article footnotes (not table footnotes). */
  footnotes: z.array(noteSchema),
  biographies: z.array(noteSchema),
  /** The article body: sections and blocks. */
  body: z.array(contentNodeSchema),
  /** Back matter sections: acknowledgment, appendix, funding, data availability … rendered after the body. */
  back: z.array(contentNodeSchema),
  funding: z.array(z.object({ source: z.string(), awardIds: z.array(z.string()) })),
  /** The funding statement as written (JATS funding-statement), shown with the funding. */
  fundingStatement: z.array(contentNodeSchema).optional(),
  dataAvailability: z.array(contentNodeSchema).optional(),
  attachments: z.array(attachmentSchema),
  references: z.array(referenceSchema),
  relatedArticles: z.array(relatedArticleSchema),
  subArticles: z.array(subArticleSchema),
  /** Glossary entries (JATS glossary / ce:glossary). */
  glossary: z.array(z.object({ id: z.string().optional(), term: z.string(), definition: z.array(contentNodeSchema) })),
  /**
   * Exam questions of the XML (001 §1, §7; src/ingest/exam/extract-exam.ts), shown to entitled
   * readers only. Typed here and checked with the exam schema where a model is made
   * (ingest/read-article.server.ts): the browser, which loads this module, never checks an exam.
   */
  exam: z.array(z.unknown() as z.ZodType<ExamQuestion>).optional(),
  /** Named repairs applied to publisher quirks. */
  warnings: z.array(z.string()),
});
export type ArticleModel = z.infer<typeof articleModelSchema>;
