import { readFile } from 'node:fs/promises';
import { isText, type ArticleModel, type ContentNode } from '#src/shared/article/content-model.ts';
import { countElsevierSource } from '#src/ingest/elsevier/count-elsevier-source.ts';
import { countJatsSource } from '#src/ingest/jats/count-jats-source.ts';
import { detectFormat } from '#src/ingest/detect-format.ts';
import { readArticleBuffer } from '#src/ingest/read-article.server.ts';
import { decodeXml } from '#src/ingest/xml/decode-xml.ts';
import { isElement, parseXml, type XmlElement } from '#src/ingest/xml/parse-xml.ts';
import { renderArticleHtml } from '#src/web/routes/article-content.tsx';

/**
 * Page fidelity: for one article file, the counts of figures, tables, display formulas,
 * references, authors (and of them the members of group authors, who are not in the byline),
 * MathML formulas and formulas given as TeX on the rendered page must equal those in the
 * source XML. Source counts come from the XML alone (the ingest's own source
 * counters); page counts from the server-rendered HTML, so a mapper or renderer that drops
 * something shows up here.
 */
export interface PageCounts {
  figures: number;
  tables: number;
  displayFormulas: number;
  references: number;
  authors: number;
  /** Authors named outside the byline: group authors' members, other non-byline authors. */
  members: number;
  math: number;
  /** Formulas the source gives as TeX only: each must be a <math> made from it. */
  texFormulas: number;
  /** References that end an author or editor list with "et al." (or say it in their text). */
  etAl: number;
}

export type CountName = keyof PageCounts;
export const COUNT_NAMES: readonly CountName[] = [
  'figures',
  'tables',
  'displayFormulas',
  'references',
  'authors',
  'members',
  'math',
  'texFormulas',
  'etAl',
];

const ET_AL = /\bet\.? al\b/i;

const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';

/** A MathML <math> element, whether the file binds the namespace or only writes a prefix. */
function isMath(el: XmlElement): boolean {
  return el.local === 'math' && (el.uri === MATHML_NS || el.name.includes(':') || el.uri === '');
}

/**
 * Formulas the page must show as <math>: every MathML <math>, plus each JATS <tex-math> that
 * has no MathML beside it (it becomes MathML at ingest); `tex` counts those <tex-math>.
 */
export function countSourceFormulas(root: XmlElement): { math: number; tex: number } {
  const n = { math: 0, tex: 0 };
  const walk = (el: XmlElement) => {
    const kids = el.children.filter(isElement);
    const hasMath = kids.some(isMath);
    for (const c of kids) {
      if (isMath(c)) n.math += 1;
      else if (c.local === 'tex-math' && !hasMath) {
        n.math += 1;
        n.tex += 1;
      } else walk(c);
    }
  };
  walk(root);
  return n;
}

export function countSourceMath(root: XmlElement): number {
  return countSourceFormulas(root).math;
}

/** The part of the file that is the article: Elsevier's xocs:meta repeats titles (with math) for its own indexes. */
function articlePart(root: XmlElement): XmlElement {
  if (root.local !== 'doc') return root;
  const item = root.children.find((c): c is XmlElement => isElement(c) && /^(non)?serial-item$/.test(c.local));
  return item ?? root;
}

/** MathML inside references (JATS <ref>, Elsevier <ce:bib-reference>), named in a mismatch line to help find its cause. */
export function countReferenceMath(root: XmlElement): number {
  let n = 0;
  const walk = (el: XmlElement, inRef: boolean) => {
    for (const c of el.children) {
      if (!isElement(c)) continue;
      if (isMath(c)) n += inRef ? 1 : 0;
      else walk(c, inRef || c.local === 'ref' || c.local === 'bib-reference');
    }
  };
  walk(articlePart(root), false);
  return n;
}

/** Flat text of an element, MathML left out (it never says "et al."). */
function textOf(el: XmlElement): string {
  return el.children.map((c) => (typeof c === 'string' ? c : isMath(c) ? ' ' : ` ${textOf(c)} `)).join('');
}

const hasEtAl = (el: XmlElement): boolean =>
  el.children.some((c) => isElement(c) && !isMath(c) && (c.local === 'etal' || c.local === 'et-al' || hasEtAl(c)));

/**
 * References whose source says "et al.": a JATS <etal/> (in a person-group or loose in the
 * citation), an Elsevier sb:et-al, or the words in the reference's own text.
 */
export function countSourceEtAl(root: XmlElement): number {
  let n = 0;
  const walk = (el: XmlElement) => {
    for (const c of el.children) {
      if (!isElement(c) || isMath(c)) continue;
      if (c.local === 'ref' || c.local === 'bib-reference') n += hasEtAl(c) || ET_AL.test(textOf(c).replace(/\s+/g, ' ')) ? 1 : 0;
      else walk(c);
    }
  };
  walk(articlePart(root));
  return n;
}

export function countSource(root: XmlElement): PageCounts {
  const c = detectFormat(root) === 'jats' ? countJatsSource(root) : countElsevierSource(root);
  const { figures, tables, displayFormulas, references, authors, members } = c;
  const formulas = countSourceFormulas(articlePart(root));
  return {
    figures,
    tables,
    displayFormulas,
    references,
    authors,
    members,
    math: formulas.math,
    texFormulas: formulas.tex,
    etAl: countSourceEtAl(root),
  };
}

// React writes attribute values escaped (no raw ">" inside a tag), so start tags can be read with a pattern.
const START_TAG = /<(figure|div|li|math)\b([^>]*)>/g;
const CLASS = /\bclass="([^"]*)"/;
const SHOW_ALL = /data-action="show-all-authors"[^>]*>Show all ([\d,]+) authors</;

const REFERENCE_ITEM = /<li\b[^>]*\bclass="reference"[^>]*>([\s\S]*?)<\/li>/g;

/** Reference items whose visible text says "et al." (MathML and tags left out). */
export function countPageEtAl(html: string): number {
  let n = 0;
  for (const [, inner] of html.matchAll(REFERENCE_ITEM)) {
    const text = (inner ?? '')
      .replace(/<math\b[\s\S]*?<\/math>/g, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;|\s+/g, ' ');
    if (ET_AL.test(text)) n += 1;
  }
  return n;
}

const FROM_TEX = /\bdata-source="tex"/;

/** Counts what a reader sees in the rendered article HTML. */
export function countPage(html: string): PageCounts {
  const c: PageCounts = {
    figures: 0,
    tables: 0,
    displayFormulas: 0,
    references: 0,
    authors: 0,
    members: 0,
    math: 0,
    texFormulas: 0,
    etAl: countPageEtAl(html),
  };
  let outsideByline = 0;
  for (const [, tag, attrs] of html.matchAll(START_TAG)) {
    if (tag === 'math') {
      c.math += 1;
      if (FROM_TEX.test(attrs ?? '')) c.texFormulas += 1;
      continue;
    }
    const classes = (CLASS.exec(attrs ?? '')?.[1] ?? '').split(' ');
    if (tag === 'figure' && classes.includes('figure')) c.figures += 1;
    else if (tag === 'figure' && classes.includes('table-float')) c.tables += 1;
    else if (tag === 'div' && classes.includes('disp-formula')) c.displayFormulas += 1;
    else if (tag === 'li' && classes.includes('reference')) c.references += 1;
    else if (tag === 'li' && classes.includes('author')) c.authors += 1;
    else if (tag === 'li' && classes.includes('collab-member')) c.members += 1;
    else if (tag === 'li' && classes.includes('non-byline-author')) outsideByline += 1;
  }
  // Past 20 authors, or with group members, the header names the total (members included) on its button.
  const total = SHOW_ALL.exec(html)?.[1];
  if (total) c.authors = Number(total.replaceAll(',', ''));
  // Authors named outside the byline whose group is unknown are listed in the group author details only.
  c.authors += outsideByline;
  c.members += outsideByline;
  return c;
}

/** True when a node holds any non-blank text. */
function hasText(nodes: readonly ContentNode[] | undefined): boolean {
  return (nodes ?? []).some((n) => (isText(n) ? n.text.trim() !== '' : hasText(n.children)));
}

/** Node types in the model that carry content and are of one of `types`. */
export function contentTypesIn(model: ArticleModel, types: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) for (const v of value) walk(v);
    else if (value && typeof value === 'object') {
      const node = value as { type?: unknown; children?: ContentNode[] };
      if (typeof node.type === 'string' && types.has(node.type) && hasText(node.children)) found.add(node.type);
      for (const v of Object.values(value)) walk(v);
    }
  };
  walk(model);
  return [...found].sort();
}

export interface FileCheck {
  file: string;
  model?: ArticleModel;
  source?: PageCounts;
  page?: PageCounts;
  /** MathML inside references, named in a math mismatch. */
  referenceMath?: number;
  /** Why the file could not be checked (unreadable, unparseable). */
  error?: string;
  /** An XML file that is no article (a package's MANIFEST.xml): not checked, not a mismatch. */
  notArticle?: boolean;
}

/** Maps and renders one file, counting its source and its page. */
export async function checkFile(file: string): Promise<FileCheck> {
  try {
    const buffer = await readFile(file);
    const root = parseXml(decodeXml(buffer));
    if (root.local !== 'article' && root.local !== 'doc') return { file, notArticle: true };
    const { model } = readArticleBuffer(file, buffer);
    const page = countPage(renderArticleHtml(model, 'full'));
    return { file, model, source: countSource(root), page, referenceMath: countReferenceMath(root) };
  } catch (e) {
    return { file, error: (e as Error).message };
  }
}

/** One line per difference between source and page; empty when they agree. */
export function mismatches(check: FileCheck, unrenderedTypes: readonly string[] = []): string[] {
  if (check.error) return [`${check.file}: ${check.error}`];
  if (check.notArticle) return [];
  const out: string[] = [];
  for (const name of COUNT_NAMES) {
    const s = check.source![name];
    const p = check.page![name];
    const note = name === 'math' && check.referenceMath ? ` (${check.referenceMath} of the source's inside references)` : '';
    if (s !== p) out.push(`${check.file}: ${name}: source ${s}, page ${p}${note}`);
  }
  for (const type of unrenderedTypes) out.push(`${check.file}: Unable to render: "${type}" (carries content)`);
  return out;
}
