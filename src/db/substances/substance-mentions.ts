import { isText, type ArticleModel, type ContentNode } from '#src/shared/article/content-model.ts';
import { isValidCasNumber } from '#src/shared/substances/substance-record.ts';

/**
 * Finding registry substances in an article (001 §1 "chemical substances", §3 Substance): the
 * article's text is read in reading order (title, abstracts, body, back matter) and a
 * substance is mentioned where one of its names or synonyms stands on word boundaries, where
 * its CAS Registry Number appears, or where the publisher's chemical markup (Elsevier
 * `ce:chem`, kept as `chem-struct`) holds its name, formula or CAS number. Pure: the registry and the
 * article come in, the mentions in order of first mention come out.
 */
export interface RegistryEntry {
  id: string;
  title: string;
  otherTitles: readonly string[];
  molecularFormula: string | null;
  casRegistryNumber: string | null;
}

export interface SubstanceMention {
  substanceId: string;
  /** Character offset of the first mention in the article's reading-order text. */
  firstOffset: number;
  mentions: number;
}

export interface SubstanceIndex {
  /** Names written all in lower case: matched whatever their case ("Water" at a sentence start). */
  folded: RegExp | null;
  /** Names with capitals (ATP, HEPES, NaCl, Tris): matched as written. */
  exact: RegExp | null;
  byName: Map<string, string>;
  byExactName: Map<string, string>;
  byCas: Map<string, string>;
  byMarkup: Map<string, string>;
}

const CAS_PATTERN = /(?<![\p{L}\p{N}-])\d{2,7}-\d{2}-\d(?![\p{L}\p{N}-])/gu;
/** Names shorter than this are too ambiguous to match in running text (they still match in chemical markup). */
const MIN_NAME_LENGTH = 3;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function alternation(names: readonly string[], flags: string): RegExp | null {
  if (names.length === 0) return null;
  // Longest first: "sodium chloride" wins over a shorter name at the same place.
  const sorted = [...new Set(names)].sort((a, b) => b.length - a.length || a.localeCompare(b));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${sorted.map(escape).join('|')})(?![\\p{L}\\p{N}])`, flags);
}

export function createSubstanceIndex(registry: readonly RegistryEntry[]): SubstanceIndex {
  const byName = new Map<string, string>();
  const byExactName = new Map<string, string>();
  const byCas = new Map<string, string>();
  const byMarkup = new Map<string, string>();
  for (const entry of registry) {
    for (const raw of [entry.title, ...entry.otherTitles]) {
      const name = raw.trim();
      if (name.length === 0) continue;
      byMarkup.set(name.toLowerCase(), entry.id);
      if (name.length < MIN_NAME_LENGTH) continue;
      if (name === name.toLowerCase()) {
        if (!byName.has(name)) byName.set(name, entry.id);
      } else if (!byExactName.has(name)) byExactName.set(name, entry.id);
    }
    if (entry.molecularFormula) byMarkup.set(entry.molecularFormula.toLowerCase(), entry.id);
    if (entry.casRegistryNumber) {
      byCas.set(entry.casRegistryNumber, entry.id);
      byMarkup.set(entry.casRegistryNumber, entry.id);
    }
  }
  return {
    folded: alternation([...byName.keys()], 'giu'),
    exact: alternation([...byExactName.keys()], 'gu'),
    byName,
    byExactName,
    byCas,
    byMarkup,
  };
}

interface ReadingText {
  text: string;
  /** Chemical markup (chem-struct) spans: where they start and what they say. */
  markup: Array<{ offset: number; text: string }>;
}

/** Formatting inside a word (CO<sub>2</sub>, <i>Tris</i>): no separator after it. */
const INLINE: ReadonlySet<string> = new Set([
  'bold',
  'italic',
  'sup',
  'sub',
  'small-caps',
  'underline',
  'monospace',
  'strike',
  'chem-struct',
]);

/** Text blocks are separated so words of two paragraphs never join into one. */
function collect(nodes: readonly ContentNode[] | undefined, out: ReadingText): void {
  for (const node of nodes ?? []) {
    if (isText(node)) {
      // Line breaks inside a paragraph are spaces ("sodium\n  chloride" is one name).
      out.text += node.text.replace(/\s+/g, ' ');
      continue;
    }
    const start = out.text.length;
    collect(node.children, out);
    if (node.type === 'chem-struct') out.markup.push({ offset: start, text: out.text.slice(start).trim() });
    if (!INLINE.has(node.type)) out.text += '\n';
  }
}

/** The article's text in reading order: title, abstracts, body, back matter. */
export function readingText(article: Pick<ArticleModel, 'title' | 'abstracts' | 'body' | 'back'>): ReadingText {
  const out: ReadingText = { text: '', markup: [] };
  collect(article.title, out);
  out.text += '\n';
  for (const abstract of article.abstracts) {
    collect(abstract.children, out);
    out.text += '\n';
  }
  collect(article.body, out);
  out.text += '\n';
  collect(article.back, out);
  return out;
}

function record(found: Map<string, SubstanceMention>, substanceId: string | undefined, offset: number): void {
  if (!substanceId) return;
  const mention = found.get(substanceId);
  if (!mention) found.set(substanceId, { substanceId, firstOffset: offset, mentions: 1 });
  else {
    mention.mentions += 1;
    mention.firstOffset = Math.min(mention.firstOffset, offset);
  }
}

/** Every registry substance the article mentions, in order of first mention. */
export function substanceMentions(
  article: Pick<ArticleModel, 'title' | 'abstracts' | 'body' | 'back'>,
  index: SubstanceIndex,
): SubstanceMention[] {
  const { text, markup } = readingText(article);
  const found = new Map<string, SubstanceMention>();
  for (const match of index.folded ? text.matchAll(index.folded) : []) record(found, index.byName.get(match[0].toLowerCase()), match.index);
  for (const match of index.exact ? text.matchAll(index.exact) : []) record(found, index.byExactName.get(match[0]), match.index);
  for (const match of text.matchAll(CAS_PATTERN)) {
    if (isValidCasNumber(match[0])) record(found, index.byCas.get(match[0]), match.index);
  }
  for (const span of markup) {
    // Markup already counted as a name in running text is not counted twice.
    const id = index.byMarkup.get(span.text.toLowerCase()) ?? index.byMarkup.get(span.text);
    if (id && !found.has(id)) record(found, id, span.offset);
  }
  return [...found.values()].sort((a, b) => a.firstOffset - b.firstOffset || a.substanceId.localeCompare(b.substanceId));
}
