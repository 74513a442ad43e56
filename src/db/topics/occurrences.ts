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
}

/**
 * The topics an article uses, unit by unit (spec 000 §3: abstract {topics}, sections [{id,
 * topics}]), found with the same whole-word, context-skipping rules the page links with.
 * A topic's first sentence in a unit is kept, unless a later one in the unit defines it.
 */
export function articleOccurrences<T extends Topic>(model: Pick<ArticleModel, 'abstracts' | 'body' | 'back'>, index: PhraseIndex<T>): TopicOccurrence<T>[] {
  const out: TopicOccurrence<T>[] = [];
  topicUnits(model).forEach((unit, unitPosition) => {
    const found = new Map<string, TopicOccurrence<T>>();
    for (const p of unit.paragraphs) {
      for (const [from, to] of p.linkable) {
        for (const m of scanPhrases(p.text.slice(from, to), index)) {
          const key = m.topic.targetURL;
          const seen = found.get(key);
          if (seen?.defines) continue;
          const s = sentenceAround(p.text, from + m.start, from + m.end);
          const defines = isDefinition(s.sentence, s.matchStart, s.matchEnd);
          if (seen && !defines) continue;
          found.set(key, {
            topic: m.topic, unitId: unit.id, unitKind: unit.kind, unitPosition,
            sentence: s.sentence, matchStart: s.matchStart, matchEnd: s.matchEnd, defines,
          });
        }
      }
    }
    out.push(...found.values());
  });
  return out;
}
