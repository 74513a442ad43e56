import { isText, textOf, type ArticleModel, type ElementNode } from '../article/content-model.ts';
import { queryOf, type Query } from './bm25.ts';
import type { SectionKind, SourceParagraph } from './source-paragraphs.ts';

/**
 * The questions an article's own structure poses: its objective, methods, main findings,
 * conclusions, limitations and data availability, sharpened by its structured abstract's
 * parts, and the questions its section titles pose. Each comes with what ranks its answer:
 * a weighted query, section-type priors and cue phrases.
 */
export interface QuestionSpec {
  id: string;
  question: string;
  query: Query;
  /** Weight of a paragraph by the kind of its section; kinds not listed weigh `other`'s. */
  priors: Partial<Record<SectionKind, number>>;
  /** Phrases that mark an answering sentence. */
  cue?: RegExp;
  /** Only sentences with a cue answer (limitations, data availability). */
  requireCue?: boolean;
  /** Sections where a sentence answers without a cue; elsewhere it needs one (the objective outside the introduction). */
  freeIn?: readonly SectionKind[];
  /** Only these paragraphs may answer (a section's own question). */
  within?: (p: SourceParagraph) => boolean;
  /** The section's opening sentences answer when nothing ranks higher. */
  lead?: boolean;
  /** Asked only while the article has fewer than MIN_QUESTIONS answered (more of its sections' questions). */
  reserve?: boolean;
}

/** An article with body sections should answer at least this many questions when it can. */
export const MIN_QUESTIONS = 4;

const BASE: ReadonlyArray<Omit<QuestionSpec, 'query'> & { terms: string }> = [
  {
    id: 'objective',
    question: 'What question does this study address?',
    terms: 'aim objective goal purpose investigate examine sought test hypothesis address question whether study here understand determine',
    priors: { intro: 2, other: 0.6, results: 0.3, discussion: 0.4, methods: 0.2, conclusions: 0.4 },
    freeIn: ['intro', 'other'],
    cue: /\b(?:here,? we|in this (?:study|work|paper|article|report),? we|we (?:aimed|sought|set out|asked|hypothesi[sz]ed|investigated|examined)|the (?:aim|goal|objective|purpose) of (?:this|the present|our) (?:study|work|paper))\b/i,
  },
  {
    id: 'methods',
    question: 'How was the study carried out?',
    terms: 'method approach performed measured used collected analysed analyzed experiment data sample protocol model procedure design',
    priors: { methods: 2, results: 0.5, intro: 0.4, other: 0.5, discussion: 0.2 },
    freeIn: ['methods', 'other'],
    cue: /\b(?:we (?:used|performed|measured|collected|developed|combined|applied|designed|analy[sz]ed|generated|recorded|conducted|trained|built)|(?:were|was) (?:measured|collected|performed|analy[sz]ed|recorded|obtained|conducted))\b/i,
  },
  {
    id: 'findings',
    question: 'What are the main findings?',
    terms:
      'found show shows showed reveal revealed demonstrate demonstrated result results significantly increase decrease identified observed',
    priors: { results: 2, discussion: 1.2, conclusions: 1, other: 0.6, intro: 0.3, methods: 0.2 },
    cue: /\b(?:we (?:found|find|show|showed|demonstrate|demonstrated|observed|identified|reveal|revealed)|(?:our|these|the) (?:results|data|findings) (?:show|showed|indicate|reveal|demonstrate|suggest))\b/i,
  },
  {
    id: 'conclusions',
    question: 'What do the authors conclude?',
    terms: 'conclude conclusion suggest suggests indicate together overall taken propose implication implications findings provide insight',
    priors: { conclusions: 2.2, discussion: 1.6, results: 0.4, other: 0.5, intro: 0.2, methods: 0.1 },
    freeIn: ['conclusions', 'discussion', 'other'],
    cue: /\b(?:we conclude|in (?:conclusion|summary)|taken together|together,|overall,|these (?:results|findings|data) (?:suggest|indicate|show|provide)|our (?:results|findings|data) (?:suggest|indicate|provide))\b/i,
  },
  {
    id: 'limitations',
    question: 'What are the limitations of this study?',
    terms: 'limitation limitations limited caveat caution future further cannot unclear remains shortcoming',
    priors: { limitations: 2.5, discussion: 1.5, conclusions: 1.2, results: 0.5, other: 0.6, methods: 0.4, intro: 0.2 },
    cue: /\b(?:limitations?|caveats?|shortcomings?|(?:is|are|was|were) limited (?:by|to|in)|should be interpreted with caution|(?:cannot|could not) (?:rule out|exclude))\b/i,
    requireCue: true,
  },
  {
    id: 'data-availability',
    question: 'Where are the data and code available?',
    terms: 'data available deposited accession repository code github dryad zenodo figshare database availability',
    priors: { data: 3, methods: 0.8, other: 0.5, results: 0.3 },
    cue: /\b(?:deposited|accession (?:numbers?|codes?|IDs?)|(?:are|is|were|was) (?:made )?(?:publicly |freely |openly )?(?:available|accessible) (?:at|from|in|on|through|via|upon|under|to)|github\.com|dryad|zenodo|figshare|data repository)\b/i,
    requireCue: true,
  },
];

/** Structured-abstract labels and the question whose query their text sharpens. */
const ABSTRACT_LABELS: ReadonlyArray<[string, RegExp]> = [
  ['objective', /objective|aim|purpose|background|introduction|context|rationale|motivation|question/i],
  ['methods', /method|design|setting|participants|approach|material|procedure/i],
  ['findings', /result|finding|outcome/i],
  ['conclusions', /conclu|interpretation|implication|significance/i],
];

const MAX_SECTION_QUESTIONS = 4;

function sectionTitle(node: ElementNode): string {
  const t = node.children?.find((c): c is ElementNode => !isText(c) && c.type === 'section-title');
  return textOf(t?.children).replace(/\s+/g, ' ').trim();
}

/** Structured-abstract parts: [label, text]. */
function abstractParts(model: Pick<ArticleModel, 'abstracts'>): Array<[string, string]> {
  const parts: Array<[string, string]> = [];
  for (const a of model.abstracts) {
    if (a.kind !== 'author' && a.kind !== 'abstract') continue;
    for (const c of a.children) if (!isText(c) && c.type === 'section') parts.push([sectionTitle(c), textOf(c.children)]);
  }
  return parts;
}

function slug(s: string): string {
  return (
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 100) || 'x'
  );
}

/** "Results of X" → "results of X"; an acronym or a name in capitals stays as written. */
function lowerFirst(title: string): string {
  return /^\p{Lu}\p{Ll}/u.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title;
}

/** The sections whose titles pose a question: titles that are questions, and results subsections (or other top-level sections). */
function sectionSpecs(paragraphs: readonly SourceParagraph[]): QuestionSpec[] {
  const seen = new Map<string, { title: string; kinds: readonly SectionKind[]; top: boolean }>();
  for (const p of paragraphs) {
    if (!p.innerSectionId || !p.sectionTitle || seen.has(p.innerSectionId)) continue;
    seen.set(p.innerSectionId, { title: p.sectionTitle.replace(/[.:]$/, ''), kinds: p.kinds, top: p.innerSectionId === p.sectionId });
  }
  const asked = [...seen].filter(([, s]) => s.title.endsWith('?'));
  const results = [...seen].filter(([, s]) => !s.title.endsWith('?') && s.kinds.includes('results') && !s.top);
  const others = [...seen].filter(([, s]) => !s.title.endsWith('?') && s.kinds.length === 1 && s.kinds[0] === 'other' && s.top);
  const first = [...asked, ...(results.length > 0 ? results : others)];
  // Reserve: any other titled section, for an article whose structure poses few questions.
  const rest = [...seen].filter((entry) => !first.includes(entry) && !entry[1].kinds.includes('intro'));
  const chosen = [...first, ...rest];
  const used = new Set<string>();
  return chosen.map(([sectionId, s], i) => {
    let id = `section-${slug(sectionId)}`;
    while (used.has(id)) id += '-x';
    used.add(id);
    return {
      id,
      question: s.title.endsWith('?')
        ? s.title
        : s.kinds.includes('results') || i < first.length
          ? `What does the study show about ${lowerFirst(s.title)}?`
          : `What does the article say about ${lowerFirst(s.title)}?`,
      query: queryOf([s.title, 1]),
      priors: { other: 1 },
      within: (p: SourceParagraph) => p.innerSectionId === sectionId,
      lead: true,
      reserve: i >= Math.min(first.length, MAX_SECTION_QUESTIONS),
    };
  });
}

export function questionSpecs(model: Pick<ArticleModel, 'abstracts'>, paragraphs: readonly SourceParagraph[]): QuestionSpec[] {
  const abstractText = model.abstracts
    .filter((a) => a.kind === 'author' || a.kind === 'abstract')
    .map((a) => textOf(a.children))
    .join(' ');
  const parts = abstractParts(model);
  const base = BASE.map(({ terms, ...spec }): QuestionSpec => {
    const sharpen = parts
      .filter(([label]) => ABSTRACT_LABELS.some(([id, re]) => id === spec.id && re.test(label)))
      .map(([, text]) => [text, 0.5] as const);
    const fromAbstract: Array<readonly [string, number]> =
      spec.id === 'findings' ? [[abstractText, 0.15]] : spec.id === 'conclusions' ? [[abstractText, 0.1]] : [];
    return { ...spec, query: queryOf([terms, 1], ...sharpen, ...(sharpen.length > 0 ? [] : fromAbstract)) };
  });
  const [objective, methods, findings, ...rest] = base;
  const sections = sectionSpecs(paragraphs);
  return [objective!, methods!, findings!, ...sections.filter((q) => !q.reserve), ...rest, ...sections.filter((q) => q.reserve)];
}
