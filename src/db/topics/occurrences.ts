import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { scanPhrases, type PhraseIndex } from '#src/shared/topics/phrase-matcher.ts';
import { isDefinition, sentenceAround } from './sentences.ts';
import type { Topic } from '#src/shared/topics/topic-contract.ts';
import { topicUnits } from './topic-units.ts';

/** Where an article uses a topic: its first use in one unit, with the sentence around it. */
export interface TopicOccurrence<T extends Topic = Topic> {
  topic: T;
  unitId: string;
  unitKind: 'abstract' | 'section';
  /** The unit's place in the article (0 = abstract or first unit). */
  unitPosition: number;
  sentence: string;
  matchStart: number;
  matchEnd: number;
  defines: boolean;
  /** Where the sentence is: the unit's paragraph (TopicUnit.paragraphs index) and the match in its text. */
  paragraph: number;
  textStart: number;
  textEnd: number;
}

/**
 * The topics an article uses, unit by unit (spec 000 §3: abstract {topics}, sections [{id,
 * topics}]), found with the same whole-word, context-skipping rules the page links with.
 * A topic's first sentence in a unit is kept, unless a later one in the unit defines it.
 */
export function articleOccurrences<T extends Topic>(
  model: Pick<ArticleModel, 'abstracts' | 'body' | 'back'>,
  index: PhraseIndex<T>,
): TopicOccurrence<T>[] {
  const out: TopicOccurrence<T>[] = [];
  topicUnits(model).forEach((unit, unitPosition) => {
    const found = new Map<string, TopicOccurrence<T>>();
    unit.paragraphs.forEach((p, paragraph) => {
      for (const [from, to] of p.linkable) {
        for (const m of scanPhrases(p.text.slice(from, to), index)) {
          const key = m.topic.targetURL;
          const seen = found.get(key);
          if (seen?.defines) continue;
          const s = sentenceAround(p.text, from + m.start, from + m.end);
          const defines = isDefinition(s.sentence, s.matchStart, s.matchEnd);
          if (seen && !defines) continue;
          found.set(key, {
            topic: m.topic,
            unitId: unit.id,
            unitKind: unit.kind,
            unitPosition,
            sentence: s.sentence,
            matchStart: s.matchStart,
            matchEnd: s.matchEnd,
            defines,
            paragraph,
            textStart: from + m.start,
            textEnd: from + m.end,
          });
        }
      }
    });
    out.push(...found.values());
  });
  return out;
}

/** A stored occurrence's place in its article (what topic_occurrences keeps instead of the sentence). */
export interface OccurrenceReference {
  unitId: string;
  paragraph: number;
  textStart: number;
  textEnd: number;
}

/**
 * The sentence a reference points at, derived from the article's content exactly as the
 * occurrence was found (same units, paragraphs and sentence rules), or null when the content
 * no longer has that paragraph or match.
 */
export function referencedSentences(
  model: Pick<ArticleModel, 'abstracts' | 'body' | 'back'>,
  references: readonly OccurrenceReference[],
): Array<ReturnType<typeof sentenceAround> | null> {
  const units = new Map(topicUnits(model).map((u) => [u.id, u]));
  return references.map((r) => {
    const text = units.get(r.unitId)?.paragraphs[r.paragraph]?.text;
    if (text === undefined || r.textStart < 0 || r.textEnd > text.length || r.textStart >= r.textEnd) return null;
    return sentenceAround(text, r.textStart, r.textEnd);
  });
}
