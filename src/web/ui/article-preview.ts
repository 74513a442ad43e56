import {
  isText,
  type Abstract,
  type ArticleModel,
  type ContentNode,
  type ElementNode,
  type PersonName,
  type Reference,
} from '#src/shared/article/content-model.ts';

/**
 * The preview layout (spec 001 §2, §5, §6): exactly what a reader who may not see the full
 * text is shown of an article — Abstract, Introduction (its first paragraph cut short),
 * Section snippets (each top-level section's title and a short opening), References (count
 * and a short list) and Cited by (count). Nothing else of the body leaves the server for
 * such a reader, so every snippet is short and built here, in one pure function.
 */

export const ELLIPSIS = '\u2026';
/** The Introduction's first paragraph is cut to at most this many characters (ellipsis included). */
export const INTRODUCTION_SNIPPET_MAX = 250;
/** Each section snippet is at most this many characters (ellipsis included). */
export const SECTION_SNIPPET_MAX = 160;
/** 001 §2: "Preview references: the first 10 show, and 'View more references' reveals the rest." */
export const PREVIEW_REFERENCES_SHOWN = 10;
/** 001 §2: the preview reference list is the first half of the count, capped at 50 … */
export const PREVIEW_REFERENCES_CAP = 50;
/** … when more than 2 references exist. */
export const PREVIEW_REFERENCES_MIN_FOR_HALF = 2;
/** 001 §2: "'Other reference' text is cut to 120 characters plus an ellipsis." */
export const OTHER_REFERENCE_MAX = 120;

export { PREVIEW_TOC_TITLE } from './preview-toc-title.ts';
export const VIEW_MORE_REFERENCES = 'View more references';

/** Anchors of the preview sections (the preview table of contents links to them). */
export const PREVIEW_ANCHORS = {
  abstract: 'preview-section-abstract',
  introduction: 'preview-section-introduction',
  snippets: 'preview-section-snippets',
  references: 'preview-section-references',
  citedBy: 'preview-section-cited-by',
} as const;
export type PreviewSectionKey = keyof typeof PREVIEW_ANCHORS;

/** 001 §2 "Preview layout sections in order". */
export const PREVIEW_SECTION_TITLES: Record<PreviewSectionKey, string> = {
  abstract: 'Abstract',
  introduction: 'Introduction',
  snippets: 'Section snippets',
  references: 'References',
  citedBy: 'Cited by',
};

export interface PreviewSnippet {
  /** The section's id in the article (null for an introduction made of leading paragraphs). */
  id: string | null;
  title: string;
  /** Plain text, at most the snippet limit, ending with an ellipsis when the section goes on. */
  snippet: string;
}

export interface PreviewReference {
  id: string;
  label: string | null;
  /** At most 3 entries: every author when there are 1 or 2, else first, '…', last (001 §2). */
  authors: string[];
  title: string | null;
  source: string | null;
  year: string | null;
  /** For an 'Other reference' (no structured title or source): its text cut to 120 characters + ellipsis. */
  otherText: string | null;
  /** The cited article on this site, when the reference links to one. */
  internalPii: string | null;
}

export interface PreviewTocEntry {
  key: PreviewSectionKey;
  id: string;
  title: string;
}

export interface ArticlePreview {
  abstracts: Abstract[];
  introduction: PreviewSnippet | null;
  sections: PreviewSnippet[];
  referenceCount: number;
  /** The preview reference list (001 §2): the first `PREVIEW_REFERENCES_SHOWN` show at first. */
  references: PreviewReference[];
  citedByCount: number;
  /** 'Article preview' table of contents: only the non-empty sections, in layout order. */
  toc: PreviewTocEntry[];
}

export interface PreviewInputs {
  citedByCount?: number;
  /** Reference id → PII of the cited article when it is stored on this site. */
  internalLinks?: ReadonlyMap<string, string>;
}

/** Whitespace collapsed, trimmed. */
function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `text` whole when it fits in `max`, else cut at a word boundary so that it plus '…' fits. */
export function cutWithEllipsis(text: string, max: number): string {
  const t = squash(text);
  if (t.length <= max) return t;
  const budget = Math.max(1, max - ELLIPSIS.length);
  const space = t.lastIndexOf(' ', budget);
  const cut = space > budget / 2 ? t.slice(0, space) : t.slice(0, budget);
  return cut.replace(/[\s,;:.\u2013\u2014-]+$/u, '') + ELLIPSIS;
}

/** An opening: cut at a word boundary to at most `max` characters, always ending with an ellipsis (the section goes on). */
export function openingOf(text: string, max: number): string {
  const t = squash(text);
  if (!t) return '';
  const cut = cutWithEllipsis(t, max);
  if (cut.endsWith(ELLIPSIS)) return cut;
  return t.length + ELLIPSIS.length <= max ? t.replace(/[\s,;:.\u2013\u2014-]+$/u, '') + ELLIPSIS : cutWithEllipsis(t, t.length);
}

/** 001 §2: 'Other reference' text cut to 120 characters plus an ellipsis. */
export function cutOtherReference(text: string): string {
  const t = squash(text);
  return t.length <= OTHER_REFERENCE_MAX ? t : t.slice(0, OTHER_REFERENCE_MAX).trimEnd() + ELLIPSIS;
}

// Nodes whose text is not prose (math markup, floats, notes, media): never part of a snippet.
const NOT_PROSE = new Set([
  'math',
  'mathml',
  'tex',
  'figure',
  'figure-group',
  'table',
  'footnote',
  'e-component',
  'media',
  'graphic',
  'alt-text',
  'label',
  'chem-struct',
  'code',
  'preformat',
]);

function proseOf(nodes: readonly ContentNode[] | undefined): string {
  if (!nodes) return '';
  let out = '';
  for (const n of nodes) {
    if (isText(n)) out += n.text;
    else if (!NOT_PROSE.has(n.type)) out += proseOf(n.children);
  }
  return out;
}

function elements(nodes: readonly ContentNode[] | undefined): ElementNode[] {
  return (nodes ?? []).filter((c): c is ElementNode => !isText(c));
}

function titleOf(section: ElementNode): string {
  const title = elements(section.children).find((c) => c.type === 'section-title' || c.type === 'title');
  return squash(proseOf(title?.children));
}

/** The paragraphs of a section in reading order, subsections included; floats skipped. */
function paragraphsOf(nodes: readonly ContentNode[] | undefined): string[] {
  const out: string[] = [];
  for (const n of elements(nodes)) {
    if (n.type === 'para') {
      const text = squash(proseOf(n.children));
      if (text) out.push(text);
    } else if (!NOT_PROSE.has(n.type) && n.type !== 'section-title' && n.type !== 'title') {
      out.push(...paragraphsOf(n.children));
    }
  }
  return out;
}

const SECTIONISH = new Set(['section']);

/** Top-level titled sections; an untitled wrapper section gives its children (as the outline does). */
function topLevelSections(nodes: readonly ContentNode[]): ElementNode[] {
  const out: ElementNode[] = [];
  for (const n of elements(nodes)) {
    if (!SECTIONISH.has(n.type)) continue;
    if (titleOf(n)) out.push(n);
    else out.push(...topLevelSections(n.children ?? []));
  }
  return out;
}

const INTRO_TYPES = new Set(['intro', 'introduction']);
const INTRO_TITLE = /^\s*(?:[\dIVX]+\.?\s*)?(?:introduction|background)\b/i;

export function isIntroductionSection(section: ElementNode): boolean {
  const type = section.attrs?.type;
  return (typeof type === 'string' && INTRO_TYPES.has(type.toLowerCase())) || INTRO_TITLE.test(titleOf(section));
}

function idOf(node: ElementNode): string | null {
  return typeof node.attrs?.id === 'string' && node.attrs.id ? node.attrs.id : null;
}

/**
 * The Introduction: the section typed or titled as such, else the paragraphs that open the
 * body before its first section. Only its first paragraph, cut short with an ellipsis.
 */
function introductionOf(
  body: readonly ContentNode[],
  sections: readonly ElementNode[],
): { intro: PreviewSnippet | null; section: ElementNode | null } {
  const section = sections.find(isIntroductionSection) ?? null;
  let paragraphs: string[];
  if (section) paragraphs = paragraphsOf(section.children);
  else {
    const leading: ContentNode[] = [];
    for (const n of body) {
      if (!isText(n) && n.type === 'section') break;
      leading.push(n);
    }
    paragraphs = paragraphsOf(leading);
  }
  const first = paragraphs[0];
  if (!first) return { intro: null, section };
  const snippet = openingOf(first, INTRODUCTION_SNIPPET_MAX);
  return { intro: { id: section ? idOf(section) : null, title: section ? titleOf(section) : 'Introduction', snippet }, section };
}

/** "First, …, Last" for more than 2 authors (001 §2); 1 or 2 authors as they are. */
export function previewAuthors<T>(authors: readonly T[]): (T | typeof ELLIPSIS)[] {
  if (authors.length <= 2) return [...authors];
  return [authors[0] as T, ELLIPSIS, authors[authors.length - 1] as T];
}

function personName(p: PersonName): string {
  return p.surname ? squash([p.surname, p.given].filter(Boolean).join(' ')) : squash(p.display);
}

/** 001 §2: half the references (capped at 50) when more than 2 exist, those linking to this site first. */
export function previewReferenceCount(total: number): number {
  if (total <= PREVIEW_REFERENCES_MIN_FOR_HALF) return total;
  return Math.min(PREVIEW_REFERENCES_CAP, Math.floor(total / 2));
}

/** The preview reference order: references with internal links first, otherwise as in the article. */
export function previewReferenceOrder<T>(refs: readonly T[], hasInternalLink: (ref: T) => boolean): T[] {
  const internal = refs.filter(hasInternalLink);
  const rest = refs.filter((r) => !hasInternalLink(r));
  return [...internal, ...rest].slice(0, previewReferenceCount(refs.length));
}

/** An 'Other reference' is one with neither a structured title nor a source. */
export function isOtherReference(ref: Reference): boolean {
  return ref.kind === 'other' || (!ref.contribution.title && !ref.host.title);
}

export function previewReferenceOf(ref: Reference, internalPii: string | null = null): PreviewReference {
  const names = ref.contribution.authors.map(personName).filter(Boolean);
  if (names.length === 0 && ref.contribution.collab) names.push(squash(ref.contribution.collab));
  const other = isOtherReference(ref);
  return {
    id: ref.id,
    label: ref.label ? squash(ref.label) : null,
    authors: other ? [] : previewAuthors(names),
    title: other ? null : ref.contribution.title ? squash(ref.contribution.title) : null,
    source: other ? null : ref.host.title ? squash(ref.host.title) : null,
    year: other ? null : (ref.host.year ?? null),
    otherText: other ? cutOtherReference(ref.text) : null,
    internalPii,
  };
}

/** Exactly what a reader without the full text may see of `model` (001 §2, §5, §6). */
export function previewOf(model: ArticleModel, inputs: PreviewInputs = {}): ArticlePreview {
  const abstracts = model.abstracts.filter((a) => proseOf(a.children).trim() !== '');
  const sections = topLevelSections(model.body);
  const { intro, section: introSection } = introductionOf(model.body, sections);
  const snippets: PreviewSnippet[] = sections
    .filter((s) => s !== introSection)
    .map((s) => {
      const first = paragraphsOf(s.children)[0] ?? '';
      return { id: idOf(s), title: titleOf(s), snippet: openingOf(first, SECTION_SNIPPET_MAX) };
    });
  const links = inputs.internalLinks ?? new Map<string, string>();
  const references = previewReferenceOrder(model.references, (r) => links.has(r.id)).map((r) =>
    previewReferenceOf(r, links.get(r.id) ?? null),
  );
  const citedByCount = Math.max(0, inputs.citedByCount ?? 0);

  const present: Record<PreviewSectionKey, boolean> = {
    abstract: abstracts.length > 0,
    introduction: intro !== null,
    snippets: snippets.length > 0,
    references: model.references.length > 0,
    citedBy: citedByCount > 0,
  };
  const toc = (Object.keys(PREVIEW_ANCHORS) as PreviewSectionKey[])
    .filter((key) => present[key])
    .map((key) => ({ key, id: PREVIEW_ANCHORS[key], title: PREVIEW_SECTION_TITLES[key] }));

  return { abstracts, introduction: intro, sections: snippets, referenceCount: model.references.length, references, citedByCount, toc };
}
