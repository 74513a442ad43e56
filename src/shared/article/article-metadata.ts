import { isText, type ArticleModel, type Author, type ContentNode } from './content-model.ts';

/**
 * The descriptive metadata machine interfaces (OAI-PMH Dublin Core, RSS, Atom) take from an
 * article model: plain strings only, in the order a reader expects.
 */
export interface ArticleMetadata {
  title: string;
  /** Authors as "Surname, Given" (Dublin Core's recommended form), collaborations by name. */
  creators: string[];
  /** Authors as displayed ("Given Surname"), for feeds. */
  authorNames: string[];
  subjects: string[];
  abstract: string;
  publisher: string | undefined;
  journal: string;
  language: string;
  rights: string | undefined;
  /** ISO yyyy[-mm[-dd]] publication date, when the XML gives one. */
  date: string | undefined;
}

// Block-level nodes: their text is separated by a space so paragraphs do not run together.
const BLOCKS = new Set([
  'section',
  'section-title',
  'para',
  'list',
  'list-item',
  'figure',
  'table',
  'caption',
  'title',
  'label',
  'display-formula',
  'disp-quote',
  'def-list',
  'def-item',
  'def',
  'term',
  'abstract-section',
]);

/** Plain text of content nodes with block boundaries as spaces and whitespace collapsed. */
export function plainText(nodes: readonly ContentNode[] | undefined): string {
  const parts: string[] = [];
  const walk = (list: readonly ContentNode[]) => {
    for (const node of list) {
      if (isText(node)) parts.push(node.text);
      else if (node.type === 'section-title') {
        // A structured abstract's headings read as run-in heads: "Background: It is…".
        const title = plainText(node.children);
        if (title) parts.push(' ', title, /[.:?!]$/.test(title) ? ' ' : ': ');
      } else {
        const block = BLOCKS.has(node.type);
        if (block) parts.push(' ');
        walk(node.children ?? []);
        if (block) parts.push(' ');
      }
    }
  };
  walk(nodes ?? []);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function isAuthor(a: Author): boolean {
  return a.contribType === 'author' || a.contribType === '';
}

function inverted(a: Author): string {
  const { surname, given, suffix, display } = a.name;
  if (a.kind === 'collaboration' || !surname) return display;
  return [surname, [given, suffix].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

function uniqueNonEmpty(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values.map((s) => s.replace(/\s+/g, ' ').trim())) {
    const key = v.toLowerCase();
    if (v && !seen.has(key)) {
      seen.add(key);
      out.push(v);
    }
  }
  return out;
}

/** The abstract proper: the author abstract when there is one, else the first abstract. */
export function mainAbstract(model: Pick<ArticleModel, 'abstracts'>): string {
  const chosen = model.abstracts.find((a) => a.kind === 'author') ?? model.abstracts[0];
  return chosen ? plainText(chosen.children) : '';
}

/** The parts of a model that descriptive metadata reads (repositories load only these). */
export const DESCRIPTIVE_KEYS = [
  'doi',
  'title',
  'authors',
  'subjects',
  'keywords',
  'abstracts',
  'publication',
  'language',
  'license',
  'copyrightLine',
  'dates',
] as const satisfies ReadonlyArray<keyof ArticleModel>;
export type DescriptiveModel = Pick<ArticleModel, (typeof DESCRIPTIVE_KEYS)[number]>;

export function articleMetadata(model: DescriptiveModel): ArticleMetadata {
  const authors = model.authors.filter(isAuthor);
  return {
    title: plainText(model.title),
    creators: uniqueNonEmpty(authors.map(inverted)),
    authorNames: uniqueNonEmpty(authors.map((a) => a.name.display)),
    subjects: uniqueNonEmpty([...model.subjects, ...model.keywords.flatMap((k) => k.terms)]),
    abstract: mainAbstract(model),
    publisher: model.publication.publisher,
    journal: model.publication.title,
    language: model.language,
    rights: model.license.url ?? model.license.text ?? model.copyrightLine,
    date: model.dates.published ?? model.dates.versionOfRecord ?? model.dates.availableOnline,
  };
}
