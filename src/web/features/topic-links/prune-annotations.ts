import type { Topic, TopicAnnotations } from '#src/shared/topics/topic-contract.ts';

/**
 * Topic pruning (spec 000 §5): "Each topic target is kept at most once in the abstract and at
 * most twice across sections. Sections left empty are dropped. Order is figures first, then
 * sections, then the rest. Titles and keywords are excluded. Ordering is by numeric id suffix."
 * §9: "1 per target in the abstract, 2 per target in body sections."
 */
export const ABSTRACT_LINKS_PER_TARGET = 1;
export const SECTION_LINKS_PER_TARGET = 2;

export type UnitKind = 'figure' | 'section' | 'title' | 'keywords' | 'other';

// Ids as publishers write them: Elsevier f0005 / s0010 / st0015 / kw0020, JATS fig1 / s2-1 / sec3, PLOS pone.0012262.g001.
const KINDS: ReadonlyArray<[UnitKind, RegExp]> = [
  ['title', /^(?:st|ti|tit|title|sectitle|sec-title)[-_.]?\d/i],
  ['keywords', /^(?:kw|kwd|kwrd|kwds|keys?|keywords?)(?:[-_.]?\d|$)/i],
  ['figure', /^(?:f|fig|figure|gr|g)[-_.]?\d|[-_.]g\d+$/i],
  ['section', /^(?:s|sec|sect|section|ss)[-_.]?\d/i],
];

/** What an annotated unit is, read from its id. */
export function unitKind(id: string): UnitKind {
  for (const [kind, pattern] of KINDS) if (pattern.test(id)) return kind;
  return 'other';
}

const GROUP: Record<UnitKind, number> = { figure: 0, section: 1, other: 2, title: 3, keywords: 3 };

/** The numbers at the end of an id, outermost first: "s2-10" → [2, 10], "f0005" → [5]. */
export function numericSuffix(id: string): number[] {
  const tail = /(\d+(?:[-_.]\d+)*)$/.exec(id)?.[1];
  return tail ? tail.split(/[-_.]/).map(Number) : [];
}

function compareSuffix(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

function dedupeByTarget(topics: readonly Topic[], limit: number, counts = new Map<string, number>()): Topic[] {
  const out: Topic[] = [];
  for (const t of topics) {
    const n = counts.get(t.targetURL) ?? 0;
    if (n >= limit) continue;
    counts.set(t.targetURL, n + 1);
    out.push(t);
  }
  return out;
}

/** Prunes annotations as received, before they are used to link phrases. */
export function pruneAnnotations(data: TopicAnnotations): TopicAnnotations {
  const abstract = { topics: dedupeByTarget(data.abstract.topics, ABSTRACT_LINKS_PER_TARGET) };
  const ordered = data.sections
    .map((s, position) => ({ s, position, kind: unitKind(s.id), suffix: numericSuffix(s.id) }))
    .filter((x) => x.kind !== 'title' && x.kind !== 'keywords')
    .sort((a, b) => GROUP[a.kind] - GROUP[b.kind] || compareSuffix(a.suffix, b.suffix) || a.position - b.position);
  const counts = new Map<string, number>();
  const sections: TopicAnnotations['sections'] = [];
  for (const { s } of ordered) {
    // Once per section: the limit of two is across sections.
    const once = dedupeByTarget(s.topics, 1);
    const kept = once.filter((t) => (counts.get(t.targetURL) ?? 0) < SECTION_LINKS_PER_TARGET);
    for (const t of kept) counts.set(t.targetURL, (counts.get(t.targetURL) ?? 0) + 1);
    if (kept.length > 0) sections.push({ id: s.id, topics: kept });
  }
  return { abstract, sections, matches: data.matches };
}
